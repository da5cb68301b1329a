import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { requestBackup } from "~/services/operations/backup-status.server";

// POST /api/admin/backup/force (§7): queues an incremental backup now; 409 while one is queued or running.
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await requestBackup(adminContext(admin), "incremental");
  if (!outcome.ok) return problemJson({ title: "Error", description: "A backup is already running." }, 409);
  return noStoreJson({ success: true, message: "Backup started", kind: outcome.kind }, 202);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
