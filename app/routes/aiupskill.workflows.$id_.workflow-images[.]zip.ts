import type { LoaderFunctionArgs } from "@remix-run/node";
import { workflowViewer } from "~/http/workflow-request.server";
import { storedFilesOf } from "~/services/workflows/workflow-files.server";
import { zipImages } from "~/services/workflows/workflow-zip.server";

/** 'Download images': the workflow's step images as workflow-images.zip. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const files = id ? await storedFilesOf(id, await workflowViewer(request), "image") : null;
  if (!files || files.length === 0)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const zip = await zipImages(files);
  return new Response(new Uint8Array(zip), {
    headers: { "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="workflow-images.zip"', "Cache-Control": "no-store" },
  });
}
