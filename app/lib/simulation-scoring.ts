// Scoring a finished job simulation (issue 19). Pure: the service, the result page and both PDFs
// read the same numbers. The score is the sum of the chosen options' credit (1, 0.5 or 0, written
// by the team with a reason) over the number of decision points, as a percentage: nothing else
// enters it, so the same answers always give the same score.
import { RUBRIC_LEVELS } from "~/content/rubric";
import { LEVEL_SKILLS, SCORED_SKILLS, SIMULATION_SKILL_LABELS, type PlayableScenario, type ScoredSkill } from "~/content/simulations/types";

/** A decision of a finished attempt, with the chosen option and the team's reason for every option. */
export interface ReviewedPoint {
  id: string;
  number: number;
  skillLabel: string;
  situation: string;
  question: string;
  chosenId: string | null;
  options: { id: string; text: string; credit: number; reason: string }[];
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

export interface SimulationScore {
  score: number;
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

export function scoreSimulation(scenario: PlayableScenario, answers: readonly ChosenOption[]): SimulationScore {
  const credit = creditOf(scenario, answers);
  const earned = [...credit.values()].reduce((sum, c) => sum + c, 0);
  const possible = scenario.points.length;
  const score = percentOf(earned, possible);
  const skills: SkillResult[] = SCORED_SKILLS.flatMap((skill) => {
    const own = scenario.points.filter((p) => p.skill === skill);
    if (own.length === 0) return [];
    const skillEarned = own.reduce((sum, p) => sum + (credit.get(p.id) ?? 0), 0);
    return [{ skill, label: SIMULATION_SKILL_LABELS[skill], earned: skillEarned, possible: own.length, percent: percentOf(skillEarned, own.length) }];
  });
  const strengths = skills
    .filter((s) => s.percent >= STRENGTH_PERCENT)
    .map((s) => `${s.label}: ${points(s.earned)} ${s.possible} ${s.possible === 1 ? "point" : "points"} earned (${s.percent}%).`);
  const blindSpots = skills
    .filter((s) => s.percent < BLIND_SPOT_PERCENT)
    .map((s) => `${s.label}: ${points(s.earned)} ${s.possible} ${s.possible === 1 ? "point" : "points"} earned (${s.percent}%).`);
  const band = scoreBand(score);
  return { score, earned, possible, band, passed: score >= PASS_SCORE, skills, strengths, blindSpots };
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
    : `You scored ${result.score}; the certificate needs ${PASS_SCORE}. Level 1 trains exactly what this simulation scores: ${level.focus.charAt(0).toLowerCase()}${level.focus.slice(1)}`;
  const tools = [...new Set(toolkitTools.map((t) => t.trim()).filter(Boolean))].slice(0, 5);
  return { level: level.number, levelName: `Level ${level.number}: ${level.name}`, why, practise, tools };
}
