// The backup panel's words and times (accounts-admin-sales.md §4 "Backup status badge", §9):
// the status badge, the next run of the hourly job, the countdown, and durations. Pure, so the
// page (and its one-minute refresh in the browser) and the API say the same.

/** The hourly incremental backup runs at this minute past each hour (jobs/crontab.ts). */
export const INCREMENTAL_BACKUP_MINUTE = 7;

export type BackupBadge = "Running" | "Completed with errors" | "Healthy" | "Not started";

/** §4: Running while a backup runs, Completed with errors when the last run had errors, Healthy once one ran. */
export function backupBadge(status: { isRunning: boolean; errors: readonly string[]; lastRun: string | null }): BackupBadge {
  if (status.isRunning) return "Running";
  if (status.errors.length > 0) return "Completed with errors";
  if (status.lastRun) return "Healthy";
  return "Not started";
}

/** The next hourly run after `now`. */
export function nextBackupRun(now: Date, minute = INCREMENTAL_BACKUP_MINUTE): Date {
  const next = new Date(now);
  next.setUTCSeconds(0, 0);
  next.setUTCMinutes(minute);
  if (next.getTime() <= now.getTime()) next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/** §4: "Due now" once past, otherwise hours and minutes; "Not scheduled" without a next run. */
export function backupCountdown(nextRun: string | null, now: Date): string {
  if (!nextRun) return "Not scheduled";
  const ms = new Date(nextRun).getTime() - now.getTime();
  if (ms <= 0) return "Due now";
  const minutes = Math.ceil(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
}

/** §9: durations under 1000 ms in ms, otherwise in seconds. */
export function formatBackupDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
