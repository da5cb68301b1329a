// The Graphile Worker runner, in the web process (`academy serve`) or alone (`academy worker`).
import { EventEmitter } from "node:events";
import { run, type Runner, type WorkerEvents } from "graphile-worker";
import postgres from "postgres";
import { config } from "../app/config.server";
import { log } from "../app/adapters/log.server";
import { workerLogger } from "../db/migrate";
import { jobAttempts, jobFailures } from "../server/metrics";
import { watchWorkerRunner } from "../server/worker-liveness";
import { crontab } from "./crontab";
import { taskList } from "./tasks/index";
import { startPresence, type Presence } from "./worker-presence";

export interface WorkerHandle {
  runner: Runner;
  /** graphile-worker's pool id: the `locked_by` of the jobs this worker runs. */
  poolId: string;
  /**
   * Stop taking jobs and let the running ones finish for up to drainMs (default
   * SHUTDOWN_DRAIN_SECONDS); jobs still running then are released for another worker, not left
   * locked. Resolves with how many were released.
   */
  stop(drainMs?: number): Promise<{ released: number }>;
}

const sleep = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms).unref());

export async function startWorker(connectionString: string, concurrency = 4): Promise<WorkerHandle> {
  const events: WorkerEvents = new EventEmitter();
  let poolId = "";
  let presence: Presence | undefined;
  // Emitted when the pool is made, before any of its workers takes a job.
  events.on("pool:create", ({ workerPool }) => {
    poolId = workerPool.id;
    presence = startPresence(connectionString, poolId);
  });
  // Counted here, as the worker finishes each attempt, for /metrics (server/metrics.ts).
  events.on("job:success", ({ job }) => jobAttempts.inc({ task: job.task_identifier, outcome: "success" }));
  events.on("job:error", ({ job }) => jobAttempts.inc({ task: job.task_identifier, outcome: "error" }));
  events.on("job:failed", ({ job }) => {
    jobFailures.inc({ task: job.task_identifier });
    log.error({ task: job.task_identifier, jobId: job.id, attempts: job.attempts }, "A job failed for good: no attempts left");
  });
  let runner: Runner;
  try {
    runner = await run({
      connectionString,
      concurrency,
      taskList,
      crontab,
      logger: workerLogger,
      noHandleSignals: true,
      events,
      // New jobs arrive by LISTEN/NOTIFY; polling only catches retries and scheduled jobs.
      pollInterval: 1000,
      // Completions and failures go through graphile-worker's batcher with no delay: unbatched
      // (its default), a job's completion is not awaited, so a stop right after a job finished
      // closed the pool under it and left the finished job locked; the batcher is flushed before
      // the pool closes.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
    });
  } catch (error) {
    await presence?.stop();
    throw error;
  }
  // /readyz of this process fails once the runner stops (server/worker-liveness.ts).
  watchWorkerRunner(runner.promise);
  let stopping: Promise<{ released: number }> | undefined;
  return {
    runner,
    poolId,
    stop: (drainMs = config.shutdownDrainSeconds * 1000) =>
      (stopping ??= (async () => {
        // Graceful: no new jobs; the running ones finish (a task may also watch helpers.abortSignal).
        const outcome = await Promise.race([
          runner.stop().then(
            () => "stopped" as const,
            () => "stopped" as const,
          ),
          sleep(drainMs),
        ]);
        let released = 0;
        if (outcome === "timeout") {
          released = (await presence?.releaseOwnJobs().catch(() => 0)) ?? 0;
          // Then let graphile-worker close its connections without waiting for the abandoned jobs.
          await Promise.race([runner.kill("shutdown drain is over").catch(() => {}), sleep(5_000)]);
        }
        await presence?.stop();
        return { released };
      })()),
  };
}

/** Used by tests and the bench: wait until no job is queued or running, or time out. */
export async function waitForIdleQueue(connectionString: string, timeoutMs = 10_000): Promise<void> {
  const sql = postgres(connectionString, { max: 1, onnotice: () => {} });
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const [row] = await sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE attempts < max_attempts AND (locked_at IS NOT NULL OR run_at <= now())`;
      if (row!.n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("Jobs were still pending after the timeout");
  } finally {
    await sql.end();
  }
}
