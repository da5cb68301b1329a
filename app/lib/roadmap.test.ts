import { describe, expect, it } from "vitest";
import { RUBRIC_LEVELS } from "~/content/rubric";
import { ANY_TOOL, ANY_WORK_AREA, buildRoadmap } from "./roadmap";

describe("buildRoadmap", () => {
  it("builds four locked levels following the rubric, each challenge from the person's own tools and work areas", () => {
    const tools = ["ChatGPT", "Notion AI", "Claude"];
    const workAreas = ["Content Creation", "Market Research"];
    const levels = buildRoadmap({ jobTitle: "Marketing Manager", tools, workAreas });
    expect(levels.map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(levels.map((l) => l.title)).toEqual(RUBRIC_LEVELS.slice(0, 4).map((l) => l.name));
    expect(levels.every((l) => !l.unlocked)).toBe(true);
    const challenges = levels.flatMap((l) => l.challenges);
    expect(new Set(challenges.map((c) => c.id)).size).toBe(challenges.length);
    for (const c of challenges) {
      expect(tools).toContain(c.tool);
      expect(workAreas).toContain(c.workArea);
      expect(["Beginner", "Intermediate", "Advanced"]).toContain(c.difficulty);
      expect(`${c.title} ${c.description}`).toMatch(new RegExp(`${c.tool}|${c.workArea}`, "i"));
    }
    // Every tool and work area is used somewhere.
    for (const tool of tools) expect(challenges.some((c) => c.tool === tool)).toBe(true);
    for (const area of workAreas) expect(challenges.some((c) => c.workArea === area)).toBe(true);
    expect(levels[0]!.challenges[0]!.difficulty).toBe("Beginner");
    expect(levels[3]!.challenges.every((c) => c.difficulty === "Advanced")).toBe(true);
  });

  it("uses general wording, not an invented product, when the document named none", () => {
    const levels = buildRoadmap({ jobTitle: null, tools: [], workAreas: [] });
    for (const c of levels.flatMap((l) => l.challenges)) {
      expect(c.tool).toBe(ANY_TOOL);
      expect(c.workArea).toBe(ANY_WORK_AREA);
    }
  });
});
