// The email coach's sign-up sources and the rotating headline's step (visitor-side.md §2, §9).
// The sign-up's schema is in lib/schemas/coach.ts.

export const COACH_SOURCES = ["hero", "footer"] as const;
export type CoachSource = (typeof COACH_SOURCES)[number];

/** The rotating phrase after `index` (visitor-side.md §9), wrapping round to the first. */
export function nextPhraseIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
