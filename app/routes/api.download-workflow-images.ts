import type { ActionFunctionArgs } from "@remix-run/node";
import { apiMessage, ownOrigins, readJson } from "~/http/workflow-request.server";
import { WORKFLOW_MESSAGES } from "~/lib/schemas/workflow";
import { resolveOwnFiles } from "~/services/workflows/workflow-files.server";
import { zipImages } from "~/services/workflows/workflow-zip.server";

/**
 * POST /api/download-workflow-images (visitor-side.md §7): { images } -> workflow-images.zip.
 * Each image is named by its id or its address here; nothing else is fetched or accepted.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiMessage("Method not allowed", 405);
  const body = (await readJson(request)) as { images?: unknown } | null;
  if (body === null) return apiMessage("The request body must be JSON.", 400);
  const images = body.images;
  if (!Array.isArray(images) || images.length === 0 || images.length > 8) return apiMessage(WORKFLOW_MESSAGES.notOurImages, 400);
  const outcome = await resolveOwnFiles(images, "image", ownOrigins(request));
  if (!outcome.ok) return apiMessage(WORKFLOW_MESSAGES.notOurImages, 400);
  const zip = await zipImages(outcome.files);
  return new Response(new Uint8Array(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="workflow-images.zip"',
      "Content-Length": String(zip.length),
      "Cache-Control": "no-store",
    },
  });
}

export const loader = () => apiMessage("Method not allowed", 405);
