import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ToolType } from "./catalogue-constants";
import {
  applicabilityFactor,
  assembleToolkit,
  buildToolkit,
  rankCandidates,
  MAX_TOOLKIT_GAIN,
  MEDIAN_APPLICABILITY,
  TOOLKIT_SIZE,
  type CandidateTool,
  type EngineInput,
} from "./toolkit-engine";
import { workProfile } from "./work-profile";

let nextId = 1;
function tool(name: string, toolType: ToolType, overrides: Partial<CandidateTool> = {}): CandidateTool {
  return {
    id: nextId++,
    name,
    description: `${name} helps professionals.`,
    category: "Productivity",
    jobCategories: ["general"],
    toolType,
    evidenceTask: "general",
    baseProductivityGain: 5.4,
    industryRelevance: ["All"],
    primaryUseCase: "Everyday work",
    purposes: ["planning"],
    ...overrides,
  };
}

const catalogue: CandidateTool[] = [
  tool("Chat Partner", "core", { baseProductivityGain: 10, evidenceTask: "writing", purposes: ["assistant"] }),
  tool("Second Core", "core", { purposes: ["assistant"] }),
  tool("Third Core", "core", { purposes: ["assistant"] }),
  tool("Campaign Planner", "specialist", {
    jobCategories: ["marketing"],
    primaryUseCase: "Planning marketing campaigns",
    evidenceTask: "consulting",
    baseProductivityGain: 3.8,
    purposes: ["marketing"],
  }),
  tool("Social Scheduler", "assistant", {
    jobCategories: ["marketing"],
    primaryUseCase: "Scheduling social media posts",
    baseProductivityGain: 5.4,
    purposes: ["marketing"],
  }),
  tool("Copy Writer", "specialist", {
    jobCategories: ["marketing"],
    primaryUseCase: "Content creation and copywriting",
    evidenceTask: "writing",
    baseProductivityGain: 6,
    purposes: ["marketing", "writing"],
  }),
  tool("SEO Helper", "specialist", { jobCategories: ["marketing"], primaryUseCase: "Search optimisation of content", purposes: ["marketing"] }),
  tool("Lead Finder", "specialist", { jobCategories: ["sales", "marketing"], primaryUseCase: "Lead generation from company data", purposes: ["sales"] }),
  tool("Meeting Notes", "assistant", { purposes: ["meetings"] }),
  tool("Inbox Sorter", "assistant", { purposes: ["writing"] }),
  tool("Slide Maker", "assistant", { primaryUseCase: "Making presentations", purposes: ["presentations"] }),
  tool("Code Pal", "specialist", { jobCategories: ["development"], evidenceTask: "coding", baseProductivityGain: 3.1, purposes: ["coding"] }),
  tool("Microsoft Helper", "assistant", { primaryUseCase: "Working in Outlook and Teams", purposes: ["assistant"] }),
  tool("Clinic Scribe", "specialist", { jobCategories: ["healthcare"], industryRelevance: ["Healthcare & Medical"], purposes: ["clinical"] }),
  tool("Hiring Helper", "specialist", { jobCategories: ["hr"], purposes: ["recruitment"] }),
  tool("Avatar Video", "specialist", { jobCategories: ["marketing"], primaryUseCase: "Avatar videos and video translation", purposes: ["video"] }),
];

const MARKETING_MANAGERS = { code: "11-2021.00", title: "Marketing Managers" };
const CIVIL_ENGINEERS = { code: "17-2051.00", title: "Civil Engineers" };
const CHEFS = { code: "35-1011.00", title: "Chefs and Head Cooks" };

const profileFor = (occupation: { code: string; title: string } | null, workAreas: string[], industry = "Marketing & Advertising") =>
  workProfile({ occupation, workAreas, industry, titleCategory: "general" });

const input = (overrides: Partial<EngineInput> = {}): EngineInput => {
  const workAreas = overrides.workAreas ?? ["Content Creation", "Social Media Strategy", "Lead Generation"];
  return {
    jobTitle: "Marketing Manager",
    profile: profileFor(MARKETING_MANAGERS, workAreas),
    industry: "Marketing & Advertising",
    workAreas,
    currentTools: [],
    aiApplicabilityScore: MEDIAN_APPLICABILITY,
    candidates: catalogue,
    ...overrides,
  };
};

