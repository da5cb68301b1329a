// The step images and the flowchart of a workflow (visitor-side.md §2, step 6): drawn for a stored
// workflow by its maker, or for a workflow a client sends through the API within the drawing quota
// (app/lib/drawing-quota.ts).
import { and, eq } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { workflowFiles, type WorkflowFileKind } from "../../../db/schema/index";
import { aiImagesConfigured, generateIllustration } from "~/adapters/ai.server";
import type { WorkflowPayload } from "~/lib/schemas/workflow";
import type { DetailedWorkflow } from "~/lib/workflow-engine";
import { drawingRefusal, storeWithinDrawingQuota, type DrawingRefusal, type DrawingSubject } from "./drawing-quota.server";
import { renderFlowchartJpeg, renderIllustratedStepPng, renderStepCardPng } from "./workflow-drawings.server";
import { log } from "~/adapters/log.server";
import { type WorkflowActor, canChange, findRow } from "./workflow-access.server";
import { type WorkflowFileRef, workflowFileUrl } from "./workflow-views.server";
import { newFileId } from "./workflow-files.server";

type DrawnFile = { data: Buffer; contentType: string };

const fileRows = (kind: WorkflowFileKind, files: DrawnFile[]) =>
  files.map((f, position) => ({ id: newFileId(), kind, position, contentType: f.contentType, data: f.data }));
const refsOf = (rows: { id: string; kind: WorkflowFileKind }[]): WorkflowFileRef[] =>
  rows.map((r) => ({ id: r.id, kind: r.kind, url: workflowFileUrl(r.id, r.kind) }));

/** A stored workflow's drawings of one kind, replacing its earlier ones (and its PDF, which showed them). */
async function replaceFiles(workflowId: number, kind: WorkflowFileKind, rows: ReturnType<typeof fileRows>, db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(workflowFiles).where(and(eq(workflowFiles.workflowId, workflowId), eq(workflowFiles.kind, kind)));
    if (kind !== "pdf") await tx.delete(workflowFiles).where(and(eq(workflowFiles.workflowId, workflowId), eq(workflowFiles.kind, "pdf")));
    await tx.insert(workflowFiles).values(rows.map((r) => ({ ...r, workflowId })));
  });
}

async function storeFiles(workflowId: number, kind: WorkflowFileKind, files: DrawnFile[], db: Executor): Promise<WorkflowFileRef[]> {
  const rows = fileRows(kind, files);
  await replaceFiles(workflowId, kind, rows, db);
  return refsOf(rows);
}

/** Detailed workflows are stored as the engine made them; the drawings read the same shape. */
export const asPayload = (detail: DetailedWorkflow): WorkflowPayload => ({
  id: detail.id,
  title: detail.title,
  hoursSaved: detail.hoursSaved,
  steps: detail.steps,
  toolLinks: detail.toolLinks,
});

/**
 * One image a step: an illustration from the Images API when one is configured (framed as a card
 * with the step's number and title, so the picture still says which step it is), else, and on
 * any failure, the product's own card.
 */
async function drawImages(workflow: WorkflowPayload) {
  const images: { data: Buffer; contentType: string }[] = [];
  for (let i = 0; i < workflow.steps.length; i++) {
    let data: Buffer | null = null;
    if (aiImagesConfigured()) {
      const step = workflow.steps[i]!;
      try {
        const picture = await generateIllustration(
          `A clean, friendly flat illustration for a workplace how-to guide, no text or letters in the image. The step: ${step.title}. ${step.description}`.slice(
            0,
            1000,
          ),
        );
        data = await renderIllustratedStepPng(workflow, i, picture);
      } catch (error) {
        log.error({ err: error }, "AI illustration failed, drawing a card");
      }
    }
    images.push({ data: data ?? (await renderStepCardPng(workflow, i)), contentType: "image/png" });
  }
  return images;
}

type DrawOutcome<T> = ({ ok: true } & T) | { ok: false; reason: "not-found" | "no-detail" };

