// The job title rule of visitor-side.md §5, without zod so the job-role input can check it in
// the browser at no bundle cost. jobTitleSchema (schemas/toolkit.ts) is built on the same rule.
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "./text-rule";

export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 120;

export const JOB_TITLE_MESSAGES = {
  empty: "Please enter your job title first",
  /** The /aitoolkit landing's version ends with a full stop (visitor-side.md §5). */
  emptyLanding: "Please enter your job title first.",
  short: "Please enter a more specific job title",
  long: `Please keep your job title to ${JOB_TITLE_MAX} characters or fewer`,
} as const;

/**
 * Two-letter titles people really type for a job (a quantity surveyor is a "QS", a family doctor a
 * "GP"): accepted below the spec's minimum because they name one job, which the title matching
 * spells out (app/lib/job-title-match.ts). Any other title shorter than JOB_TITLE_MIN is refused.
 */
export const SHORT_JOB_TITLES: ReadonlySet<string> = new Set(["qs", "gp", "rn", "np", "pa", "ea", "ot", "pt", "md"]);

export type JobTitleCheck = { ok: true; value: string } | { ok: false; message: string };

export function validateJobTitle(value: unknown, emptyMessage: string = JOB_TITLE_MESSAGES.empty): JobTitleCheck {
  const title = typeof value === "string" ? value.trim() : "";
  if (title.length === 0) return { ok: false, message: emptyMessage };
  if (title.length < JOB_TITLE_MIN && !SHORT_JOB_TITLES.has(title.toLowerCase())) return { ok: false, message: JOB_TITLE_MESSAGES.short };
  if (title.length > JOB_TITLE_MAX) return { ok: false, message: JOB_TITLE_MESSAGES.long };
  // The text rule (text-rule.ts): a NUL cannot even be stored.
  if (hasControlCharacter(title)) return { ok: false, message: CONTROL_CHARACTER_MESSAGE };
  return { ok: true, value: title };
}
