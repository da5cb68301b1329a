import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { operationContext } from "~/http/context.server";
import { methodNotAllowed } from "~/http/problem.server";
import { roadmapFromRequest, roadmapProblem } from "~/http/roadmap.server";

/**
 * POST /api/generate-roadmap (visitor-side.md §7): the spec's JSON { toolkitContent, userEmail }
 * or multipart with the document in 'file' -> { userData, roadmap, hasAccess }. The same
 * operation as the page; a signed-in learner's roadmap is saved (roadmapId).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await roadmapFromRequest(request, await operationContext(request, context));
  if (!outcome.ok) return roadmapProblem(outcome.reason, "retryAfterSeconds" in outcome ? (outcome.retryAfterSeconds as number) : undefined);
  const { userData, roadmap, hasAccess, notFound, roadmapId } = outcome;
  return json({ userData, roadmap, hasAccess, notFound, roadmapId }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = () => methodNotAllowed();
