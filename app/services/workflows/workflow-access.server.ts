// Who may see and who may change a stored workflow: the visit or account that made it changes it;
// admins and holders of its share link see it too.
import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { workflows } from "../../../db/schema/index";
import type { WorkflowInputs } from "~/lib/schemas/workflow";

/** Who is acting: the signed-in account and the anonymous visit. */
export interface WorkflowActor {
  userId: number | null;
  browserSessionId: string | null;
}

export interface WorkflowViewer extends WorkflowActor {
  isAdmin: boolean;
  shareToken: string | null;
}

export type WorkflowRow = typeof workflows.$inferSelect;

export function canSee(row: WorkflowRow, viewer: WorkflowViewer): boolean {
  return viewer.isAdmin || canChange(row, viewer) || (viewer.shareToken !== null && viewer.shareToken === row.shareToken);
}

/** Only the visit or the account that made a workflow may change it (choose, draw). */
export function canChange(row: WorkflowRow, actor: WorkflowActor): boolean {
  return (actor.userId !== null && row.userId === actor.userId) || (actor.browserSessionId !== null && row.browserSessionId === actor.browserSessionId);
}

export async function findRow(id: number, db: Executor): Promise<WorkflowRow | null> {
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
