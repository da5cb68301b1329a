// The whole toolkit delivery chain: sign-up -> report row + render job (one transaction) ->
// PDF -> email with the PDF attached, through the real worker and a real SMTP server on loopback.
import { createCookie } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { startWorker, waitForIdleQueue, type WorkerHandle } from "../../jobs/worker";
import { closeMailTransport } from "../../app/adapters/mail.server";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { reportPdf, reportState, requestToolkitReport, sendReport } from "../../app/services/delivery/reports.server";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { getToolkit } from "../../app/services/toolkits/toolkit-views.server";
import { freePort } from "../../server/free-port";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();
const VISIT = "visit-report-000000000000000000000000";
const viewer = { browserSessionId: VISIT, userId: null, isAdmin: false, shareToken: null };

let analysisId: number;
let smtp: SmtpCapture | undefined;
let worker: WorkerHandle | undefined;

beforeAll(async () => {
  const input = analysisInputSchema.parse({
    jobTitle: "Marketing Manager",
    industry: "Marketing & Advertising",
    workAreas: ["Content Creation", "Lead Generation"],
    companyName: "Acme",
  });
  analysisId = (await createAnalysis(input, { browserSessionId: VISIT })).analysisId;
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await smtp?.close();
  smtp = undefined;
  closeMailTransport();
  delete process.env.MAIL_URL;
});
afterAll(async () => {
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

const counts = async () =>
  (
    await getDb().execute<{ signups: number; reports: number; jobs: number }>(sql`
    SELECT (SELECT count(*)::int FROM email_signups) AS signups, (SELECT count(*)::int FROM reports) AS reports,
           (SELECT count(*)::int FROM graphile_worker.jobs) AS jobs`)
  )[0]!;

describe("toolkit report by email", () => {
  it("renders the PDF and emails it, with the job title and every tool in the attachment", async () => {
    smtp = await startSmtpCapture();
    process.env.MAIL_URL = smtp.url;
    const report = await requestToolkitReport({ name: "Ada Lovelace", email: "ada@example.com", analysisId, currentSalary: 120_000 }, viewer);
    expect(report).toMatchObject({ status: "queued", reused: false });
    expect((await reportState(report.downloadToken))!.progress.text).toBe("Analyzing job requirements...");
    // A second request while the first is pending reuses it.
    const again = await requestToolkitReport({ name: "Ada Lovelace", email: "ADA@example.com", analysisId }, viewer);
    expect(again).toMatchObject({ reportId: report.reportId, reused: true });

    worker = await startWorker(db.url(), 2);
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.subject).toContain("Marketing Manager");
    expect(mail!.to).toMatchObject({ text: "ada@example.com" });
    expect(mail!.text).toContain("/toolkit/");
    expect(mail!.html).toContain("<html");
    const listUnsubscribe = mail!.headerLines.find((h) => h.key === "list-unsubscribe")!.line;
    expect(listUnsubscribe).toMatch(/\/api\/unsubscribe\//);
    const attachment = mail!.attachments.find((a) => a.contentType === "application/pdf")!;
    expect(attachment.filename).toMatch(/\.pdf$/);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(attachment.content)), { mergePages: true });
    const toolkit = (await getToolkit(analysisId, viewer))!;
    expect(text).toContain("Marketing Manager");
    expect(text).toContain("120,000");
    for (const tool of toolkit.recommendations) expect(text).toContain(tool.name);

    await waitForIdleQueue(db.url());
    const state = (await reportState(report.downloadToken))!;
    expect(state.status).toBe("sent");
    expect(state.progress).toMatchObject({ text: "Toolkit generated successfully!", percent: 100, done: true });
    const pdf = await reportPdf(report.downloadToken);
    expect(pdf).toMatchObject({ ready: true });
    // The salary is not stored with the report or the sign-up.
    const [stored] = await getDb().execute<{ salary: number | null; current_salary: number | null }>(
      sql`SELECT r.salary, s.current_salary FROM reports r JOIN email_signups s ON s.id = r.email_signup_id WHERE r.id = ${report.reportId}`,
    );
    expect(stored).toEqual({ salary: null, current_salary: null });
    // The insights were generated for every tool on the way.
    expect((await getToolkit(analysisId, viewer))!.recommendations.every((r) => r.aiGeneratedUseCases)).toBe(true);
  }, 40_000);

  it("sends one email per report however often the send job runs", async () => {
    smtp = await startSmtpCapture();
    process.env.MAIL_URL = smtp.url;
    const report = await requestToolkitReport({ name: "Grace", email: "grace@example.com", analysisId }, viewer);
    worker = await startWorker(db.url(), 1);
    await smtp.waitFor(1, 20_000);
    await waitForIdleQueue(db.url());
    await sendReport({ reportId: report.reportId, salary: 90_000, name: "Grace" });
    await getDb().execute(sql`UPDATE reports SET status = 'sending' WHERE id = ${report.reportId}`);
    await sendReport({ reportId: report.reportId, salary: 90_000, name: "Grace" });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => (m.to as { text: string }).text === "grace@example.com")).toHaveLength(1);
  }, 40_000);

  it("retries when the SMTP server is down at first", async () => {
    const port = await freePort();
    process.env.MAIL_URL = `smtp://127.0.0.1:${port}`;
    const report = await requestToolkitReport({ name: "Linus", email: "linus@example.com", analysisId }, viewer);
    worker = await startWorker(db.url(), 1);
    await expect
      .poll(
        async () =>
          (await getDb().execute<{ attempts: number }>(sql`SELECT attempts FROM graphile_worker.jobs WHERE task_identifier = 'send-toolkit-report'`))[0]
            ?.attempts,
        { timeout: 20_000 },
      )
      .toBe(1);
    expect((await reportState(report.downloadToken))!.progress.text).toBe("Preparing email...");
    smtp = await startSmtpCapture(port);
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.to).toMatchObject({ text: "linus@example.com" });
    await expect.poll(async () => (await reportState(report.downloadToken))!.status, { timeout: 10_000 }).toBe("sent");
  }, 60_000);
});

