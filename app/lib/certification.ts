// The course's certification rule (accounts-admin-sales.md §1, §9; issue 27): "a score of 70% or
// more across all modules and every challenge completed". Read literally: the six modules' scores
// taken together (their mean; every module's simulation has the same weight) reach 70, and every
// practice task (the level's challenges) is done. A module not yet played counts as 0, so the rule
// cannot be met by skipping one. A module's score is its best finished attempt: a module under 70
// may be retaken, and a retake can only help.
import { PASS_SCORE, scoreBand, type ScoreBand } from "./simulation-scoring";
import { inWords } from "./text";

export const CERTIFICATION_SCORE = PASS_SCORE;

export interface ModuleRecord {
  lesson: number;
  /** Best finished attempt's score, or null when the simulation was never finished. */
  bestScore: number | null;
  practiceDone: boolean;
  /** An attempt started and not finished: starting again resumes it. */
  inProgress: boolean;
}

export interface ModuleStanding extends ModuleRecord {
  /** May be played again: never finished, or finished under 70. */
  retakeable: boolean;
  done: boolean;
}

export interface Standing {
  modules: ModuleStanding[];
  /** Mean of the modules' best scores, unplayed ones as 0, rounded. */
  overall: number;
  band: ScoreBand;
  scored: number;
  practiced: number;
  total: number;
  passed: boolean;
  /** What still stands between the learner and the certificate, in words; empty once passed. */
  missing: string[];
}

export function certificationStanding(records: readonly ModuleRecord[], lessonCount: number): Standing {
  const byLesson = new Map(records.map((r) => [r.lesson, r]));
  const modules: ModuleStanding[] = Array.from({ length: lessonCount }, (_, i) => {
    const record = byLesson.get(i + 1) ?? { lesson: i + 1, bestScore: null, practiceDone: false, inProgress: false };
    const passedModule = record.bestScore !== null && record.bestScore >= CERTIFICATION_SCORE;
    return { ...record, retakeable: !passedModule, done: passedModule && record.practiceDone };
  });
  const overall = lessonCount === 0 ? 0 : Math.round(modules.reduce((sum, m) => sum + (m.bestScore ?? 0), 0) / lessonCount);
  const scored = modules.filter((m) => m.bestScore !== null).length;
  const practiced = modules.filter((m) => m.practiceDone).length;
  const missing: string[] = [];
  const unplayed = modules.filter((m) => m.bestScore === null).map((m) => m.lesson);
  const unpractised = modules.filter((m) => !m.practiceDone).map((m) => m.lesson);
  if (unplayed.length) missing.push(`Finish the simulation of ${lessonList(unplayed)}.`);
  if (unpractised.length) missing.push(`Complete the practice task of ${lessonList(unpractised)}.`);
  if (unplayed.length === 0 && overall < CERTIFICATION_SCORE) {
    const low = modules.filter((m) => m.bestScore !== null && m.bestScore < CERTIFICATION_SCORE).map((m) => m.lesson);
    missing.push(`Raise your overall score from ${overall}% to ${CERTIFICATION_SCORE}%${low.length ? `: retake the simulation of ${lessonList(low)}` : ""}.`);
  }
  const passed = unplayed.length === 0 && unpractised.length === 0 && overall >= CERTIFICATION_SCORE;
  return { modules, overall, band: scoreBand(overall), scored, practiced, total: lessonCount, passed, missing: passed ? [] : missing };
}

function lessonList(lessons: number[]): string {
  if (lessons.length === 1) return `lesson ${lessons[0]}`;
  return `lessons ${inWords(lessons)}`;
}

/** The lesson to open next: the first not done (its practice or a simulation at 70), else null. */
export function nextLesson(standing: Standing): number | null {
  return standing.modules.find((m) => !m.practiceDone || m.bestScore === null)?.lesson ?? standing.modules.find((m) => !m.done)?.lesson ?? null;
}

/** Lessons done (practice saved and simulation at 70 or more) of each level, by level. */
export type LessonProgress = Record<number, { done: number; total: number }>;
