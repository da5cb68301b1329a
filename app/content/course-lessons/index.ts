// The levels that are taught as lessons (issue 27): Level 1 so far. Levels 2 to 4 keep their
// roadmap challenges until their lessons are written.
import type { PlayableScenario } from "../simulations/types";
import { LEVEL_ONE } from "./level-1-lessons";
import type { CourseLevelContent, Lesson } from "./types";

/** Where a level is bought: the answer to a lesson of a level not owned links here. */
export const COURSE_SALES_PAGE = "/aiupskill/training";

const TAUGHT: readonly CourseLevelContent[] = [LEVEL_ONE];

export function taughtLevel(level: number): CourseLevelContent | undefined {
  return TAUGHT.find((l) => l.level === level);
}

export function courseLesson(level: number, lesson: number): Lesson | undefined {
  return taughtLevel(level)?.lessons.find((l) => l.number === lesson);
}

/** The lesson's closing simulation as the engine plays it (slots still unfilled). */
export function lessonScenario(level: number, lesson: Lesson): PlayableScenario {
  return { id: `course-${level}-${lesson.number}`, roleKey: "generic", ...lesson.simulation };
}
