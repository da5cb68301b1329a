import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ToolType } from "./catalogue-constants";
import { applicabilityFactor, buildToolkit, MAX_TOOLKIT_GAIN, MEDIAN_APPLICABILITY, TOOLKIT_SIZE, type CandidateTool, type EngineInput } from "./toolkit-engine";

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
    ...overrides,
  };
}

const catalogue: CandidateTool[] = [
  tool("Chat Partner", "core", { baseProductivityGain: 10, evidenceTask: "writing" }),
  tool("Second Core", "core"),
  tool("Third Core", "core"),
  tool("Campaign Planner", "specialist", { jobCategories: ["marketing"], primaryUseCase: "Planning marketing campaigns", evidenceTask: "consulting", baseProductivityGain: 3.8 }),
  tool("Social Scheduler", "assistant", { jobCategories: ["marketing"], primaryUseCase: "Scheduling social media posts", baseProductivityGain: 5.4 }),
  tool("Copy Writer", "specialist", { jobCategories: ["marketing"], primaryUseCase: "Content creation and copywriting", evidenceTask: "writing", baseProductivityGain: 6 }),
  tool("SEO Helper", "specialist", { jobCategories: ["marketing"], primaryUseCase: "Search optimisation of content" }),
  tool("Lead Finder", "specialist", { jobCategories: ["sales", "marketing"], primaryUseCase: "Lead generation from company data" }),
  tool("Meeting Notes", "assistant"),
  tool("Inbox Sorter", "assistant"),
  tool("Slide Maker", "assistant", { primaryUseCase: "Making presentations" }),
  tool("Code Pal", "specialist", { jobCategories: ["development"], evidenceTask: "coding", baseProductivityGain: 3.1 }),
  tool("Microsoft Helper", "assistant", { primaryUseCase: "Working in Outlook and Teams" }),
  tool("Clinic Scribe", "specialist", { jobCategories: ["healthcare"], industryRelevance: ["Healthcare & Medical"] }),
];

const input = (overrides: Partial<EngineInput> = {}): EngineInput => ({
  jobTitle: "Marketing Manager",
  jobCategory: "marketing",
  industry: "Marketing & Advertising",
  workAreas: ["Content Creation", "Social Media Strategy", "Lead Generation"],
  currentTools: [],
  aiApplicabilityScore: MEDIAN_APPLICABILITY,
  candidates: catalogue,
  ...overrides,
});

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
    expect(result.recommendations.length).toBe(catalogue.length - 1 > 15 ? 15 : Math.min(15, catalogue.length));
    expect(result.aspects.length).toBeLessThanOrEqual(result.recommendations.length);
    for (const r of result.recommendations) expect(r.aspectIndex).toBeLessThan(result.aspects.length);
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
