import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { SURVEY_API_MESSAGES, surveyFormData } from "~/lib/schemas/survey";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { submitQuestionnaire } from "~/services/questionnaires.server";

/**
 * POST /api/questionnaire (accounts-admin-sales.md §7): the §3 survey payload as JSON. Success:
 * { success, id, earlyAccess }. Refusals: { title: 'Submission failed', message } with 400
 * (message says 'validation', plus each field's errors), 409 ('duplicate'), 429 or 500.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const fields = surveyFormData(body);
  if (!fields) return problemJson({ title: "Submission failed", description: `${SURVEY_API_MESSAGES.validation} The request body must be a JSON object.` }, 400);
  const outcome = await submitQuestionnaire(fields, context.clientIp ?? "unknown");
  if (outcome.ok) {
    return json({ success: true, id: outcome.id, earlyAccess: outcome.earlyAccess }, { status: 201, headers: { "Cache-Control": "no-store" } });
  }
  if (outcome.submission) {
    const errors = outcome.submission.reply().error ?? {};
    return json({ title: outcome.problem.title, message: outcome.problem.description, errors }, { status: outcome.status, headers: { "Cache-Control": "no-store" } });
  }
  return problemJson(outcome.problem, outcome.status, { retryAfterSeconds: outcome.retryAfterSeconds });
}

export const loader = methodNotAllowed;
