// Toolkit reports: a visitor asks for their toolkit by email; requestToolkitReport() stores the
// sign-up and the report and queues the render job in one transaction. The render job makes the
// PDF, the send job emails it; the report's status is what the progress dialog shows.
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { emailSignups, reports, users } from "../../../db/schema/index";
import { config } from "~/config.server";
import { RECIPIENT_CAP_MESSAGE } from "~/lib/recipient-cap";
import { normaliseSalary, salaryBandFor } from "~/lib/salary";
import { titleForSubject } from "~/lib/subject-safety";
import { isReportSlow, reportProgress, type ReportStage, type ReportStatus } from "~/lib/report-progress";
import { toolkitTotals } from "~/lib/savings";
import { recordEvent } from "../operations/analytics.server";
import { sendEmail } from "./email.server";
import { toolkitReportEmail } from "./emails/toolkit-report.server";
import { queueJob } from "../operations/jobs.server";
import { lockRecipient, recipientMayReceive } from "./recipient-cap.server";
import { renderToolkitPdf } from "./report-pdf.server";
import { getToolkit, type ToolkitViewer } from "../toolkits/toolkit-views.server";
import { createUnsubscribeUrl, listUnsubscribeHeaders } from "./unsubscribe.server";
import { recommendationUseCases } from "../toolkits/use-cases.server";
import { log } from "~/adapters/log.server";

export const RENDER_REPORT_TASK = "render-toolkit-report";
export const SEND_REPORT_TASK = "send-toolkit-report";
const PENDING: ReportStatus[] = ["queued", "rendering", "sending"];

/** The toolkit asked for does not exist or this viewer may not see it. */
export class ToolkitNotFoundError extends Error {
  constructor() {
    super("Analysis Not Found");
  }
}

/** The address already has its day's share of mail a visitor can trigger (app/lib/recipient-cap.ts). */
export class RecipientCappedError extends Error {
  constructor() {
    super(RECIPIENT_CAP_MESSAGE);
  }
}

/** Whether the account asking proved this address is its own (a confirmed address): its own reports are not capped. */
async function recipientProvenBy(userId: number | null | undefined, email: string, db: Executor): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/** The salary is carried by the jobs, never stored with the report (visitor-side.md §2). */
export interface ReportJobPayload {
  reportId: number;
  salary: number;
  name: string;
}

export interface RequestedReport {
  reportId: number;
  downloadToken: string;
  status: ReportStatus;
  reused: boolean;
}

export async function requestToolkitReport(
  input: { name: string; email: string; analysisId: number; currentSalary?: unknown; userId?: number | null },
  viewer: ToolkitViewer,
  db: Database = getDb(),
): Promise<RequestedReport> {
  const toolkit = await getToolkit(input.analysisId, viewer, db);
  if (!toolkit) throw new ToolkitNotFoundError();
  const salary = normaliseSalary(input.currentSalary, toolkit.salaryBand ?? salaryBandFor(toolkit.jobTitle));
  const proven = await recipientProvenBy(input.userId, input.email, db);
  return db.transaction(async (tx) => {
    // A second request for the same toolkit and address while one is on its way reuses it, but
    // only for the toolkit's own visit or account: a share-link holder (or an admin looking on)
    // always gets a report of their own, never the owner's report, its salary or its download
    // token (issue 24, item 8).
    if (toolkit.ownership !== "other") {
      const [pending] = await tx
        .select({ id: reports.id, downloadToken: reports.downloadToken, status: reports.status })
        .from(reports)
        .where(and(eq(reports.analysisId, toolkit.id), sql`lower(${reports.email}) = lower(${input.email})`, inArray(reports.status, PENDING)))
        .orderBy(desc(reports.id))
        .limit(1)
        .for("update");
      if (pending) return { reportId: pending.id, downloadToken: pending.downloadToken, status: pending.status as ReportStatus, reused: true };
    }
    if (!proven) {
      // The address's share of the day, counting reports still on their way to it; the lock makes
      // two requests for one address take their turns.
      await lockRecipient(input.email, tx);
      const [{ onTheirWay }] = await tx
        .select({ onTheirWay: count() })
        .from(reports)
        .where(
          and(
            sql`lower(${reports.email}) = ${input.email.toLowerCase()}`,
            inArray(reports.status, PENDING),
            gt(reports.createdAt, sql`now() - interval '1 day'`),
          ),
        );
      if (!(await recipientMayReceive(input.email, onTheirWay, tx))) throw new RecipientCappedError();
    }

    const [signup] = await tx.insert(emailSignups).values({ name: input.name, email: input.email, analysisId: toolkit.id }).returning({ id: emailSignups.id });
    const downloadToken = randomBytes(24).toString("base64url");
    const [report] = await tx
      .insert(reports)
      .values({
        analysisId: toolkit.id,
        emailSignupId: signup!.id,
        userId: input.userId ?? null,
        email: input.email,
        jobTitle: toolkit.jobTitle,
        downloadToken,
        status: "queued",
        forOwner: toolkit.ownership !== "other",
      })
      .returning({ id: reports.id });
    const payload: ReportJobPayload = { reportId: report!.id, salary, name: input.name };
    await queueJob(RENDER_REPORT_TASK, payload, { jobKey: `report-render:${report!.id}`, maxAttempts: 5 }, tx);
    await recordEvent("email_signup", { analysisId: toolkit.id }, tx);
    return { reportId: report!.id, downloadToken, status: "queued" as const, reused: false };
  });
}

