import type { Command } from "commander";
import type { Cli } from "../context";
import { fail, onShutdown } from "../shutdown";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../server/runtime")),
});

/**
 * `serve` and `worker` own the process: they run until a signal, when cli/shutdown.ts stops them
 * and ends the process (a failed start ends it too, with fail). So their action never returns.
 */
const untilStopped = () => new Promise<never>(() => {});

export function registerServe(program: Command, cli: Cli): void {
  program
    .command("serve")
    .description("run the web server and the job worker in one process (PORT, HOST, DATABASE_URL)")
    // bin/academy.js acts on it before this code is loaded (this code is the build).
    .option("--build-if-needed", "build first when the sources are newer than the build")
    .option("--no-worker", "run the web server without the job worker")
    .action(async (options: { buildIfNeeded?: boolean; worker: boolean }) => {
      try {
        const { startProduct } = await load();
        const running = await startProduct({ web: true, worker: options.worker });
        onShutdown(running.stop);
      } catch (error) {
        fail(error);
      }
      return untilStopped();
    });

  program
    .command("worker")
    .description("run only the job worker (scale out with several)")
    .action(async () => {
      try {
        const { startProduct } = await load();
        const running = await startProduct({ web: false, worker: true });
        cli.out("Worker running. Ctrl-C stops it.");
        onShutdown(running.stop);
      } catch (error) {
        fail(error);
      }
      return untilStopped();
    });
}
