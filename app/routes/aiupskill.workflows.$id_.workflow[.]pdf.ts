import type { LoaderFunctionArgs } from "@remix-run/node";
import { workflowViewer } from "~/http/workflow-request.server";
import { config } from "~/config.server";
import { workflowPdf } from "~/services/workflows/workflow-pdf-file.server";

/** 'Download PDF': the whole workflow (steps, tools, hours, flowchart when drawn) as workflow.pdf. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const pdf = id ? await workflowPdf(id, await workflowViewer(request), config.appUrl) : null;
  if (!pdf) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(pdf), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="workflow.pdf"', "Cache-Control": "no-store" },
  });
}
