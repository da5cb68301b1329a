// A stored workflow as a viewer sees it (the page, the share link), and a user's list on /profile.
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { workflowFiles, workflows, type WorkflowFileKind } from "../../../db/schema/index";
import type { DetailedWorkflow, WorkflowOption } from "~/lib/workflow-engine";
import { type WorkflowViewer, canSee, canChange, findRow } from "./workflow-access.server";

export interface WorkflowFileRef {
  id: string;
  kind: WorkflowFileKind;
  url: string;
}

export interface WorkflowView {
  id: number;
  jobRole: string;
  industry: string;
  currentTool: string;
  workArea: string;
  additionalInfo: string;
  options: WorkflowOption[];
  selectedOptionId: string | null;
  detail: DetailedWorkflow | null;
  images: WorkflowFileRef[];
  flowchart: WorkflowFileRef | null;
  shareToken: string;
  createdAt: string;
  /** Whether this viewer made it (may choose and draw), or only sees it through a share link. */
  canChange: boolean;
  /** Made by this visit before signing in, not yet in the signed-in viewer's account. */
  canSave: boolean;
}

/** The product's own address of a file it made. */
export const workflowFileUrl = (id: string, kind: WorkflowFileKind) =>
  `/workflow-files/${id}.${kind === "image" ? "png" : kind === "flowchart" ? "jpg" : "pdf"}`;

export async function getWorkflow(id: number, viewer: WorkflowViewer, db: Executor = getDb()): Promise<WorkflowView | null> {
  const row = await findRow(id, db);
  if (!row || !canSee(row, viewer)) return null;
  const files = await db
    .select({ id: workflowFiles.id, kind: workflowFiles.kind, position: workflowFiles.position })
    .from(workflowFiles)
    .where(and(eq(workflowFiles.workflowId, id), inArray(workflowFiles.kind, ["image", "flowchart"])))
    .orderBy(asc(workflowFiles.kind), asc(workflowFiles.position));
  const ref = (f: { id: string; kind: string }): WorkflowFileRef => ({
    id: f.id,
    kind: f.kind as WorkflowFileKind,
    url: workflowFileUrl(f.id, f.kind as WorkflowFileKind),
  });
  return {
    id: row.id,
    jobRole: row.jobRole,
    industry: row.industry,
    currentTool: row.currentTool,
    workArea: row.workArea,
    additionalInfo: row.additionalInfo,
    options: row.options,
    selectedOptionId: row.selectedOptionId,
    detail: row.detail ?? null,
    images: files.filter((f) => f.kind === "image").map(ref),
    flowchart: files.filter((f) => f.kind === "flowchart").map(ref)[0] ?? null,
    shareToken: row.shareToken,
    createdAt: row.createdAt.toISOString(),
    canChange: canChange(row, viewer),
    canSave: viewer.userId !== null && row.userId === null && viewer.browserSessionId !== null && row.browserSessionId === viewer.browserSessionId,
  };
}

/** A signed-in user's workflows for /profile, newest first. */
export async function listUserWorkflows(userId: number, db: Executor = getDb()) {
  return db
    .select({
      id: workflows.id,
      jobRole: workflows.jobRole,
      workArea: workflows.workArea,
      detail: workflows.detail,
      shareToken: workflows.shareToken,
      createdAt: workflows.createdAt,
    })
    .from(workflows)
    .where(eq(workflows.userId, userId))
    .orderBy(desc(workflows.createdAt), desc(workflows.id))
    .limit(50)
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        jobRole: r.jobRole,
        workArea: r.workArea,
        title: r.detail?.title ?? null,
        hoursSaved: r.detail?.hoursSaved ?? null,
        shareToken: r.shareToken,
        createdAt: r.createdAt.toISOString(),
      })),
    );
}
