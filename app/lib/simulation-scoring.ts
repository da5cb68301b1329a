// Scoring a finished job simulation (issue 19). Pure: the service, the result page and both PDFs
// read the same numbers. The score is the sum of the chosen options' credit (1, 0.5 or 0, written
// by the team with a reason) over the number of decision points, as a percentage: nothing else
// enters it, so the same answers always give the same score. One thing bounds it (issue 28): a
// safety-critical mistake (a secret or personal data leaked, a required human check skipped) caps
// the score below the pass mark and is always named as a blind spot.
import { RUBRIC_LEVELS } from "~/content/rubric";
import {
  LEVEL_SKILLS,
  SCORED_SKILLS,
  SIMULATION_SKILL_LABELS,
  type PlayableScenario,
  SAFETY_MISTAKE_LABELS,
  type SafetyMistake,
  type ScoredSkill,
} from "~/content/simulations/types";
import { orderOptions } from "./option-order";

export { SAFETY_MISTAKE_LABELS } from "~/content/simulations/types";

/** A decision of a finished attempt, with the chosen option and the team's reason for every option. */
export interface ReviewedPoint {
  id: string;
  number: number;
  skillLabel: string;
  situation: string;
  question: string;
  chosenId: string | null;
  /** In the order the attempt showed them. */
  options: { id: string; text: string; credit: number; reason: string; safety: SafetyMistake | null }[];
}

export interface ChosenOption {
  pointId: string;
  optionId: string;
}

export interface SkillResult {
  skill: ScoredSkill;
  label: string;
  /** Credit earned on this skill's points (halves possible). */
  earned: number;
  /** Number of points scored on this skill. */
  possible: number;
  /** earned / possible, as a whole percentage. */
  percent: number;
}

/** Certificate bands: at 70 the certificate (the course's certification rule), at 85 with distinction. */
export const PASS_SCORE = 70;
export const DISTINCTION_SCORE = 85;
export type ScoreBand = "Distinction" | "Pass" | "Not yet";

export function scoreBand(score: number): ScoreBand {
  return score >= DISTINCTION_SCORE ? "Distinction" : score >= PASS_SCORE ? "Pass" : "Not yet";
}

/** A skill is a strength at 75% of its credit or more, a blind spot below 50%. */
export const STRENGTH_PERCENT = 75;
export const BLIND_SPOT_PERCENT = 50;

/**
 * The highest score an attempt with a safety-critical mistake can have: one below the pass mark,
 * so the band is "Not yet" and no certificate (or course module pass) follows. Why this cap: the
 * certificate tells an employer the holder can be trusted with AI at work, and a leaked key, a
 * leaked record or an unchecked output sent out is the failure it exists to rule out, however well
 * the other decisions went; one such mistake costs more than any number of slower tool choices.
 * Not zero, though: the other decisions still show what the learner knows, and the capped score
 * (with the skills and the named mistake) still tells them what to practise. Capping the stored
 * score itself, not only the band, keeps every reader of the score (the certificate check, the
 * course's module pass, the attempts list) in agreement without each knowing about safety.
 */
export const SAFETY_CAP_SCORE = PASS_SCORE - 1;

export interface SafetyFinding {
  pointId: string;
  /** The decision's number in the scenario (1-based). */
  number: number;
  mistake: SafetyMistake;
  label: string;
}

export interface SimulationScore {
  /** The score that counts: the credit percentage, capped at SAFETY_CAP_SCORE after a safety-critical mistake. */
  score: number;
  /** The credit percentage before any cap. */
  rawScore: number;
  /** The safety-critical mistakes made, in the scenario's order; any one caps the score. */
  safetyMistakes: SafetyFinding[];
  earned: number;
  possible: number;
  band: ScoreBand;
  passed: boolean;
  skills: SkillResult[];
  strengths: string[];
  blindSpots: string[];
}

const percentOf = (earned: number, possible: number) => (possible === 0 ? 0 : Math.round((earned / possible) * 100));

/** The credit of each point's chosen option; an unanswered point, or an option not of the point, earns nothing. */
export function creditOf(scenario: PlayableScenario, answers: readonly ChosenOption[]): Map<string, number> {
  const chosen = new Map(answers.map((a) => [a.pointId, a.optionId]));
  return new Map(scenario.points.map((point) => [point.id, point.options.find((o) => o.id === chosen.get(point.id))?.credit ?? 0]));
}