const names = (result: ReturnType<typeof buildToolkit>) => result.recommendations.map((r) => catalogue.find((t) => t.id === r.toolId)!.name);

describe("buildToolkit", () => {
  it("picks about nine tools with at least one core thinking partner and a mix of types", () => {
    const result = buildToolkit(input());
    expect(result.recommendations).toHaveLength(TOOLKIT_SIZE);
    const types = result.recommendations.map((r) => r.toolType);
    expect(types).toContain("core");
    expect(types.filter((t) => t === "core").length).toBeLessThanOrEqual(3);
    expect(types).toContain("specialist");
    expect(types).toContain("assistant");
  });

  it("fits the job category and the chosen work areas", () => {
    const result = buildToolkit(input());
    expect(names(result)).toEqual(expect.arrayContaining(["Copy Writer", "Social Scheduler", "Lead Finder"]));
    expect(names(result)).not.toContain("Clinic Scribe");
    const aspectOf = (name: string) => result.aspects[result.recommendations[names(result).indexOf(name)]!.aspectIndex]!.name;
    expect(aspectOf("Copy Writer")).toBe("Content Creation");
    expect(aspectOf("Social Scheduler")).toBe("Social Media Strategy");
    expect(aspectOf("Lead Finder")).toBe("Lead Generation");
  });

  it("makes one aspect per chosen work area, each with a description", () => {
    const result = buildToolkit(input());
    expect(result.aspects.map((a) => a.name)).toEqual(["Content Creation", "Social Media Strategy", "Lead Generation"]);
    for (const aspect of result.aspects) expect(aspect.description).toMatch(/^AI tools for .+ as a Marketing Manager: .+\.$/);
    for (const r of result.recommendations) expect(r.useCase).toContain("Marketing Manager");
  });

  it("does not recommend a tool already in use, and favours tools that work with the ones in use", () => {
    const result = buildToolkit(input({ currentTools: ["Copy Writer", "Microsoft Outlook"] }));
    expect(names(result)).not.toContain("Copy Writer");
    expect(names(result)).toContain("Microsoft Helper");
  });

  it("scales gains by the occupation's AI applicability, within the documented range", () => {
    expect(applicabilityFactor(null)).toBe(1);
    expect(applicabilityFactor(MEDIAN_APPLICABILITY)).toBe(1);
    expect(applicabilityFactor(0)).toBe(0.5);
    expect(applicabilityFactor(0.49)).toBe(1.5);
    const low = buildToolkit(input({ aiApplicabilityScore: 0.02 }));
    const median = buildToolkit(input());
    expect(low.totalProductivityGain).toBeLessThan(median.totalProductivityGain);
  });

  it("keeps the summed gain within the bound, and every tool's gain positive", () => {
    const big = catalogue.map((t) => ({ ...t, baseProductivityGain: 20 }));
    const result = buildToolkit(input({ candidates: big, aiApplicabilityScore: 0.5 }));
    const sum = result.recommendations.reduce((a, r) => a + r.productivityGain, 0);
    expect(sum).toBeLessThanOrEqual(MAX_TOOLKIT_GAIN);
    expect(sum).toBeGreaterThan(MAX_TOOLKIT_GAIN - 1);
    for (const r of result.recommendations) expect(r.productivityGain).toBeGreaterThan(0);
    expect(result.averageProductivityGain).toBeCloseTo(result.totalProductivityGain / result.recommendations.length, 1);
  });

  it("gives the same toolkit for the same inputs, whatever the catalogue's order", () => {
    const a = buildToolkit(input());
    const b = buildToolkit(input({ candidates: [...catalogue].reverse() }));
    expect(b).toEqual(a);
  });

  it("scores relevance out of 5 and works with no work areas or a thin catalogue", () => {
    const result = buildToolkit(input({ workAreas: [], candidates: catalogue.slice(0, 4) }));
    expect(result.recommendations).toHaveLength(4);
    expect(result.aspects.map((a) => a.name)).toEqual(["General Productivity"]);
    for (const r of result.recommendations) {
      expect(r.relevanceScore).toBeGreaterThanOrEqual(0);
      expect(r.relevanceScore).toBeLessThanOrEqual(5);
    }
  });

  it("grows past nine tools when more work areas are chosen, and drops areas with no tool", () => {
    const areas = Array.from({ length: 20 }, (_, i) => `Area ${i + 1}`);
    const result = buildToolkit(input({ workAreas: areas }));
    // Every tool that serves a marketing manager's work (not code, clinical or hiring tools).
    expect(result.recommendations.length).toBe(catalogue.length - 3);
    expect(result.aspects.length).toBeLessThanOrEqual(result.recommendations.length);
    for (const r of result.recommendations) expect(r.aspectIndex).toBeLessThan(result.aspects.length);
  });
});

