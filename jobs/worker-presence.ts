// A worker's presence in the database (app/services/operations/stale-jobs.server.ts): one connection of its
// own, named after graphile-worker's pool id, open for as long as the worker runs. Other workers
// release the jobs of a pool that has no such connection. A query every 15 s re-makes the
// connection after a database restart (postgres.js reconnects on the next query).
import postgres from "postgres";
import { WORKER_PRESENCE_PREFIX } from "../app/services/operations/stale-jobs.server";

const HEARTBEAT_MS = 15_000;

export interface Presence {
  /** Release this pool's jobs now (a stop that cannot wait for them): unlocked, their attempt not counted. */
  releaseOwnJobs(): Promise<number>;
  stop(): Promise<void>;
}

export function startPresence(connectionString: string, poolId: string): Presence {
  const sql = postgres(connectionString, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    onnotice: () => {},
    connection: { application_name: `${WORKER_PRESENCE_PREFIX}${poolId}` },
  });
  const beat = () => sql`SELECT 1`.catch(() => {});
  void beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  return {
    async releaseOwnJobs() {
      // What graphile-worker does with jobs it fetched but never started: the interrupted attempt
      // is not counted, and any live worker may take the job at once.
      const rows = await sql`
        WITH queues AS (
          UPDATE graphile_worker._private_job_queues SET locked_at = NULL, locked_by = NULL WHERE locked_by = ${poolId}
        )
        UPDATE graphile_worker._private_jobs
        SET locked_at = NULL, locked_by = NULL, attempts = GREATEST(attempts - 1, 0)
        WHERE locked_by = ${poolId}
        RETURNING id`;
      return rows.length;
    },
    async stop() {
      clearInterval(timer);
      await sql.end({ timeout: 2 });
    },
  };
}
