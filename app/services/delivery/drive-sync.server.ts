// Cloud-drive sync (accounts-admin-sales.md §2 "Cloud-drive panel", §3 "Cloud-drive status"):
// one user's folder, now (registration, sign-in, the admin's "Sync User", `academy drive sync`).
// What goes in it is drive-folder.server.ts's; a bulk sync of every user is drive-bulk-sync.server.ts.
import { eq, sql } from "drizzle-orm";
import { getDb } from "../../../db/client";
import { users } from "../../../db/schema/index";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { driveSetup, type DriveMode } from "../../adapters/drive/index.server";
import { googleReason } from "../../adapters/drive/google-store.server";
import { recordState, writeUserFolder } from "./drive-folder.server";

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
