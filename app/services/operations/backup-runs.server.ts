// A backup run as the jobs and `academy backup` make it: the backup itself (to BACKUP_DIR and the
// shared bucket), its copy to the drive, then the prune rule, each run written to the backup log
// (accounts-admin-sales.md §3 "Backup log") whatever happens. A run that finds another backup of
// the same database under way (another worker, another machine) makes none and logs nothing:
// that other run is the backup.
import { desc } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { backupLogs } from "../../../db/schema/index";
import type { BackupKind } from "~/lib/backup-format";
import { BackupBusyError, createBackup, type BackupResult } from "./backups.server";
import { pruneBackups } from "./backup-listing.server";
import { copyBackupToDrive, type BackupCopy } from "./drive-backups.server";
import { googleReason } from "../../adapters/drive/google-store.server";

export type BackupRun =
  | { ok: true; backup: BackupResult; pruned: string[]; logId: number }
  | { ok: false; error: string; logId: number; busy?: false }
  | { ok: false; error: string; busy: true };

export async function runBackup(kind: BackupKind, options: { dir?: string; url?: string } = {}, db: Executor = getDb()): Promise<BackupRun> {
  const started = new Date();
  let backup: BackupResult;
  try {
    backup = await createBackup(kind, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof BackupBusyError) return { ok: false, error: message, busy: true };
    const [log] = await db
      .insert(backupLogs)
      .values({ timestamp: started, status: "error", kind, durationMs: Date.now() - started.getTime(), errors: [message], details: { requested: kind } })
      .returning({ id: backupLogs.id });
    return { ok: false, error: message, logId: log!.id };
  }
  // The backup is made; a failing copy to the drive or prune makes the run partial, never lost.
  const errors: string[] = [];
  let driveCopy: BackupCopy | { copied: false; error: string } = { copied: false };
  try {
    driveCopy = await copyBackupToDrive(backup.file);
  } catch (error) {
    const reason = googleReason(error);
    errors.push(`Copying the backup to Google Drive failed: ${reason}`);
    driveCopy = { copied: false, error: reason };
  }
  let pruned: string[] = [];
  try {
    pruned = await pruneBackups(options.dir);
  } catch (error) {
    errors.push(`Pruning old backups failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [log] = await db
    .insert(backupLogs)
    .values({
      timestamp: started,
      status: errors.length ? "partial" : "success",
      kind: backup.kind,
      usersBackedUp: backup.counts.users,
      toolkitsBackedUp: backup.counts.toolkits,
      activitiesBackedUp: backup.counts.activities,
      durationMs: backup.durationMs,
      errors,
      details: {
        id: backup.id,
        file: backup.file,
        stored: backup.stored,
        bytes: backup.bytes,
        requested: kind,
        promotedBecause: backup.promotedBecause,
        pruned,
        tables: backup.manifest.tables.length,
        jobs: backup.manifest.jobs?.rows ?? 0,
        driveCopy,
      },
    })
    .returning({ id: backupLogs.id });
  return { ok: true, backup, pruned, logId: log!.id };
}

export async function latestBackupLogs(limit = 10, db: Executor = getDb()) {
  return db.select().from(backupLogs).orderBy(desc(backupLogs.timestamp), desc(backupLogs.id)).limit(limit);
}
