// The workflow generator's operations (visitor-side.md §2, §7): options for a role, the detailed
// workflow of the one chosen, its step images and flowchart, and the files to download. The page's
// action, the six /api calls and the tests all call these; none of them sees a Request. The
// built-in engine (app/lib/workflow-engine.ts) answers unless a model is configured and answers
// well; the model only rewrites texts, never tools or numbers.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Database, type Executor } from "../../db/client";
import { workflowFiles, workflows, type WorkflowFileKind } from "../../db/schema/index";
import { aiConfigured, aiImagesConfigured, completeJson, generateIllustration } from "~/adapters/ai.server";
import { UNOWNED_DRAWING_KEEP_SECONDS } from "~/lib/drawing-quota";
import type { WorkflowInputs, WorkflowPayload } from "~/lib/schemas/workflow";
import { offeredTools } from "~/lib/toolkit-engine";
import { withWorkAreas, type ActivityProfile } from "~/lib/work-activities";
import { resolveWorkArea } from "~/lib/work-areas";
import { findToolChoice, workAreasFor } from "~/lib/workflow-choices";
import { composeDetailedWorkflow, composeWorkflowOptions, type DetailedWorkflow, type WorkflowEngineInput, type WorkflowOption } from "~/lib/workflow-engine";
import { recordAiUsage } from "./ai-usage.server";
import { loadActivityCatalogue, occupationProfile, occupationSuggestions } from "./activity-profiles.server";
import { drawingRefusal, storeWithinDrawingQuota, type DrawingRefusal, type DrawingSubject } from "./drawing-quota.server";
import { matchOccupation } from "./occupations.server";
import { loadCandidates } from "./toolkits.server";
import { renderFlowchartJpeg, renderIllustratedStepPng, renderStepCardPng } from "./workflow-drawings.server";
import { log } from "~/adapters/log.server";

/** Who is acting: the signed-in account and the anonymous visit. */
export interface WorkflowActor {
  userId: number | null;
  browserSessionId: string | null;
}

export interface WorkflowViewer extends WorkflowActor {
  isAdmin: boolean;
  shareToken: string | null;
}

export type Engine = "builtin" | "openai";

/**
 * Everything the engine needs for these inputs: the occupation's work activities with the work
 * area in them, and the catalogue tools the toolkit engine would offer this person, best first.
 */
export async function planWorkflowInput(
  inputs: WorkflowInputs,
  db: Executor = getDb(),
): Promise<{ engineInput: WorkflowEngineInput; occupationCode: string | null }> {
  const ownTool = findToolChoice(inputs.jobRole, inputs.currentTool);
  if (!ownTool) throw new Error("The tool is not one of the role's choices");
  const occupation = await matchOccupation(inputs.jobRole, db);
  const [base, catalogue] = await Promise.all([occupationProfile(occupation, db), loadActivityCatalogue(db)]);
  const area = resolveWorkArea(inputs.selectedWorkArea, occupation?.code ?? null, inputs.jobRole, new Set(base.activities.map((a) => a.id)));
  const profile: ActivityProfile = { basis: base.basis, activities: withWorkAreas(base.activities, [area.activities], catalogue) };
  const candidates = await loadCandidates(
    profile.activities.map((a) => a.id),
    db,
  );
  const offered = offeredTools({
    jobTitle: inputs.jobRole,
    occupationCode: occupation?.code ?? null,
    profile,
    workAreas: [inputs.selectedWorkArea],
    areaActivities: [area.activities],
    currentTools: [ownTool.name],
    candidates,
  }).sort((a, b) => b.servedShare * b.strength - a.servedShare * a.strength || a.tool.name.localeCompare(b.tool.name));
  const links = new Map(candidates.map((c) => [c.id, c.webLink]));
  return {
    occupationCode: occupation?.code ?? null,
    engineInput: {
      jobRole: inputs.jobRole,
      industry: inputs.industry,
      ownTool,
      workArea: inputs.selectedWorkArea,
      additionalInfo: inputs.additionalInfo,
      profile,
      areaActivities: area.activities,
      tools: offered.map((o) => ({ id: o.tool.id, name: o.tool.name, webLink: links.get(o.tool.id)!, kind: o.tool.kind })),
    },
  };
}

/** The work areas to offer a role in step 4: its occupation's own (five), else the spec's lists by role and industry. */
export async function workflowAreasFor(jobRole: string, industry: string, db: Executor = getDb()): Promise<string[]> {
  const listed = workAreasFor(jobRole, industry);
  const { workAreas } = await occupationSuggestions(jobRole, 5, listed, db);
  return workAreas.length > 0 ? workAreas : listed;
}

