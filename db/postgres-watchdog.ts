// Starts db/stop-postgres-with-parent.mjs for a PostgreSQL this process started (see that file for why):
// detached, in a session of its own, with a pipe as its stdin that only this process holds.
import { spawn } from "node:child_process";
import type { Writable } from "node:stream";
import path from "node:path";
import { findProjectRoot } from "../build-paths.js";

// From the project folder, not this module: the server build bundles this module elsewhere.
const script = path.join(findProjectRoot(), "db", "stop-postgres-with-parent.mjs");

export interface Watchdog {
  pid: number | undefined;
  /** This process stopped the server itself: let the watchdog go (it finds nothing to stop). */
  release(): void;
}

export function startWatchdog(postmaster: { pid: number; startTime: string }): Watchdog {
  const child = spawn(process.execPath, [script, String(postmaster.pid), postmaster.startTime], {
    detached: true,
    stdio: ["pipe", "ignore", "ignore"],
  });
  const pipe = child.stdin as Writable & { unref?: () => void };
  pipe.on("error", () => {});
  // Neither the child nor the pipe keeps this process alive: the watchdog must outlive it, not hold it.
  child.unref();
  pipe.unref?.();
  return { pid: child.pid, release: () => pipe.end() };
}
