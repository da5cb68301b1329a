// The admin audit log (issue 14): every admin action is written here by the operation that does
// it, in the same transaction where there is one, and the latest entries are shown on the dashboard.
import { desc } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { auditLog, type AuditAction } from "../../../db/schema/index";

/**
 * Who is acting: every admin operation takes this small context. On the web it is always a signed-in
 * admin's account (app/http/admin-api.server.ts adminContext); an operator at the command line has
 * no account there and is recorded by a label ("cli") with no actor id.
 */
export interface AdminContext {
  actor: { id: number; email: string } | OperatorActor;
}

export interface OperatorActor {
  id: null;
  email: string;
  operator: true;
}

/** The context of `academy` commands run by an operator (cli/). */
export const operatorContext = (label = "cli"): AdminContext => ({ actor: { id: null, email: label, operator: true } });

export interface AuditEntry {
  action: AuditAction;
  targetType?: "user" | "tool" | "payment" | "questionnaire" | "gap-report" | "simulation-draft" | "credential" | "coach-reply" | "workshop" | null;
  targetId?: number | string | null;
  summary?: string | null;
  details?: Record<string, unknown> | null;
}

export async function recordAdminAction(ctx: AdminContext, entry: AuditEntry, db: Executor = getDb()): Promise<void> {
  await db.insert(auditLog).values({
    actorId: ctx.actor.id,
    actorEmail: ctx.actor.email,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    summary: entry.summary ? entry.summary.slice(0, 300) : null,
    details: entry.details ?? null,
  });
}

export interface AuditRow {
  id: number;
  createdAt: string;
  actorEmail: string;
  action: AuditAction;
  targetType: string | null;
  targetId: string | null;
  summary: string | null;
}

export { AUDIT_ACTION_LABELS } from "~/lib/admin-audit-labels";

export async function listRecentAdminActions(limit = 10, db: Executor = getDb()): Promise<AuditRow[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(Math.min(Math.max(limit, 1), 200));
  return rows.map((r) => ({ ...r, action: r.action as AuditAction, createdAt: r.createdAt.toISOString() }));
}
