import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { operationContext } from "~/http/context.server";
import { EMAIL_REPORT_FORM, orderReportFor } from "~/http/email-report-form.server";
import { asFormData, readFields } from "~/http/fields.server";
import { formProblemJson, submitForm } from "~/http/forms.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { toolkitViewer } from "~/http/viewer.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";

/**
 * POST /api/email-signup-report (visitor-side.md §7): name, email, analysisId, currentSalary.
 * Stores the sign-up and the report and queues the work; answers where to follow its progress.
 * Refusals are problem JSON: `message` is what the client shows, `title` the §5 toast title.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const fields = await readFields(request, { numbers: ["analysisId", "currentSalary"] });
  if (!fields) return problemJson({ title: "Error", description: "The request body must be JSON." }, 400);
  const analysisId = parseAnalysisId(fields.analysisId);
  const { submission, outcome } = await submitForm(EMAIL_REPORT_FORM, asFormData(fields), await operationContext(request, context), async (signup, ctx) =>
    analysisId === null ? { ok: false, reason: "not-found" as const } : orderReportFor(analysisId, await toolkitViewer(request))(signup, ctx),
  );
  if (!outcome.ok) return formProblemJson(EMAIL_REPORT_FORM, submission, outcome);
  return json({
    success: true,
    message: "Your toolkit is on its way.",
    reportId: outcome.reportId,
    downloadToken: outcome.downloadToken,
    status: outcome.status,
    reused: outcome.reused,
    statusUrl: `/api/report-status/${outcome.downloadToken}`,
    downloadUrl: `/api/download-report/${outcome.downloadToken}`,
  });
}

export const loader = methodNotAllowed;
