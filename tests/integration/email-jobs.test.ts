import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { emailPreferences, waitlistSignups } from "../../db/schema/index";
import { startWorker, waitForIdleQueue, type WorkerHandle } from "../../jobs/worker";
import { queueEmail, sendEmail } from "../../app/services/delivery/email.server";
import { closeMailTransport } from "../../app/adapters/mail.server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { useTestDatabase } from "../helpers/test-database";
import { freePort } from "../../server/free-port";

const db = useTestDatabase();

const message = (overrides: Partial<Parameters<typeof sendEmail>[0]> = {}) => ({
  to: "ada@example.com",
  subject: "Your AI toolkit",
  text: "Hello Ada",
  html: "<p>Hello Ada</p>",
  kind: "transactional" as const,
  template: "test",
  ...overrides,
});

async function jobRows() {
  return getDb().execute<{ task_identifier: string; attempts: number; last_error: string | null }>(
    sql`SELECT task_identifier, attempts, last_error FROM graphile_worker.jobs ORDER BY id`,
  );
}

describe("email delivery through the worker", () => {
  let smtp: SmtpCapture | undefined;
  let worker: WorkerHandle | undefined;

  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await smtp?.close();
    smtp = undefined;
    closeMailTransport();
    delete process.env.MAIL_URL;
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
  });

  it("delivers a queued email over SMTP and logs it", async () => {
    smtp = await startSmtpCapture();
    process.env.MAIL_URL = smtp.url;
    await queueEmail(
      message({ attachments: [{ filename: "toolkit.txt", contentType: "text/plain", contentBase64: Buffer.from("tools").toString("base64") }] }),
    );
    worker = await startWorker(db.url(), 1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe("Your AI toolkit");
    expect(mail!.to).toMatchObject({ text: "ada@example.com" });
    expect(mail!.text?.trim()).toBe("Hello Ada");
    expect(mail!.html).toContain("<p>Hello Ada</p>");
    expect(mail!.attachments[0]!.filename).toBe("toolkit.txt");
    expect(mail!.attachments[0]!.content.toString()).toBe("tools");
    await waitForIdleQueue(db.url());
    const logged = await getDb().execute<{ status: string; transport: string }>(
      sql`SELECT status, transport FROM email_messages WHERE to_address = 'ada@example.com'`,
    );
    expect([...logged]).toEqual([{ status: "sent", transport: "smtp" }]);
  });

  it("retries when the SMTP server is down at first", async () => {
    const port = await freePort();
    process.env.MAIL_URL = `smtp://127.0.0.1:${port}`;
    await queueEmail(message({ to: "retry@example.com" }));
    worker = await startWorker(db.url(), 1);
    // First attempt fails: connection refused. The job stays queued with its error. Graphile Worker
    // counts the attempt when it takes the job and writes the error when it fails, so wait for that.
    await expect.poll(async () => (await jobRows())[0]?.last_error ?? null, { timeout: 10_000 }).toMatch(/ECONNREFUSED|connect/i);
    expect((await jobRows())[0]!.attempts).toBe(1);
    smtp = await startSmtpCapture(port);
    // Graphile Worker's backoff retries after about e^1 seconds.
    const [mail] = await smtp.waitFor(1, 15_000);
    expect(mail!.to).toMatchObject({ text: "retry@example.com" });
    // The server has the mail a moment before the job writes its "sent" row.
    const statuses = async () =>
      (await getDb().execute<{ status: string }>(sql`SELECT status FROM email_messages WHERE to_address = 'retry@example.com' ORDER BY id`)).map(
        (r) => r.status,
      );
    await expect.poll(statuses, { timeout: 5_000 }).toEqual(["failed", "sent"]);
  }, 30_000);

  it("sends an email with an idempotency key only once, however often the job runs", async () => {
    smtp = await startSmtpCapture();
    process.env.MAIL_URL = smtp.url;
    const once = message({ to: "once@example.com", idempotencyKey: "report:42" });
    expect(await sendEmail(once)).toBe("sent");
    expect(await sendEmail(once)).toBe("already-sent");
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.filter((m) => m.subject === once.subject && (m.to as { text: string }).text === "once@example.com")).toHaveLength(1);
  });

  it("does not send marketing mail to an address that unsubscribed, but still sends what was asked for", async () => {
    smtp = await startSmtpCapture();
    process.env.MAIL_URL = smtp.url;
    await getDb().insert(emailPreferences).values({ email: "gone@example.com", marketingOptOut: true, unsubscribedAt: new Date() });
    const headers = { "List-Unsubscribe": "<https://example.com/api/unsubscribe/x>" };
    expect(await sendEmail(message({ to: "Gone@example.com", kind: "marketing", headers }))).toBe("unsubscribed");
    expect(await sendEmail(message({ to: "gone@example.com", kind: "transactional" }))).toBe("sent");
  });
});

describe("queueing jobs inside a transaction", () => {
  afterAll(async () => {
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
  });

  it("commits the row and its job together", async () => {
    await getDb().transaction(async (tx) => {
      await tx.insert(waitlistSignups).values({ name: "Grace", email: "grace@example.com" });
      await queueEmail(message({ to: "grace@example.com" }), tx);
    });
    const jobs = await jobRows();
    expect(jobs.map((j) => j.task_identifier)).toContain("send-email");
  });

  it("rolls back the job when the transaction fails", async () => {
    const before = (await jobRows()).length;
    await expect(
      getDb().transaction(async (tx) => {
        await tx.insert(waitlistSignups).values({ name: "Linus", email: "linus@example.com" });
        await queueEmail(message({ to: "linus@example.com" }), tx);
        throw new Error("something later failed");
      }),
    ).rejects.toThrow("something later failed");
    expect((await jobRows()).length).toBe(before);
    const rows = await getDb().execute(sql`SELECT 1 FROM waitlist_signups WHERE email = 'linus@example.com'`);
    expect(rows.length).toBe(0);
  });

  it("refuses a malformed payload before anything is queued", async () => {
    await expect(queueEmail({ ...message(), to: "not-an-email" })).rejects.toThrow();
    // A marketing email without a way to unsubscribe is refused too.
    await expect(queueEmail({ ...message(), kind: "marketing" })).rejects.toThrow(/List-Unsubscribe/);
  });
});

describe("the outbox (no MAIL_URL)", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-outbox-"));
    process.env.OUTBOX_DIR = dir;
  });
  afterAll(() => {
    delete process.env.OUTBOX_DIR;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes the exact message as an .eml file and logs it", async () => {
    expect(await sendEmail(message({ to: "outbox@example.com", subject: "Outbox test" }))).toBe("sent");
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, files[0]!)));
    expect(parsed.subject).toBe("Outbox test");
    expect(parsed.from?.text).toContain("Upskill Academy");
    expect(parsed.html).toContain("Hello Ada");
    const [row] = await getDb().execute<{ transport: string; outbox_path: string }>(
      sql`SELECT transport, outbox_path FROM email_messages WHERE to_address = 'outbox@example.com'`,
    );
    expect(row).toMatchObject({ transport: "outbox", outbox_path: path.join(dir, files[0]!) });
  });
});
