// Cloud-drive sync (accounts-admin-sales.md §2 "Cloud-drive panel", §3 "Cloud-drive status"):
// each user's folder holds their profile, their toolkits (JSON and the PDF reports stored for
// them) and their course progress. A sync writes what changed and leaves the rest; the state of
// each user's last sync is drive_sync_state, a bulk sync's progress drive_sync_runs.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, max, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";
import { courseAccess, driveSyncRuns, driveSyncState, reports, users } from "../../db/schema/index";
import { levelStates } from "~/lib/course-access";
import {
  COURSE_PROGRESS_FILE,
  isToolkitsFolderFile,
  PROFILE_FILE,
  reportFileName,
  TOOLKITS_FOLDER,
  toolkitFileName,
  userFolderName,
  USERS_FOLDER,
} from "~/lib/drive-layout";
import { recordAdminAction, type AdminContext } from "./admin-audit.server";
import { driveSetup, type DriveMode, type DriveStore } from "./drive/index.server";
import { googleReason } from "./drive/google-store.server";
import { DRIVE_SYNC_ALL_TASK } from "./drive-sync-queue.server";
import { queueJob } from "./jobs.server";
import { getToolkit } from "./toolkits.server";

export type SyncTarget = { id: number } | { email: string };

export interface SyncCounts {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
}

export type SyncOutcome =
  | { ok: true; userId: number; email: string; folderId: string; mode: DriveMode; files: SyncCounts }
  | { ok: false; reason: "not-found"; message: string }
  | { ok: false; reason: "drive-error"; userId: number; email: string; message: string };

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

async function recordState(db: Executor, userId: number, state: { status: "synced" | "failed"; folderId?: string; error?: string }) {
  const values = {
    userId,
    status: state.status,
    folderId: state.folderId ?? null,
    error: state.error ? state.error.slice(0, 1000) : null,
    lastSyncedAt: state.status === "synced" ? new Date() : null,
  };
  await db
    .insert(driveSyncState)
    .values(values)
    .onConflictDoUpdate({
      target: driveSyncState.userId,
      set: {
        status: values.status,
        error: values.error,
        // A failure keeps the last good sync's time and folder.
        ...(state.status === "synced" ? { lastSyncedAt: values.lastSyncedAt, folderId: values.folderId } : {}),
      },
    });
}

/** Write one user's folder: profile, toolkits with their reports, course progress. */
async function writeUserFolder(store: DriveStore, user: typeof users.$inferSelect, db: Executor): Promise<{ folderId: string; files: SyncCounts }> {
  const files: SyncCounts = { created: 0, updated: 0, unchanged: 0, removed: 0 };
  const put = async (parent: string, name: string, body: Buffer | string, mime: string) => {
    files[(await store.putFile(parent, name, body, mime)).change]++;
  };
  const usersFolder = await store.ensureFolder(USERS_FOLDER);
  const folderId = await store.ensureFolder(userFolderName(user.id, user.email), usersFolder);

  await put(
    folderId,
    PROFILE_FILE,
    json({
      id: user.id,
      name: user.username,
      email: user.email,
      role: user.role,
      companyName: user.companyName,
      jobTitle: user.jobTitle,
      roleDescription: user.roleDescription,
      journeyStage: user.journeyStage,
      emailVerified: user.emailVerifiedAt !== null,
      createdAt: user.createdAt.toISOString(),
    }),
    "application/json",
  );

  const access = await db
    .select({ level: courseAccess.level, grantedAt: courseAccess.grantedAt, completedAt: courseAccess.completedAt })
    .from(courseAccess)
    .where(eq(courseAccess.userId, user.id))
    .orderBy(asc(courseAccess.level));
  await put(
    folderId,
    COURSE_PROGRESS_FILE,
    json({
      levels: levelStates(access).map((state) => {
        const row = access.find((a) => a.level === state.level);
        return { ...state, grantedAt: row?.grantedAt.toISOString() ?? null, completedAt: row?.completedAt?.toISOString() ?? null };
      }),
    }),
    "application/json",
  );

  const toolkitsFolder = await store.ensureFolder(TOOLKITS_FOLDER, folderId);
  const written = new Set<string>();
  const viewer = { userId: user.id, browserSessionId: null, isAdmin: true, shareToken: null };
  const owned = await db.execute<{ id: number }>(sql`SELECT id FROM analyses WHERE user_id = ${user.id} ORDER BY id`);
  for (const { id } of owned) {
    const toolkit = await getToolkit(id, viewer, db);
    if (!toolkit) continue;
    // The share link is a bearer token: it stays in the product.
    const { shareToken: _token, ownership: _ownership, ...copy } = toolkit;
    await put(toolkitsFolder, toolkitFileName(id), json(copy), "application/json");
    written.add(toolkitFileName(id));
  }
  const pdfs = await db
    .select({ id: reports.id, analysisId: reports.analysisId })
    .from(reports)
    .where(and(eq(reports.userId, user.id), isNotNull(reports.pdf)))
    .orderBy(asc(reports.id));
  for (const report of pdfs) {
    // One PDF in memory at a time.
    const [row] = await db.select({ pdf: reports.pdf }).from(reports).where(eq(reports.id, report.id));
    if (!row?.pdf) continue;
    await put(toolkitsFolder, reportFileName(report.analysisId, report.id), Buffer.from(row.pdf), "application/pdf");
    written.add(reportFileName(report.analysisId, report.id));
  }
  // A toolbox deleted in the product goes from the drive too; files someone else put there stay.
  for (const entry of await store.list(toolkitsFolder)) {
    if (!entry.folder && isToolkitsFolderFile(entry.name) && !written.has(entry.name)) {
      await store.remove(entry.id);
      files.removed++;
    }
  }
  return { folderId, files };
}