describe("POST /api/email-signup-report", () => {
  // The visit cookie as the browser would hold it (Remix encodes cookie values).
  let visitCookie = "";
  beforeAll(async () => {
    visitCookie = (await createCookie("academy_visit").serialize(VISIT)).split(";")[0]!;
  });
  const post = (body: unknown, cookie = visitCookie) =>
    fetch(`${web.base()}/api/email-signup-report`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: web.base(), Cookie: cookie },
      body: JSON.stringify(body),
    });

  it("answers the spec's texts for bad input and writes nothing", async () => {
    const before = await counts();
    const cases: [unknown, number, unknown][] = [
      [
        { name: " ", email: "a@b.co", analysisId: String(analysisId) },
        400,
        { title: "Missing Information", message: "Please enter both your name and email address." },
      ],
      [{ name: "Ada", email: "not-an-email", analysisId: String(analysisId) }, 400, { title: "Invalid Email", message: "Please enter a valid email address." }],
      [{ name: "Ada", email: "ada@example.com", analysisId: "999999" }, 404, { message: "Analysis Not Found" }],
      [{ name: "Ada", email: "ada@example.com", analysisId: "abc" }, 404, { message: "Analysis Not Found" }],
    ];
    for (const [body, status, answer] of cases) {
      const response = await post(body);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject(answer as object);
    }
    // Another visit may not ask for this toolkit.
    expect(
      (await post({ name: "Eve", email: "eve@example.com", analysisId: String(analysisId) }, "academy_visit=visit-someone-else-000000000000000")).status,
    ).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it("accepts a good request and says where to follow it", async () => {
    const response = await post({ name: "Ada", email: "ada.api@example.com", analysisId: String(analysisId), currentSalary: 95_000 });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; downloadToken: string; statusUrl: string };
    expect(body.success).toBe(true);
    const status = await fetch(`${web.base()}${body.statusUrl}`);
    expect(await status.json()).toMatchObject({ status: "queued", text: "Analyzing job requirements...", percent: 15, done: false });
    const download = await fetch(`${web.base()}/api/download-report/${body.downloadToken}`);
    expect(download.status).toBe(202);
    expect(await download.text()).toContain("We&#39;ve commenced building your custom AI Toolkit. We&#39;ll let you know once it&#39;s ready!");
    expect((await fetch(`${web.base()}/api/download-report/unknown-token-0000000000`)).status).toBe(404);
  });

  it("limits sign-ups per address with 429 and a clear message", async () => {
    process.env.EMAIL_SIGNUP_RATE_LIMIT = "1";
    try {
      await post({ name: "Bob", email: "bob@example.com", analysisId: String(analysisId) });
      const response = await post({ name: "Bob", email: "bob2@example.com", analysisId: String(analysisId) });
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ message: "Too many requests. Please wait a minute and try again." });
    } finally {
      delete process.env.EMAIL_SIGNUP_RATE_LIMIT;
    }
  });
});
