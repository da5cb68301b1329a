// Catalogue gap reports (accounts-admin-sales.md §2 "Gap Analysis", §3 "Gap status", §9): every
// GAP_REPORT_EVERY toolkit generations a job writes a report on the toolkits made since the last
// one and emails it to the admins; an admin can also generate one at any time. The analysis
// itself is app/lib/gap-analysis.ts.
import { asc, desc, gt, inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { analyses, analysisAspects, analysisRecommendations, gapReports } from "../../../db/schema/index";
import { config } from "~/config.server";
import { GAP_REPORT_EVERY, summariseGaps, type Gap, type GapToolkit, plural } from "~/lib/gap-analysis";
import { majorGroupLabel } from "~/lib/occupation-groups";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { queueEmail } from "../delivery/email.server";
import { GAP_REPORT_TEMPLATE, gapReportEmail } from "../delivery/emails/gap-report.server";
import { queueJob } from "../operations/jobs.server";

export const GAP_REPORT_TASK = "generate-gap-report";

export interface GapReportView {
  id: number;
  reportNumber: number;
  createdAt: string;
  toolkitCount: number;
  averageConfidence: number;
  jobTitles: string[];
  missingCategories: string[];
  emailSent: boolean;
}

export interface GapStatus {
  toolkitsSinceLastReport: number;
  shouldGenerate: boolean;
  latestReport: GapReportView | null;
}

function toView(row: typeof gapReports.$inferSelect): GapReportView {
  return {
    id: row.id,
    reportNumber: row.reportNumber,
    createdAt: row.createdAt.toISOString(),
    toolkitCount: row.toolkitCount,
    averageConfidence: row.averageConfidence,
    jobTitles: row.jobTitles,
    missingCategories: row.missingCategories,
    emailSent: row.emailSent,
  };
}

async function latest(db: Executor) {
  const [row] = await db.select().from(gapReports).orderBy(desc(gapReports.reportNumber)).limit(1);
  return row ?? null;
}

async function toolkitsSince(since: Date | null, db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(analyses)
    .where(since ? gt(analyses.createdAt, since) : undefined);
  return row!.n;
}

export async function gapStatus(db: Executor = getDb()): Promise<GapStatus> {
  const report = await latest(db);
  const since = await toolkitsSince(report?.createdAt ?? null, db);
  return { toolkitsSinceLastReport: since, shouldGenerate: since >= GAP_REPORT_EVERY, latestReport: report ? toView(report) : null };
}

export async function listGapReports(limit = 50, db: Executor = getDb()): Promise<GapReportView[]> {
  return (await db.select().from(gapReports).orderBy(desc(gapReports.reportNumber)).limit(limit)).map(toView);
}

/**
 * Called in the transaction that stores a toolkit: once GAP_REPORT_EVERY toolkits were made since
 * the last report, the report job is queued (one at a time, by its job key).
 */
export async function queueGapReportIfDue(db: Executor): Promise<boolean> {
  const report = await latest(db);
  if ((await toolkitsSince(report?.createdAt ?? null, db)) < GAP_REPORT_EVERY) return false;
  await queueJob(GAP_REPORT_TASK, { trigger: "auto" }, { jobKey: "gap-report" }, db);
  return true;
}

async function loadToolkits(ids: number[], db: Executor): Promise<GapToolkit[]> {
  if (ids.length === 0) return [];
  const [rows, aspects, recs] = await Promise.all([
    db
      .select({ id: analyses.id, jobTitle: analyses.jobTitle, code: analyses.occupationCode, workAreas: analyses.workAreas })
      .from(analyses)
      .where(inArray(analyses.id, ids))
      .orderBy(asc(analyses.id)),
    db
      .select({ id: analysisAspects.id, analysisId: analysisAspects.analysisId, name: analysisAspects.name, served: analysisAspects.served })
      .from(analysisAspects)
      .where(inArray(analysisAspects.analysisId, ids)),
    db
      .select({
        analysisId: analysisRecommendations.analysisId,
        aspectId: analysisRecommendations.aspectId,
        relevance: analysisRecommendations.relevanceScore,
      })
      .from(analysisRecommendations)
      .where(inArray(analysisRecommendations.analysisId, ids)),
  ]);
  const aspectName = new Map(aspects.map((a) => [a.id, a.name]));
  return rows.map((a) => ({
    jobTitle: a.jobTitle,
    occupationGroup: a.code ? majorGroupLabel(a.code) : null,
    workAreas: a.workAreas,
    unservedAreas: aspects.filter((x) => x.analysisId === a.id && !x.served).map((x) => x.name),
    tools: recs
      .filter((r) => r.analysisId === a.id)
      .map((r) => ({
        workArea: r.aspectId ? (aspectName.get(r.aspectId) ?? null) : null,
        relevance: r.relevance ?? 0,
      })),
  }));
}

export type GapReportOutcome = { ok: true; report: GapReportView; gaps: Gap[] } | { ok: false; reason: "not-due" | "no-toolkits" };

/**
 * Write the next report on the toolkits made since the last one (an admin's request with none
 * since reports on the latest GAP_REPORT_EVERY), and queue its email to the admins in the same
 * transaction. Serialised by an advisory lock, so two triggers never write the same number.
 */
export async function generateGapReport(trigger: "auto" | "manual", db = getDb()): Promise<GapReportOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('upskill-academy:gap-report'))`);
    const previous = await latest(tx);
    let ids = (
      await tx
        .select({ id: analyses.id })
        .from(analyses)
        .where(previous ? gt(analyses.createdAt, previous.createdAt) : undefined)
        .orderBy(asc(analyses.id))
    ).map((r) => r.id);
    if (trigger === "auto" && ids.length < GAP_REPORT_EVERY) return { ok: false, reason: "not-due" } as const;
    if (ids.length === 0) {
      ids = (await tx.select({ id: analyses.id }).from(analyses).orderBy(desc(analyses.id)).limit(GAP_REPORT_EVERY)).map((r) => r.id);
      if (ids.length === 0) return { ok: false, reason: "no-toolkits" } as const;
    }
    const summary = summariseGaps(await loadToolkits(ids, tx));
    const reportNumber = (previous?.reportNumber ?? 0) + 1;
    const recipients = config.adminEmails;
    const [row] = await tx
      .insert(gapReports)
      .values({
        reportNumber,
        toolkitCount: summary.toolkitCount,
        averageConfidence: summary.averageConfidence,
        jobTitles: summary.jobTitles,
        missingCategories: summary.gaps.map((g) => g.text),
        // Queued below in this transaction; email_messages records the delivery.
        emailSent: recipients.length > 0,
        details: { trigger, analysisIds: ids, gaps: summary.gaps, recipients },
      })
      .returning();
    const email = gapReportEmail({ reportNumber, ...summary });
    for (const to of recipients) {
      await queueEmail({ to, ...email, kind: "transactional", template: GAP_REPORT_TEMPLATE, idempotencyKey: `gap-report:${reportNumber}:${to}` }, tx);
    }
    return { ok: true, report: toView(row!), gaps: summary.gaps } as const;
  });
}

/** The Gap Analysis tab's Generate button: a report now, written to the audit log. */
export async function requestGapReport(ctx: AdminContext): Promise<GapReportOutcome> {
  const outcome = await generateGapReport("manual");
  if (outcome.ok) {
    await recordAdminAction(ctx, {
      action: "gap-report.generate",
      targetType: "gap-report",
      targetId: outcome.report.reportNumber,
      summary: `Report #${outcome.report.reportNumber}: ${plural(outcome.gaps.length, "gap")} in ${plural(outcome.report.toolkitCount, "toolkit")}`,
    });
  }
  return outcome;
}
