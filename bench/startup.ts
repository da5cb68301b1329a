// `npm start` on an existing data directory, to the first response: spawn the real command the
// way an operator runs it and poll `/` until it answers 200.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { sleep } from "./util";

const TIMEOUT_MS = 60_000;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Stops the child (SIGTERM stops it cleanly, PostgreSQL included) and waits for it. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited(child);
  clearTimeout(timer);
}

/**
 * Returns the milliseconds from spawn to the first 200 on `/`. `track` receives the child at once,
 * so the caller can stop it even when this throws.
 */
export async function measureStartup(root: string, env: NodeJS.ProcessEnv, baseUrl: string, track: (c: ChildProcess) => void): Promise<number> {
  const start = performance.now();
  const child = spawn(process.execPath, [path.join(root, "bin/academy.js"), "serve"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  track(child);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  try {
    while (performance.now() - start < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`academy serve exited with ${child.exitCode}:\n${output}`);
      try {
        const response = await fetch(`${baseUrl}/`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - start;
      } catch {
        // Not listening yet.
      }
      await sleep(20);
    }
    throw new Error(`academy serve did not answer 200 on / within ${TIMEOUT_MS / 1000} s:\n${output}`);
  } finally {
    await stopChild(child);
  }
}
