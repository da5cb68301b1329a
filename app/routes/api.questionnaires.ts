import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pagedJson } from "~/http/admin-api.server";
import { questionnaireQuerySchema, readApiPageSize, readTableQuery } from "~/lib/admin-query";
import { questionnaireJson } from "~/lib/questionnaire-answers";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { listQuestionnaires } from "~/services/admin/admin-questionnaires.server";

// GET /api/questionnaires (§3, §7): the stored questionnaires, for admins only, each with its
// answers in words (X-Total-Count has the count).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const page = await listQuestionnaires(readTableQuery(questionnaireQuerySchema, params), undefined, readApiPageSize(params));
  return pagedJson(page, questionnaireJson);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
