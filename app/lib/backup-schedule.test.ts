import { describe, expect, it } from "vitest";
import { backupBadge, backupCountdown, formatBackupDuration, nextBackupRun } from "./backup-schedule";

describe("the backup panel", () => {
  it("reads the badge in the spec's order", () => {
    expect(backupBadge({ isRunning: true, errors: ["x"], lastRun: "2026-11-24T10:00:00Z" })).toBe("Running");
    expect(backupBadge({ isRunning: false, errors: ["x"], lastRun: "2026-11-24T10:00:00Z" })).toBe("Completed with errors");
    expect(backupBadge({ isRunning: false, errors: [], lastRun: "2026-11-24T10:00:00Z" })).toBe("Healthy");
    expect(backupBadge({ isRunning: false, errors: [], lastRun: null })).toBe("Not started");
  });

  it("counts down to the next hourly run", () => {
    const now = new Date("2026-11-24T10:30:00Z");
    expect(nextBackupRun(now).toISOString()).toBe("2026-11-24T11:07:00.000Z");
    expect(nextBackupRun(new Date("2026-11-24T10:05:00Z")).toISOString()).toBe("2026-11-24T10:07:00.000Z");
    expect(backupCountdown("2026-11-24T11:07:00Z", now)).toBe("37m");
    expect(backupCountdown("2026-11-24T12:37:00Z", now)).toBe("2h 7m");
    expect(backupCountdown("2026-11-24T10:00:00Z", now)).toBe("Due now");
    expect(backupCountdown(null, now)).toBe("Not scheduled");
  });

  it("shows short durations in ms and longer ones in seconds", () => {
    expect(formatBackupDuration(999)).toBe("999 ms");
    expect(formatBackupDuration(1500)).toBe("1.5 s");
  });
});
