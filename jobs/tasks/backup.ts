import type { Task } from "graphile-worker";
import { runBackup } from "../../app/services/backup-runs.server";

// jobs/crontab.ts: an incremental backup every hour, a full one every day. Each run is written to
// the backup log; a failed run throws so Graphile retries it.
function backupTask(kind: "full" | "incremental"): Task {
  return async (_payload, helpers) => {
    const run = await runBackup(kind);
    if (!run.ok) throw new Error(`Backup failed: ${run.error}`);
    helpers.logger.info(`Backup ${run.backup.id} written (${run.backup.bytes} bytes); pruned ${run.pruned.length}`);
  };
}

export const incrementalBackupTask = backupTask("incremental");
export const fullBackupTask = backupTask("full");
