// Recurring jobs, in Graphile Worker's crontab format (minute hour day month weekday task).
// Backups (DESIGN.md §3): incremental every hour, full every day at 03:41 (server time); a missed
// hourly run is not caught up ("?fill" is not set), the next one covers it.
export const crontab = [
  "17 * * * * delete-expired-rate-limits",
  "23 * * * * delete-expired-sessions",
  "7 * * * * backup-incremental",
  "41 3 * * * backup-full",
  // Jobs held by a worker that died are released within minutes (app/services/operations/stale-jobs.server.ts).
  "* * * * * release-stale-jobs",
  // Recommendations recorded by toolkits become each tool's usage count (app/services/catalogue/tool-usage.server.ts).
  "* * * * * roll-up-tool-usage",
  // The admin counters' pending deltas into their daily and all-time rows (app/services/admin/admin-rollups.server.ts).
  "* * * * * fold-admin-rollups",
  // Files drawn through the workflow API for no stored workflow go after a few hours (app/lib/drawing-quota.ts).
  "41 * * * * delete-unowned-workflow-files",
].join("\n");
