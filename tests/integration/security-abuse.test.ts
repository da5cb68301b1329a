// One anonymous visitor must not hurt everyone else (issue 24, items 3, 7 and 8): drawings made
// through the API are stored only within a per-visit and per-address share of the day, those for
// no stored workflow also under one ceiling, and those never reach a backup; a visitor cannot
// make us mail one address more than a few times a day, nor put a link or a call to action in a
// subject; and a share link never hands out the owner's own report.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { isVisitorTriggered, RECIPIENT_CAP_MESSAGE } from "../../app/lib/recipient-cap";
import { createBackup } from "../../app/services/operations/backups.server";
import { COACH_CHALLENGE_TEMPLATE } from "../../app/services/delivery/emails/coach.server";
import { GAP_REPORT_TEMPLATE } from "../../app/services/delivery/emails/gap-report.server";
import { LEVEL_COMPLETE_TEMPLATE } from "../../app/services/delivery/emails/level-complete.server";
import { NEWSLETTER_WELCOME_TEMPLATE } from "../../app/services/delivery/emails/newsletter.server";
import { SIMULATION_RESULTS_TEMPLATE } from "../../app/services/delivery/emails/simulation-results.server";
import { EARLY_ACCESS_TEMPLATE } from "../../app/services/delivery/emails/survey.server";
import { WAITLIST_TEMPLATE } from "../../app/services/delivery/emails/waitlist.server";
import { sendEmail } from "../../app/services/delivery/email.server";
import { RENDER_REPORT_TASK, SEND_REPORT_TASK } from "../../app/services/delivery/reports.server";
import { Browser } from "../helpers/browser";
import { runQueuedJobs } from "../helpers/run-queued-jobs";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
// Behind one trusted proxy, so each test can speak from addresses of its choosing.
const web = useWebServer({ trustProxy: 1 });

let outbox = "";
let backups = "";
const LIMIT_VARIABLES = ["DRAWINGS_PER_VISIT_MB", "DRAWINGS_PER_ADDRESS_MB", "DRAWINGS_TOTAL_MB", "MAIL_PER_RECIPIENT_DAILY_LIMIT"];

beforeAll(() => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "academy-abuse-outbox-"));
  backups = fs.mkdtempSync(path.join(os.tmpdir(), "academy-abuse-backups-"));
  process.env.OUTBOX_DIR = outbox;
  delete process.env.MAIL_URL;
  // The per-minute limits are tested elsewhere; here one address sends many requests on purpose.
  process.env.AI_GENERATION_RATE_LIMIT = "10000";
  process.env.EMAIL_SIGNUP_RATE_LIMIT = "10000";
});
afterAll(() => {
  fs.rmSync(outbox, { recursive: true, force: true });
  fs.rmSync(backups, { recursive: true, force: true });
  delete process.env.OUTBOX_DIR;
  delete process.env.AI_GENERATION_RATE_LIMIT;
  delete process.env.EMAIL_SIGNUP_RATE_LIMIT;
});
beforeEach(async () => {
  for (const name of LIMIT_VARIABLES) delete process.env[name];
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
  await getDb().execute(sql`DELETE FROM workflow_files`);
  await getDb().execute(sql`DELETE FROM email_messages`);
});

const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });
const one = async <T>(query: ReturnType<typeof sql>) => (await getDb().execute<T & Record<string, unknown>>(query))[0]!;

/** Text of about `length` characters in words, so the drawings wrap and grow as a real one would. */
function words(length: number, seed: string): string {
  const pool = ["prepare", "review", "weekly", "campaign", "summary", "draft", "customer", "insights", "schedule", "report", seed];
  let text = "";
  for (let i = 0; text.length < length; i++) text += `${pool[(i * 7 + seed.length) % pool.length]} `;
  return text.slice(0, length).trim();
}

/** The attacker's workflow: eight steps, every text at its longest. */
const longestWorkflow = (seed: string) => ({
  title: words(200, seed),
  hoursSaved: 12,
  steps: Array.from({ length: 8 }, (_, i) => ({
    stepNumber: i + 1,
    title: words(200, `${seed}${i}`),
    description: words(1200, `${seed}d${i}`),
    tools: Array.from({ length: 5 }, (_, t) => words(100, `${seed}t${t}`)),
  })),
});

