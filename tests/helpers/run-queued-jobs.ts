// Run the queued jobs of one task now, in the test's process, as the worker would (with a minimal
// helpers object), and remove them: for tests that check what a job does without a worker.
import { sql } from "drizzle-orm";
import type { JobHelpers } from "graphile-worker";
import { getDb } from "../../db/client";
import { taskList } from "../../jobs/tasks/index";

export async function runQueuedJobs(task: string): Promise<number> {
  const run = taskList[task];
  if (!run) throw new Error(`No task ${task}`);
  const jobs = await getDb().execute<{ id: string; payload: unknown }>(sql`
    DELETE FROM graphile_worker._private_jobs j USING graphile_worker._private_tasks t
    WHERE t.id = j.task_id AND t.identifier = ${task} AND j.locked_at IS NULL
    RETURNING j.id::text AS id, j.payload`);
  const logger = { debug() {}, info() {}, warn() {}, error() {} };
  for (const job of jobs) {
    await run(job.payload, { logger, job: { attempts: 1, max_attempts: 1 } } as unknown as JobHelpers);
  }
  return jobs.length;
}
