// Issue 28: the scenario bank measures judgment, not test-taking. Over every job simulation
// scenario and every course lesson's simulation (with the learner's slots filled, as played):
// - always choosing the longest option, or the one with the most hedging and balance words, rarely
//   reaches Distinction (the share of attempts is printed: it is the figure the issue asks for);
// - the best answer is not systematically the most hedged or balanced-sounding one;
// - safety-critical options (app/content/simulations/types.ts) earn nothing.
// Strategies are scored exactly: where a strategy cannot tell options apart (a tie), each of them is
// equally likely, and the share is the probability of reaching 85 over those choices.
import { describe, expect, it } from "vitest";
import { TAUGHT_LEVELS, lessonScenario } from "~/content/course-lessons";
import { fillDeep, slotsFor, type LearnerContext } from "~/lib/lesson-slots";
import { DISTINCTION_SCORE, SAFETY_CAP_SCORE } from "~/lib/simulation-scoring";
import { PLAYABLE_SCENARIOS } from "./index";
import { occupationScenarioBank } from "./occupations/index";
import { SAFETY_MISTAKES, type DecisionOption, type DecisionPoint, type PlayableScenario } from "./types";

/** Two learners: nothing known (the fallback words), and long job and tool names. */
const LEARNERS: LearnerContext[] = [
  { jobTitle: null, occupation: null, activities: [], tools: [], source: "none" },
  {
    jobTitle: "Registered Nurse",
    occupation: { code: "29-1141.00", title: "Registered Nurses" },
    activities: ["Monitoring, recording and reporting patients' symptoms and changes in condition", "Preparing care plans", "Teaching patients"],
    tools: [
      { name: "Microsoft 365 Copilot Chat", category: "AI Assistant" },
      { name: "Nuance Dragon Ambient eXperience Copilot", category: "Transcription" },
    ],
    source: "toolkit",
  },
];

/** The sample roles' scenarios, every occupation's (specific and one family per major group) and the course's lessons. */
function bank(learner: LearnerContext): PlayableScenario[] {
  const lessons = TAUGHT_LEVELS.flatMap((level) => level.lessons.map((lesson) => fillDeep(lessonScenario(level.level, lesson), slotsFor(learner))));
  return [...PLAYABLE_SCENARIOS, ...OCCUPATION_BANK, ...lessons];
}
const OCCUPATION_BANK = occupationScenarioBank();

/** Hedging and balance words: what an option sounds like when it "does everything carefully". */
const HEDGE_WORDS =
  /\b(balance|balanced|balancing|both|careful|carefully|cautious|cautiously|consider|considering|appropriate|appropriately|ensure|ensuring|while|also|weigh|weighing|proportionate|thoughtful|thoroughly|responsibly|properly|sensible|reasonable)\b/gi;
const hedgeCount = (o: DecisionOption) => o.text.match(HEDGE_WORDS)?.length ?? 0;

type Strategy = (point: DecisionPoint) => readonly DecisionOption[];
/** The options a strategy picks from (ties), given a measure it maximises. */
const maximising =
  (measure: (o: DecisionOption) => number): Strategy =>
  (point) => {
    const top = Math.max(...point.options.map(measure));
    return point.options.filter((o) => measure(o) === top);
  };
const LONGEST = maximising((o) => o.text.length);
const MOST_HEDGED = maximising(hedgeCount);

/**
 * The probability that an attempt following the strategy reaches Distinction: the distribution of
 * earned credit (in half points) and of "a safety mistake was made", point by point.
 */
function distinctionChance(scenario: PlayableScenario, strategy: Strategy): number {
  let states = new Map<string, number>([["0|0", 1]]);
  for (const point of scenario.points) {
    const picks = strategy(point);
    const next = new Map<string, number>();
    for (const [key, p] of states) {
      const [halves, unsafe] = key.split("|").map(Number) as [number, number];
      for (const o of picks) {
        const k = `${halves + o.credit * 2}|${unsafe || (o.safety ? 1 : 0)}`;
        next.set(k, (next.get(k) ?? 0) + p / picks.length);
      }
    }
    states = next;
  }
  let chance = 0;
  for (const [key, p] of states) {
    const [halves, unsafe] = key.split("|").map(Number) as [number, number];
    const raw = Math.round((halves / 2 / scenario.points.length) * 100);
    const score = unsafe ? Math.min(raw, SAFETY_CAP_SCORE) : raw;
    if (score >= DISTINCTION_SCORE) chance += p;
  }
  return chance;
}

/** The share of all attempts over the bank (each scenario equally likely) that reach Distinction. */
const shareReaching = (scenarios: readonly PlayableScenario[], strategy: Strategy) =>
  scenarios.reduce((sum, s) => sum + distinctionChance(s, strategy), 0) / scenarios.length;

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Upper bounds the bank must stay under (the issue asks for "low", under 10%). */
const LONGEST_BOUND = 0.05;
const HEDGED_BOUND = 0.05;
/** Where one option has the most hedging words, it may be the best one at most this often (chance is about 30%). */
const HEDGED_IS_BEST_BOUND = 0.4;

