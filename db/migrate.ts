// Applies the committed drizzle migrations, then Graphile Worker's own schema, so that
// graphile_worker.add_job exists before any request queues a job.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { Logger, runMigrations as runWorkerMigrations } from "graphile-worker";
import postgres from "postgres";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export async function migrateDatabase(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(sql), { migrationsFolder });
  } finally {
    await sql.end({ timeout: 5 });
  }
  await runWorkerMigrations({ connectionString: url, logger: quietLogger });
}

/** Graphile Worker logs only what an operator must see. */
export const quietLogger = new Logger(() => (level: string, message: string) => {
  if (level === "error" || level === "warning") console.error(`[worker] ${message}`);
});
