// The results page's two forms (DESIGN.md §1): the email sign-up (intent=email-report, §5) and a
// tool's Insights (intent=insights, §3). Each shares its schema, rate limit and operation with its
// /api route (POST /api/email-signup-report, POST /api/generate-use-cases). A plain form post
// (JavaScript off) is answered with a redirect; the interactive page's fetcher (it sends the
// scripted field) gets the answer as data and stays where it is.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import type { EmailReportFormError } from "~/components/toolkit/download";
import { operationContext } from "~/http/context.server";
import { EMAIL_REPORT_FORM, orderReportFor } from "~/http/email-report-form.server";
import { formProblem, formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { INSIGHTS_FORM, insightsFor } from "~/http/insights-form.server";
import { toolkitViewer } from "~/http/viewer.server";
import type { ReportStatus } from "~/lib/report-progress";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import type { FormProblem } from "~/lib/schemas/problems";
import { EMAIL_REPORT_PROBLEMS } from "~/lib/schemas/report";
import { SCRIPTED_FIELD } from "~/lib/scripted-submission";
import type { UseCases } from "~/lib/use-cases";

export type ToolkitActionData =
  | { emailReport: EmailReportFormError }
  | { report: { downloadToken: string; status: ReportStatus } }
  | { insights: { toolId: number | null; useCases: UseCases } | { toolId: number | null; problem: FormProblem } }
  /** Set in the browser by the route's clientAction when the request itself broke. */
  | { clientError: string };

const notFound = () => new Response("Analysis Not Found", { status: 404 });
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

export async function toolkitAction({ request, params, context }: ActionFunctionArgs) {
  const analysisId = parseAnalysisId(params.id);
  if (!analysisId) throw notFound();
  const form = await request.formData().catch(() => new FormData());
  const scripted = form.get(SCRIPTED_FIELD) === "1";
  const args = { request, context, form, analysisId, scripted };
  return form.get("intent") === "insights" ? insightsAnswer(args) : emailReportAnswer(args);
}

interface Args {
  request: Request;
  context: ActionFunctionArgs["context"];
  form: FormData;
  analysisId: number;
  scripted: boolean;
}

async function emailReportAnswer({ request, context, form, analysisId, scripted }: Args) {
  if (form.get("intent") !== "email-report") {
    return json<ToolkitActionData>({ emailReport: { problem: EMAIL_REPORT_PROBLEMS.failed, result: null } }, { status: 400 });
  }
  // The salary chosen on the page travels as `salary`. An oversized post is still refused by the
  // schema, but never echoed back in bulk.
  form.set("currentSalary", text(form.get("salary")));
  for (const name of ["name", "email"]) form.set(name, text(form.get(name)).slice(0, 500));
  const viewer = await toolkitViewer(request);
  const { submission, outcome } = await submitForm(EMAIL_REPORT_FORM, form, await operationContext(request, context), orderReportFor(analysisId, viewer));
  if (!outcome.ok) {
    // A page without JavaScript has nothing left to show; the dialog says so in its toast.
    if (outcome.reason === "not-found" && !scripted) throw notFound();
    const headers = outcome.reason === "rate-limited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return json<ToolkitActionData>(
      // What was typed comes back into the form (conform's reply) with the refusal.
      { emailReport: { problem: formProblem(EMAIL_REPORT_FORM, submission, outcome), result: formReply(EMAIL_REPORT_FORM, submission, outcome) } },
      { status: refusalStatus(outcome), headers },
    );
  }
  // The dialog follows the report's progress itself.
  if (scripted) return json<ToolkitActionData>({ report: { downloadToken: outcome.downloadToken, status: outcome.status } });
  // A visitor who came by the share link keeps it for the way back to the toolkit. The fragment
  // replaces the form's #get-toolkit, which the browser would otherwise carry over.
  const share = viewer.shareToken ? `?share=${viewer.shareToken}` : "";
  return redirect(`/report/${outcome.downloadToken}${share}#main`);
}

async function insightsAnswer({ request, context, form, analysisId, scripted }: Args) {
  const viewer = await toolkitViewer(request);
  const { submission, outcome } = await submitForm(INSIGHTS_FORM, form, await operationContext(request, context), insightsFor(viewer, analysisId));
  const toolId = submission.status === "success" ? submission.value.recommendationId : null;
  if (scripted) {
    if (outcome.ok) return json<ToolkitActionData>({ insights: { toolId, useCases: outcome.useCases } });
    return json<ToolkitActionData>({ insights: { toolId, problem: formProblem(INSIGHTS_FORM, submission, outcome) } }, { status: refusalStatus(outcome) });
  }
  // Without JavaScript a tool's insights have their own URL (the salary and share link kept),
  // which shows what was stored just now; a recommendation not on this toolkit leads back to it.
  const url = new URL(request.url);
  url.searchParams.delete("insights");
  if (!outcome.ok && (outcome.reason === "not-found" || outcome.reason === "invalid")) return redirect(`${url.pathname}${url.search}#toolkit-tools`);
  if (toolId !== null) url.searchParams.set("insights", String(toolId));
  return redirect(`${url.pathname}${url.search}#insights`);
}
