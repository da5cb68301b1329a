import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { analysisIdSchema, checkNameAndEmail, SIGNUP_PROBLEMS } from "~/lib/schemas/report";
import { getCurrentUser } from "~/http/session.server";
import { EMAIL_SIGNUP_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "~/services/rate-limit.server";
import { ReportRequestError, requestToolkitReport } from "~/services/reports.server";
import { toolkitViewer } from "~/http/viewer.server";

/**
 * POST /api/email-signup-report (visitor-side.md §7): name, email, analysisId, currentSalary.
 * Stores the sign-up and the report and queues the work; answers where to follow its progress.
 * Errors carry `message` (the client shows it) and, for the §5 checks, the toast `title`.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  let body: Record<string, unknown>;
  try {
    body = (await request.json()) as Record<string, unknown>;
  } catch {
    return json({ message: "The request body must be JSON." }, { status: 400 });
  }
  const checked = checkNameAndEmail(body ?? {}, SIGNUP_PROBLEMS);
  if (!checked.ok) return json({ title: checked.problem.title, message: checked.problem.description }, { status: 400 });
  const analysisId = analysisIdSchema.safeParse(body.analysisId);
  if (!analysisId.success) return json({ message: "Analysis Not Found" }, { status: 404 });
  const limit = await hitRateLimit(EMAIL_SIGNUP_LIMIT, context.clientIp ?? "unknown");
  if (!limit.allowed) return json({ message: TOO_MANY_REQUESTS_MESSAGE }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  try {
    const [viewer, user] = await Promise.all([toolkitViewer(request), getCurrentUser(request)]);
    const report = await requestToolkitReport(
      { name: checked.name, email: checked.email, analysisId: analysisId.data, currentSalary: body.currentSalary, userId: user?.id ?? null },
      viewer,
    );
    return json({
      success: true,
      message: "Your toolkit is on its way.",
      reportId: report.reportId,
      downloadToken: report.downloadToken,
      status: report.status,
      reused: report.reused,
      statusUrl: `/api/report-status/${report.downloadToken}`,
      downloadUrl: `/api/download-report/${report.downloadToken}`,
    });
  } catch (error) {
    if (error instanceof ReportRequestError) return json({ message: error.message }, { status: error.status });
    console.error(error);
    return json({ message: "Failed to send toolkit. Please try again." }, { status: 500 });
  }
}

export function loader() {
  return json({ message: "Method not allowed" }, { status: 405 });
}
