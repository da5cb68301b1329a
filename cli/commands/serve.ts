import type { Command } from "commander";
import { buildIfNeeded } from "../build-if-needed";
import { fail, onShutdown } from "../shutdown";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../server/runtime")),
});

export function registerServe(program: Command): void {
  program
    .command("serve")
    .description("run the web server and the job worker in one process (PORT, HOST, DATABASE_URL)")
    .option("--build-if-needed", "build the web app first when the build is missing or stale")
    .option("--no-worker", "run the web server without the job worker")
    .action(async (options: { buildIfNeeded?: boolean; worker: boolean }) => {
      try {
        const { projectRoot, startProduct } = await load();
        if (options.buildIfNeeded) buildIfNeeded(projectRoot);
        const running = await startProduct({ web: true, worker: options.worker });
        onShutdown(running.stop);
      } catch (error) {
        fail(error);
      }
    });

  program
    .command("worker")
    .description("run only the job worker (scale out with several)")
    .action(async () => {
      try {
        const { startProduct } = await load();
        const running = await startProduct({ web: false, worker: true });
        console.log("Worker running. Ctrl-C stops it.");
        onShutdown(running.stop);
      } catch (error) {
        fail(error);
      }
    });
}
