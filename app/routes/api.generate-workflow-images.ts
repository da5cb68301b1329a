import { absoluteUrl, apiMessage, drawApiAction, drawingRefused } from "~/http/workflow-request.server";
import { generateWorkflowImages } from "~/services/workflows/workflow-images.server";

/** POST /api/generate-workflow-images (visitor-side.md §7): { workflow } -> { images }, one per step. */
export const action = drawApiAction(async (payload, actor, request, subject) => {
  const outcome = await generateWorkflowImages(payload.workflow, payload.savedWorkflowId, actor, subject);
  if (!outcome.ok) return drawingRefused(outcome);
  return { images: outcome.images.map((image) => absoluteUrl(request, image.url)) };
});

export const loader = () => apiMessage("Method not allowed", 405);
