import type { Task } from "graphile-worker";
import { runBulkSync, stopBulkSync } from "../../app/services/delivery/drive-bulk-sync.server";
import { syncUser } from "../../app/services/delivery/drive-sync.server";

// A user's drive sync, queued by registration and sign-in: a drive that fails throws, so Graphile
// retries it a few times; the user never waits for it.
export const driveSyncUserTask: Task = async (payload, helpers) => {
  const userId = Number((payload as { userId?: unknown })?.userId);
  if (!Number.isInteger(userId) || userId < 1) throw new Error("drive-sync-user needs a userId");
  const outcome = await syncUser({ id: userId });
  if (outcome.ok) {
    helpers.logger.info(`Drive sync of user ${userId}: ${JSON.stringify(outcome.files)}`);
    return;
  }
  // An account deleted since the job was queued has nothing left to sync.
  if (outcome.reason === "not-found") return;
  throw new Error(`Drive sync of user ${userId} failed: ${outcome.message}`);
};

// "Sync All Users": the run's progress is in drive_sync_runs.
export const driveSyncAllTask: Task = async (payload, helpers) => {
  const runId = Number((payload as { runId?: unknown })?.runId);
  if (!Number.isInteger(runId) || runId < 1) throw new Error("drive-sync-all needs a runId");
  let run;
  try {
    run = await runBulkSync(runId);
  } catch (error) {
    // Retried from the last user reached; after the last attempt the run is marked stopped.
    if (helpers.job.attempts >= helpers.job.max_attempts) await stopBulkSync(runId, `Stopped: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  helpers.logger.info(`Bulk drive sync ${runId}: ${run ? `${run.status}, ${run.done} of ${run.total}, ${run.failed} failed` : "no such run"}`);
};
