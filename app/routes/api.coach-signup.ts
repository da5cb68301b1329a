import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { COACH_FORM } from "~/http/coach-form.server";
import { operationContext } from "~/http/context.server";
import { asFormData, readFields } from "~/http/fields.server";
import { formProblemJson, submitForm } from "~/http/forms.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { COACH_SUCCESS } from "~/lib/schemas/coach";
import { signUpForCoach } from "~/services/coach/signup.server";

/**
 * POST /api/coach-signup: JSON { email, source: 'hero' | 'footer' }, for outside clients (the
 * spec's forms make no call; ours store the sign-up and email a challenge; the /coach forms post
 * to their page's action). Success: { success, kind, title, message }; refusals: problem JSON
 * (visitor-side.md §5, §8).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const fields = await readFields(request);
  if (!fields) return problemJson({ title: "Error", description: "The request body must be JSON." }, 400);
  const { submission, outcome } = await submitForm(COACH_FORM, asFormData(fields), await operationContext(request, context), (signup) =>
    signUpForCoach(signup),
  );
  if (!outcome.ok) return formProblemJson(COACH_FORM, submission, outcome);
  const message = COACH_SUCCESS[outcome.kind];
  return json({ success: true, kind: outcome.kind, title: message.title, message: message.description }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = methodNotAllowed;
