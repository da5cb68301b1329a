import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { operationContext } from "~/http/context.server";
import { formProblemJson, submitForm } from "~/http/forms.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { SURVEY_FORM } from "~/http/survey-form.server";
import { SUBMISSION_FAILED, SURVEY_API_MESSAGES, surveyFormData } from "~/lib/schemas/survey";
import { submitQuestionnaire } from "~/services/marketing/questionnaires.server";

/**
 * POST /api/questionnaire (accounts-admin-sales.md §7): the §3 survey payload as JSON. Success:
 * { success, id, earlyAccess }. Refusals: problem JSON titled 'Submission failed' with 400
 * (message says 'validation', plus each field's errors), 409 ('duplicate'), 429 or 500.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body: unknown = await request.json().catch(() => null);
  const fields = surveyFormData(body);
  if (!fields) return problemJson({ title: SUBMISSION_FAILED, description: `${SURVEY_API_MESSAGES.validation} The request body must be a JSON object.` }, 400);
  const { submission, outcome } = await submitForm(SURVEY_FORM, fields, await operationContext(request, context), (answers) => submitQuestionnaire(answers));
  if (!outcome.ok) return formProblemJson(SURVEY_FORM, submission, outcome);
  return json({ success: true, id: outcome.id, earlyAccess: outcome.earlyAccess }, { status: 201, headers: { "Cache-Control": "no-store" } });
}

export const loader = methodNotAllowed;
