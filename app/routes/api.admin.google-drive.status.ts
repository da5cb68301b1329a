import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { driveStatus } from "~/services/delivery/drive-status.server";

// GET /api/admin/google-drive/status (§3 "Cloud-drive status", polled every 30 s): serviceInitialized,
// parentFolderId, clientEmail, lastSync, plus the mode (google or local) and the bulk sync's progress.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return noStoreJson(await driveStatus());
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
