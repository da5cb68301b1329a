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
  // The coach's mailbox, when COACH_IMAP_URL is set, read for replies (app/services/coach/imap-poll.server.ts):
  // every minute, so a reply by this path is answered within about a minute. Nothing when unset. One
  // poll at a time (its own queue, one waiting at most: the job key), and no retries of a failed poll:
  // the next minute's is the retry.
  "* * * * * coach-imap-poll ?max=1&queue=coach-imap&jobKey=coach-imap-poll",
  // Every catalogue tool's address, checked on Sunday night (app/services/catalogue/tool-check.server.ts):
  // one run at a time (its own queue and job key), not retried (next week's is the retry); off
  // with TOOL_LINK_CHECKS=off, and by default under NODE_ENV=test.
  "37 23 * * 0 check-tool-links ?max=1&queue=tool-links&jobKey=check-tool-links",
].join("\n");
