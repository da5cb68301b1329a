// Whether this process's job worker still runs, for /readyz. A process that runs one (`academy
// serve` without --no-worker) is not ready once its runner has stopped (a fatal error, a lost
// pool): it would take requests that queue jobs while nothing here runs them. A process without a
// worker (`serve --no-worker`) has nothing to report.
interface WatchedRunner {
  stopped: boolean;
  reason?: string;
}

let watched: WatchedRunner | undefined;

/** Watch the runner's promise: it settles when the runner stops, for whatever reason. */
export function watchWorkerRunner(runnerPromise: Promise<void>): void {
  const state: WatchedRunner = { stopped: false };
  watched = state;
  runnerPromise.then(
    () => Object.assign(state, { stopped: true, reason: "the worker's runner stopped" }),
    (error: unknown) =>
      Object.assign(state, { stopped: true, reason: `the worker's runner failed: ${error instanceof Error ? error.message : String(error)}` }),
  );
}

/** null: no worker here, or it runs; else why the worker is not running. */
export function workerNotRunning(): string | null {
  return watched?.stopped ? (watched.reason ?? "the worker stopped") : null;
}
