import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { latestBackupLogs } from "~/services/operations/backup-runs.server";

// GET /api/admin/backup-logs (§3 "Backup log", §9: the latest 10 entries).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const logs = await latestBackupLogs(10);
  return noStoreJson(
    logs.map((l) => ({
      id: l.id,
      timestamp: l.timestamp.toISOString(),
      status: l.status,
      kind: l.kind,
      usersBackedUp: l.usersBackedUp,
      toolkitsBackedUp: l.toolkitsBackedUp,
      activitiesBackedUp: l.activitiesBackedUp,
      duration: l.durationMs,
      errors: l.errors,
      details: l.details,
    })),
  );
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
