import { describe, expect, it } from "vitest";
import { mentionedTools, parseRoadmapInput, missingParts } from "./roadmap-input";

const CATALOGUE = ["ChatGPT", "Claude", "Canva", "Canva Magic Studio", "Notion AI", "Otter.ai", "Tableau", "R", "Jasper"];

// The words our toolkit report writes (app/services/report-pdf.server.tsx), as unpdf extracts them.
const REPORT = `Upskill Academy · June 12, 2025 · Estimates, not promises Page 1 of 4
UPSKILL ACADEMY
Your Personalized Northwind Analytics
Marketing Manager AI Toolkit
Northwind Analytics · Software
Prepared June 12, 2025 Figures calculated for a salary of $90,000 a year
Your toolkit at a glance
TOOL TYPE WORK AREA GAIN HOURS/WEEK VALUE/YEAR
ChatGPT CORE Content Creation 4.2% 1.7 h $3,780
Canva Magic Studio SPECIALIST Content Creation 2.3% 0.9 h $2,070
Notion AI ASSISTANT Campaign Operations 2.5% 1.0 h $2,250
Legacy Tool AGENT Campaign Operations 2.3% 0.9 h $2,070
Claude CORE Market Research 3.9% 1.6 h $3,510
Total 9.3 h $20,970
WORK AREA 1
Content Creation
Writing, editing and producing campaign content across channels.`;

describe("parseRoadmapInput", () => {
  it("recovers job title, company, work areas and every tool from our toolkit report", () => {
    const input = parseRoadmapInput(REPORT, CATALOGUE);
    expect(input).toMatchObject({
      jobTitle: "Marketing Manager",
      companyName: "Northwind Analytics",
      workAreas: ["Content Creation", "Campaign Operations", "Market Research"],
      fromToolkitReport: true,
      notFound: [],
    });
    // A tool the catalogue no longer has is still the person's; 'Canva' inside 'Canva Magic Studio' is not a second tool.
    expect(input.tools).toEqual(["ChatGPT", "Canva Magic Studio", "Notion AI", "Legacy Tool", "Claude"]);
  });

  it("reads a report without company or work areas (tools by category)", () => {
    const text = REPORT.replace("Your Personalized Northwind Analytics\nMarketing Manager", "Your Personalized Marketing Manager")
      .replace("Northwind Analytics · Software", "Software")
      .replace("TOOL TYPE WORK AREA", "TOOL TYPE CATEGORY")
      .replace(/WORK AREA 1[\s\S]*$/, "");
    const input = parseRoadmapInput(text, CATALOGUE);
    expect(input.jobTitle).toBe("Marketing Manager");
    expect(input.companyName).toBeNull();
    expect(input.workAreas).toEqual([]);
    expect(input.notFound).toEqual(["company", "work areas"]);
  });

  it("reads the same words whatever the line breaks (a Word copy of the report)", () => {
    const word = REPORT.split("\n").join("\n\n");
    expect(parseRoadmapInput(word, CATALOGUE)).toEqual(parseRoadmapInput(REPORT, CATALOGUE));
  });

  it("takes what another document names, and says what it could not find", () => {
    const cv = "Curriculum vitae\nPosition: Data Analyst\nI build dashboards in Tableau and draft summaries with chatgpt.\nWork areas: Reporting, Forecasting";
    expect(parseRoadmapInput(cv, CATALOGUE)).toEqual({
      jobTitle: "Data Analyst",
      companyName: null,
      workAreas: ["Reporting", "Forecasting"],
      tools: ["Tableau", "ChatGPT"],
      fromToolkitReport: false,
      notFound: ["company"],
    });
    const none = parseRoadmapInput("Meeting notes from Tuesday.", CATALOGUE);
    expect(none.notFound).toEqual(["job title", "company", "work areas", "tools"]);
  });
});

describe("mentionedTools", () => {
  it("matches whole words only, and never a one-letter name (every 'R' in a text would be a tool)", () => {
    expect(mentionedTools("Reporting in R and Rust; Claudette is not Claude.", CATALOGUE)).toEqual(["Claude"]);
  });
});

describe("missingParts", () => {
  it("keeps the known parts named in ?missing=, in their usual order, and ignores the rest", () => {
    expect(missingParts("tools,job title")).toEqual(["job title", "tools"]);
    expect(missingParts("company,<script>,work areas,company")).toEqual(["company", "work areas"]);
    expect(missingParts("")).toEqual([]);
    expect(missingParts(null)).toEqual([]);
  });
});
