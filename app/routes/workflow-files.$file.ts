import type { LoaderFunctionArgs } from "@remix-run/node";
import { readWorkflowFile } from "~/services/workflows/workflow-files.server";

/**
 * A file the workflow generator made (a step image, a flowchart, a PDF), by its random id. The id
 * is the capability, as for a share link: it is only ever shown to those who may see the workflow.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const match = /^([A-Za-z0-9_-]{22,64})\.(png|jpg|pdf)$/.exec(params.file ?? "");
  const file = match ? await readWorkflowFile(match[1]!) : null;
  const extension = file ? { image: "png", flowchart: "jpg", pdf: "pdf" }[file.kind] : null;
  if (!file || extension !== match![2]) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.length),
      // A file never changes under its id.
      "Cache-Control": "private, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
