import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { listGapReports } from "~/services/catalogue/gap-analysis.server";

// GET /api/admin/gap-analysis/reports (§7): the reports, newest first.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return noStoreJson(await listGapReports());
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
