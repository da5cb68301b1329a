// POST /api/toolkit-waitlist and /api/newsletter: JSON adapters over the same operations and
// the same edge as the pages' forms.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { z } from "zod";
import type { FormProblem } from "~/lib/schemas/problems";
import type { SignupOutcome } from "~/services/marketing/waitlist.server";
import { operationContext } from "./context.server";
import { asFormData, readFields } from "./fields.server";
import { formProblemJson, submitForm, type FormDefinition } from "./forms.server";
import { methodNotAllowed, problemJson } from "./problem.server";

export async function signupApi<Schema extends z.ZodType>(
  { request, context }: ActionFunctionArgs,
  form: FormDefinition<Schema>,
  messages: { success: FormProblem; failed: FormProblem },
  operation: (value: z.output<Schema>) => Promise<SignupOutcome>,
) {
  if (request.method !== "POST") return methodNotAllowed();
  // A body that is not a JSON object (or a form) gets the §8 failure texts.
  const fields = await readFields(request);
  if (!fields) return problemJson(messages.failed, 400);
  const { submission, outcome } = await submitForm(form, asFormData(fields), await operationContext(request, context), (value) => operation(value));
  if (!outcome.ok) return formProblemJson(form, submission, outcome);
  return json({ success: true, title: messages.success.title, message: messages.success.description }, { headers: { "Cache-Control": "no-store" } });
}
