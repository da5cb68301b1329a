// Applies the committed drizzle migrations, then Graphile Worker's own schema, so that
// graphile_worker.add_job exists before any request queues a job. One process at a time: two
// processes starting on one empty database both ran `CREATE EXTENSION` and one died on
// `duplicate key … pg_extension_name_index`. A session advisory lock, held on a connection of its
// own, makes the second wait; it then finds every migration applied and has nothing to do.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { Logger, runMigrations as runWorkerMigrations } from "graphile-worker";
import postgres from "postgres";
import { log as appLog } from "../app/adapters/log.server";
import { findProjectRoot } from "../build-paths.js";

// From the project folder, not this module: the server build bundles this module elsewhere.
export const migrationsFolder = path.join(findProjectRoot(), "db", "migrations");

/** The advisory lock key every migrator takes (a bigint, the same in every version of the product). */
export const MIGRATION_LOCK_KEY = "7315020251125";

/**
 * `upTo`: stop after that migration (its tag, as a backup's header names it). A backup is restored
 * at the schema it was taken with, then migrated forward, so a later migration that moves data
 * (0020 folds the token tables into one) moves the restored rows too.
 */
export async function migrateDatabase(url: string, log: (line: string) => void = (line) => appLog.info(line), options: { upTo?: string } = {}): Promise<void> {
  const partial = options.upTo ? migrationsUpTo(options.upTo) : null;
  // No statement timeout here (the app's pool has one): a migration may rewrite a large table.
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [first] = await sql<{ locked: boolean }[]>`SELECT pg_try_advisory_lock(${MIGRATION_LOCK_KEY}::bigint) AS locked`;
    if (!first!.locked) {
      log("Another process is applying the migrations: waiting for it to finish...");
      await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY}::bigint)`;
    }
    // The lock is this session's: drizzle runs on the same single connection, Graphile Worker on
    // its own while this one holds the lock. Closing the connection releases it in any case.
    await migrate(drizzle(sql), { migrationsFolder: partial?.folder ?? migrationsFolder });
    await runWorkerMigrations({ connectionString: url, logger: workerLogger });
    await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`;
  } finally {
    await sql.end({ timeout: 5 });
    partial?.dispose();
  }
}

/** A copy of the migrations folder whose journal ends at `tag` (drizzle reads the journal, then each tag's SQL). */
function migrationsUpTo(tag: string): { folder: string; dispose(): void } {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`No migration named ${tag} in this version of the product.`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "academy-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, end + 1);
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return { folder, dispose: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** Graphile Worker's level names, as the product's logger calls them. */
const WORKER_LEVELS: Record<string, "error" | "warn" | "debug" | "trace"> = { error: "error", warning: "warn", info: "debug", debug: "trace" };

/**
 * Graphile Worker logs through the product's logger, with the task, job and worker of each line.
 * Its "info" lines (a worker started, each job completed) are routine: debug here, so the default
 * level (info) keeps what an operator must see, its warnings and errors (a job that failed).
 */
export const workerLogger = new Logger((scope) => (level, message) => {
  const fields = { component: "worker", task: scope.taskIdentifier, jobId: scope.jobId, workerId: scope.workerId };
  appLog[WORKER_LEVELS[level] ?? "info"](fields, message);
});