/** 'Generate Images' on a stored workflow: one card per step, replacing earlier ones. */
export async function generateStoredWorkflowImages(id: number, actor: WorkflowActor, db = getDb()): Promise<DrawOutcome<{ images: WorkflowFileRef[] }>> {
  const row = await findRow(id, db);
  if (!row || !canChange(row, actor)) return { ok: false, reason: "not-found" };
  if (!row.detail) return { ok: false, reason: "no-detail" };
  return { ok: true, images: await storeFiles(id, "image", await drawImages(asPayload(row.detail)), db) };
}

/** 'Generate Flowchart' on a stored workflow. */
export async function generateStoredWorkflowFlowchart(id: number, actor: WorkflowActor, db = getDb()): Promise<DrawOutcome<{ flowchart: WorkflowFileRef }>> {
  const row = await findRow(id, db);
  if (!row || !canChange(row, actor)) return { ok: false, reason: "not-found" };
  if (!row.detail) return { ok: false, reason: "no-detail" };
  const [flowchart] = await storeFiles(id, "flowchart", [{ data: await renderFlowchartJpeg(asPayload(row.detail)), contentType: "image/jpeg" }], db);
  return { ok: true, flowchart: flowchart! };
}

/**
 * Drawings a client asks for through the API: kept with the stored workflow named by
 * savedWorkflowId when this caller made it, else for no one (deleted after a few hours). Either
 * way they count toward the caller's daily share, and those for no one stay under the ceiling
 * (app/lib/drawing-quota.ts): checked before drawing, and again when storing.
 */
async function drawThroughApi(
  kind: "image" | "flowchart",
  draw: () => Promise<DrawnFile[]>,
  savedWorkflowId: number | undefined,
  actor: WorkflowActor,
  subject: DrawingSubject,
  db: Database,
): Promise<{ ok: true; files: WorkflowFileRef[] } | DrawingRefusal> {
  const owner = savedWorkflowId ? await findRow(savedWorkflowId, db) : null;
  const workflowId = owner && canChange(owner, actor) ? owner.id : null;
  const early = await drawingRefusal(subject, workflowId === null, db);
  if (early) return early;
  const rows = fileRows(kind, await draw());
  const bytes = rows.reduce((sum, r) => sum + r.data.length, 0);
  const store = async (tx: Executor) => {
    if (workflowId === null) await tx.insert(workflowFiles).values(rows.map((r) => ({ ...r, workflowId: null })));
    else await replaceFiles(workflowId, kind, rows, tx);
  };
  const stored = await storeWithinDrawingQuota(bytes, subject, workflowId === null, store, db);
  return stored.ok ? { ok: true, files: refsOf(rows) } : stored;
}

/** POST /api/generate-workflow-images: one card per step of a workflow a client sends. */
export async function generateWorkflowImages(
  workflow: WorkflowPayload,
  savedWorkflowId: number | undefined,
  actor: WorkflowActor,
  subject: DrawingSubject,
  db = getDb(),
): Promise<{ ok: true; images: WorkflowFileRef[] } | DrawingRefusal> {
  const outcome = await drawThroughApi("image", () => drawImages(workflow), savedWorkflowId, actor, subject, db);
  return outcome.ok ? { ok: true, images: outcome.files } : outcome;
}

/** POST /api/generate-workflow-flowchart: the flowchart of a workflow a client sends. */
export async function generateWorkflowFlowchart(
  workflow: WorkflowPayload,
  savedWorkflowId: number | undefined,
  actor: WorkflowActor,
  subject: DrawingSubject,
  db = getDb(),
): Promise<{ ok: true; flowchart: WorkflowFileRef } | DrawingRefusal> {
  const draw = async () => [{ data: await renderFlowchartJpeg(workflow), contentType: "image/jpeg" }];
  const outcome = await drawThroughApi("flowchart", draw, savedWorkflowId, actor, subject, db);
  return outcome.ok ? { ok: true, flowchart: outcome.files[0]! } : outcome;
}
