import type { Task } from "graphile-worker";
import { deleteExpiredSessions } from "../../app/services/accounts/sessions.server";
import { deleteExpiredTokens } from "../../app/services/delivery/verification-tokens.server";
import { deleteExpiredChallenges } from "../../app/services/accounts/sign-in-challenges.server";
import { deleteStaleSignInFailures } from "../../app/services/accounts/sign-in-guard.server";

// Hourly (jobs/crontab.ts): expired (and idle admin) sessions, old mailed links, unfinished admin
// sign-ins and day-old failed sign-in counts go, so the tables stay small.
export const deleteExpiredSessionsTask: Task = async (_payload, helpers) => {
  const sessions = await deleteExpiredSessions();
  const tokens = await deleteExpiredTokens();
  const challenges = await deleteExpiredChallenges();
  const failures = await deleteStaleSignInFailures();
  if (sessions || tokens || challenges || failures)
    helpers.logger.info(
      `Deleted ${sessions} expired sessions, ${tokens} old verification links, ${challenges} unfinished sign-ins and ${failures} old failure counts`,
    );
};
