import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { CONSULTATION_FORM } from "~/http/consultation-form.server";
import { operationContext } from "~/http/context.server";
import { asFormData, readFields } from "~/http/fields.server";
import { formProblemJson, submitForm } from "~/http/forms.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { toolkitViewer } from "~/http/viewer.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { bookConsultation, CONSULTATION_SENT } from "~/services/sales/consultations.server";

/**
 * POST /api/consultation-booking (visitor-side.md §7): name, email, company, phone, workArea,
 * workAreaDescription, jobTitle, analysisId. Refusals are problem JSON (the §5 titles for the
 * field checks); an analysisId this visitor may not see answers 404.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const fields = await readFields(request, { numbers: ["analysisId"] });
  if (!fields) return problemJson({ title: "Error", description: "The request body must be JSON." }, 400);
  // A named toolkit that cannot be one is as missing as one that does not exist.
  if (fields.analysisId && parseAnalysisId(fields.analysisId) === null) return problemJson({ title: "Error", description: "Analysis Not Found" }, 404);
  const viewer = await toolkitViewer(request);
  const { submission, outcome } = await submitForm(CONSULTATION_FORM, asFormData(fields), await operationContext(request, context), (booking) =>
    bookConsultation(booking, viewer),
  );
  if (!outcome.ok) return formProblemJson(CONSULTATION_FORM, submission, outcome);
  return json({ success: true, title: CONSULTATION_SENT.title, message: CONSULTATION_SENT.description });
}

export const loader = methodNotAllowed;
