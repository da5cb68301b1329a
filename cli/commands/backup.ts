import path from "node:path";
import type { Command } from "commander";
import { runBackup } from "../../app/services/backup-runs.server";
import { BackupError, listBackups, restoreBackup, verifyBackup } from "../../app/services/backups.server";
import { migrateDatabase } from "../../db/migrate";
import { fail } from "../shutdown";
import { withDatabase } from "./db";

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function registerBackup(program: Command): void {
  const backup = program.command("backup").description("logical backups of every table (DESIGN.md §3); BACKUP_DIR, default .data/backups");

  for (const kind of ["full", "incremental"] as const) {
    backup
      .command(kind)
      .description(kind === "full" ? "write a full backup and print its path" : "write the rows changed since the last backup and print its path")
      .action(async () => {
        try {
          const run = await withDatabase(async (url) => {
            await migrateDatabase(url);
            return runBackup(kind, { url });
          });
          if (!run.ok) throw new BackupError(run.error);
          console.error(
            `${run.backup.kind} backup: ${run.backup.manifest.tables.length} tables, ${size(run.backup.bytes)}, ${run.backup.durationMs} ms${run.pruned.length ? `; pruned ${run.pruned.length} old backups` : ""}`,
          );
          console.log(run.backup.file);
          process.exit(0);
        } catch (error) {
          fail(error);
        }
      });
  }

  backup
    .command("list")
    .description("the backups in BACKUP_DIR, oldest first")
    .action(() => {
      const all = listBackups();
      if (all.length === 0) console.log("No backups yet.");
      for (const b of all) console.log(`${b.id}  ${b.kind.padEnd(11)}  ${size(b.bytes).padStart(9)}  ${b.file}`);
      process.exit(0);
    });

  backup
    .command("verify <file>")
    .description("restore into a scratch database and compare with the manifest; exits 1 on any difference or a damaged file")
    .action(async (file: string) => {
      try {
        const result = await withDatabase((url) => verifyBackup(path.resolve(file), url));
        if (!result.ok) {
          console.error(`Backup ${file} does NOT verify:\n  ${result.problems.join("\n  ")}`);
          process.exit(1);
        }
        console.log(`Backup ${file} verified: ${result.tables} tables restored and identical to the manifest.`);
        process.exit(0);
      } catch (error) {
        fail(error);
      }
    });

  backup
    .command("restore <file>")
    .description("restore a full backup and its incrementals into an empty database (refuses a non-empty one)")
    .option("--database <url>", "the empty database to restore into (default: DATABASE_URL or the embedded one)")
    .action(async (file: string, options: { database?: string }) => {
      try {
        const result = options.database
          ? await restoreBackup(path.resolve(file), options.database)
          : await withDatabase((url) => restoreBackup(path.resolve(file), url));
        console.log(`Restored ${result.applied.length} backup${result.applied.length === 1 ? "" : "s"}: ${result.applied.join(", ")}`);
        process.exit(0);
      } catch (error) {
        fail(error);
      }
    });
}
