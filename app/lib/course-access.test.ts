import { describe, expect, it } from "vitest";
import { hasCourseAccess, levelStates, type AccessRow } from "./course-access";

const DONE = new Date("2025-08-01T00:00:00Z");
const owned = (levels: number[], completed: number[] = []): AccessRow[] =>
  levels.map((level) => ({ level, completedAt: completed.includes(level) ? DONE : null }));
const unlocked = (rows: AccessRow[]) =>
  levelStates(rows)
    .filter((s) => s.unlocked)
    .map((s) => s.level);

describe("levelStates (accounts-admin-sales.md §4 level progression)", () => {
  it("with nothing bought: Level 1 is for sale, 2 to 4 say Complete Level N-1, 5 is locked", () => {
    expect(levelStates([])).toEqual([
      { level: 1, unlocked: false, status: "not-purchased", lockedReason: "Purchase to unlock" },
      { level: 2, unlocked: false, status: "locked", lockedReason: "Complete Level 1" },
      { level: 3, unlocked: false, status: "locked", lockedReason: "Complete Level 2" },
      { level: 4, unlocked: false, status: "locked", lockedReason: "Complete Level 3" },
      { level: 5, unlocked: false, status: "locked", lockedReason: "Complete Levels 1 to 4" },
    ]);
  });

  it("with Level 1 bought: Level 1 is current and the rest stay locked", () => {
    const states = levelStates(owned([1]));
    expect(states[0]).toEqual({ level: 1, unlocked: true, status: "current", lockedReason: null });
    expect(states.slice(1).every((s) => !s.unlocked && s.status === "locked")).toBe(true);
    expect(states[1]!.lockedReason).toBe("Complete Level 1");
  });

  it("with Level 1 bought and completed but Level 2 not bought: Level 2 waits for a purchase", () => {
    const states = levelStates(owned([1], [1]));
    expect(states[0]).toMatchObject({ status: "completed", unlocked: true });
    expect(states[1]).toEqual({ level: 2, unlocked: false, status: "locked", lockedReason: "Purchase to unlock" });
  });

  it("with the bundle (Levels 1-4) bought: the levels open one at a time as each is completed", () => {
    const bundle = [1, 2, 3, 4];
    expect(unlocked(owned(bundle))).toEqual([1]);
    expect(levelStates(owned(bundle)).map((s) => s.lockedReason)).toEqual([
      null,
      "Complete Level 1",
      "Complete Level 2",
      "Complete Level 3",
      "Complete Levels 1 to 4",
    ]);
    expect(unlocked(owned(bundle, [1]))).toEqual([1, 2]);
    expect(levelStates(owned(bundle, [1])).map((s) => s.status)).toEqual(["completed", "current", "locked", "locked", "locked"]);
    expect(unlocked(owned(bundle, [1, 2]))).toEqual([1, 2, 3]);
    expect(unlocked(owned(bundle, [1, 2, 3]))).toEqual([1, 2, 3, 4]);
    expect(levelStates(owned(bundle, [1, 2, 3]))[4]).toMatchObject({ unlocked: false, lockedReason: "Complete Levels 1 to 4" });
  });

  it("with all four completed: Level 5 opens", () => {
    const states = levelStates(owned([1, 2, 3, 4], [1, 2, 3, 4]));
    expect(states.map((s) => s.status)).toEqual(["completed", "completed", "completed", "completed", "current"]);
    expect(states[4]).toEqual({ level: 5, unlocked: true, status: "current", lockedReason: null });
  });

  it("accepts completion dates as strings (JSON from a loader) and ignores the row order", () => {
    const rows: AccessRow[] = [
      { level: 2, completedAt: null },
      { level: 1, completedAt: "2025-08-01T00:00:00.000Z" },
    ];
    expect(unlocked(rows)).toEqual([1, 2]);
  });
});

describe("hasCourseAccess (the roadmap's hasAccess)", () => {
  it("is false with nothing bought and true once any level is open", () => {
    expect(hasCourseAccess([])).toBe(false);
    expect(hasCourseAccess(owned([1]))).toBe(true);
    expect(hasCourseAccess(owned([1, 2, 3, 4]))).toBe(true);
    expect(hasCourseAccess(owned([1, 2, 3, 4], [1, 2, 3, 4]))).toBe(true);
  });
});
