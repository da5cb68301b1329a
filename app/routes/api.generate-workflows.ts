import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { absoluteUrl, apiMessage, generationLimited, readJson, workflowActor } from "~/http/workflow-request.server";
import { generateStepSchema } from "~/lib/schemas/workflow";
import { generateWorkflowOptions } from "~/services/workflows/workflows.server";

/**
 * POST /api/generate-workflows (visitor-side.md §7): jobRole, industry, currentTools,
 * selectedWorkArea, additionalInfo -> { workflows }. The workflow is stored with its inputs;
 * savedWorkflowId and shareUrl say where.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiMessage("Method not allowed", 405);
  const body = await readJson(request);
  if (body === null) return apiMessage("The request body must be JSON.", 400);
  const parsed = generateStepSchema.safeParse(body);
  if (!parsed.success) return apiMessage(parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const limited = await generationLimited(context.clientIp);
  if (limited) return limited;
  const { actor, setCookie } = await workflowActor(request);
  const outcome = await generateWorkflowOptions(parsed.data, actor);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (setCookie) headers["Set-Cookie"] = setCookie;
  return json(
    {
      workflows: outcome.workflows,
      savedWorkflowId: outcome.savedWorkflowId,
      shareUrl: absoluteUrl(request, `/aiupskill/workflows/${outcome.savedWorkflowId}?share=${outcome.shareToken}`),
    },
    { headers },
  );
}

export const loader = () => apiMessage("Method not allowed", 405);
