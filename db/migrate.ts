// Applies the committed drizzle migrations, then Graphile Worker's own schema, so that
// graphile_worker.add_job exists before any request queues a job. One process at a time: two
// processes starting on one empty database both ran `CREATE EXTENSION` and one died on
// `duplicate key … pg_extension_name_index`. A session advisory lock, held on a connection of its
// own, makes the second wait; it then finds every migration applied and has nothing to do.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { Logger, runMigrations as runWorkerMigrations } from "graphile-worker";
import postgres from "postgres";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The advisory lock key every migrator takes (a bigint, the same in every version of the product). */
export const MIGRATION_LOCK_KEY = "7315020251125";

export async function migrateDatabase(url: string, log: (line: string) => void = (line) => console.error(line)): Promise<void> {
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
    await migrate(drizzle(sql), { migrationsFolder });
    await runWorkerMigrations({ connectionString: url, logger: quietLogger });
    await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY}::bigint)`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Graphile Worker logs only what an operator must see. */
export const quietLogger = new Logger(() => (level: string, message: string) => {
  if (level === "error" || level === "warning") console.error(`[worker] ${message}`);
});
