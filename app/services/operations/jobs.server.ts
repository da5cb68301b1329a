// Queue background jobs inside the caller's transaction (graphile_worker.add_job), so a row and
// the job that follows it up commit or roll back together.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";

export interface QueueOptions {
  /** Replaces a pending job with the same key instead of adding a second one. */
  jobKey?: string;
  maxAttempts?: number;
  runAt?: Date;
  queueName?: string;
}

export async function queueJob(task: string, payload: unknown, options: QueueOptions = {}, db: Executor = getDb()): Promise<string> {
  const rows = await db.execute<{ id: string }>(sql`
    SELECT (graphile_worker.add_job(
      ${task},
      ${JSON.stringify(payload)}::json,
      queue_name => ${options.queueName ?? null},
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? 10},
      job_key => ${options.jobKey ?? null}
    )).id::text AS id`);
  return rows[0]!.id;
}
