// Which course levels a person may open (accounts-admin-sales.md §1, §4): Level 1 once bought;
// Levels 2 to 4 once bought and the level before is completed; Level 5 once all four are
// completed. One function answers it for the roadmap, the sales page and anything else.

export interface AccessRow {
  level: number;
  completedAt: Date | string | null;
}

export type LevelStatus = "completed" | "current" | "locked" | "not-purchased";

export interface LevelState {
  level: number;
  /** May open it now. */
  unlocked: boolean;
  status: LevelStatus;
  /** Why it is locked, in the spec's words ('Complete Level N-1'), else null. */
  lockedReason: string | null;
}

export const COURSE_LEVEL_COUNT = 4;

export function levelStates(rows: readonly AccessRow[]): LevelState[] {
  const owned = new Map(rows.map((r) => [r.level, r]));
  const completed = (level: number) => Boolean(owned.get(level)?.completedAt);
  const states: LevelState[] = [];
  for (let level = 1; level <= COURSE_LEVEL_COUNT + 1; level++) {
    const previousDone = level === 1 || completed(level - 1);
    const allCoreDone = [1, 2, 3, 4].every(completed);
    // Level 5 is not sold: finishing the four opens it.
    const bought = level === 5 ? allCoreDone : owned.has(level);
    const prerequisitesMet = level === 5 ? allCoreDone : previousDone;
    const unlocked = bought && prerequisitesMet;
    const status: LevelStatus = completed(level) ? "completed" : unlocked ? "current" : bought || level > 1 ? "locked" : "not-purchased";
    const lockedReason = unlocked ? null : level === 5 ? "Complete Levels 1 to 4" : !prerequisitesMet ? `Complete Level ${level - 1}` : "Purchase to unlock";
    states.push({ level, unlocked, status, lockedReason });
  }
  return states;
}

/** Whether any level is open to this person (the roadmap's hasAccess). */
export const hasCourseAccess = (rows: readonly AccessRow[]) => levelStates(rows).some((s) => s.unlocked);