const modelOptionsSchema = z.strictObject({
  options: z
    .array(z.strictObject({ id: z.string(), title: z.string().min(5).max(120), outline: z.string().min(20).max(600) }))
    .min(1)
    .max(5),
});

const modelDetailSchema = z.strictObject({
  title: z.string().min(5).max(160),
  steps: z
    .array(z.strictObject({ stepNumber: z.number().int(), title: z.string().min(3).max(120), description: z.string().min(10).max(600) }))
    .min(3)
    .max(8),
});

const CONTEXT = (input: WorkflowEngineInput) => ({
  jobRole: input.jobRole,
  industry: input.industry,
  workArea: input.workArea,
  toolTheyUse: input.ownTool.name,
  additionalInformation: input.additionalInfo || undefined,
});

/** A model's titles and outlines for the engine's options (same ids, same hours), or the engine's. */
async function optionTexts(input: WorkflowEngineInput, options: WorkflowOption[], db: Executor): Promise<{ options: WorkflowOption[]; engine: Engine }> {
  if (!aiConfigured()) return { options, engine: "builtin" };
  try {
    const { data, usage } = await completeJson({
      name: "workflow_options",
      schema: modelOptionsSchema,
      system:
        "You write short titles and outlines for AI workflows offered to a professional. Keep every id and the order given. " +
        "Each outline is one or two sentences saying what the workflow does for this person. Name no tools and no numbers.",
      user: JSON.stringify({ ...CONTEXT(input), workflows: options.map((o) => ({ id: o.id, title: o.title, outline: o.outline })) }),
    });
    await recordAiUsage("workflow-options", usage, db);
    const byId = new Map(data.options.map((o) => [o.id, o]));
    if (options.some((o) => !byId.has(o.id))) throw new Error("The model left out a workflow");
    return { options: options.map((o) => ({ ...o, title: byId.get(o.id)!.title.trim(), outline: byId.get(o.id)!.outline.trim() })), engine: "openai" };
  } catch (error) {
    log.error({ err: error }, "AI workflow options failed, using the built-in engine");
    return { options, engine: "builtin" };
  }
}

/** A model's step texts for the engine's detailed workflow (same steps, tools, links and hours). */
async function detailTexts(input: WorkflowEngineInput, detail: DetailedWorkflow, db: Executor): Promise<{ detail: DetailedWorkflow; engine: Engine }> {
  if (!aiConfigured()) return { detail, engine: "builtin" };
  try {
    const { data, usage } = await completeJson({
      name: "workflow_detail",
      schema: modelDetailSchema,
      system:
        "You rewrite the steps of an AI workflow for a professional so they read naturally for their role. Keep the number and order of steps. " +
        "Each step must keep using exactly the tools listed for it, by name; mention no other product. Give no time or money figures.",
      user: JSON.stringify({ ...CONTEXT(input), title: detail.title, steps: detail.steps }),
    });
    await recordAiUsage("workflow-detail", usage, db);
    if (data.steps.length !== detail.steps.length) throw new Error("The model changed the number of steps");
    const steps = detail.steps.map((step, i) => {
      const written = data.steps[i]!;
      // A step must still name its own tools and no catalogue tool it was not given.
      if (!step.tools.every((tool) => `${written.title} ${written.description}`.includes(tool))) throw new Error("The model dropped a step's tool");
      return { ...step, title: written.title.trim(), description: written.description.trim() };
    });
    return { detail: { ...detail, title: data.title.trim(), steps }, engine: "openai" };
  } catch (error) {
    log.error({ err: error }, "AI workflow detail failed, using the built-in engine");
    return { detail, engine: "builtin" };
  }
}

export interface StoredWorkflowRef {
  savedWorkflowId: number;
  shareToken: string;
}

/** 'Generate Workflows': 3 to 5 options for the inputs, stored with them. */
export async function generateWorkflowOptions(
  inputs: WorkflowInputs,
  actor: WorkflowActor,
  db = getDb(),
): Promise<{ ok: true; workflows: WorkflowOption[]; engine: Engine } & StoredWorkflowRef> {
  const { engineInput, occupationCode } = await planWorkflowInput(inputs, db);
  const { options, engine } = await optionTexts(engineInput, composeWorkflowOptions(engineInput), db);
  const stored = await storeWorkflow({ inputs, engineInput, occupationCode, actor }, { engine, options }, db);
  return { ok: true, workflows: options, engine, ...stored };
}

/**
 * One generation stored with its inputs, under a new share token: the options alone, or with the
 * chosen one's detail.
 */
