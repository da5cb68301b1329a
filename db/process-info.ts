// What the process table says about a pid: whether it runs, what program it is, when it started
// and where. A pid alone proves nothing after a crash: the kernel hands it to the next program
// that starts, so the start time is kept with it, and a zombie (killed, not yet reaped) is gone.
// Linux answers from /proc; elsewhere `ps` tells less (no working directory).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface ProcessInfo {
  pid: number;
  parentPid: number;
  /** Killed but not yet reaped by its parent: it runs no more. */
  zombie: boolean;
  /** When it started, in the kernel's terms (clock ticks since boot on Linux): with the pid, names one process. */
  startTime: string;
  argv: string[];
  /** Its working directory, when this user may read it. */
  cwd: string | null;
}

const hasProc = fs.existsSync("/proc/self/stat");

export function readProcess(pid: number): ProcessInfo | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return hasProc ? readFromProc(pid) : readFromPs(pid);
}

function readFromProc(pid: number): ProcessInfo | null {
  let stat: string;
  let cmdline: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
  // The program name, in parentheses, may itself hold spaces and ")": the fields follow the last one.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  let cwd: string | null = null;
  try {
    cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    // Another user's process (not readable without root).
  }
  return {
    pid,
    parentPid: Number(fields[1]),
    zombie: fields[0] === "Z" || fields[0] === "X",
    startTime: fields[19] ?? "",
    argv: cmdline.split("\0").filter(Boolean),
    cwd,
  };
}

function readFromPs(pid: number): ProcessInfo | null {
  try {
    const line = execFileSync("ps", ["-o", "stat=,ppid=,lstart=,command=", "-p", String(pid)], { encoding: "utf8" }).trim();
    // stat, ppid, then lstart's five words ("Thu Nov 27 01:02:03 2025"), then the command.
    const words = line.split(/\s+/);
    return {
      pid,
      parentPid: Number(words[1]),
      zombie: (words[0] ?? "").startsWith("Z"),
      startTime: words.slice(2, 7).join(" "),
      argv: words.slice(7),
      cwd: null,
    };
  } catch {
    return null;
  }
}

/** Running: exists and is not a zombie. With `startTime`, also the very process that was recorded. */
export function isRunning(pid: number, startTime?: string): boolean {
  const info = readProcess(pid);
  if (!info || info.zombie) return false;
  return startTime === undefined || info.startTime === startTime;
}

/** A PostgreSQL server program: the postmaster (".../postgres -D ...") or one of its children ("postgres: walwriter"). */
export function isPostgresProgram(info: ProcessInfo): boolean {
  const first = info.argv[0] ?? "";
  return path.basename(first) === "postgres" || first.startsWith("postgres:");
}

/** The data directory a PostgreSQL process serves: its -D argument, else its working directory (the server changes to it). */
export function postgresDataDir(info: ProcessInfo): string | null {
  const flag = info.argv.indexOf("-D");
  const dir = flag >= 0 ? info.argv[flag + 1] : info.cwd;
  return dir ? realPath(dir) : null;
}

export function isNodeProgram(info: ProcessInfo): boolean {
  return /^node(js)?(\d+)?$/.test(path.basename(info.argv[0] ?? ""));
}

export function realPath(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

/**
 * How many processes are attached to a System V shared memory segment: every process of a
 * PostgreSQL server stays attached to the one its postmaster.pid names until it exits. Linux
 * lists them in /proc/sysvipc/shm; elsewhere (or when the segment is gone) null or 0.
 */
export function sharedMemoryAttachments(shmId: number | null): number | null {
  if (shmId === null) return null;
  let table: string;
  try {
    table = fs.readFileSync("/proc/sysvipc/shm", "utf8");
  } catch {
    return null;
  }
  for (const line of table.split("\n").slice(1)) {
    // key shmid perms size cpid lpid nattch ...
    const columns = line.trim().split(/\s+/);
    if (Number(columns[1]) === shmId) return Number(columns[6]);
  }
  return 0;
}
