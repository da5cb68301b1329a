import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { absoluteUrl, apiMessage, generationLimited, readJson, workflowActor } from "~/http/workflow-request.server";
import { detailPayloadSchema, WORKFLOW_MESSAGES } from "~/lib/schemas/workflow";
import { generateDetailedWorkflow } from "~/services/workflows/workflows.server";

/**
 * POST /api/generate-detailed-workflow (visitor-side.md §7): workflowId plus the same form fields
 * -> { workflow }. Only an option offered for these inputs may be chosen.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiMessage("Method not allowed", 405);
  const body = await readJson(request);
  if (body === null) return apiMessage("The request body must be JSON.", 400);
  const parsed = detailPayloadSchema.safeParse(body);
  if (!parsed.success) return apiMessage(parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const limited = await generationLimited(context.clientIp);
  if (limited) return limited;
  const { actor, setCookie } = await workflowActor(request);
  const outcome = await generateDetailedWorkflow(parsed.data.inputs, parsed.data.workflowId, actor);
  if (!outcome.ok) return apiMessage(WORKFLOW_MESSAGES.workflowUnknown, 400);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (setCookie) headers["Set-Cookie"] = setCookie;
  return json(
    {
      workflow: outcome.workflow,
      savedWorkflowId: outcome.savedWorkflowId,
      shareUrl: absoluteUrl(request, `/aiupskill/workflows/${outcome.savedWorkflowId}?share=${outcome.shareToken}`),
    },
    { headers },
  );
}

export const loader = () => apiMessage("Method not allowed", 405);
