import type { Task } from "graphile-worker";
import { deleteExpiredSessions } from "../../app/services/sessions.server";
import { deleteSpentResetTokens } from "../../app/services/password-reset.server";

// Hourly (jobs/crontab.ts): expired sessions and old reset tokens go, so the tables stay small.
export const deleteExpiredSessionsTask: Task = async (_payload, helpers) => {
  const sessions = await deleteExpiredSessions();
  const tokens = await deleteSpentResetTokens();
  if (sessions || tokens) helpers.logger.info(`Deleted ${sessions} expired sessions and ${tokens} old reset tokens`);
};
