import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { absoluteUrl, apiMessage, generationLimited, readJson, workflowActor } from "~/http/workflow-request.server";
import { drawPayloadSchema } from "~/lib/schemas/workflow";
import { generateWorkflowImages } from "~/services/workflows.server";

/** POST /api/generate-workflow-images (visitor-side.md §7): { workflow } -> { images }, one per step. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiMessage("Method not allowed", 405);
  const body = await readJson(request);
  if (body === null) return apiMessage("The request body must be JSON.", 400);
  const parsed = drawPayloadSchema.safeParse(body);
  if (!parsed.success) return apiMessage(parsed.error.issues[0]?.message ?? "Invalid request", 400);
  const limited = await generationLimited(context.clientIp);
  if (limited) return limited;
  const { actor } = await workflowActor(request);
  const outcome = await generateWorkflowImages(parsed.data.workflow, parsed.data.savedWorkflowId, actor);
  return json({ images: outcome.images.map((image) => absoluteUrl(request, image.url)) }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = () => apiMessage("Method not allowed", 405);
