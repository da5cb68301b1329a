import { describe, expect, it } from "vitest";
import { GENERIC_SIMULATION_SCENARIOS, SIMULATION_ROLES } from "~/content/simulation-scenarios";
import { PLAYABLE_SCENARIOS, playableScenario } from "./index";
import { SIMULATION_SKILLS, type PlayableScenario } from "./types";

const SAMPLE_TITLES = new Map<string, string>();
for (const role of SIMULATION_ROLES) role.scenarios.forEach((s, i) => SAMPLE_TITLES.set(`${role.key}-${i + 1}`, s.title));
GENERIC_SIMULATION_SCENARIOS.forEach((s, i) => SAMPLE_TITLES.set(`generic-${i + 1}`, s.title));

function bestIndex(point: PlayableScenario["points"][number]): number {
  return point.options.findIndex((o) => o.credit === 1);
}

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
        // Our briefs end every sentence with a full stop (no character class here: Tailwind scans app code).
        const sentences = scenario.brief.match(/\.(?=\s|$)/g)?.length ?? 0;
        expect(sentences).toBeGreaterThanOrEqual(2);
        expect(sentences).toBeLessThanOrEqual(4);
        expect(scenario.minutes).toBeGreaterThanOrEqual(15);
        expect(scenario.minutes).toBeLessThanOrEqual(25);
      });

      it("has 6 to 8 points with unique ids covering every skill", () => {
        expect(scenario.points.length).toBeGreaterThanOrEqual(6);
        expect(scenario.points.length).toBeLessThanOrEqual(8);
        const ids = scenario.points.map((p) => p.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(scenario.points.map((p) => p.skill))).toEqual(new Set(SIMULATION_SKILLS));
      });

      it("gives every point 3 or 4 options, exactly one full-credit answer, at most one half-credit, and a reason for each", () => {
        for (const point of scenario.points) {
          expect(point.situation.trim(), point.id).not.toBe("");
          expect(point.question.trim(), point.id).not.toBe("");
          expect(point.options.length, point.id).toBeGreaterThanOrEqual(3);
          expect(point.options.length, point.id).toBeLessThanOrEqual(4);
          const optionIds = point.options.map((o) => o.id);
          expect(new Set(optionIds).size, point.id).toBe(optionIds.length);
          for (const id of optionIds) expect(["a", "b", "c", "d"], point.id).toContain(id);
          expect(point.options.filter((o) => o.credit === 1).length, point.id).toBe(1);
          expect(point.options.filter((o) => o.credit === 0.5).length, point.id).toBeLessThanOrEqual(1);
          for (const o of point.options) {
            expect(o.text.trim(), `${point.id}${o.id}`).not.toBe("");
            expect(o.reason.trim(), `${point.id}${o.id}`).not.toBe("");
          }
        }
      });

      it("varies where the best answer sits and makes it the longest option in at most half the points", () => {
        const positions = new Set(scenario.points.map(bestIndex));
        expect(positions.size).toBeGreaterThanOrEqual(3);
        const bestIsLongest = scenario.points.filter((p) => {
          const longest = Math.max(...p.options.map((o) => o.text.length));
          return p.options[bestIndex(p)].text.length === longest;
        });
        expect(bestIsLongest.length).toBeLessThanOrEqual(Math.ceil(scenario.points.length / 2));
      });
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
