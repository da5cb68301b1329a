// The Graphile Worker runner, in the web process (`academy serve`) or alone (`academy worker`).
import { run, type Runner } from "graphile-worker";
import postgres from "postgres";
import { quietLogger } from "../db/migrate";
import { crontab } from "./crontab";
import { taskList } from "./tasks/index";

export interface WorkerHandle {
  runner: Runner;
  stop(): Promise<void>;
}

export async function startWorker(connectionString: string, concurrency = 4): Promise<WorkerHandle> {
  const runner = await run({
    connectionString,
    concurrency,
    taskList,
    crontab,
    logger: quietLogger,
    noHandleSignals: true,
    // New jobs arrive by LISTEN/NOTIFY; polling only catches retries and scheduled jobs. Job
    // completion batching stays off (the 0.17 default), so a stop never loses a completion.
    pollInterval: 1000,
  });
  return {
    runner,
    stop: async () => {
      await runner.stop();
    },
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
