// The course lessons' pages (issue 27): the lesson an address names, and the answer for a level
// the learner does not own: 403, with the way to the sales page.
import { json } from "@remix-run/node";
import { COURSE_SALES_PAGE, courseLesson } from "~/content/course-lessons/index";
import { levelParam, numberParam } from "~/lib/schemas/course";

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

export const notOwned = (level: number) =>
  json({ state: "not-owned" as const, level, salesPage: SALES_PAGE }, { status: 403, headers: { "Cache-Control": "no-store" } });

export const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
