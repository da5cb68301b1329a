// Scenarios for roles outside the built-in samples (issue 19): drafted by the model into the
// PlayableScenario structure, checked by a zod schema, stored pending, and served to buyers only
// after an admin approves them (app/services/simulation/simulations.server.ts reads approved ones only).
import { desc, eq, and, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { simulationScenarioDrafts } from "../../../db/schema/index";
import type { PlayableScenario } from "~/content/simulations/types";
import { draftScenarioSchema, modelScenarioSchema } from "~/lib/schemas/simulation-scenario";
import { aiConfigured, completeJson } from "~/adapters/ai.server";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { recordAiUsage } from "../operations/ai-usage.server";
import { log } from "~/adapters/log.server";

const SYSTEM = [
  "You write a job simulation for AI fluency training: a realistic situation of the given job in 6 to 8 decision points.",
  "Each point scores one skill: tool-choice (which kind of AI tool fits), context (what context or prompt gets a better result, or how to present the result to its audience),",
  "verification (what in an AI answer must be checked), privacy (what must not be pasted into a tool), human-in-the-loop (where a person must decide). Score every skill at least once.",
  "Each point has 3 or 4 options with ids a to d: exactly one best answer (credit 1), at most one defensible but weaker one (credit 0.5), the others wrong (credit 0);",
  "each option has a one or two sentence reason saying why it is right, weaker or wrong. Point ids are p1, p2, ... in order.",
  "Use a fictional company. Do not invent statistics, laws or product features. minutes: a realistic time to answer, 10 to 30.",
].join(" ");

export type DraftOutcome = { ok: true; draftId: number } | { ok: false; reason: "not-configured" | "failed" };

export async function draftScenario(input: { roleTitle: string }, ctx: AdminContext, db = getDb()): Promise<DraftOutcome> {
  if (!aiConfigured()) return { ok: false, reason: "not-configured" };
  let drafted;
  try {
    drafted = await completeJson({ name: "job_simulation", schema: modelScenarioSchema, system: SYSTEM, user: JSON.stringify({ jobTitle: input.roleTitle }) });
  } catch (error) {
    log.error({ err: error, roleTitle: input.roleTitle }, "Simulation draft failed");
    return { ok: false, reason: "failed" };
  }
  const checked = draftScenarioSchema.safeParse(drafted.data);
  if (!checked.success) {
    log.error({ roleTitle: input.roleTitle, issues: checked.error.issues.map((i) => i.message) }, "Simulation draft refused");
    return { ok: false, reason: "failed" };
  }
  const scenario: PlayableScenario = { id: "draft", roleKey: "generic", ...checked.data };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(simulationScenarioDrafts)
      .values({ roleTitle: input.roleTitle, scenario, model: drafted.usage.model })
      .returning({ id: simulationScenarioDrafts.id });
    await recordAiUsage("simulation_draft", drafted.usage, tx);
    await recordAdminAction(
      ctx,
      { action: "simulation-draft.create", targetType: "simulation-draft", targetId: row!.id, summary: `${input.roleTitle}: ${scenario.title}` },
      tx,
    );
    return { ok: true, draftId: row!.id } as const;
  });
}

export type ReviewOutcome = { ok: true } | { ok: false; reason: "not-found" };

/** Approve or reject a pending draft; a draft already reviewed is not changed again. */
export async function reviewDraft(input: { id: number; decision: "approve" | "reject" }, ctx: AdminContext, db = getDb()): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(simulationScenarioDrafts)
      .set({ status: input.decision === "approve" ? "approved" : "rejected", reviewedAt: new Date(), reviewedBy: ctx.actor.id })
      .where(and(eq(simulationScenarioDrafts.id, input.id), eq(simulationScenarioDrafts.status, "pending")))
      .returning({ id: simulationScenarioDrafts.id, roleTitle: simulationScenarioDrafts.roleTitle });
    if (!row) return { ok: false, reason: "not-found" } as const;
    await recordAdminAction(
      ctx,
      {
        action: input.decision === "approve" ? "simulation-draft.approve" : "simulation-draft.reject",
        targetType: "simulation-draft",
        targetId: row.id,
        summary: row.roleTitle,
      },
      tx,
    );
    return { ok: true } as const;
  });
}

export interface DraftView {
  id: number;
  roleTitle: string;
  status: string;
  createdAt: string;
  scenario: PlayableScenario;
}

/** Pending drafts first, then the latest reviewed ones. */
export async function listDrafts(limit = 50, db: Executor = getDb()): Promise<DraftView[]> {
  const rows = await db
    .select()
    .from(simulationScenarioDrafts)
    .orderBy(sql`${simulationScenarioDrafts.status} = 'pending' DESC`, desc(simulationScenarioDrafts.createdAt), desc(simulationScenarioDrafts.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, roleTitle: r.roleTitle, status: r.status, createdAt: r.createdAt.toISOString(), scenario: r.scenario }));
}
