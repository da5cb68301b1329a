// The Backup tab's status and buttons (accounts-admin-sales.md §2 "Backup panel", §3 "Backup
// status", §4): whether a backup runs now, the last run's errors, the last and next runs, the
// counts, and "Force Backup" / "Full Backup", which queue the same jobs the crontab runs.
import { desc, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { analyses, backupLogs, users } from "../../../db/schema/index";
import { nextBackupRun } from "~/lib/backup-schedule";
import { recordAdminAction, type AdminContext } from "./admin-audit.server";
import { queueJob } from "./jobs.server";

export const BACKUP_TASKS = { incremental: "backup-incremental", full: "backup-full" } as const;

export interface BackupStatus {
  isRunning: boolean;
  errors: string[];
  lastRun: string | null;
  nextRun: string | null;
  totalUsers: number;
  totalToolkits: number;
}

/** A backup job queued or running (by an admin's button or the crontab). */
async function backupPending(db: Executor): Promise<boolean> {
  const rows = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier IN (${BACKUP_TASKS.incremental}, ${BACKUP_TASKS.full}) AND j.attempts < j.max_attempts`);
  return rows[0]!.n > 0;
}

export async function backupStatus(now = new Date(), db: Executor = getDb()): Promise<BackupStatus> {
  const [isRunning, [last], [counts]] = await Promise.all([
    backupPending(db),
    db.select().from(backupLogs).orderBy(desc(backupLogs.timestamp), desc(backupLogs.id)).limit(1),
    db
      .select({
        users: sql<number>`(SELECT count(*)::int FROM ${users})`,
        toolkits: sql<number>`(SELECT count(*)::int FROM ${analyses})`,
      })
      .from(sql`(SELECT 1) AS one`),
  ]);
  return {
    isRunning,
    errors: last?.errors ?? [],
    lastRun: last?.timestamp.toISOString() ?? null,
    nextRun: nextBackupRun(now).toISOString(),
    totalUsers: counts!.users,
    totalToolkits: counts!.toolkits,
  };
}

export type BackupRequestOutcome = { ok: true; kind: "incremental" | "full" } | { ok: false; reason: "running" };

/** Force Backup (an incremental now) or Full Backup: refused while one is queued or running. */
export async function requestBackup(ctx: AdminContext, kind: "incremental" | "full", db = getDb()): Promise<BackupRequestOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('upskill-academy:backup-request'))`);
    if (await backupPending(tx)) return { ok: false, reason: "running" } as const;
    await queueJob(BACKUP_TASKS[kind], {}, { jobKey: `backup-now-${kind}`, maxAttempts: 3 }, tx);
    await recordAdminAction(
      ctx,
      { action: kind === "full" ? "backup.full" : "backup.force", summary: kind === "full" ? "Full backup started" : "Backup started" },
      tx,
    );
    return { ok: true, kind } as const;
  });
}
