// Stops the bundled PostgreSQL when the academy process that started it is gone (issue 25).
//
// Why this way: PostgreSQL has no "exit with my parent" setting, and the server runs in a session
// of its own (pg_ctl starts it so; Ctrl-C in a terminal must not stop it under requests still
// being answered). So a process that dies without stopping it (kill -9, an OOM kill, a crash)
// would leave it running. This watchdog is started by that process with a pipe as its stdin, and
// the parent keeps the pipe's other end. However the parent ends, the kernel closes that end and
// reading stdin here ends: no polling, no pid that could be reused by then. This process is in a
// session of its own too, so a kill of the parent's whole process group does not take it along.
//
// Then, if the server it watches is still the same process (same pid and start time), it asks for
// a fast shutdown (SIGINT: open transactions roll back, a checkpoint is written, the server
// exits), and after 60 s without an exit, for an immediate one (SIGQUIT: crash recovery at the
// next start). A parent that stopped the server itself leaves nothing to do.
//
// usage: node stop-postgres-with-parent.mjs <postmaster pid> <postmaster start time>
import fs from "node:fs";

const pid = Number(process.argv[2]);
const startTime = process.argv[3] ?? "";

/** The start time /proc gives for a running (not zombie) process; null when it is gone. */
function runningStartTime(target) {
  try {
    const stat = fs.readFileSync(`/proc/${target}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[0] === "Z" || fields[0] === "X" ? null : (fields[19] ?? "");
  } catch {
    if (fs.existsSync("/proc/self/stat")) return null;
  }
  // No /proc (macOS): whether the pid exists is all there is.
  try {
    process.kill(target, 0);
    return startTime;
  } catch {
    return null;
  }
}

const stillOurs = () => runningStartTime(pid) === startTime;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function stopServer() {
  for (const [signal, waitMs] of [
    ["SIGINT", 60_000],
    ["SIGQUIT", 10_000],
  ]) {
    if (!stillOurs()) return;
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs && stillOurs(); waited += 100) await sleep(100);
  }
}

if (Number.isInteger(pid) && pid > 0) {
  // Its life ends with its parent's (below); a signal meant for the service (systemd signals every
  // process of a unit) must not end it first and leave the server unwatched.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => {});
  process.stdin.on("data", () => {});
  process.stdin.on("error", () => {});
  process.stdin.once("close", () => {
    stopServer().finally(() => process.exit(0));
  });
  process.stdin.resume();
}
