// The results page's email sign-up without JavaScript (intent=email-report): the same schema, rate
// limit and operation as POST /api/email-signup-report, then the report's status page.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { operationContext } from "~/http/context.server";
import { EMAIL_REPORT_FORM, orderReportFor } from "~/http/email-report-form.server";
import { formProblem, refusalStatus, submitForm } from "~/http/forms.server";
import { toolkitViewer } from "~/http/viewer.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { EMAIL_REPORT_PROBLEMS } from "~/lib/schemas/report";
import type { EmailReportFormError } from "./download";

export interface EmailReportActionData {
  emailReport: EmailReportFormError;
}

const notFound = () => new Response("Analysis Not Found", { status: 404 });
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

export async function emailReportAction({ request, params, context }: ActionFunctionArgs) {
  const analysisId = parseAnalysisId(params.id);
  if (!analysisId) throw notFound();
  const form = await request.formData().catch(() => new FormData());
  // What was typed comes back into the form after a refusal.
  const values = { name: text(form.get("name")).slice(0, 500), email: text(form.get("email")).slice(0, 500) };
  if (form.get("intent") !== "email-report") {
    return json<EmailReportActionData>({ emailReport: { problem: EMAIL_REPORT_PROBLEMS.failed, values } }, { status: 400 });
  }
  // The salary chosen on the page travels as `salary`.
  form.set("currentSalary", text(form.get("salary")));
  const viewer = await toolkitViewer(request);
  const { submission, outcome } = await submitForm(EMAIL_REPORT_FORM, form, await operationContext(request, context), orderReportFor(analysisId, viewer));
  if (!outcome.ok) {
    if (outcome.reason === "not-found") throw notFound();
    const headers = outcome.reason === "rate-limited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return json<EmailReportActionData>(
      { emailReport: { problem: formProblem(EMAIL_REPORT_FORM, submission, outcome), values } },
      { status: refusalStatus(outcome), headers },
    );
  }
  // A visitor who came by the share link keeps it for the way back to the toolkit. The fragment
  // replaces the form's #get-toolkit, which the browser would otherwise carry over.
  const share = viewer.shareToken ? `?share=${viewer.shareToken}` : "";
  return redirect(`/report/${outcome.downloadToken}${share}#main`);
}
