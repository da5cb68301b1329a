// The Google Drive tab's status: which drive, whether it is reachable, the last syncs.
import { count, desc, eq, max, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { driveSyncState, users } from "../../../db/schema/index";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { driveSetup, type DriveMode } from "../../adapters/drive/index.server";
import { googleReason } from "../../adapters/drive/google-store.server";
import { type BulkSyncRun, latestBulkSync } from "./drive-bulk-sync.server";

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