/**
 * Sync one user's folder (by id or address). Two syncs of the same user never run at once (an
 * advisory lock), so the folder is made once; the outcome is recorded in drive_sync_state.
 */
export async function syncUser(target: SyncTarget, db = getDb()): Promise<SyncOutcome> {
  const where = "id" in target ? eq(users.id, target.id) : eq(sql`lower(${users.email})`, target.email.trim().toLowerCase());
  const [user] = await db.select().from(users).where(where).limit(1);
  if (!user) {
    const who = "id" in target ? `id ${target.id}` : `the email ${target.email.trim()}`;
    return { ok: false, reason: "not-found", message: `No user found with ${who}.` };
  }
  const setup = await driveSetup();
  if (!setup.ok) {
    await recordState(db, user.id, { status: "failed", error: setup.error });
    return { ok: false, reason: "drive-error", userId: user.id, email: user.email, message: setup.error };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('upskill-academy:drive-sync'), ${user.id})`);
    try {
      const { folderId, files } = await writeUserFolder(setup.store, user, tx);
      await recordState(tx, user.id, { status: "synced", folderId });
      return { ok: true, userId: user.id, email: user.email, folderId, mode: setup.mode, files } as const;
    } catch (error) {
      const message = googleReason(error);
      await recordState(tx, user.id, { status: "failed", error: message });
      return { ok: false, reason: "drive-error", userId: user.id, email: user.email, message } as const;
    }
  });
}

/** "Sync User" on the tab and POST /api/admin/google-drive/sync-user, written to the audit log. */
export async function syncUserForAdmin(ctx: AdminContext, email: string): Promise<SyncOutcome> {
  const outcome = await syncUser({ email });
  if (!outcome.ok && outcome.reason === "not-found") return outcome;
  await recordAdminAction(ctx, {
    action: "drive.sync-user",
    targetType: "user",
    targetId: outcome.userId,
    summary: outcome.ok ? `${outcome.email} synced` : `${outcome.email}: ${outcome.message}`,
  });
  return outcome;
}

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

export interface DriveStatus {
  mode: DriveMode;
  serviceInitialized: boolean;
  parentFolderId: string | null;
  clientEmail: string | null;
  lastSync: string | null;
  /** Why the service is not initialised (a configuration problem), else null. */
  error: string | null;
  syncedUsers: number;
  failedUsers: number;
  totalUsers: number;
  bulkSync: BulkSyncRun | null;
}

/** GET /api/admin/google-drive/status and the tab's header. */
export async function driveStatus(db: Executor = getDb()): Promise<DriveStatus> {
  const [setup, [state], [totals], bulkSync] = await Promise.all([
    driveSetup(),
    db
      .select({
        lastSync: max(driveSyncState.lastSyncedAt),
        synced: sql<number>`count(*) FILTER (WHERE ${driveSyncState.status} = 'synced')::int`,
        failed: sql<number>`count(*) FILTER (WHERE ${driveSyncState.status} = 'failed')::int`,
      })
      .from(driveSyncState),
    db.select({ n: count() }).from(users),
    latestBulkSync(db),
  ]);
  return {
    mode: setup.mode,
    serviceInitialized: setup.ok,
    parentFolderId: setup.parentFolderId,
    clientEmail: setup.clientEmail,
    lastSync: state?.lastSync ? new Date(state.lastSync).toISOString() : null,
    error: setup.ok ? null : setup.error,
    syncedUsers: state?.synced ?? 0,
    failedUsers: state?.failed ?? 0,
    totalUsers: totals?.n ?? 0,
    bulkSync,
  };
}

export type ConnectionTest = { ok: true; mode: DriveMode; message: string } | { ok: false; mode: DriveMode; message: string };

/** "Test Connection": reach the parent folder (or the local folder) and say what it is; audited. */
export async function testDriveConnection(ctx: AdminContext): Promise<ConnectionTest> {
  const setup = await driveSetup();
  let outcome: ConnectionTest;
  if (!setup.ok) outcome = { ok: false, mode: setup.mode, message: setup.error };
  else {
    try {
      outcome = { ok: true, mode: setup.mode, message: `Connected to ${await setup.store.check()}.` };
    } catch (error) {
      outcome = { ok: false, mode: setup.mode, message: googleReason(error) };
    }
  }
  await recordAdminAction(ctx, { action: "drive.test", summary: outcome.ok ? "Connection test passed" : `Connection test failed: ${outcome.message}` });
  return outcome;
}

export interface UserSyncRow {
  userId: number;
  email: string;
  status: string;
  lastSyncedAt: string | null;
  error: string | null;
}

/** The tab's list: failed syncs first (they need a look), then the latest synced. */
export async function recentUserSyncs(limit = 10, db: Executor = getDb()): Promise<UserSyncRow[]> {
  const rows = await db
    .select({
      userId: driveSyncState.userId,
      email: users.email,
      status: driveSyncState.status,
      lastSyncedAt: driveSyncState.lastSyncedAt,
      error: driveSyncState.error,
    })
    .from(driveSyncState)
    .innerJoin(users, eq(users.id, driveSyncState.userId))
    .orderBy(sql`${driveSyncState.status} = 'failed' DESC`, sql`${driveSyncState.lastSyncedAt} DESC NULLS LAST`, desc(driveSyncState.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null }));
}
