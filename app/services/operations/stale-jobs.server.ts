// Jobs held by a worker that died. Graphile Worker 0.17 frees a locked job only after 4 hours
// (its schema has no table of live workers and no heartbeat), so a toolkit report, an email or a
// backup whose worker was killed mid-job would wait that long.
//
// Liveness comes from PostgreSQL itself: every worker keeps one connection open whose
// application_name is WORKER_PRESENCE_PREFIX + its pool id (jobs/worker-presence.ts), and
// graphile-worker locks jobs with that same pool id (jobs.locked_by). When a worker process dies,
// however it dies, the server drops its connections; from then on none of them names its pool.
// A job whose locker has no such connection is released for any live worker, whatever the task
// and however long it normally runs. The grace period covers a worker's first moments (its jobs
// may be locked a few milliseconds before its connection is up) and a presence connection being
// re-made after a database restart (every 15 s).
//
// Releasing keeps the attempt counted, so a job that kills its worker every time still stops at
// max_attempts. The tasks are safe to repeat: each email carries an idempotency key, reports and
// drive folders are written again in place, a backup is simply made again.
//
// A worker of a version before this one has no presence connection: its jobs are released once
// locked longer than the grace period, and may then run twice (a rolling upgrade's only cost).
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";

/** application_name of a worker's presence connection: this prefix and graphile-worker's pool id. */
export const WORKER_PRESENCE_PREFIX = "academy-worker ";

/** How long a job must have been locked, with no presence of its worker, before it is released. */
export const STALE_JOB_GRACE_SECONDS = 120;

export interface ReleasedJob {
  id: string;
  task: string;
  lockedBy: string;
}

/** Unlock the jobs (and their named queues) whose worker is gone; returns what was released. */
export async function releaseJobsOfDeadWorkers(graceSeconds = STALE_JOB_GRACE_SECONDS, db: Executor = getDb()): Promise<ReleasedJob[]> {
  return db
    .execute<{ id: string; task: string; locked_by: string }>(
      sql`
    WITH stale AS (
      SELECT j.id, j.locked_by, j.job_queue_id
      FROM graphile_worker._private_jobs j
      WHERE j.locked_at IS NOT NULL
        AND j.locked_at < now() - make_interval(secs => ${graceSeconds})
        AND NOT EXISTS (
          SELECT 1 FROM pg_stat_activity a
          WHERE a.datname = current_database() AND a.application_name = ${WORKER_PRESENCE_PREFIX} || j.locked_by
        )
      FOR UPDATE OF j SKIP LOCKED
    ), queues AS (
      UPDATE graphile_worker._private_job_queues q
      SET locked_at = NULL, locked_by = NULL
      FROM stale s
      WHERE q.id = s.job_queue_id AND q.locked_by = s.locked_by
    )
    UPDATE graphile_worker._private_jobs j
    SET locked_at = NULL, locked_by = NULL, run_at = now(),
        last_error = 'Released: its worker (' || s.locked_by || ') stopped while running it'
    FROM stale s, graphile_worker._private_tasks t
    WHERE j.id = s.id AND t.id = j.task_id
    RETURNING j.id::text AS id, t.identifier AS task, s.locked_by`,
    )
    .then((rows) => rows.map((row) => ({ id: row.id, task: row.task, lockedBy: row.locked_by })));
}
