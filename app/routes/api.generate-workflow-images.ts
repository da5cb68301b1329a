import { absoluteUrl, apiMessage, drawApiAction } from "~/http/workflow-request.server";
import { generateWorkflowImages } from "~/services/workflows.server";

/** POST /api/generate-workflow-images (visitor-side.md §7): { workflow } -> { images }, one per step. */
export const action = drawApiAction(async (payload, actor, request) => {
  const outcome = await generateWorkflowImages(payload.workflow, payload.savedWorkflowId, actor);
  return { images: outcome.images.map((image) => absoluteUrl(request, image.url)) };
});

export const loader = () => apiMessage("Method not allowed", 405);
