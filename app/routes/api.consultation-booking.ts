import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { analysisIdSchema, checkConsultation } from "~/lib/schemas/report";
import { bookConsultation, CONSULTATION_SENT, ConsultationError } from "~/services/consultations.server";
import { EMAIL_SIGNUP_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "~/services/rate-limit.server";
import { toolkitViewer } from "~/http/viewer.server";

/**
 * POST /api/consultation-booking (visitor-side.md §7): name, email, company, phone, workArea,
 * workAreaDescription, jobTitle, analysisId. Errors carry `message` (and `title` for §5 checks).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  let body: Record<string, unknown>;
  try {
    body = ((await request.json()) ?? {}) as Record<string, unknown>;
  } catch {
    return json({ message: "The request body must be JSON." }, { status: 400 });
  }
  const checked = checkConsultation(body);
  if (!checked.ok) return json({ title: checked.problem.title, message: checked.problem.description }, { status: 400 });
  const hasAnalysis = body.analysisId !== undefined && body.analysisId !== null && body.analysisId !== "";
  const analysisId = hasAnalysis ? analysisIdSchema.safeParse(body.analysisId) : null;
  if (analysisId && !analysisId.success) return json({ message: "Analysis Not Found" }, { status: 404 });
  const limit = await hitRateLimit(EMAIL_SIGNUP_LIMIT, context.clientIp ?? "unknown");
  if (!limit.allowed) return json({ message: TOO_MANY_REQUESTS_MESSAGE }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  try {
    await bookConsultation({ ...checked.fields, analysisId: analysisId?.data ?? null }, await toolkitViewer(request));
    return json({ success: true, title: CONSULTATION_SENT.title, message: CONSULTATION_SENT.description });
  } catch (error) {
    if (error instanceof ConsultationError) return json({ message: error.message }, { status: error.status });
    console.error(error);
    return json({ message: "Failed to book consultation. Please try again." }, { status: 500 });
  }
}

export function loader() {
  return json({ message: "Method not allowed" }, { status: 405 });
}
