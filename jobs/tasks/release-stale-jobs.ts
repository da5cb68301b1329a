import type { Task } from "graphile-worker";
import { releaseJobsOfDeadWorkers } from "../../app/services/operations/stale-jobs.server";

// Every minute (jobs/crontab.ts): jobs whose worker died are released within minutes, any task.
export const releaseStaleJobsTask: Task = async (_payload, helpers) => {
  const released = await releaseJobsOfDeadWorkers();
  if (released.length) {
    helpers.logger.info(`Released ${released.length} job(s) held by a worker that stopped: ${released.map((job) => `${job.task} #${job.id}`).join(", ")}`);
  }
};
