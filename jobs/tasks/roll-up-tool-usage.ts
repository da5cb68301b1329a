import type { Task } from "graphile-worker";
import { rollUpToolUsage } from "../../app/services/catalogue/tool-usage.server";

// Every minute (jobs/crontab.ts): recorded recommendations into each tool's usage count.
export const rollUpToolUsageTask: Task = async () => {
  await rollUpToolUsage();
};
