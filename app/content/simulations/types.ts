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
 * The skills of the course's Levels 2 to 5 (issue 27): one per indicator of the rubric level
 * (app/content/rubric.ts), in the indicators' order, each the skill of one lesson's simulation.
 */
export const LEVEL_SKILLS = {
  2: ["error-finding", "comparison", "perspective", "delegation"],
  3: ["task-mapping", "tool-chaining", "review-placement", "documentation"],
  4: ["delivery", "tool-combining", "explaining", "transparency"],
  5: ["opportunity", "guardrails", "measurement", "coaching"],
} as const;

/**
 * Every skill a decision point may score: the job simulation's five, the Level 1 course's
 * "ethical use and bias awareness" module (issue 27), which the job simulation does not score,
 * and the skills of Levels 2 to 5.
 */
export const SCORED_SKILLS = [...SIMULATION_SKILLS, "fairness", ...LEVEL_SKILLS[2], ...LEVEL_SKILLS[3], ...LEVEL_SKILLS[4], ...LEVEL_SKILLS[5]] as const;
export type ScoredSkill = (typeof SCORED_SKILLS)[number];

export const SIMULATION_SKILL_LABELS: Record<ScoredSkill, string> = {
  "tool-choice": "Choosing the right kind of tool",
  context: "Giving the context a good answer needs",
  verification: "Checking what the AI produced",
  privacy: "Keeping confidential data safe",
  "human-in-the-loop": "Keeping a human in the loop",
  fairness: "Using AI fairly and spotting bias",
  "error-finding": "Finding confident errors and invented sources",
  comparison: "Comparing outputs against the purpose",
  perspective: "Recognising bias and missing perspectives",
  delegation: "Knowing when a task should not go to AI",
  "task-mapping": "Mapping a recurring task into steps",
  "tool-chaining": "Chaining tools so one feeds the next",
  "review-placement": "Putting the human check where errors cost most",
  documentation: "Writing a workflow a colleague can repeat",
  delivery: "Delivering a complete, accurate result on time",
  "tool-combining": "Choosing and combining tools unprompted",
  explaining: "Explaining the decisions and checks made",
  transparency: "Being open about what AI did",
  opportunity: "Finding where AI helps a team most",
  guardrails: "Setting guardrails for data, quality and ethics",
  measurement: "Measuring outcomes, not usage",
  coaching: "Coaching colleagues through the change",
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
  /**
   * A safety-critical mistake (issue 28): the option leaks a secret (a password, an API key),
   * leaks personal or confidential data, or skips a human check the work requires. Always
   * credit 0; scoring caps the band and names it as a blind spot.
   */
  safety?: SafetyMistake;
}

export const SAFETY_MISTAKES = ["leaks-secret", "leaks-personal-data", "skips-human-check"] as const;
export type SafetyMistake = (typeof SAFETY_MISTAKES)[number];

/** What each safety-critical mistake is called where it is named (result pages, report, blind spots). */
export const SAFETY_MISTAKE_LABELS: Record<SafetyMistake, string> = {
  "leaks-secret": "a secret (a password or an API key) was put into an AI tool",
  "leaks-personal-data": "identifiable personal or confidential data was put into a tool not approved for it",
  "skips-human-check": "AI output was sent or acted on without the human check the work requires",
};

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
  /** `${roleKey}-1` or `${roleKey}-2`, in the order of the sample scenarios; `occ-…` or `fam-…` for an occupation's. */
  id: string;
  /** "occupation": written for an O*NET occupation or major group (app/content/simulations/occupations/). */
  roleKey: SimulationRoleKey | "generic" | "occupation";
  /** Exactly the sample scenario's title. */
  title: string;
  /** The set-up the learner reads first: who they are, what is at stake (2 to 4 sentences). */
  brief: string;
  /** Suggested minutes for the on-screen timer (shown with JavaScript on; not enforced). */
  minutes: number;
  /** 6 to 8 points; every skill is scored by at least one. */
  points: readonly DecisionPoint[];
}
