import type { Task } from "graphile-worker";
import { releaseStaleReportJobs } from "../../app/services/stale-jobs.server";

// Every minute (jobs/crontab.ts): report jobs whose worker died are released within minutes.
export const releaseStaleReportJobsTask: Task = async (_payload, helpers) => {
  const released = await releaseStaleReportJobs();
  if (released) helpers.logger.info(`Released ${released} report job(s) held by a worker that stopped`);
};
