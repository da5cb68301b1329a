import { absoluteUrl, apiMessage, drawApiAction, drawingRefused } from "~/http/workflow-request.server";
import { generateWorkflowFlowchart } from "~/services/workflows/workflow-images.server";

/** POST /api/generate-workflow-flowchart (visitor-side.md §7): { workflow } -> { flowchart }, a JPEG's address. */
export const action = drawApiAction(async (payload, actor, request, subject) => {
  const outcome = await generateWorkflowFlowchart(payload.workflow, payload.savedWorkflowId, actor, subject);
  if (!outcome.ok) return drawingRefused(outcome);
  return { flowchart: absoluteUrl(request, outcome.flowchart.url) };
});

export const loader = () => apiMessage("Method not allowed", 405);
