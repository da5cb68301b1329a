import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, csvResponse } from "~/http/admin-api.server";
import { isoDate } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { exportQuestionnairesCsv } from "~/services/admin/admin-questionnaires.server";

// GET /api/questionnaires/export (§7): questionnaires-{YYYY-MM-DD}.csv, answers in words, streamed.
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return csvResponse(await exportQuestionnairesCsv(adminContext(admin)), `questionnaires-${isoDate()}.csv`);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
