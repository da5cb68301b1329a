// 'Download PDF' of a stored workflow: rendered once per version of its detail
// (workflow-pdf.server.tsx) and kept as one of its files.
import { and, eq } from "drizzle-orm";
import { getDb } from "../../../db/client";
import { workflowFiles } from "../../../db/schema/index";
import type { WorkflowViewer } from "./workflow-access.server";
import { getWorkflow } from "./workflow-views.server";
import { newFileId, readWorkflowFile } from "./workflow-files.server";

/** The PDF of a stored workflow, made once per version of its detail and kept as a file. */
export async function workflowPdf(id: number, viewer: WorkflowViewer, appUrl: string, db = getDb()): Promise<Buffer | null> {
  const view = await getWorkflow(id, viewer, db);
  if (!view || !view.detail) return null;
  const [cached] = await db
    .select({ data: workflowFiles.data })
    .from(workflowFiles)
    .where(and(eq(workflowFiles.workflowId, id), eq(workflowFiles.kind, "pdf")))
    .limit(1);
  if (cached) return cached.data;
  const flowchart = view.flowchart ? await readWorkflowFile(view.flowchart.id, db) : null;
  const { renderWorkflowPdf } = await import("./workflow-pdf.server");
  const pdf = await renderWorkflowPdf({
    view,
    detail: view.detail,
    flowchartJpeg: flowchart?.data ?? null,
    shareUrl: `${appUrl}/aiupskill/workflows/${id}?share=${view.shareToken}`,
    generatedAt: new Date(),
  });
  await db.insert(workflowFiles).values({ id: newFileId(), workflowId: id, kind: "pdf", position: 0, contentType: "application/pdf", data: pdf });
  return pdf;
}
