import type { Task } from "graphile-worker";
import { deleteExpiredRateLimits } from "../../app/services/operations/rate-limit.server";

// Hourly (jobs/crontab.ts): rate-limit windows older than a day are of no further use.
export const deleteExpiredRateLimitsTask: Task = async () => {
  await deleteExpiredRateLimits();
};
