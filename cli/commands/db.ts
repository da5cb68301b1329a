import type { Command } from "commander";
import type { Cli } from "../context";

/**
 * Open the database (DATABASE_URL, the cluster of a running `academy serve`, or the embedded one
 * started for this command), run `work`, and always close it again. Commands that sign or
 * encrypt (sessions, second factors) need SESSION_SECRET; the schema commands do not, so a release
 * step can migrate with only DATABASE_URL. What starting the embedded one finds (a crash's
 * leftovers) is told on the command's stderr.
 */
export async function withDatabase<T>(cli: Cli, work: (url: string) => Promise<T>, options: { sessionSecret?: boolean } = {}): Promise<T> {
  // Loaded here, not at start-up: `academy --help` reads no service.
  const { ensureSessionSecret, openDatabase } = await import("../../server/runtime");
  if (options.sessionSecret !== false) ensureSessionSecret({ orKeptSecret: true });
  const database = await openDatabase(undefined, { besideServer: true, report: cli.err });
  try {
    return await work(database.url);
  } finally {
    await database.stop();
  }
}

export function registerDb(program: Command, cli: Cli): void {
  const db = program.command("db").description("database maintenance");
  db.command("migrate")
    .description("apply the committed migrations (and the job queue's schema)")
    .action(
      cli.action(async () => {
        const { migrateDatabase } = await import("../../db/migrate");
        await withDatabase(cli, (url) => migrateDatabase(url), { sessionSecret: false });
        cli.out("Migrations applied.");
        return 0;
      }),
    );
  db.command("seed")
    .description("add the catalogue's missing AI tools and refresh the O*NET occupations")
    .action(
      cli.action(async () => {
        const [{ getDb }, { migrateDatabase }, { seedAll }] = await Promise.all([
          import("../../db/client"),
          import("../../db/migrate"),
          import("../../db/seed"),
        ]);
        const result = await withDatabase(
          cli,
          async (url) => {
            await migrateDatabase(url);
            return seedAll(getDb());
          },
          { sessionSecret: false },
        );
        cli.out(`Seeded: ${result.tools} new AI tools, ${result.occupations} occupations.`);
        return 0;
      }),
    );
}
