// The workflow generator's operations (visitor-side.md §2, §7): options for a role and the detailed
// workflow of the one chosen, stored with their inputs; choosing another option; saving a visit's
// workflow to the account. The page's action, the /api calls and the tests all call these; none of
// them sees a Request. The built-in engine (app/lib/workflow-engine.ts) answers unless a model is
// configured and answers well (workflow-texts.server.ts); the model only rewrites texts, never
// tools or numbers. Drawings, files and the PDF are in the modules beside this one.
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { workflowFiles, workflows } from "../../../db/schema/index";
import type { WorkflowInputs } from "~/lib/schemas/workflow";
import { composeDetailedWorkflow, composeWorkflowOptions, type DetailedWorkflow, type WorkflowEngineInput, type WorkflowOption } from "~/lib/workflow-engine";
import { type WorkflowActor, canChange, findRow, rowInputs } from "./workflow-access.server";
import { type Engine, optionTexts, detailTexts } from "./workflow-texts.server";
import { planWorkflowInput } from "./workflow-plan.server";

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