describe("tools have a job to do", () => {
  const engineer = (workAreas: string[]) =>
    buildToolkit(
      input({
        jobTitle: "Civil Engineer",
        workAreas,
        industry: "Construction & Architecture",
        profile: profileFor(CIVIL_ENGINEERS, workAreas, "Construction & Architecture"),
      }),
    );

  it("never offers code, clinical, hiring or video tools to a civil engineer who does not ask for them", () => {
    const chosen = names(engineer(["Technical Reports", "Project Planning", "Site Inspections"]));
    for (const name of ["Code Pal", "Clinic Scribe", "Hiring Helper", "Avatar Video", "Social Scheduler"]) expect(chosen).not.toContain(name);
    expect(chosen).toContain("Chat Partner");
  });

  it("offers them when a chosen work area asks for that work", () => {
    expect(names(engineer(["Python Scripting", "Technical Reports"]))).toContain("Code Pal");
    expect(names(engineer(["Hiring Site Staff"]))).toContain("Hiring Helper");
  });

  it("reads what the occupation itself does: a chef with a social media work area gets marketing tools, without it none", () => {
    const chef = (workAreas: string[]) =>
      names(
        buildToolkit(input({ jobTitle: "Executive Chef", workAreas, industry: "Food & Beverage", profile: profileFor(CHEFS, workAreas, "Food & Beverage") })),
      );
    expect(chef(["Menu Planning", "Kitchen Rota"])).not.toContain("Social Scheduler");
    expect(chef(["Menu Planning", "Social Media"])).toContain("Social Scheduler");
  });

  it("falls back to the work areas and the industry when no occupation matched", () => {
    const none = (workAreas: string[], industry: string) =>
      names(buildToolkit(input({ jobTitle: "asdf qwerty", workAreas, industry, profile: profileFor(null, workAreas, industry) })));
    const general = none(["Documentation"], "Other");
    expect(general).toContain("Chat Partner");
    for (const name of ["Code Pal", "Clinic Scribe", "Hiring Helper", "Social Scheduler"]) expect(general).not.toContain(name);
    const offered = (industry: string) =>
      rankCandidates(input({ workAreas: ["Documentation"], industry, profile: profileFor(null, ["Documentation"], industry) })).map((s) => s.tool.name);
    expect(offered("Other")).not.toContain("Social Scheduler");
    expect(offered("Marketing & Advertising")).toContain("Social Scheduler");
  });
});

describe("gains follow the evidence", () => {
  it("never gives a higher-applicability occupation a lower average gain for the same tools", () => {
    const tools = catalogue.slice(0, 9);
    const chosen = tools.map((tool, i) => ({ tool, aspectIndex: 0, useCase: "x".repeat(12), fit: 1 - i / 20 }));
    let previous = -1;
    for (let score = 0; score <= 0.52; score += 0.01) {
      const { averageProductivityGain } = assembleToolkit(chosen, ["Area"], { jobTitle: "Role", aiApplicabilityScore: score });
      expect(averageProductivityGain).toBeGreaterThanOrEqual(previous);
      previous = averageProductivityGain;
    }
  });
});

describe("MEDIAN_APPLICABILITY", () => {
  it("is the median score of the seeded occupations", () => {
    const file = path.resolve(__dirname, "../../db/seed/onet-occupations.tsv");
    const scores = fs
      .readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split("\t")[3])
      .filter((s): s is string => Boolean(s))
      .map(Number)
      .sort((a, b) => a - b);
    const mid = scores.length / 2;
    const median = scores.length % 2 ? scores[Math.floor(mid)]! : (scores[mid - 1]! + scores[mid]!) / 2;
    expect(MEDIAN_APPLICABILITY).toBeCloseTo(median, 4);
  });
});