const workflowForm = {
  jobRole: "Marketing Manager",
  industry: "Marketing",
  currentTools: ["HubSpot CRM"],
  selectedWorkArea: "Content Creation",
  additionalInfo: "",
};

const unownedBytes = async () =>
  Number((await one<{ bytes: string }>(sql`SELECT coalesce(sum(octet_length(data)), 0)::text AS bytes FROM workflow_files WHERE workflow_id IS NULL`)).bytes);

describe("item 3: drawings through the API", () => {
  it("one address stores no more than its quota, then gets 429 with Retry-After; another address still draws", async () => {
    process.env.DRAWINGS_PER_ADDRESS_MB = "2.5";
    const statuses: number[] = [];
    let refusal: { status: number; retryAfter: string | null; body: unknown } | null = null;
    for (let i = 0; i < 6; i++) {
      // A new visit each time (no cookie kept): only the address ties the requests together.
      const response = await new Browser(web.base).post("/api/generate-workflow-flowchart", { workflow: longestWorkflow(`a${i}`) }, from("203.0.113.10"));
      statuses.push(response.status);
      if (response.status !== 200 && !refusal) refusal = { status: response.status, retryAfter: response.headers.get("retry-after"), body: response.body };
    }
    expect(await unownedBytes()).toBeLessThanOrEqual(2.5 * 1024 * 1024);
    expect(statuses).toContain(200);
    expect(refusal?.status).toBe(429);
    expect(Number(refusal?.retryAfter)).toBeGreaterThan(0);
    expect((refusal?.body as { message: string }).message).toMatch(/today/);
    const other = await new Browser(web.base).post("/api/generate-workflow-flowchart", { workflow: longestWorkflow("b") }, from("203.0.113.11"));
    expect(other.status).toBe(200);
  });

  it("one visit stores no more than its own quota, whatever address it comes from", async () => {
    process.env.DRAWINGS_PER_VISIT_MB = "1.5";
    const visit = new Browser(web.base);
    // A visit is what the site's pages (and the workflow API) give a browser in its cookie.
    await visit.post("/api/generate-workflows", workflowForm, from("198.51.100.1"));
    expect(visit.cookie("academy_visit")).toBeTruthy();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await visit.post("/api/generate-workflow-images", { workflow: longestWorkflow(`v${i}`) }, from(`198.51.100.${i + 1}`))).status);
    }
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
    expect(await unownedBytes()).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });

  it("many addresses together stop at the overall ceiling (503) instead of filling the disk", async () => {
    process.env.DRAWINGS_TOTAL_MB = "3";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await new Browser(web.base).post("/api/generate-workflow-flowchart", { workflow: longestWorkflow(`t${i}`) }, from(`192.0.2.${i + 1}`))).status,
      );
    }
    expect(await unownedBytes()).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(statuses.at(-1)).toBe(503);
  });

  it("a workflow made a moment earlier is no way round the address's share (savedWorkflowId counts too)", async () => {
    process.env.DRAWINGS_PER_ADDRESS_MB = "2.5";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const visit = new Browser(web.base);
      const options = await visit.post("/api/generate-workflows", workflowForm, from("203.0.113.40"));
      const detail = await visit.post("/api/generate-detailed-workflow", { ...workflowForm, workflowId: options.body.workflows[0].id }, from("203.0.113.40"));
      const drawn = await visit.post(
        "/api/generate-workflow-flowchart",
        { workflow: longestWorkflow(`o${i}`), savedWorkflowId: detail.body.savedWorkflowId },
        from("203.0.113.40"),
      );
      statuses.push(drawn.status);
    }
    const { bytes } = await one<{ bytes: string }>(
      sql`SELECT coalesce(sum(octet_length(data)), 0)::text AS bytes FROM workflow_files WHERE workflow_id IS NOT NULL`,
    );
    expect(Number(bytes)).toBeLessThanOrEqual(2.5 * 1024 * 1024);
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a stored workflow's drawings are not held to the ceiling, and drawings for no one never enter a backup", async () => {
    process.env.DRAWINGS_TOTAL_MB = "0.001";
    const visit = new Browser(web.base);
    const options = await visit.post("/api/generate-workflows", workflowForm, from("203.0.113.20"));
    const detail = await visit.post("/api/generate-detailed-workflow", { ...workflowForm, workflowId: options.body.workflows[0].id }, from("203.0.113.20"));
    const owned = await visit.post(
      "/api/generate-workflow-flowchart",
      { workflow: detail.body.workflow, savedWorkflowId: detail.body.savedWorkflowId },
      from("203.0.113.20"),
    );
    expect(owned.status).toBe(200);
    // The stored workflow's flowchart still downloads by its address.
    expect((await visit.post("/api/download-workflow-flowchart", { flowchart: owned.body.flowchart })).status).toBe(200);
    expect((await new Browser(web.base).post("/api/generate-workflow-flowchart", { workflow: detail.body.workflow }, from("203.0.113.21"))).status).toBe(503);

    delete process.env.DRAWINGS_TOTAL_MB;
    const unowned = await new Browser(web.base).post("/api/generate-workflow-flowchart", { workflow: detail.body.workflow }, from("203.0.113.21"));
    expect(unowned.status).toBe(200);
    expect(await unownedBytes()).toBeGreaterThan(0);

    for (const kind of ["full", "incremental"] as const) {
      const backup = await createBackup(kind, { dir: backups, url: process.env.DATABASE_URL });
      const lines = zlib.gunzipSync(fs.readFileSync(backup.file)).toString("utf8").split("\n");
      const start = lines.findIndex((l) => l.startsWith("@table workflow_files "));
      const rows = lines.slice(start + 1, lines.indexOf("\\.", start)).map((l) => JSON.parse(l) as { workflow_id: number | null });
      expect(rows.some((r) => r.workflow_id === null)).toBe(false);
      if (kind === "full") expect(rows.map((r) => r.workflow_id)).toEqual([detail.body.savedWorkflowId]);
      expect(backup.manifest.tables.find((t) => t.name === "workflow_files")!.rows).toBe(rows.length);
      // A later incremental holds only what changed since: draw again so it has something.
      await new Browser(web.base).post("/api/generate-workflow-flowchart", { workflow: detail.body.workflow }, from("203.0.113.22"));
    }
  });
});

