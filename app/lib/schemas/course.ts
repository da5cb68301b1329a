// The course lessons' forms (issue 27): the practice task and a simulation answer. Each refusal
// has its words here, shown by the page with or without JavaScript.
import { z } from "zod";
import type { FormProblem } from "./problems";

export const PRACTICE_MIN = 40;
export const PRACTICE_MAX = 4000;

export const COURSE_PROBLEMS = {
  practiceTooShort: { title: "Say a Little More", description: `Write at least ${PRACTICE_MIN} characters: the task asks for something you will really use.` },
  practiceTooLong: { title: "Too Long", description: `Keep your answer under ${PRACTICE_MAX} characters.` },
  noChoice: { title: "Choose an Answer", description: "Please choose one of the answers before you go on." },
  invalid: { title: "Not This Point", description: "That answer is not one of the options of the current point." },
  duplicate: { title: "Already Answered", description: "This point was already answered; your first answer stands." },
  finished: { title: "Simulation Finished", description: "This attempt is finished; its answers can no longer change." },
  passed: { title: "Module Passed", description: "You scored 70% or more on this module already; only a module under 70% is retaken." },
} as const satisfies Record<string, FormProblem>;
export type CourseProblem = keyof typeof COURSE_PROBLEMS;

export const practiceSchema = z.object({
  answer: z
    .string({ error: "practiceTooShort" })
    .trim()
    .min(PRACTICE_MIN, "practiceTooShort")
    .max(PRACTICE_MAX, "practiceTooLong")
    // Text fields refuse NUL and other control characters (DESIGN.md §4); new lines and tabs are fine.
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), "practiceTooShort"),
});

export const lessonAnswerSchema = z.object({
  pointId: z.string({ error: "invalid" }).trim().min(1, "invalid").max(40, "invalid"),
  optionId: z.string({ error: "noChoice" }).trim().min(1, "noChoice").max(10, "noChoice"),
});

/** "level-1" → 1 for a level taught in lessons' address; anything else is not one. */
export function levelParam(value: string | undefined): number | null {
  const match = /^level-([1-5])$/.exec(value ?? "");
  return match ? Number(match[1]) : null;
}

export function numberParam(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
