import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { AI_GENERATION_LIMIT, TOO_MANY_REQUESTS_MESSAGE, withRateLimit } from "~/services/operations/rate-limit.server";
import { generateUseCasesRequestSchema } from "~/lib/use-cases";
import { recommendationInsights, requestedUseCases } from "~/services/toolkits/use-cases.server";
import { toolkitViewer } from "~/http/viewer.server";
import { log } from "~/adapters/log.server";

const noStore = { "Cache-Control": "no-store" };

/**
 * POST /api/generate-use-cases (visitor-side.md §7): {toolName, toolDescription, toolCategory,
 * jobTitle, jobDescription} answers {specificApplications, implementationTips, successMetrics}.
 * With a recommendationId the answer is made from that recommendation's own stored data and
 * stored on it; the viewer must be allowed to see its toolkit (else 404, as for the page). That
 * is the results page's Insights operation (see app/http/insights-form.server.ts).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405, headers: noStore });
  const answer = await withRateLimit(AI_GENERATION_LIMIT, context.clientIp ?? "unknown", () => generateUseCases(request));
  if ("reason" in answer) {
    return json({ message: TOO_MANY_REQUESTS_MESSAGE }, { status: 429, headers: { ...noStore, "Retry-After": String(answer.retryAfterSeconds) } });
  }
  return answer;
}

async function generateUseCases(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ message: "The request body must be JSON." }, { status: 400, headers: noStore });
  }
  const parsed = generateUseCasesRequestSchema.safeParse(body);
  if (!parsed.success) return json({ message: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400, headers: noStore });
  const input = parsed.data;
  const failed = () => json({ message: "Failed to generate specific use cases" }, { status: 500, headers: noStore });
  if (input.recommendationId !== undefined) {
    const outcome = await recommendationInsights({ recommendationId: input.recommendationId }, await toolkitViewer(request));
    if (outcome.ok) return json(outcome.useCases, { headers: noStore });
    return outcome.reason === "not-found" ? json({ message: "Recommendation not found" }, { status: 404, headers: noStore }) : failed();
  }
  try {
    return json(await requestedUseCases(input), { headers: noStore });
  } catch (error) {
    log.error({ err: error }, "Generating use cases failed");
    return failed();
  }
}

export function loader() {
  return json({ message: "Method not allowed" }, { status: 405, headers: noStore });
}
