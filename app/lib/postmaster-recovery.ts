// What to do with the bundled PostgreSQL's data directory before starting it, after any crash
// (issue 25: `npm start` must recover without a human). The facts come from the process table
// (db/process-info.ts) and the owner record (db/postgres-owner.ts); the decision is made here, as
// a pure function, so that each case can be tested on its own. Whenever the facts do not prove
// that nobody uses the directory, the answer is to leave it alone: a second PostgreSQL on the
// same files would corrupt them.

/** The lines of postmaster.pid that matter. PostgreSQL writes them in this order while it runs. */
export interface PostmasterPid {
  pid: number;
  dataDir: string;
  port: number | null;
  /** The first Unix-socket directory ("" when sockets are off): its .s.PGSQL.<port>.lock names the pid too. */
  socketDir: string | null;
  /** The System V shared memory segment every process of that server stays attached to. */
  sharedMemoryId: number | null;
  /** "starting", "ready", "stopping" or "standby" (absent in a file written by a crashing server). */
  status: string | null;
}

/** Parse postmaster.pid; null when it does not even name a pid (a file cut short by a crash). */
export function parsePostmasterPid(text: string): PostmasterPid | null {
  const lines = text.split("\n");
  const pid = wholeNumber(lines[0]);
  if (pid === null || pid <= 0) return null;
  const shm = (lines[6] ?? "").trim().split(/\s+/);
  return {
    pid,
    dataDir: (lines[1] ?? "").trim(),
    port: wholeNumber(lines[3]),
    socketDir: lines[4] === undefined ? null : lines[4].trim(),
    sharedMemoryId: wholeNumber(shm[1]),
    status: (lines[7] ?? "").trim() || null,
  };
}

function wholeNumber(text: string | undefined): number | null {
  const trimmed = (text ?? "").trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** What the process table says about the pid that postmaster.pid names. */
export interface PostmasterProcess {
  /** Running: it exists and is not a zombie waiting to be reaped. */
  alive: boolean;
  /** Its program is a PostgreSQL server (the postmaster, or one of its children). */
  isPostgres: boolean;
  /** The data directory it serves (its -D argument or its working directory); null when it cannot be told. */
  dataDir: string | null;
  /** Its parent is a live Node.js process: how an older `academy serve`, which wrote no owner record, held its server. */
  parentIsLiveNode: boolean;
}

export interface RecoveryFacts {
  /** The data directory we are about to start, resolved. */
  dataDir: string;
  /** postmaster.pid: absent (null), unreadable, or parsed. */
  pidFile: PostmasterPid | "unreadable" | null;
  /** The process postmaster.pid names; null when there is no such process. */
  postmaster: PostmasterProcess | null;
  /**
   * The owner record beside the data directory: "alive" when the academy process that started the
   * server there is still running (same pid, same start time), "gone" when it is not, "none"
   * when there is no record (a run of an older version, or none ever).
   */
  owner: "alive" | "gone" | "none";
  /** How many processes are still attached to the old server's shared memory; null when unknown. */
  sharedMemoryAttached: number | null;
}

export type Recovery =
  /** Nothing left behind: start. */
  | { action: "start" }
  /** A live academy process uses this PostgreSQL: leave it alone (the CLI connects to it instead). */
  | { action: "in-use"; pid: number | null }
  /** A PostgreSQL of this data directory whose academy process is gone: stop it cleanly, then start. */
  | { action: "stop-orphan"; pid: number }
  /** Processes of the old server still hold its shared memory: wait for them to exit. */
  | { action: "wait"; pid: number; attached: number }
  /** postmaster.pid names no server of ours: remove it (and its socket lock), then start. */
  | { action: "remove-stale-file"; pid: number | null; reason: "gone" | "other-program" | "other-server" | "unreadable" }
  /** A PostgreSQL whose data directory cannot be told: refuse rather than guess. */
  | { action: "cannot-tell"; pid: number };

export function decideRecovery(facts: RecoveryFacts): Recovery {
  const { pidFile, postmaster } = facts;
  if (facts.owner === "alive") return { action: "in-use", pid: pidFile && pidFile !== "unreadable" ? pidFile.pid : null };
  if (pidFile === null) return { action: "start" };
  // Only a server that is starting writes the file, and only its (now gone) owner starts one.
  if (pidFile === "unreadable") return { action: "remove-stale-file", pid: null, reason: "unreadable" };
  const pid = pidFile.pid;

  let reason: "gone" | "other-program" | "other-server";
  if (!postmaster || !postmaster.alive) reason = "gone";
  else if (!postmaster.isPostgres) reason = "other-program";
  else if (postmaster.dataDir === null) return { action: "cannot-tell", pid };
  else if (postmaster.dataDir !== facts.dataDir) reason = "other-server";
  else {
    // Our own data directory's server. With no owner record, a live Node.js parent is taken to be
    // an older academy process still using it: never stop a server that may be in use.
    if (facts.owner === "none" && postmaster.parentIsLiveNode) return { action: "in-use", pid };
    return { action: "stop-orphan", pid };
  }
  // The postmaster is gone (or its pid now belongs to someone else). Its children exit on their
  // own once they notice; until then they hold the shared memory and PostgreSQL would refuse.
  if (facts.sharedMemoryAttached !== null && facts.sharedMemoryAttached > 0) return { action: "wait", pid, attached: facts.sharedMemoryAttached };
  return { action: "remove-stale-file", pid, reason };
}
