import type { ActionFunctionArgs } from "@remix-run/node";
import { apiMessage, ownOrigins, readJson } from "~/http/workflow-request.server";
import { WORKFLOW_MESSAGES } from "~/lib/schemas/workflow";
import { resolveOwnFiles } from "~/services/workflows/workflow-files.server";

/**
 * POST /api/download-workflow-flowchart (visitor-side.md §7): { flowchart } ->
 * workflow-flowchart.jpg. The flowchart is named by its id or its address here, never fetched.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiMessage("Method not allowed", 405);
  const body = (await readJson(request)) as { flowchart?: unknown } | null;
  if (body === null) return apiMessage("The request body must be JSON.", 400);
  const outcome = await resolveOwnFiles([body.flowchart], "flowchart", ownOrigins(request));
  if (!outcome.ok) return apiMessage(WORKFLOW_MESSAGES.notOurFlowchart, 400);
  const file = outcome.files[0]!;
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Disposition": 'attachment; filename="workflow-flowchart.jpg"',
      "Content-Length": String(file.data.length),
      "Cache-Control": "no-store",
    },
  });
}

export const loader = () => apiMessage("Method not allowed", 405);
