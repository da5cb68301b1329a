import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, csvResponse } from "~/http/admin-api.server";
import { isoDate } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { exportUsersCsv } from "~/services/admin/admin-users.server";

// GET /api/admin/users/export-new (§7): new-users-{YYYY-MM-DD}.csv, streamed.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return csvResponse(await exportUsersCsv(adminContext(admin), "new"), `new-users-${isoDate()}.csv`);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
