// Syncing every user's folder (the admin's "Sync All", `academy drive sync --all`): one run at a
// time, its progress in drive_sync_runs.
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { driveSyncRuns, users } from "../../../db/schema/index";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { driveSetup } from "../../adapters/drive/index.server";
import { DRIVE_SYNC_ALL_TASK } from "./drive-sync-queue.server";
import { queueJob } from "../operations/jobs.server";
import { syncUser } from "./drive-sync.server";

export interface BulkSyncRun {
  id: number;
  status: "queued" | "running" | "finished" | "failed";
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  total: number;
  done: number;
  failed: number;
  error: string | null;
}

const runView = (r: typeof driveSyncRuns.$inferSelect): BulkSyncRun => ({
  id: r.id,
  status: r.status as BulkSyncRun["status"],
  requestedAt: r.requestedAt.toISOString(),
  startedAt: r.startedAt?.toISOString() ?? null,
  finishedAt: r.finishedAt?.toISOString() ?? null,
  total: r.total,
  done: r.done,
  failed: r.failed,
  error: r.error,
});

/** A queued or running bulk sync that has not moved for this long was abandoned (its job gave up, its CLI was stopped). */
const ABANDONED_AFTER_MS = 15 * 60_000;

export type BulkSyncRequest = { ok: true; run: BulkSyncRun } | { ok: false; reason: "running"; run: BulkSyncRun };

/**
 * "Sync All Users": one bulk sync at a time, queued as a job in the same transaction as its row.
 * The CLI runs it itself instead (queue: false, then runBulkSync), so no worker runs it twice.
 */
export async function requestBulkSync(ctx: AdminContext, db = getDb(), options: { queue?: boolean } = {}): Promise<BulkSyncRequest> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('upskill-academy:drive-sync-all'))`);
    const [active] = await tx
      .select()
      .from(driveSyncRuns)
      .where(inArray(driveSyncRuns.status, ["queued", "running"]))
      .orderBy(desc(driveSyncRuns.id))
      .limit(1);
    if (active && active.updatedAt.getTime() > Date.now() - ABANDONED_AFTER_MS) return { ok: false, reason: "running", run: runView(active) } as const;
    if (active) {
      await tx
        .update(driveSyncRuns)
        .set({ status: "failed", finishedAt: new Date(), updatedAt: new Date(), error: "Stopped: no progress for 15 minutes." })
        .where(eq(driveSyncRuns.id, active.id));
    }
    const [run] = await tx
      .insert(driveSyncRuns)
      .values({ requestedBy: ctx.actor.id, total: sql`(SELECT count(*)::int FROM ${users})` })
      .returning();
    if (options.queue !== false) await queueJob(DRIVE_SYNC_ALL_TASK, { runId: run!.id }, { jobKey: `drive-sync-all:${run!.id}`, maxAttempts: 3 }, tx);
    await recordAdminAction(ctx, { action: "drive.sync-all", summary: `Bulk sync of ${run!.total} users started`, details: { runId: run!.id } }, tx);
    return { ok: true, run: runView(run!) } as const;
  });
}

/**
 * The bulk sync job: every user in id order, the run's progress written after each one. A retried
 * job carries on after the last user it reached; a drive that cannot be set up stops the run.
 */
export async function runBulkSync(runId: number, db = getDb(), onProgress?: (done: number, failed: number) => void): Promise<BulkSyncRun | null> {
  const [run] = await db.select().from(driveSyncRuns).where(eq(driveSyncRuns.id, runId));
  if (!run || run.status === "finished" || run.status === "failed") return run ? runView(run) : null;
  const setup = await driveSetup();
  if (!setup.ok) {
    const [stopped] = await db
      .update(driveSyncRuns)
      .set({ status: "failed", error: setup.error, finishedAt: new Date(), updatedAt: new Date(), startedAt: run.startedAt ?? new Date() })
      .where(eq(driveSyncRuns.id, runId))
      .returning();
    return runView(stopped!);
  }
  await db
    .update(driveSyncRuns)
    .set({
      status: "running",
      startedAt: run.startedAt ?? new Date(),
      updatedAt: new Date(),
      total: sql`greatest(${driveSyncRuns.done}, (SELECT count(*)::int FROM ${users}))`,
    })
    .where(eq(driveSyncRuns.id, runId));
  let after = run.lastUserId;
  let done = run.done;
  let failures = run.failed;
  for (;;) {
    const batch = await db.select({ id: users.id }).from(users).where(gt(users.id, after)).orderBy(asc(users.id)).limit(100);
    if (!batch.length) break;
    for (const { id } of batch) {
      const outcome = await syncUser({ id }, db);
      const failed = !outcome.ok && outcome.reason === "drive-error";
      await db
        .update(driveSyncRuns)
        .set({
          done: sql`${driveSyncRuns.done} + 1`,
          failed: failed ? sql`${driveSyncRuns.failed} + 1` : driveSyncRuns.failed,
          // Users who registered meanwhile count too.
          total: sql`greatest(${driveSyncRuns.total}, ${driveSyncRuns.done} + 1)`,
          lastUserId: id,
          updatedAt: new Date(),
        })
        .where(eq(driveSyncRuns.id, runId));
      after = id;
      done++;
      if (failed) failures++;
      onProgress?.(done, failures);
    }
  }
  const [finished] = await db
    .update(driveSyncRuns)
    .set({ status: "finished", finishedAt: new Date(), updatedAt: new Date() })
    .where(eq(driveSyncRuns.id, runId))
    .returning();
  return runView(finished!);
}

/** The bulk sync job's last attempt failed: the run stops with the reason, so another may start. */
export async function stopBulkSync(runId: number, reason: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(driveSyncRuns)
    .set({ status: "failed", finishedAt: new Date(), updatedAt: new Date(), error: reason.slice(0, 1000) })
    .where(and(eq(driveSyncRuns.id, runId), inArray(driveSyncRuns.status, ["queued", "running"])));
}

export async function latestBulkSync(db: Executor = getDb()): Promise<BulkSyncRun | null> {
  const [run] = await db.select().from(driveSyncRuns).orderBy(desc(driveSyncRuns.id)).limit(1);
  return run ? runView(run) : null;
}
