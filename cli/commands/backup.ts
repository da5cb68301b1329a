import type { Command } from "commander";
import type { Cli } from "../context";
import { withDatabase } from "./db";

// Loaded when a command runs, not when `academy` starts: `academy --help` reads no service.
const load = async () => ({
  ...(await import("../../app/services/operations/backup-runs.server")),
  ...(await import("../../app/services/operations/backups.server")),
  ...(await import("../../app/services/operations/backup-listing.server")),
  ...(await import("../../app/services/operations/backup-restore.server")),
  ...(await import("../../app/services/operations/backup-verify.server")),
  ...(await import("../../db/migrate")),
});

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function registerBackup(program: Command, cli: Cli): void {
  const backup = program
    .command("backup")
    .description("logical backups of every table (DESIGN.md §3); BACKUP_DIR (default .data/backups) and the BACKUP_S3_URL bucket");

  for (const kind of ["full", "incremental"] as const) {
    backup
      .command(kind)
      .description(kind === "full" ? "write a full backup and print its path" : "write the rows changed since the last backup and print its path")
      .action(
        cli.action(async () => {
          const { runBackup, BackupError, migrateDatabase } = await load();
          const run = await withDatabase(cli, async (url) => {
            await migrateDatabase(url);
            return runBackup(kind, { url });
          });
          if (!run.ok) throw new BackupError(run.error);
          cli.err(
            `${run.backup.kind} backup: ${run.backup.manifest.tables.length} tables, ${run.backup.manifest.jobs?.rows ?? 0} queued jobs, ${size(run.backup.bytes)}, ${run.backup.durationMs} ms${run.pruned.length ? `; pruned ${run.pruned.length} old backups` : ""}`,
          );
          if (run.backup.promotedBecause) cli.err(`A full backup was made because ${run.backup.promotedBecause}.`);
          for (const place of run.backup.stored.slice(1)) cli.err(`Also stored at ${place}`);
          cli.out(run.backup.file);
          return 0;
        }),
      );
  }

  backup
    .command("list")
    .description("the backups in BACKUP_DIR and the BACKUP_S3_URL bucket, oldest first")
    .action(
      cli.action(async () => {
        const { listAllBackups } = await load();
        const all = await listAllBackups();
        if (all.length === 0) cli.out("No backups yet.");
        for (const b of all) cli.out(`${b.id}  ${b.kind.padEnd(11)}  ${size(b.bytes).padStart(9)}  ${b.location}`);
        return 0;
      }),
    );

  backup
    .command("verify <backup>")
    .description(
      "restore into a scratch database and compare with the manifest; exits 1 on any difference or a damaged file. <backup>: a file, an s3:// object, or a backup's id",
    )
    .action(
      cli.action(async (file: string) => {
        const { verifyBackup } = await load();
        const result = await withDatabase(cli, (url) => verifyBackup(file, url));
        if (!result.ok) {
          cli.err(`Backup ${file} does NOT verify:\n  ${result.problems.join("\n  ")}`);
          return 1;
        }
        cli.out(`Backup ${file} verified: ${result.tables} tables restored and identical to the manifest.`);
        return 0;
      }),
    );

  backup
    .command("restore <backup>")
    .description(
      "restore a full backup and its incrementals, then its queued jobs, into an empty database (refuses a non-empty one). <backup>: a file, an s3:// object, or a backup's id; the chain is found beside it, in BACKUP_DIR and in the bucket",
    )
    .option("--database <url>", "the empty database to restore into (default: DATABASE_URL or the embedded one)")
    .action(
      cli.action(async (file: string, options: { database?: string }) => {
        const { restoreBackup } = await load();
        const result = options.database ? await restoreBackup(file, options.database) : await withDatabase(cli, (url) => restoreBackup(file, url));
        cli.out(
          `Restored ${result.applied.length} backup${result.applied.length === 1 ? "" : "s"}: ${result.applied.join(", ")}; ${result.jobs} queued job${result.jobs === 1 ? "" : "s"} queued again.`,
        );
        return 0;
      }),
    );
}
