import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { requestGapReport } from "~/services/catalogue/gap-analysis.server";

// POST /api/admin/gap-analysis/trigger (§7): writes a report now and emails it to the admins.
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await requestGapReport(adminContext(admin));
  if (!outcome.ok) return problemJson({ title: "Error", description: "No toolkits have been generated yet, so there is nothing to analyse." }, 409);
  return noStoreJson({ success: true, report: outcome.report, gaps: outcome.gaps }, 201);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