/** A toolkit made by a new anonymous visit through the API, with its share token. */
async function anonymousToolkit(jobTitle: string, address: string) {
  const visit = new Browser(web.base);
  const made = await visit.post("/api/analyze-job", { jobTitle, industry: "Other", workAreas: ["Reporting"] }, from(address));
  expect(made.status).toBe(200);
  const analysisId = made.body.analysisId as number;
  const { share_token } = await one<{ share_token: string }>(sql`SELECT share_token FROM analyses WHERE id = ${analysisId}`);
  return { visit, analysisId, shareToken: share_token };
}

const mailsTo = async (address: string) =>
  (
    await getDb().execute<{ subject: string; template: string; outbox_path: string | null }>(
      sql`SELECT subject, template, outbox_path FROM email_messages WHERE lower(to_address) = lower(${address}) AND status = 'sent' ORDER BY id`,
    )
  ).map((r) => ({ ...r }));

async function deliverReports() {
  await runQueuedJobs(RENDER_REPORT_TASK);
  await runQueuedJobs(SEND_REPORT_TASK);
}

describe("item 7: mail to an address nobody proved", () => {
  it("a job title that reads as a link or a call to action stays out of the subject and the file name", async () => {
    const phishing = "Account suspended - verify at evil.example within 24h";
    const { visit, analysisId } = await anonymousToolkit(phishing, "203.0.113.30");
    const response = await visit.post(
      "/api/email-signup-report",
      { name: "Victim", email: "victim@example.com", analysisId: String(analysisId) },
      from("203.0.113.30"),
    );
    expect(response.status).toBe(200);
    await deliverReports();
    const [mail] = await mailsTo("victim@example.com");
    expect(mail!.subject).toBe("Your AI Toolkit is ready");
    const eml = fs.readFileSync(mail!.outbox_path!, "utf8");
    const filenames = [...eml.matchAll(/filename="?([^"\r\n;]+)/gi)].map((m) => m[1]!);
    expect(filenames.length).toBeGreaterThan(0);
    for (const name of filenames) expect(name).not.toMatch(/evil|verify|suspended/i);
    expect(eml).toMatch(/^Subject: Your AI Toolkit is ready\r?$/m);

    // An ordinary title keeps its place in the subject.
    const plain = await anonymousToolkit("Marketing Manager", "203.0.113.31");
    await plain.visit.post("/api/email-signup-report", { name: "Ada", email: "ada@example.com", analysisId: String(plain.analysisId) }, from("203.0.113.31"));
    await deliverReports();
    expect((await mailsTo("ada@example.com"))[0]!.subject).toBe("Your Marketing Manager AI Toolkit is ready");
  });

  it("reports to one address stop at the daily cap, whoever asks and from wherever", async () => {
    process.env.MAIL_PER_RECIPIENT_DAILY_LIMIT = "3";
    const answers: { status: number; body: { message?: string; downloadToken?: string } }[] = [];
    for (let i = 0; i < 5; i++) {
      const address = `198.51.100.${40 + i}`;
      const { visit, analysisId } = await anonymousToolkit("Marketing Manager", address);
      answers.push(await visit.post("/api/email-signup-report", { name: "X", email: "Target@Example.com", analysisId: String(analysisId) }, from(address)));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]!.body.message).toMatch(/this address/i);
    // Before the three reports go out, someone else has us mail the address too: the last report
    // finds the day's share used when it is sent, is not sent, and says so.
    expect((await new Browser(web.base).post("/api/coach-signup", { email: "target@example.com" }, from("198.51.100.49"))).status).toBe(200);
    await runQueuedJobs("send-email");
    await deliverReports();
    expect((await mailsTo("target@example.com")).map((m) => m.template)).toEqual(["coach-challenge", "toolkit-report", "toolkit-report"]);
    const last = await new Browser(web.base).get(`/api/report-status/${answers[2]!.body.downloadToken}`);
    expect(last.body.status).toBe("failed");
    const { error } = await one<{ error: string }>(sql`SELECT error FROM reports WHERE download_token = ${answers[2]!.body.downloadToken}`);
    expect(error).toBe(RECIPIENT_CAP_MESSAGE);
  });

  it("names every mail a visitor can trigger to an unproven address, and only those", () => {
    for (const template of [
      WAITLIST_TEMPLATE,
      NEWSLETTER_WELCOME_TEMPLATE,
      COACH_CHALLENGE_TEMPLATE,
      EARLY_ACCESS_TEMPLATE,
      "toolkit-report",
      "consultation-confirmation",
      "confirm-email",
      "account-exists",
    ]) {
      expect(isVisitorTriggered(template), template).toBe(true);
    }
    for (const template of [
      "password-reset",
      "consultation-admin",
      "purchase-receipt",
      "payment-review",
      GAP_REPORT_TEMPLATE,
      LEVEL_COMPLETE_TEMPLATE,
      SIMULATION_RESULTS_TEMPLATE,
    ]) {
      expect(isVisitorTriggered(template), template).toBe(false);
    }
  });

  it("every other mail a visitor can make us send counts too, and the one over the cap is not sent", async () => {
    process.env.MAIL_PER_RECIPIENT_DAILY_LIMIT = "3";
    const victim = "someone@example.org";
    const post = (pathname: string, body: Record<string, unknown>, address: string) => new Browser(web.base).post(pathname, body, from(address));
    await post("/api/toolkit-waitlist", { name: "A", email: victim }, "192.0.2.50");
    await post("/api/coach-signup", { email: victim }, "192.0.2.51");
    for (let i = 0; i < 3; i++) await post("/api/consultation-booking", { name: "C", email: victim, company: "", phone: "" }, `192.0.2.${52 + i}`);
    await runQueuedJobs("send-email");
    const sent = await mailsTo(victim);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((m) => m.template)).size).toBeGreaterThan(1);
    // The team's own notices of the bookings are not the visitor's to cap.
    const { n } = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM email_messages WHERE template = 'consultation-admin' AND status = 'sent'`);
    expect(n).toBe(3);
  });

  it("mail the product sends on its own behalf, and a proven owner's own report, are not capped", async () => {
    process.env.MAIL_PER_RECIPIENT_DAILY_LIMIT = "1";
    const base = { to: "owner@example.net", text: "t", html: "<p>t</p>", kind: "transactional" as const };
    expect(await sendEmail({ ...base, subject: "one", template: "consultation-confirmation" })).toBe("sent");
    expect(await sendEmail({ ...base, subject: "two", template: "consultation-confirmation" })).toBe("capped");
    expect(await sendEmail({ ...base, subject: "reset", template: "password-reset" })).toBe("sent");
    expect(await sendEmail({ ...base, subject: "mine", template: "toolkit-report" }, getDb(), { recipientProven: true })).toBe("sent");
    expect((await mailsTo("owner@example.net")).map((m) => m.subject)).toEqual(["one", "reset", "mine"]);
  });
});

describe("item 8: a share link and the owner's report", () => {
  it("a share-link holder who gives the owner's address gets a report of their own, never the owner's token or salary", async () => {
    const owner = await anonymousToolkit("Financial Analyst", "203.0.113.60");
    // Two salaries the toolkit's band keeps as they are: the owner's highest, the holder's lowest.
    const { band } = await one<{ band: { min: number; max: number } }>(sql`SELECT salary_band AS band FROM analyses WHERE id = ${owner.analysisId}`);
    const [ownerSalary, holderSalary] = [band.max - (band.max % 5000), band.min + ((5000 - (band.min % 5000)) % 5000)];
    const money = (n: number) => n.toLocaleString("en-US");
    const mine = await owner.visit.post(
      "/api/email-signup-report",
      { name: "Owner", email: "owner@example.com", analysisId: String(owner.analysisId), currentSalary: ownerSalary },
      from("203.0.113.60"),
    );
    expect(mine.status).toBe(200);

    const holder = new Browser(web.base);
    const theirs = await holder.post(
      `/api/email-signup-report?share=${owner.shareToken}`,
      { name: "Holder", email: "OWNER@example.com", analysisId: String(owner.analysisId), currentSalary: holderSalary },
      from("198.51.100.61"),
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.reused).toBe(false);
    expect(theirs.body.downloadToken).not.toBe(mine.body.downloadToken);
    expect(theirs.body.reportId).not.toBe(mine.body.reportId);
    expect(JSON.stringify(theirs.body)).not.toContain(mine.body.downloadToken);

    await deliverReports();
    const pdf = await holder.request(`/api/download-report/${theirs.body.downloadToken}`);
    expect(pdf.status).toBe(200);
    const bytes = await (await fetch(`${web.base()}/api/download-report/${theirs.body.downloadToken}`)).arrayBuffer();
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain(`$${money(holderSalary)}`);
    expect(text).not.toContain(`$${money(ownerSalary)}`);

    // The owner asking again still finds their own report on its way (or sent) rather than a new one.
    const again = await owner.visit.post(
      "/api/email-signup-report",
      { name: "Owner", email: "owner@example.com", analysisId: String(owner.analysisId), currentSalary: ownerSalary },
      from("203.0.113.60"),
    );
    expect(again.status).toBe(200);
    expect(again.body.downloadToken).not.toBe(theirs.body.downloadToken);
  });

  it("the owner's page never offers a share-link holder's report (nor the holder's salary)", async () => {
    const owner = await anonymousToolkit("Financial Analyst", "203.0.113.62");
    const mine = await owner.visit.post(
      "/api/email-signup-report",
      { name: "Owner", email: "owner2@example.com", analysisId: String(owner.analysisId), currentSalary: 90000 },
      from("203.0.113.62"),
    );
    const holder = new Browser(web.base);
    const theirs = await holder.post(
      `/api/email-signup-report?share=${owner.shareToken}`,
      { name: "Holder", email: "holder@example.com", analysisId: String(owner.analysisId), currentSalary: 60000 },
      from("198.51.100.63"),
    );
    expect(theirs.status).toBe(200);
    // The newest report on the toolkit is the holder's; the owner's page still links the owner's own.
    const page = await owner.visit.get(`/toolkit/${owner.analysisId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(mine.body.downloadToken);
    expect(page.body).not.toContain(theirs.body.downloadToken);
  });
});
