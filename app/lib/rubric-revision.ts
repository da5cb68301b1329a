// The AI Readiness Rubric's version and "Last updated" (issue 30 item 2): the newest of its
// editions (RUBRIC_REVISIONS in app/content/rubric.ts), as the page and the framework PDF show
// them, so the two always agree.
import { RUBRIC_REVISIONS, type RubricRevision } from "~/content/rubric";

const LONG_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-21" → "21 November 2026" (the day as written, whatever the reader's time zone). */
export function formatRevisionDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  return LONG_DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

export interface RubricEdition {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  /** "21 November 2026" */
  lastUpdated: string;
}

/** The edition in force: the last entry of the list (editions are kept oldest first). */
export function currentRubricEdition(revisions: readonly RubricRevision[] = RUBRIC_REVISIONS): RubricEdition {
  const newest = revisions[revisions.length - 1];
  if (!newest) throw new Error("The rubric has no edition");
  return { version: newest.version, date: newest.date, lastUpdated: formatRevisionDate(newest.date) };
}