async function storeWorkflow(
  plan: { inputs: WorkflowInputs; engineInput: WorkflowEngineInput; occupationCode: string | null; actor: WorkflowActor },
  generated: Pick<typeof workflows.$inferInsert, "engine" | "options" | "selectedOptionId" | "detail" | "detailEngine">,
  db: Executor,
): Promise<StoredWorkflowRef> {
  const { inputs, engineInput, occupationCode, actor } = plan;
  const shareToken = randomBytes(18).toString("base64url");
  const [row] = await db
    .insert(workflows)
    .values({
      userId: actor.userId,
      browserSessionId: actor.browserSessionId,
      shareToken,
      jobRole: inputs.jobRole,
      industry: inputs.industry,
      currentTool: engineInput.ownTool.name,
      workArea: inputs.selectedWorkArea,
      additionalInfo: inputs.additionalInfo,
      occupationCode,
      ...generated,
    })
    .returning({ id: workflows.id });
  return { savedWorkflowId: row!.id, shareToken };
}

type DetailOutcome = ({ ok: true; workflow: DetailedWorkflow; engine: Engine } & StoredWorkflowRef) | { ok: false; reason: "unknown-workflow" | "not-found" };

/** POST /api/generate-detailed-workflow: the chosen option of these inputs, stored with them. */
export async function generateDetailedWorkflow(inputs: WorkflowInputs, workflowId: string, actor: WorkflowActor, db = getDb()): Promise<DetailOutcome> {
  const { engineInput, occupationCode } = await planWorkflowInput(inputs, db);
  const built = composeDetailedWorkflow(engineInput, workflowId);
  if (!built) return { ok: false, reason: "unknown-workflow" };
  const options = composeWorkflowOptions(engineInput);
  const { detail, engine } = await detailTexts(engineInput, built, db);
  const stored = await storeWorkflow(
    { inputs, engineInput, occupationCode, actor },
    { engine: "builtin", options, selectedOptionId: workflowId, detail, detailEngine: engine },
    db,
  );
  return { ok: true, workflow: detail, engine, ...stored };
}

type WorkflowRow = typeof workflows.$inferSelect;

function canSee(row: WorkflowRow, viewer: WorkflowViewer): boolean {
  return viewer.isAdmin || canChange(row, viewer) || (viewer.shareToken !== null && viewer.shareToken === row.shareToken);
}

/** Only the visit or the account that made a workflow may change it (choose, draw). */
function canChange(row: WorkflowRow, actor: WorkflowActor): boolean {
  return (actor.userId !== null && row.userId === actor.userId) || (actor.browserSessionId !== null && row.browserSessionId === actor.browserSessionId);
}

async function findRow(id: number, db: Executor): Promise<WorkflowRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(workflows).where(eq(workflows.id, id)).limit(1);
  return row ?? null;
}

export function rowInputs(row: WorkflowRow): WorkflowInputs {
  return {
    jobRole: row.jobRole,
    industry: row.industry as WorkflowInputs["industry"],
    currentTool: row.currentTool,
    selectedWorkArea: row.workArea,
    additionalInfo: row.additionalInfo,
  };
}

/** Step 5's Select: the detailed workflow of one of the stored options; drawings of an earlier choice go. */
export async function chooseWorkflowOption(
  id: number,
  workflowId: string,
  actor: WorkflowActor,
  db = getDb(),
): Promise<{ ok: true; workflow: DetailedWorkflow } | { ok: false; reason: "not-found" | "unknown-workflow" }> {
  const row = await findRow(id, db);
  if (!row || !canChange(row, actor)) return { ok: false, reason: "not-found" };
  if (!row.options.some((o) => o.id === workflowId)) return { ok: false, reason: "unknown-workflow" };
  const { engineInput } = await planWorkflowInput(rowInputs(row), db);
  const built = composeDetailedWorkflow(engineInput, workflowId);
  if (!built) return { ok: false, reason: "unknown-workflow" };
  // The option's title may be a model's; the hours are the method's either way.
  const { detail, engine } = await detailTexts(engineInput, built, db);
  await db.transaction(async (tx) => {
    await tx.delete(workflowFiles).where(eq(workflowFiles.workflowId, id));
    await tx.update(workflows).set({ selectedOptionId: workflowId, detail, detailEngine: engine, updatedAt: new Date() }).where(eq(workflows.id, id));
  });
  return { ok: true, workflow: detail };
}

/**
 * 'Save to my account': a workflow this visit made before signing in becomes the account's, so it
 * is listed on /profile. Only an unowned workflow of the same visit can be saved.
 */
