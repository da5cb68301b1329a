// The rules every playable scenario keeps (issue 19, issue 28): shared by the content tests of the
// sample roles' scenarios and of the occupations' (scenarios.test.ts, occupations/occupations.test.ts).
import { expect } from "vitest";
import { SAFETY_MISTAKES, SIMULATION_SKILLS, type PlayableScenario } from "./types";

export function bestIndex(point: PlayableScenario["points"][number]): number {
  return point.options.findIndex((o) => o.credit === 1);
}

/** Points whose best option is the longest (or tied longest) of its point. */
export function bestIsLongestCount(scenario: PlayableScenario): number {
  return scenario.points.filter((p) => {
    const longest = Math.max(...p.options.map((o) => o.text.length));
    return p.options[bestIndex(p)]!.text.length === longest;
  }).length;
}

export function expectBrief(scenario: PlayableScenario): void {
  // Our briefs end every sentence with a full stop (no character class here: Tailwind scans app code).
  const sentences = scenario.brief.match(/\.(?=\s|$)/g)?.length ?? 0;
  expect(sentences, scenario.id).toBeGreaterThanOrEqual(2);
  expect(sentences, scenario.id).toBeLessThanOrEqual(4);
  expect(scenario.minutes).toBeGreaterThanOrEqual(15);
  expect(scenario.minutes).toBeLessThanOrEqual(25);
}

export function expectPointsCoverSkills(scenario: PlayableScenario): void {
  expect(scenario.points.length).toBeGreaterThanOrEqual(6);
  expect(scenario.points.length).toBeLessThanOrEqual(8);
  const ids = scenario.points.map((p) => p.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(new Set(scenario.points.map((p) => p.skill))).toEqual(new Set(SIMULATION_SKILLS));
}

export function expectOptions(scenario: PlayableScenario): void {
  for (const point of scenario.points) {
    const where = `${scenario.id} ${point.id}`;
    expect(point.situation.trim(), where).not.toBe("");
    expect(point.question.trim(), where).not.toBe("");
    expect(point.options.length, where).toBeGreaterThanOrEqual(3);
    expect(point.options.length, where).toBeLessThanOrEqual(4);
    const optionIds = point.options.map((o) => o.id);
    expect(new Set(optionIds).size, where).toBe(optionIds.length);
    for (const id of optionIds) expect(["a", "b", "c", "d"], where).toContain(id);
    expect(point.options.filter((o) => o.credit === 1).length, where).toBe(1);
    expect(point.options.filter((o) => o.credit === 0.5).length, where).toBeLessThanOrEqual(1);
    const texts = point.options.map((o) => o.text.trim());
    expect(new Set(texts).size, `${where}: two options read the same`).toBe(texts.length);
    for (const o of point.options) {
      expect(o.text.trim(), `${where}${o.id}`).not.toBe("");
      expect(o.reason.trim(), `${where}${o.id}`).not.toBe("");
      // A safety-critical mistake is never worth anything.
      if (o.safety) {
        expect(SAFETY_MISTAKES, `${where}${o.id}`).toContain(o.safety);
        expect(o.credit, `${where}${o.id}`).toBe(0);
      }
    }
  }
}

export function expectBestNotByLength(scenario: PlayableScenario): void {
  const positions = new Set(scenario.points.map(bestIndex));
  expect(positions.size, scenario.id).toBeGreaterThanOrEqual(3);
  expect(bestIsLongestCount(scenario), `${scenario.id}: the best answer is the longest in too many points`).toBeLessThanOrEqual(
    Math.ceil(scenario.points.length / 2),
  );
}
