import type { Task } from "graphile-worker";
import { foldAdminRollups } from "../../app/services/admin/admin-rollups.server";

// Every minute (jobs/crontab.ts): the admin counters' pending deltas into their daily and all-time rows.
export const foldAdminRollupsTask: Task = async () => {
  await foldAdminRollups();
};
