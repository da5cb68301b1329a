import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { listRecentAdminActions } from "~/services/operations/admin-audit.server";

// GET /api/admin/audit-log: the latest admin actions (?limit, at most 200; default 50).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const limit = Number(new URL(request.url).searchParams.get("limit"));
  return noStoreJson(await listRecentAdminActions(Number.isInteger(limit) && limit > 0 ? limit : 50));
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
