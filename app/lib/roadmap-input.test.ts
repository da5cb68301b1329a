import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { mentionedTools, parseRoadmapInput, missingParts } from "./roadmap-input";

const CATALOGUE = ["ChatGPT", "Claude", "Canva", "Canva Magic Studio", "Notion AI", "Otter.ai", "Tableau", "R", "Jasper"];

// The words our toolkit report writes (app/services/delivery/report-pdf.server.tsx), as unpdf extracts them.
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

  it("names in order of first mention, the longest written at a place, any spacing and case inside a name", () => {
    expect(mentionedTools("I use notion  ai,\tthen Canva\nMagic Studio and Otter.ai; later ChatGPT and Canva.", CATALOGUE)).toEqual([
      "Notion AI",
      "Canva Magic Studio",
      "Otter.ai",
      "ChatGPT",
      "Canva",
    ]);
    // A short everyday word counts only as the catalogue writes it.
    expect(mentionedTools("we zip files, then use Zip and later Later.", ["Zip", "Later"])).toEqual(["Zip", "Later"]);
  });
});

/** Every tool name the catalogue is seeded with (db/seed/tools), the size of the real matching job. */
const SEEDED = fs
  .readdirSync("db/seed/tools")
  .flatMap((file) => JSON.parse(fs.readFileSync(path.join("db/seed/tools", file), "utf8")) as { name: string }[])
  .map((tool) => tool.name);

/** How long parsing this text takes, in ms, and what it found. */
function timed(text: string) {
  const started = performance.now();
  const input = parseRoadmapInput(text, [...SEEDED, ...CATALOGUE], (line) => line === "Accountant");
  return { ms: performance.now() - started, input };
}

// Issue 24 item 1: a 640 KB upload took 18.6 s on the main thread, growing with the square of the
// text. Each text below is built to make a backtracking pattern or a per-match scan blow up.
describe("parseRoadmapInput on adversarial text (time linear in the text)", () => {
  const LIMIT_MS = 1000;
  it("a tool name 80,000 times (the issue's 640 KB upload)", () => {
    const { ms, input } = timed(`Job title: Accountant\n${"ChatGPT ".repeat(80_000)}`);
    expect(input.jobTitle).toBe("Accountant");
    expect(input.tools).toEqual(["ChatGPT"]);
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it("many different tools, one after another, and names that run into each other", () => {
    const names = SEEDED.slice(0, 400);
    const { ms, input } = timed(`${names.join(" ")} `.repeat(200) + "Canva Magic Studio".repeat(20_000));
    expect(input.tools.length).toBeGreaterThan(0);
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it("the cover's first words without the rest, again and again", () => {
    for (const text of [
      "Your Personalized ".repeat(35_000),
      "Your Personalized Accountant AI Toolkit ".repeat(16_000),
      `Your Personalized ${"AI Toolkit x ".repeat(50_000)}`,
    ]) {
      const { ms, input } = timed(text);
      expect(input.fromToolkitReport).toBe(false);
      expect(ms).toBeLessThan(LIMIT_MS);
    }
  });

  it("a table row's words on one long line, and many almost-rows", () => {
    for (const text of [
      `Your Personalized Accountant AI Toolkit Prepared \n${"ChatGPT CORE ".repeat(50_000)}1% 1 h $1`,
      `Your Personalized Accountant AI Toolkit Prepared \n${"ChatGPT CORE Audit 1% 1 h\n".repeat(25_000)}`,
      `Your Personalized Accountant AI Toolkit Prepared \n${"CORE ".repeat(100_000)}1.5% 2.5 h`,
    ]) {
      const { ms, input } = timed(text);
      expect(input.fromToolkitReport).toBe(true);
      expect(ms).toBeLessThan(LIMIT_MS);
    }
  });

  it("labels followed by long runs of spaces, tabs and stray carriage returns", () => {
    for (const text of [`Job title:${" \t".repeat(300_000)}x\ry`, `Company -${" ".repeat(600_000)}\rAcme\r`, `Canva${" ".repeat(600_000)}Magic`]) {
      const { ms, input } = timed(text);
      expect(input.companyName).toBeNull();
      expect(ms).toBeLessThan(LIMIT_MS);
    }
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