export async function saveWorkflowToAccount(
  id: number,
  actor: WorkflowActor,
  db = getDb(),
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "not-signed-in" }> {
  if (actor.userId === null) return { ok: false, reason: "not-signed-in" };
  const row = await findRow(id, db);
  if (!row || row.userId !== null || actor.browserSessionId === null || row.browserSessionId !== actor.browserSessionId)
    return { ok: false, reason: "not-found" };
  await db
    .update(workflows)
    .set({ userId: actor.userId, updatedAt: new Date() })
    .where(and(eq(workflows.id, id), isNull(workflows.userId)));
  return { ok: true };
}

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

const newFileId = () => randomBytes(16).toString("base64url");

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

export interface StoredFile {
  id: string;
  kind: WorkflowFileKind;
  contentType: string;
  data: Buffer;
  position: number;
}

const FILE_ID = /^[A-Za-z0-9_-]{22,64}$/;

export async function readWorkflowFile(id: string, db: Executor = getDb()): Promise<StoredFile | null> {
  if (!FILE_ID.test(id)) return null;
  const [row] = await db.select().from(workflowFiles).where(eq(workflowFiles.id, id)).limit(1);
  return row ? { id: row.id, kind: row.kind as WorkflowFileKind, contentType: row.contentType, data: row.data, position: row.position } : null;
}

/**
 * A file reference from a client: the file's id, or its own address here (a path, or the full
 * address on one of this product's origins). Anything else names nothing.
 */
export function fileIdFromReference(reference: unknown, ownOrigins: readonly string[]): string | null {
  if (typeof reference !== "string" || reference.length > 300) return null;
  if (FILE_ID.test(reference)) return reference;
  let pathname: string;
  if (reference.startsWith("/") && !reference.startsWith("//")) pathname = reference;
  else {
    let url: URL;
    try {
      url = new URL(reference);
    } catch {
      return null;
    }
    if (!ownOrigins.includes(url.origin)) return null;
    pathname = url.pathname;
  }
  const match = /^\/workflow-files\/([A-Za-z0-9_-]{22,64})\.(png|jpg|pdf)$/.exec(pathname);
  return match ? match[1]! : null;
}

/** Files the product made, for the download calls; a reference to anything else refuses all. */
export async function resolveOwnFiles(
  references: unknown[],
  kind: WorkflowFileKind,
  ownOrigins: readonly string[],
  db: Executor = getDb(),
): Promise<{ ok: true; files: StoredFile[] } | { ok: false; reason: "invalid" }> {
  const ids = references.map((r) => fileIdFromReference(r, ownOrigins));
  if (ids.length === 0 || ids.some((id) => id === null)) return { ok: false, reason: "invalid" };
  const rows = await db
    .select()
    .from(workflowFiles)
    .where(inArray(workflowFiles.id, ids as string[]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const files: StoredFile[] = [];
  for (const id of ids as string[]) {
    const row = byId.get(id);
    if (!row || row.kind !== kind) return { ok: false, reason: "invalid" };
    files.push({ id: row.id, kind, contentType: row.contentType, data: row.data, position: row.position });
  }
  return { ok: true, files };
}

/** The stored workflow's images and flowchart, for the page's download links. */
export async function storedFilesOf(id: number, viewer: WorkflowViewer, kind: WorkflowFileKind, db: Executor = getDb()): Promise<StoredFile[] | null> {
  const row = await findRow(id, db);
  if (!row || !canSee(row, viewer)) return null;
  const rows = await db
    .select()
    .from(workflowFiles)
    .where(and(eq(workflowFiles.workflowId, id), eq(workflowFiles.kind, kind)))
    .orderBy(asc(workflowFiles.position));
  return rows.map((r) => ({ id: r.id, kind, contentType: r.contentType, data: r.data, position: r.position }));
}

/** workflow-images.zip: step-01.png, step-02.png... in step order. */
export async function zipImages(files: StoredFile[]): Promise<Buffer> {
  const { ZipArchive } = await import("archiver");
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    archive.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.on("end", () => resolve(Buffer.concat(chunks)));
    archive.on("error", reject);
  });
  files.forEach((file, i) => archive.append(file.data, { name: `step-${String(i + 1).padStart(2, "0")}.png` }));
  await archive.finalize();
  return done;
}

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

/**
 * Files drawn through the API for a workflow not stored here belong to nobody: kept a few hours
 * for the client to download, then deleted (hourly, jobs/crontab.ts). Answers how many went.
 */
export async function deleteUnownedWorkflowFiles(olderThanSeconds = UNOWNED_DRAWING_KEEP_SECONDS, db: Executor = getDb()): Promise<number> {
  const before = new Date(Date.now() - olderThanSeconds * 1000);
  const deleted = await db
    .delete(workflowFiles)
    .where(and(isNull(workflowFiles.workflowId), lt(workflowFiles.createdAt, before)))
    .returning({ id: workflowFiles.id });
  return deleted.length;
}
