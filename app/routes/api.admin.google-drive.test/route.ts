import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { DRIVE_TOASTS } from "~/lib/schemas/admin-drive";
import { testDriveConnection } from "~/services/delivery/drive-status.server";

// POST /api/admin/google-drive/test (§7): reaches the drive; a failure is 502 with the reason.
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await testDriveConnection(adminContext(admin));
  if (!outcome.ok) return problemJson({ title: DRIVE_TOASTS.testFailed.title, description: `${DRIVE_TOASTS.testFailed.description} ${outcome.message}` }, 502);
  return noStoreJson({ success: true, mode: outcome.mode, message: outcome.message });
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