function points(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)} of`;
}

/** The safety-critical options chosen, in the scenario's order. */
export function safetyMistakesOf(scenario: PlayableScenario, answers: readonly ChosenOption[]): SafetyFinding[] {
  const chosen = new Map(answers.map((a) => [a.pointId, a.optionId]));
  return scenario.points.flatMap((point, i) => {
    const mistake = point.options.find((o) => o.id === chosen.get(point.id))?.safety;
    return mistake ? [{ pointId: point.id, number: i + 1, mistake, label: SAFETY_MISTAKE_LABELS[mistake] }] : [];
  });
}

export function scoreSimulation(scenario: PlayableScenario, answers: readonly ChosenOption[]): SimulationScore {
  const credit = creditOf(scenario, answers);
  const earned = [...credit.values()].reduce((sum, c) => sum + c, 0);
  const possible = scenario.points.length;
  const rawScore = percentOf(earned, possible);
  const safetyMistakes = safetyMistakesOf(scenario, answers);
  const score = safetyMistakes.length ? Math.min(rawScore, SAFETY_CAP_SCORE) : rawScore;
  const unsafeSkills = new Set(safetyMistakes.map((m) => scenario.points.find((p) => p.id === m.pointId)!.skill));
  const skills: SkillResult[] = SCORED_SKILLS.flatMap((skill) => {
    const own = scenario.points.filter((p) => p.skill === skill);
    if (own.length === 0) return [];
    const skillEarned = own.reduce((sum, p) => sum + (credit.get(p.id) ?? 0), 0);
    return [{ skill, label: SIMULATION_SKILL_LABELS[skill], earned: skillEarned, possible: own.length, percent: percentOf(skillEarned, own.length) }];
  });
  // A skill in which a safety-critical mistake was made is never a strength, whatever its share.
  const strengths = skills
    .filter((s) => s.percent >= STRENGTH_PERCENT && !unsafeSkills.has(s.skill))
    .map((s) => `${s.label}: ${points(s.earned)} ${s.possible} ${s.possible === 1 ? "point" : "points"} earned (${s.percent}%).`);
  // Each safety-critical mistake is a blind spot of its own, named first, whatever the skills' shares.
  const blindSpots = [
    ...safetyMistakes.map((m) => `Safety-critical mistake at decision ${m.number}: ${m.label}.`),
    ...skills
      .filter((s) => s.percent < BLIND_SPOT_PERCENT)
      .map((s) => `${s.label}: ${points(s.earned)} ${s.possible} ${s.possible === 1 ? "point" : "points"} earned (${s.percent}%).`),
  ];
  const band = scoreBand(score);
  return { score, rawScore, safetyMistakes, earned, possible, band, passed: score >= PASS_SCORE, skills, strengths, blindSpots };
}

/** What a result says instead of the reasons while a newer attempt at the same scenario is open. */
export const REVIEW_WITHHELD =
  "The reasons for each option are hidden while you have an attempt at the same scenario open: they are shown again once that attempt ends.";

/**
 * Every decision of a finished attempt with each option's credit and reason, the options in the
 * order that attempt showed them (its seed): what the result pages and the report show, and only
 * for the attempt that ended.
 */
export function reviewOf(
  scenario: PlayableScenario,
  answers: readonly ChosenOption[],
  result: SimulationScore,
  optionSeed: string | null | undefined,
): ReviewedPoint[] {
  const chosen = new Map(answers.map((a) => [a.pointId, a.optionId]));
  return scenario.points.map((p, i) => ({
    id: p.id,
    number: i + 1,
    skillLabel: result.skills.find((s) => s.skill === p.skill)?.label ?? p.skill,
    situation: p.situation,
    question: p.question,
    chosenId: chosen.get(p.id) ?? null,
    options: orderOptions(optionSeed, p.id, p.options).map((o) => ({ id: o.id, text: o.text, credit: o.credit, reason: o.reason, safety: o.safety ?? null })),
  }));
}

/** The rubric indicator that trains each skill: Level 1's four, Level 2's for the human check and fairness, each later level's own. */
const SKILL_PRACTICE: Record<ScoredSkill, { level: number; indicator: number }> = {
  "tool-choice": { level: 1, indicator: 0 },
  context: { level: 1, indicator: 1 },
  verification: { level: 1, indicator: 2 },
  privacy: { level: 1, indicator: 3 },
  "human-in-the-loop": { level: 2, indicator: 3 },
  fairness: { level: 2, indicator: 2 },
  ...levelSkillPractice(),
};

function levelSkillPractice() {
  const entries = Object.entries(LEVEL_SKILLS).flatMap(([level, skills]) =>
    skills.map((skill, indicator) => [skill, { level: Number(level), indicator }] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof LEVEL_SKILLS)[keyof typeof LEVEL_SKILLS][number], { level: number; indicator: number }>;
}

export interface LearnNext {
  level: number;
  levelName: string;
  /** Why this level: the result in words. */
  why: string;
  /** Rubric indicators to practise, for the skills that fell short. */
  practise: string[];
  /** Tools from the person's own toolkit to practise with (empty without a toolkit). */
  tools: string[];
}

/**
 * What to learn next: below the certificate, Level 1 ("Awareness in Action") again with its
 * indicators for the skills that fell short; at or above it, Level 2 ("Sensemaking in Context").
 */
export function learnNext(result: SimulationScore, toolkitTools: readonly string[] = []): LearnNext {
  const levelNumber = result.passed ? 2 : 1;
  const level = RUBRIC_LEVELS.find((l) => l.number === levelNumber)!;
  const weak = result.skills.filter((s) => s.percent < STRENGTH_PERCENT);
  const practise = weak.map((s) => {
    const source = SKILL_PRACTICE[s.skill];
    return RUBRIC_LEVELS.find((l) => l.number === source.level)!.indicators[source.indicator]!;
  });
  const why = result.passed
    ? `You scored ${result.score}, enough for the Level 1 certificate. Level 2 builds on it: ${level.focus.charAt(0).toLowerCase()}${level.focus.slice(1)}`
    : result.safetyMistakes.length
      ? `You scored ${result.score}, capped below the certificate's ${PASS_SCORE} by a safety-critical mistake (${result.safetyMistakes.map((m) => m.label).join("; ")}). Level 1 trains exactly what this simulation scores: ${level.focus.charAt(0).toLowerCase()}${level.focus.slice(1)}`
      : `You scored ${result.score}; the certificate needs ${PASS_SCORE}. Level 1 trains exactly what this simulation scores: ${level.focus.charAt(0).toLowerCase()}${level.focus.slice(1)}`;
  const tools = [...new Set(toolkitTools.map((t) => t.trim()).filter(Boolean))].slice(0, 5);
  return { level: level.number, levelName: `Level ${level.number}: ${level.name}`, why, practise, tools };
}
