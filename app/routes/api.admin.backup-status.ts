import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { backupStatus } from "~/services/operations/backup-status.server";

// GET /api/admin/backup-status (§3 "Backup status"): isRunning, errors, lastRun, nextRun, totalUsers, totalToolkits.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return noStoreJson(await backupStatus());
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
