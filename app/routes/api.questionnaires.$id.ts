import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson } from "~/http/admin-api.server";
import { parseRecordId } from "~/lib/admin-query";
import { questionnaireJson } from "~/lib/questionnaire-answers";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { deleteQuestionnaire, getQuestionnaire } from "~/services/admin/admin-questionnaires.server";

// GET and DELETE /api/questionnaires/{id} (§7), for admins only.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseRecordId(params.id);
  const found = id === null ? null : await getQuestionnaire(id);
  if (!found) return problemJson({ title: "Error", description: "Questionnaire not found" }, 404);
  return noStoreJson(questionnaireJson(found));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "DELETE") return methodNotAllowed();
  const id = parseRecordId(params.id);
  const outcome = id === null ? null : await deleteQuestionnaire(adminContext(admin), id);
  if (!outcome?.ok) return problemJson({ title: "Error", description: "Questionnaire not found" }, 404);
  return noStoreJson({ success: true, message: "Questionnaire deleted", id });
}
