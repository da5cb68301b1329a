import type { Task } from "graphile-worker";
import { runBackup } from "../../app/services/operations/backup-runs.server";

// jobs/crontab.ts: an incremental backup every hour, a full one every day. Each run is written to
// the backup log; a failed run throws so Graphile retries it. Several workers (or machines) may
// pick up backup jobs at once: the backup lock lets one of them make the backup, and the others
// skip, saying so in the worker's log.
function backupTask(kind: "full" | "incremental"): Task {
  return async (_payload, helpers) => {
    const run = await runBackup(kind);
    if (!run.ok && run.busy) {
      helpers.logger.info(`Backup (${kind}) skipped: ${run.error}`);
      return;
    }
    if (!run.ok) throw new Error(`Backup failed: ${run.error}`);
    helpers.logger.info(
      `Backup ${run.backup.id} written to ${run.backup.stored.join(" and ")} (${run.backup.bytes} bytes)${run.backup.promotedBecause ? `, full because ${run.backup.promotedBecause}` : ""}; pruned ${run.pruned.length}`,
    );
  };
}

export const incrementalBackupTask = backupTask("incremental");
export const fullBackupTask = backupTask("full");
