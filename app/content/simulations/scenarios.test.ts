import { describe, expect, it } from "vitest";
import { GENERIC_SIMULATION_SCENARIOS, SIMULATION_ROLES } from "~/content/simulation-scenarios";
import { PLAYABLE_SCENARIOS, playableScenario } from "./index";
import { expectBestNotByLength, expectBrief, expectOptions, expectPointsCoverSkills } from "./scenario-rules";

const SAMPLE_TITLES = new Map<string, string>();
for (const role of SIMULATION_ROLES) role.scenarios.forEach((s, i) => SAMPLE_TITLES.set(`${role.key}-${i + 1}`, s.title));
GENERIC_SIMULATION_SCENARIOS.forEach((s, i) => SAMPLE_TITLES.set(`generic-${i + 1}`, s.title));

describe("playable scenarios", () => {
  it("have unique ids of the form <roleKey>-1|2", () => {
    const ids = PLAYABLE_SCENARIOS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of PLAYABLE_SCENARIOS) expect(s.id).toMatch(new RegExp(`^${s.roleKey}-(1|2)$`));
  });

  for (const scenario of PLAYABLE_SCENARIOS) {
    describe(scenario.id, () => {
      it("matches its sample scenario and has a brief and a suggested time", () => {
        expect(SAMPLE_TITLES.get(scenario.id)).toBe(scenario.title);
        expectBrief(scenario);
      });

      it("has 6 to 8 points with unique ids covering every skill", () => expectPointsCoverSkills(scenario));

      it("gives every point 3 or 4 options, exactly one full-credit answer, at most one half-credit, and a reason for each", () => expectOptions(scenario));

      it("varies where the best answer sits and makes it the longest option in at most half the points", () => expectBestNotByLength(scenario));
    });
  }

  it("finds a scenario by id and none for an unknown id", () => {
    expect(playableScenario("generic-1")?.title).toBe(GENERIC_SIMULATION_SCENARIOS[0].title);
    expect(playableScenario("nope-1")).toBeUndefined();
  });

  it("covers all 18 sample scenarios", () => {
    expect(PLAYABLE_SCENARIOS.map((s) => s.id).sort()).toEqual([...SAMPLE_TITLES.keys()].sort());
    expect(PLAYABLE_SCENARIOS).toHaveLength(18);
  });
});
