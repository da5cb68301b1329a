import type { LoaderFunctionArgs } from "@remix-run/node";
import { workflowViewer } from "~/http/workflow-request.server";
import { storedFilesOf } from "~/services/workflows/workflow-files.server";

/** 'Download flowchart': the workflow's flowchart as workflow-flowchart.jpg. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const files = id ? await storedFilesOf(id, await workflowViewer(request), "flowchart") : null;
  if (!files || files.length === 0)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(files[0]!.data), {
    headers: { "Content-Type": "image/jpeg", "Content-Disposition": 'attachment; filename="workflow-flowchart.jpg"', "Cache-Control": "no-store" },
  });
}
