// Recurring jobs, in Graphile Worker's crontab format (minute hour day month weekday task).
export const crontab = ["17 * * * * delete-expired-rate-limits", "23 * * * * delete-expired-sessions", "41 * * * * delete-unowned-workflow-files"].join("\n");
