import type { Command } from "commander";
import { fail } from "../shutdown";

/**
 * Open the database (DATABASE_URL, the cluster of a running `academy serve`, or the embedded one
 * started for this command), run `work`, and always close it again. Commands that sign or
 * encrypt (sessions, second factors) need SESSION_SECRET; the schema commands do not, so a release
 * step can migrate with only DATABASE_URL.
 */
export async function withDatabase<T>(work: (url: string) => Promise<T>, options: { sessionSecret?: boolean } = {}): Promise<T> {
  // Loaded here, not at start-up: `academy --help` reads no service.
  const { ensureSessionSecret, openDatabase } = await import("../../server/runtime");
  if (options.sessionSecret !== false) ensureSessionSecret({ orKeptSecret: true });
  const database = await openDatabase(undefined, { besideServer: true });
  try {
    return await work(database.url);
  } finally {
    await database.stop();
  }
}

export function registerDb(program: Command): void {
  const db = program.command("db").description("database maintenance");
  db.command("migrate")
    .description("apply the committed migrations (and the job queue's schema)")
    .action(async () => {
      try {
        const { migrateDatabase } = await import("../../db/migrate");
        await withDatabase((url) => migrateDatabase(url), { sessionSecret: false });
        console.log("Migrations applied.");
        process.exit(0);
      } catch (error) {
        fail(error);
      }
    });
  db.command("seed")
    .description("add the catalogue's missing AI tools and refresh the O*NET occupations")
    .action(async () => {
      try {
        const [{ getDb }, { migrateDatabase }, { seedAll }] = await Promise.all([
          import("../../db/client"),
          import("../../db/migrate"),
          import("../../db/seed"),
        ]);
        const result = await withDatabase(
          async (url) => {
            await migrateDatabase(url);
            return seedAll(getDb());
          },
          { sessionSecret: false },
        );
        console.log(`Seeded: ${result.tools} new AI tools, ${result.occupations} occupations.`);
        process.exit(0);
      } catch (error) {
        fail(error);
      }
    });
}
