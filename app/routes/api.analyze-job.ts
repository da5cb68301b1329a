import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { analyzeJobPayloadSchema } from "~/lib/schemas/toolkit";
import { getCurrentUser } from "~/http/session.server";
import { AI_GENERATION_LIMIT, TOO_MANY_REQUESTS_MESSAGE, withRateLimit } from "~/services/operations/rate-limit.server";
import { createAnalysis } from "~/services/toolkits/toolkits.server";
import { ensureVisit } from "~/http/visit.server";
import { log } from "~/adapters/log.server";

/** POST /api/analyze-job (visitor-side.md §7): answers analysisId, jobTitle and workAreas. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  // Every request counts towards the limit, a malformed one too (the same wrapper as the wizard's).
  const answer = await withRateLimit(AI_GENERATION_LIMIT, context.clientIp ?? "unknown", () => analyzeJob(request));
  if ("reason" in answer) return json({ message: TOO_MANY_REQUESTS_MESSAGE }, { status: 429, headers: { "Retry-After": String(answer.retryAfterSeconds) } });
  return answer;
}

async function analyzeJob(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ message: "The request body must be JSON." }, { status: 400 });
  }
  const parsed = analyzeJobPayloadSchema.safeParse(body);
  if (!parsed.success) return json({ message: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const [visit, user] = await Promise.all([ensureVisit(request), getCurrentUser(request)]);
  try {
    const created = await createAnalysis(parsed.data, { browserSessionId: visit.id, userId: user?.id ?? null });
    return json(
      { analysisId: created.analysisId, jobTitle: created.jobTitle, workAreas: created.workAreas },
      { headers: visit.setCookie ? { "Set-Cookie": visit.setCookie } : undefined },
    );
  } catch (error) {
    log.error({ err: error }, "Creating an analysis failed");
    return json({ message: "We could not create your toolkit. Please try again." }, { status: 500 });
  }
}

export function loader() {
  return json({ message: "Method not allowed" }, { status: 405 });
}
