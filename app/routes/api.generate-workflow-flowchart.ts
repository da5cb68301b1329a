import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { absoluteUrl, apiMessage, generationLimited, readJson, workflowActor } from "~/http/workflow-request.server";
import { drawPayloadSchema } from "~/lib/schemas/workflow";
import { generateWorkflowFlowchart } from "~/services/workflows.server";

/** POST /api/generate-workflow-flowchart (visitor-side.md §7): { workflow } -> { flowchart }, a JPEG's address. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiMessage("Method not allowed", 405);
  const body = await readJson(request);
  if (body === null) return apiMessage("The request body must be JSON.", 400);
  const parsed = drawPayloadSchema.safeParse(body);
  if (!parsed.success) return apiMessage(parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const limited = await generationLimited(context.clientIp);
  if (limited) return limited;
  const { actor } = await workflowActor(request);
  const outcome = await generateWorkflowFlowchart(parsed.data.workflow, parsed.data.savedWorkflowId, actor);
  return json({ flowchart: absoluteUrl(request, outcome.flowchart.url) }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = () => apiMessage("Method not allowed", 405);
