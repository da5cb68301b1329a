// The course lessons' pages (issue 27): the lesson an address names, and the answer for a level
// the learner may not open: 403, with the way to the sales page (or, owned, what opens it).
import { json } from "@remix-run/node";
import { COURSE_SALES_PAGE, courseLesson } from "~/content/course-lessons/index";
import { levelParam, numberParam } from "~/lib/schemas/course";
import { levelLock } from "~/services/course/course-enrolment.server";

export const SALES_PAGE = COURSE_SALES_PAGE;

export interface LessonAddress {
  level: number;
  lesson: number;
}

/** The level and lesson of `/learn/level-N/M`, when that lesson exists; else a 404 is thrown. */
export function lessonAddress(params: { level?: string; lesson?: string }): LessonAddress {
  const level = levelParam(params.level);
  const lesson = numberParam(params.lesson);
  if (!level || !lesson || !courseLesson(level, lesson)) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return { level, lesson };
}

/** 403 for a level the learner may not open: where to buy it, or, for a level they own, what opens it. */
export async function notOwned(level: number, userId: number) {
  const lock = await levelLock(userId, level);
  return json(
    { state: "not-owned" as const, level, salesPage: SALES_PAGE, lockedReason: lock.owned ? lock.reason : null },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

export const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