export type ReportOrder = ({ ok: true } & RequestedReport) | { ok: false; reason: "not-found" | "recipient-capped" | "failed" };

/** requestToolkitReport() as an operation of the email sign-up: a domain outcome, never a throw. */
export async function orderToolkitReport(
  input: { name: string; email: string; analysisId: number; currentSalary?: unknown; userId?: number | null },
  viewer: ToolkitViewer,
): Promise<ReportOrder> {
  try {
    return { ok: true, ...(await requestToolkitReport(input, viewer)) };
  } catch (error) {
    if (error instanceof ToolkitNotFoundError) return { ok: false, reason: "not-found" };
    if (error instanceof RecipientCappedError) return { ok: false, reason: "recipient-capped" };
    log.error({ err: error }, "Requesting a toolkit report failed");
    return { ok: false, reason: "failed" };
  }
}

const ADMIN_VIEW: ToolkitViewer = { isAdmin: true, userId: null, browserSessionId: null, shareToken: null };

async function loadReport(reportId: number, db: Executor) {
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!report) throw new Error(`Report ${reportId} does not exist`);
  const toolkit = await getToolkit(report.analysisId, ADMIN_VIEW, db);
  if (!toolkit) throw new Error(`The toolkit of report ${reportId} is gone`);
  return { report, toolkit };
}

const toolkitUrl = (id: number, shareToken: string) => `${config.appUrl}/toolkit/${id}?share=${shareToken}`;

async function setStage(reportId: number, status: ReportStatus, stage: ReportStage, db: Executor) {
  await db.update(reports).set({ status, stage }).where(eq(reports.id, reportId));
}

/** The render job: tools, their insights, the PDF; then the send job, queued with the PDF saved. */
export async function renderReport(payload: ReportJobPayload, db: Database = getDb()): Promise<void> {
  const { report } = await loadReport(payload.reportId, db);
  if (!PENDING.includes(report.status as ReportStatus) || report.status === "sending") return;
  await setStage(report.id, "rendering", "selecting", db);
  let { toolkit } = await loadReport(report.id, db);
  await setStage(report.id, "rendering", "insights", db);
  // The insights the results page offers are made now, so the toolkit is complete when it lands.
  for (const tool of toolkit.recommendations) {
    if (!tool.aiGeneratedUseCases) await recommendationUseCases(toolkit, tool.id, db);
  }
  ({ toolkit } = await loadReport(report.id, db));
  await setStage(report.id, "rendering", "pdf", db);
  const pdf = await renderToolkitPdf({ toolkit, salary: payload.salary, toolkitUrl: toolkitUrl(toolkit.id, toolkit.shareToken), generatedAt: new Date() });
  await db.transaction(async (tx) => {
    await tx.update(reports).set({ pdf, status: "sending", stage: null }).where(eq(reports.id, report.id));
    await queueJob(SEND_REPORT_TASK, payload, { jobKey: `report-send:${report.id}`, maxAttempts: 10 }, tx);
  });
}

