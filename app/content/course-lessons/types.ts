// The shape of a course lesson (issue 27): written text with slots (`{activity}`, `{tool}`, ...,
// app/lib/lesson-slots.ts) that the learner's own occupation, work activities and toolkit fill.
import type { PlayableScenario, ScoredSkill } from "../simulations/types";

export interface LessonSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface WorkedExample {
  title: string;
  /** The example walked through, one step a line: what the learner would write or decide. */
  steps: { label: string; text: string }[];
  takeaway: string;
}

export interface PracticeTask {
  title: string;
  instruction: string;
  /** What a good answer contains, shown beside the box. */
  checklist: string[];
  /** Minutes a learner spends writing it (counted in the lesson's time). */
  minutes: number;
  /**
   * The roadmap challenge (app/lib/roadmap.ts, its slot 1 to 3 in the level) this task carries out:
   * the roadmap's challenge card leads here, and is done when this task is.
   */
  roadmapChallenge?: 1 | 2 | 3;
}

/** A lesson's closing simulation: a playable scenario of the existing engine, before its id is given. */
export type LessonSimulation = Omit<PlayableScenario, "id" | "roleKey">;

export interface Lesson {
  number: number;
  title: string;
  /** The skill its simulation scores. */
  skill: ScoredSkill;
  summary: string;
  sections: LessonSection[];
  example: WorkedExample;
  practice: PracticeTask;
  simulation: LessonSimulation;
}

export interface CourseLevelContent {
  level: number;
  name: string;
  lessons: Lesson[];
}