describe("the scenario bank measures judgment (issue 28)", () => {
  it("the strategy helper is exact: always the best gives 1, always a wrong option 0, ties weighed by their outcomes", () => {
    const seven = PLAYABLE_SCENARIOS.find((x) => x.id === "generic-1")!;
    expect(distinctionChance(seven, (p) => p.options.filter((o) => o.credit === 1))).toBe(1);
    expect(distinctionChance(seven, (p) => p.options.filter((o) => o.credit === 0).slice(0, 1))).toBe(0);
    // Seven points, every one best but the first two, each a tie of the best and one wrong option:
    // both best 100, one wrong 86 (still Distinction), both wrong 71. So three chances in four.
    const firstTwo = new Set(seven.points.slice(0, 2).map((p) => p.id));
    const coin: Strategy = (p) =>
      firstTwo.has(p.id)
        ? [p.options.find((o) => o.credit === 1)!, p.options.find((o) => o.credit === 0 && !o.safety)!]
        : p.options.filter((o) => o.credit === 1);
    expect(seven.points).toHaveLength(7);
    expect(distinctionChance(seven, coin)).toBeCloseTo(0.75, 10);
    // And a third tie at decision 4 with its safety-critical option: choosing it caps the score at 69.
    const leak = seven.points[3]!;
    const unsafe: Strategy = (p) => (p.id === leak.id ? [p.options.find((o) => o.credit === 1)!, p.options.find((o) => o.safety)!] : coin(p));
    expect(distinctionChance(seven, unsafe)).toBeCloseTo(0.375, 10);
  });

  for (const [i, learner] of LEARNERS.entries()) {
    describe(`with ${learner.jobTitle ?? "no job known"} (learner ${i + 1})`, () => {
      const scenarios = bank(learner);

      it(`choosing the longest option reaches Distinction in under ${percent(LONGEST_BOUND)} of attempts`, () => {
        const share = shareReaching(scenarios, LONGEST);
        const reaching = scenarios.filter((s) => distinctionChance(s, LONGEST) > 0).map((s) => s.id);
        console.log(
          `Longest option always: ${percent(share)} of attempts reach Distinction over ${scenarios.length} scenarios ` +
            `(${PLAYABLE_SCENARIOS.length} sample roles', ${OCCUPATION_BANK.length} occupations', ${scenarios.length - PLAYABLE_SCENARIOS.length - OCCUPATION_BANK.length} course lessons)` +
            (reaching.length ? `; possible in ${reaching.join(", ")}` : ""),
        );
        expect(share).toBeLessThan(LONGEST_BOUND);
      });

      it(`choosing the most hedged or balanced-sounding option reaches Distinction in under ${percent(HEDGED_BOUND)} of attempts`, () => {
        const share = shareReaching(scenarios, MOST_HEDGED);
        console.log(`Most hedging/balance words always: ${percent(share)} of attempts reach Distinction over ${scenarios.length} scenarios`);
        expect(share).toBeLessThan(HEDGED_BOUND);
      });

      it("the best answer is not systematically the one with the most hedging or balance words", () => {
        const decided = scenarios.flatMap((s) => s.points).filter((p) => MOST_HEDGED(p).length === 1 && hedgeCount(MOST_HEDGED(p)[0]!) > 0);
        const best = decided.filter((p) => MOST_HEDGED(p)[0]!.credit === 1).length;
        console.log(`Where one option has the most hedging words (${decided.length} points), it is the best in ${best} (${percent(best / decided.length)})`);
        expect(best / decided.length).toBeLessThanOrEqual(HEDGED_IS_BEST_BOUND);
        // Nor do such words mark the best answers more often than the others.
        const options = scenarios.flatMap((s) => s.points).flatMap((p) => p.options);
        const rate = (list: DecisionOption[]) => list.reduce((sum, o) => sum + hedgeCount(o), 0) / list.length;
        expect(rate(options.filter((o) => o.credit === 1))).toBeLessThanOrEqual(rate(options.filter((o) => o.credit !== 1)));
      });
    });
  }

  it("gives every safety-critical option no credit, with a known kind of mistake", () => {
    const options = bank(LEARNERS[0]!)
      .flatMap((s) => s.points)
      .flatMap((p) => p.options)
      .filter((o) => o.safety !== undefined);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) {
      expect(SAFETY_MISTAKES, o.text).toContain(o.safety);
      expect(o.credit, o.text).toBe(0);
    }
    // Each kind is in the bank, so each is scored somewhere.
    expect(new Set(options.map((o) => o.safety))).toEqual(new Set(SAFETY_MISTAKES));
  });
});