/** The send job: the email with the PDF attached, once per report however often it runs. */
export async function sendReport(payload: ReportJobPayload, db: Database = getDb()): Promise<void> {
  const { report, toolkit } = await loadReport(payload.reportId, db);
  if (report.status === "sent") return;
  if (!report.pdf) throw new Error(`Report ${report.id} has no PDF yet`);
  const totals = toolkitTotals(
    toolkit.recommendations.map((r) => r.productivityGain),
    payload.salary,
  );
  const unsubscribeUrl = await createUnsubscribeUrl(report.email, db);
  const proven = await recipientProvenBy(report.userId, report.email, db);
  const message = toolkitReportEmail({
    name: payload.name,
    jobTitle: toolkit.jobTitle,
    companyName: toolkit.companyName,
    toolkitUrl: toolkitUrl(toolkit.id, toolkit.shareToken),
    downloadUrl: `${config.appUrl}/api/download-report/${report.downloadToken}`,
    toolCount: totals.toolCount,
    totalAnnualValue: totals.totalAnnualValue,
    totalHoursPerWeek: totals.totalHoursPerWeek,
    totalGain: totals.totalGain,
    salary: payload.salary,
    unsubscribeUrl,
  });
  const outcome = await sendEmail(
    {
      to: report.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // The person asked for it: it goes even to an address that unsubscribed from marketing.
      kind: "transactional",
      template: "toolkit-report",
      idempotencyKey: `report:${report.id}`,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
      attachments: [{ filename: reportFilename(toolkit.jobTitle), contentType: "application/pdf", contentBase64: report.pdf.toString("base64") }],
    },
    db,
    { recipientProven: proven },
  );
  // Over the address's share of the day (others asked for it too since this request): not sent;
  // the dialog says so, and the PDF stays downloadable by the one who asked.
  if (outcome === "capped") return markReportFailed(report.id, RECIPIENT_CAP_MESSAGE, db);
  await db.update(reports).set({ status: "sent", sentAt: new Date(), stage: null }).where(eq(reports.id, report.id));
}

/** After the last attempt, the dialog must stop waiting: the report is marked failed. */
export async function markReportFailed(reportId: number, error: string, db: Executor = getDb()): Promise<void> {
  await db
    .update(reports)
    .set({ status: "failed", stage: null, error: error.slice(0, 2000) })
    .where(eq(reports.id, reportId));
}

/** The PDF's file name, shown by inboxes beside the subject: the title only when a subject may show it. */
export function reportFilename(jobTitle: string): string {
  const slug = (titleForSubject(jobTitle) ?? "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return slug ? `${slug}-AI-Toolkit.pdf` : "AI-Toolkit.pdf";
}

export interface ReportState {
  status: ReportStatus;
  stage: ReportStage;
  analysisId: number;
  jobTitle: string;
  progress: ReturnType<typeof reportProgress>;
  /** Still on its way after longer than a report normally takes. */
  slow: boolean;
}

export async function reportState(downloadToken: string, db: Executor = getDb()): Promise<ReportState | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(downloadToken)) return null;
  const [row] = await db
    .select({ status: reports.status, stage: reports.stage, analysisId: reports.analysisId, jobTitle: reports.jobTitle, createdAt: reports.createdAt })
    .from(reports)
    .where(eq(reports.downloadToken, downloadToken))
    .limit(1);
  if (!row) return null;
  const status = row.status as ReportStatus;
  const stage = row.stage as ReportStage;
  return {
    status,
    stage,
    analysisId: row.analysisId,
    jobTitle: row.jobTitle,
    progress: reportProgress(status, stage),
    slow: isReportSlow(status, row.createdAt),
  };
}

/** The PDF by its download token; null when unknown, { ready: false } while still being built. */
export async function reportPdf(
  downloadToken: string,
  db: Executor = getDb(),
): Promise<{ ready: true; pdf: Buffer; filename: string } | { ready: false } | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(downloadToken)) return null;
  const [row] = await db.select({ pdf: reports.pdf, jobTitle: reports.jobTitle }).from(reports).where(eq(reports.downloadToken, downloadToken)).limit(1);
  if (!row) return null;
  return row.pdf ? { ready: true, pdf: row.pdf, filename: reportFilename(row.jobTitle) } : { ready: false };
}

/** The newest report the toolkit's own visit or account asked for (for 'Download Full Toolkit'); never a share-link holder's. */
export async function latestReportFor(analysisId: number, db: Executor = getDb()): Promise<{ downloadToken: string; status: ReportStatus } | null> {
  const [row] = await db
    .select({ downloadToken: reports.downloadToken, status: reports.status })
    .from(reports)
    .where(and(eq(reports.analysisId, analysisId), eq(reports.forOwner, true), inArray(reports.status, ["queued", "rendering", "sending", "sent"])))
    .orderBy(desc(reports.id))
    .limit(1);
  return row ? { downloadToken: row.downloadToken, status: row.status as ReportStatus } : null;
}
