// The levels taught as lessons (issue 27): Levels 1 to 4, and Level 5, which opens once the four
// are completed. A level with no lessons written is not taught (its roadmap challenges stand).
import type { PlayableScenario } from "../simulations/types";
import { LEVEL_ONE } from "./level-1-lessons";
import { LEVEL_TWO } from "./level-2-lessons";
import { LEVEL_THREE } from "./level-3-lessons";
import { LEVEL_FOUR } from "./level-4-lessons";
import { LEVEL_FIVE } from "./level-5-lessons";
import type { CourseLevelContent, Lesson } from "./types";

/** Where a level is bought: the answer to a lesson of a level not owned links here. */
export const COURSE_SALES_PAGE = "/aiupskill/training";

export const TAUGHT_LEVELS: readonly CourseLevelContent[] = [LEVEL_ONE, LEVEL_TWO, LEVEL_THREE, LEVEL_FOUR, LEVEL_FIVE].filter((l) => l.lessons.length > 0);

export function taughtLevel(level: number): CourseLevelContent | undefined {
  return TAUGHT_LEVELS.find((l) => l.level === level);
}

export function courseLesson(level: number, lesson: number): Lesson | undefined {
  return taughtLevel(level)?.lessons.find((l) => l.number === lesson);
}

/** The lesson whose practice task carries out a roadmap challenge ("2-1": Level 2's first), if any. */
export function lessonForChallenge(challengeId: string): { level: number; lesson: number } | undefined {
  const [level, slot] = challengeId.split("-").map(Number);
  const lesson = taughtLevel(level ?? 0)?.lessons.find((l) => l.practice.roadmapChallenge === slot);
  return lesson ? { level: level!, lesson: lesson.number } : undefined;
}

/** The lesson's closing simulation as the engine plays it (slots still unfilled). */
export function lessonScenario(level: number, lesson: Lesson): PlayableScenario {
  return { id: `course-${level}-${lesson.number}`, roleKey: "generic", ...lesson.simulation };
}
