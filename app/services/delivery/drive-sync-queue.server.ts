// Queueing a user's drive sync from registration and sign-in (accounts-admin-sales.md §4: a drive
// sync failure never breaks the user flow). Kept apart from the sync itself so the account
// services need only this.
import { getDb, type Executor } from "../../../db/client";
import { queueJob } from "../operations/jobs.server";
import { log } from "~/adapters/log.server";

export const DRIVE_SYNC_USER_TASK = "drive-sync-user";
export const DRIVE_SYNC_ALL_TASK = "drive-sync-all";

/**
 * Queue a sync of this user, in the caller's transaction when given one. It runs in a savepoint and
 * never throws: a queue that fails costs the sync (the next sign-in or a bulk sync catches up),
 * never the registration or sign-in it follows. A pending sync of the same user is replaced.
 */
export async function queueUserSync(userId: number, db: Executor = getDb()): Promise<boolean> {
  try {
    await db.transaction(async (sp) => {
      await queueJob(DRIVE_SYNC_USER_TASK, { userId }, { jobKey: `drive-sync-user:${userId}`, maxAttempts: 3 }, sp);
    });
    return true;
  } catch (error) {
    log.error({ err: error, userId }, "Drive sync of a user not queued");
    return false;
  }
}
