import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { DRIVE_TOASTS } from "~/lib/schemas/admin-drive";
import { requestBulkSync } from "~/services/delivery/drive-bulk-sync.server";

// POST /api/admin/google-drive/sync-all (§7): queues the job that syncs every user; its progress is
// in the status (bulkSync). 409 while one is queued or running.
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await requestBulkSync(adminContext(admin));
  if (!outcome.ok) {
    return problemJson(
      { title: DRIVE_TOASTS.bulkFailed.title, description: `A sync of all users is already running (${outcome.run.done} of ${outcome.run.total}).` },
      409,
    );
  }
  return noStoreJson({ success: true, message: `Syncing all ${outcome.run.total} users in the background.`, run: outcome.run }, 202);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
