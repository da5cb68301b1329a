// The playable form of the /aiupskill sample scenarios (issue 19): each sample scenario of
// app/content/simulation-scenarios.ts becomes a situation of that job in 6 to 8 decision points.
// Every option carries the team's reason, so a score is earned and reproducible: the score is the
// sum of the chosen options' credit, per skill and overall, and nothing else.
import type { SimulationRoleKey } from "~/content/simulation-scenarios";

/**
 * The dimensions scored: the rubric's Level 1 "Awareness in Action" indicators
 * (app/content/rubric.ts) plus the Level 1 workshop's "human in the loop" module.
 * Presenting a result to its audience is scored as "context" (audience, purpose, format).
 */
export const SIMULATION_SKILLS = ["tool-choice", "context", "verification", "privacy", "human-in-the-loop"] as const;
export type SimulationSkill = (typeof SIMULATION_SKILLS)[number];

/**
 * Every skill a decision point may score: the job simulation's five, plus the Level 1 course's
 * "ethical use and bias awareness" module (issue 27), which the job simulation does not score.
 */
export const SCORED_SKILLS = [...SIMULATION_SKILLS, "fairness"] as const;
export type ScoredSkill = (typeof SCORED_SKILLS)[number];

export const SIMULATION_SKILL_LABELS: Record<ScoredSkill, string> = {
  "tool-choice": "Choosing the right kind of tool",
  context: "Giving the context a good answer needs",
  verification: "Checking what the AI produced",
  privacy: "Keeping confidential data safe",
  "human-in-the-loop": "Keeping a human in the loop",
  fairness: "Using AI fairly and spotting bias",
};

/** Full credit for the best answer, half for a defensible but weaker one, none for a wrong one. */
export type OptionCredit = 0 | 0.5 | 1;

export interface DecisionOption {
  /** "a", "b", "c" or "d", unique within the point. */
  id: string;
  text: string;
  credit: OptionCredit;
  /** Why this answer is right, weaker or wrong: shown after the attempt, never before. */
  reason: string;
}

export interface DecisionPoint {
  /** Unique within the scenario, e.g. "p1". */
  id: string;
  skill: ScoredSkill;
  /** What has just happened in the situation (1 to 3 sentences). */
  situation: string;
  /** The decision asked of the learner. */
  question: string;
  /** 3 or 4 options; exactly one has credit 1. */
  options: readonly DecisionOption[];
}

export interface PlayableScenario {
  /** `${roleKey}-1` or `${roleKey}-2`, in the order of the sample scenarios. */
  id: string;
  roleKey: SimulationRoleKey | "generic";
  /** Exactly the sample scenario's title. */
  title: string;
  /** The set-up the learner reads first: who they are, what is at stake (2 to 4 sentences). */
  brief: string;
  /** Suggested minutes for the on-screen timer (shown with JavaScript on; not enforced). */
  minutes: number;
  /** 6 to 8 points; every skill is scored by at least one. */
  points: readonly DecisionPoint[];
}
