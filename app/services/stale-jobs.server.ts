// Jobs held by a worker that died. Graphile Worker 0.17 frees a locked job only after 4 hours, so
// a toolkit report whose worker was killed mid-render would keep its visitor waiting that long.
// A report step takes seconds (the slowest, with an AI model, well under a minute), so a report
// job locked for longer than STALE_REPORT_JOB_MINUTES is taken to be orphaned and released for
// any live worker to run again. The steps are safe to repeat: the PDF is rendered again, and the
// email carries an idempotency key.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";
import { RENDER_REPORT_TASK, SEND_REPORT_TASK } from "./reports.server";

export const STALE_REPORT_JOB_MINUTES = 5;

/** Unlock report jobs locked longer than `olderThanMinutes`; returns how many were released. */
export async function releaseStaleReportJobs(olderThanMinutes = STALE_REPORT_JOB_MINUTES, db: Executor = getDb()): Promise<number> {
  const released = await db.execute<{ id: string }>(sql`
    UPDATE graphile_worker._private_jobs j
    SET locked_at = NULL, locked_by = NULL, run_at = now()
    FROM graphile_worker._private_tasks t
    WHERE t.id = j.task_id
      AND t.identifier IN (${RENDER_REPORT_TASK}, ${SEND_REPORT_TASK})
      AND j.locked_at IS NOT NULL
      AND j.locked_at < now() - make_interval(mins => ${olderThanMinutes})
    RETURNING j.id::text AS id`);
  return released.length;
}
