import { describe, expect, it } from "vitest";
import { PLAYABLE_SCENARIOS } from "~/content/simulations";
import { draftScenarioSchema } from "./simulation-scenario";

const body = (index: number) => {
  const { id: _id, roleKey: _roleKey, ...rest } = PLAYABLE_SCENARIOS[index]!;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown> & { points: { skill: string; options: { credit: number }[] }[] };
};

describe("draftScenarioSchema (a model's draft)", () => {
  it("accepts every built-in scenario: the drafts are held to the same rules", () => {
    for (const index of PLAYABLE_SCENARIOS.keys()) expect(draftScenarioSchema.safeParse(body(index)).success, PLAYABLE_SCENARIOS[index]!.id).toBe(true);
  });

  it("refuses two best answers in a point, a missing skill, and too few points", () => {
    const twoBest = body(0);
    twoBest.points[0]!.options.forEach((o) => (o.credit = 1));
    expect(draftScenarioSchema.safeParse(twoBest).success).toBe(false);

    const oneSkill = body(0);
    oneSkill.points.forEach((p) => (p.skill = "context"));
    expect(draftScenarioSchema.safeParse(oneSkill).success).toBe(false);

    const short = body(0);
    short.points = short.points.slice(0, 5);
    expect(draftScenarioSchema.safeParse(short).success).toBe(false);
  });
});
