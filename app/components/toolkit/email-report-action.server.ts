// The results page's email sign-up without JavaScript (intent=email-report): the same checks,
// rate limit and service as POST /api/email-signup-report, then the report's status page.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { REPORT_FAILED_TEXT } from "~/lib/report-progress";
import { checkNameAndEmail, SIGNUP_PROBLEMS } from "~/lib/schemas/report";
import { getCurrentUser } from "~/http/session.server";
import { EMAIL_SIGNUP_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "~/services/rate-limit.server";
import { ReportRequestError, requestToolkitReport } from "~/services/reports.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { toolkitViewer } from "~/http/viewer.server";
import type { EmailReportFormError } from "./download";

export interface EmailReportActionData {
  emailReport: EmailReportFormError;
}

const notFound = () => new Response("Analysis Not Found", { status: 404 });
const text = (v: FormDataEntryValue | null) => (typeof v === "string" ? v : "");

export async function emailReportAction({ request, params, context }: ActionFunctionArgs) {
  const analysisId = parseAnalysisId(params.id);
  if (!analysisId) throw notFound();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const values = { name: text(form.get("name")).slice(0, 500), email: text(form.get("email")).slice(0, 500) };
  const fail = (status: number, title: string, description: string, headers?: HeadersInit) =>
    json<EmailReportActionData>({ emailReport: { problem: { title, description }, values } }, { status, headers });

  if (form.get("intent") !== "email-report") return fail(400, "Error", REPORT_FAILED_TEXT);
  const checked = checkNameAndEmail(values, SIGNUP_PROBLEMS);
  if (!checked.ok) return fail(400, checked.problem.title, checked.problem.description);

  const limit = await hitRateLimit(EMAIL_SIGNUP_LIMIT, context.clientIp ?? "unknown");
  if (!limit.allowed) return fail(429, "Error", TOO_MANY_REQUESTS_MESSAGE, { "Retry-After": String(limit.retryAfterSeconds) });

  try {
    const [viewer, user] = await Promise.all([toolkitViewer(request), getCurrentUser(request)]);
    const report = await requestToolkitReport(
      { name: checked.name, email: checked.email, analysisId, currentSalary: form.get("salary"), userId: user?.id ?? null },
      viewer,
    );
    // A visitor who came by the share link keeps it for the way back to the toolkit. The fragment
    // replaces the form's #get-toolkit, which the browser would otherwise carry over.
    const share = viewer.shareToken ? `?share=${viewer.shareToken}` : "";
    return redirect(`/report/${report.downloadToken}${share}#main`);
  } catch (error) {
    if (error instanceof ReportRequestError && error.status === 404) throw notFound();
    if (error instanceof ReportRequestError) return fail(error.status, "Error", error.message);
    console.error("Requesting a toolkit report failed", error);
    return fail(500, "Error", REPORT_FAILED_TEXT);
  }
}
