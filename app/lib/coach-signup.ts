// The email coach's sign-up sources and the rotating headline's step (visitor-side.md §2, §9).
// The sign-up's schema is in lib/schemas/coach.ts.

export const COACH_SOURCES = ["hero", "footer"] as const;
export type CoachSource = (typeof COACH_SOURCES)[number];

/** The rotating phrase after `index` (visitor-side.md §9), wrapping round to the first. */
export function nextPhraseIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/**
 * "Challenge Others": the invitations one person may send in any 24 hours. Each address is invited
 * at most once ever, whoever asks (coach_invitations' unique address).
 */
export const INVITATIONS_PER_DAY = 5;
