// The email coach (POST /api/coach-signup and the /coach form without JavaScript, the challenge
// email through the real send-email job) and the rubric page (server-side ?q= search, the
// framework PDF with the occupation count from the database).
import { sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { startWorker } from "../../jobs/worker";
import { closeMailTransport } from "../../app/adapters/mail.server";
import { CHALLENGE_OTHERS, COACH_CHALLENGES, COACH_MESSAGES, WHY_DIFFERENT } from "../../app/content/coach";
import { MIN_BENCHMARK_OTHERS } from "../../app/lib/coach-progress";
import { RUBRIC_LEVELS } from "../../app/content/rubric";
import { currentRubricEdition } from "../../app/lib/rubric-revision";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../app/services/operations/rate-limit.server";
import { startSmtpCapture } from "../helpers/smtp-capture";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();

beforeAll(() => {
  process.env.EMAIL_SIGNUP_RATE_LIMIT = "1000";
});
afterAll(async () => {
  delete process.env.EMAIL_SIGNUP_RATE_LIMIT;
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

const post = (body: unknown) =>
  fetch(`${web.base()}/api/coach-signup`, { method: "POST", headers: { "Content-Type": "application/json", Origin: web.base() }, body: JSON.stringify(body) });
const count = async (query = sql`SELECT count(*)::int AS n FROM coach_signups`) => (await getDb().execute<{ n: number }>(query))[0]!.n;
const challengeJobs = async (to: string) =>
  getDb().execute<{ payload: { to: string; subject: string; text: string; template: string; kind: string; headers: Record<string, string> } }>(sql`
    SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = 'send-email' AND lower(j.payload->>'to') = lower(${to}) ORDER BY j.id`);

describe("POST /api/coach-signup", () => {
  it("refuses an empty or malformed email with the spec's texts and stores nothing", async () => {
    const before = await count();
    const empty = await post({ email: "   ", source: "hero" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ title: "Email Required", message: "Please enter your email to get started." });
    const missing = await post({ source: "footer" });
    expect(await missing.json()).toMatchObject({ title: "Email Required", message: "Please enter your email to get started." });
    const malformed = await post({ email: "ada@nowhere", source: "hero" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ title: COACH_MESSAGES.invalidEmail.title, message: COACH_MESSAGES.invalidEmail.description });
    const notJson = await fetch(`${web.base()}/api/coach-signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: web.base() },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    // A bot filling the hidden field is refused too.
    expect((await post({ email: "bot@example.com", website: "https://spam.example" })).status).toBe(400);
    expect(await count()).toBe(before);
    expect(await challengeJobs("bot@example.com")).toHaveLength(0);
    expect((await fetch(`${web.base()}/api/coach-signup`)).status).toBe(405);
  });

  it("stores a sign-up and queues the first challenge in the same transaction", async () => {
    const response = await post({ email: "  ada@example.com ", source: "footer" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      kind: "first",
      title: "Challenge Incoming!",
      message: "Check your email for your first performance challenge.",
    });
    const rows = await getDb().execute<{ email: string; source: string; challenges_sent: number; has_time: boolean }>(
      sql`SELECT email, source, challenges_sent, last_challenge_at IS NOT NULL AS has_time FROM coach_signups WHERE lower(email) = 'ada@example.com'`,
    );
    expect(rows).toEqual([{ email: "ada@example.com", source: "footer", challenges_sent: 1, has_time: true }]);
    const jobs = await challengeJobs("ada@example.com");
    expect(jobs).toHaveLength(1);
    const mail = jobs[0]!.payload;
    expect(mail.template).toBe("coach-challenge");
    expect(mail.kind).toBe("transactional");
    expect(mail.subject).toBe(`Your first performance challenge: ${COACH_CHALLENGES[0]!.title}`);
    // The challenge's own reply address: coach+{id}-{signature}@ the contact address's domain.
    expect(mail.headers["Reply-To"]).toMatch(/^coach\+[0-9a-z]+-[a-z2-7]{20}@upskill\.academy$/);
    const sends = await getDb().execute<{ challenge_id: string; number: number; reason: string }>(
      sql`SELECT s.challenge_id, s.number, s.reason FROM coach_challenge_sends s JOIN coach_signups u ON u.id = s.signup_id WHERE lower(u.email) = 'ada@example.com'`,
    );
    expect(sends).toEqual([{ challenge_id: COACH_CHALLENGES[0]!.id, number: 1, reason: "signup" }]);
  });

  it("does not duplicate a repeat sign-up: nothing within a day, the next challenge after", async () => {
    const again = await post({ email: "ADA@Example.com", source: "hero" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      success: true,
      kind: "already-sent",
      title: COACH_MESSAGES.alreadySent.title,
      message: COACH_MESSAGES.alreadySent.description,
    });
    expect(await count(sql`SELECT count(*)::int AS n FROM coach_signups WHERE lower(email) = 'ada@example.com'`)).toBe(1);
    expect(await challengeJobs("ada@example.com")).toHaveLength(1);

    await getDb().execute(sql`UPDATE coach_signups SET last_challenge_at = now() - interval '25 hours' WHERE lower(email) = 'ada@example.com'`);
    const later = await post({ email: "ada@example.com", source: "hero" });
    expect(await later.json()).toMatchObject({ kind: "next", title: "Challenge Incoming!", message: "Check your email for your next performance challenge." });
    const [row] = await getDb().execute<{ challenges_sent: number; source: string }>(
      sql`SELECT challenges_sent, source FROM coach_signups WHERE lower(email) = 'ada@example.com'`,
    );
    expect(row).toEqual({ challenges_sent: 2, source: "footer" });
    const jobs = await challengeJobs("ada@example.com");
    expect(jobs.map((j) => j.payload.subject)).toEqual([
      `Your first performance challenge: ${COACH_CHALLENGES[0]!.title}`,
      `Performance challenge #2: ${COACH_CHALLENGES[1]!.title}`,
    ]);
  });

  it("sends one challenge when the same address signs up several times at once", async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => post({ email: "race@example.com", source: "hero" })));
    const kinds = await Promise.all(responses.map(async (r) => ((await r.json()) as { kind: string }).kind));
    expect(kinds.filter((k) => k === "first")).toHaveLength(1);
    expect(kinds.filter((k) => k === "already-sent")).toHaveLength(4);
    expect(await count(sql`SELECT count(*)::int AS n FROM coach_signups WHERE email = 'race@example.com'`)).toBe(1);
    expect(await challengeJobs("race@example.com")).toHaveLength(1);
  });

  it("limits sign-ups per visitor with 429 and stores nothing over the limit", async () => {
    process.env.EMAIL_SIGNUP_RATE_LIMIT = "1";
    try {
      let response: Response | null = null;
      let before = 0;
      // The window may have just turned over, so at most one more request gets through.
      for (let attempt = 0; attempt < 3; attempt++) {
        before = await count();
        response = await post({ email: `limit-${attempt}@example.com`, source: "hero" });
        if (response.status === 429) break;
      }
      expect(response!.status).toBe(429);
      expect(response!.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await response!.json()).toMatchObject({ title: "Too Many Requests", message: TOO_MANY_REQUESTS_MESSAGE });
      expect(await count()).toBe(before);
    } finally {
      process.env.EMAIL_SIGNUP_RATE_LIMIT = "1000";
    }
  });

  it("delivers the challenge email through the send-email job, asking for a reply", async () => {
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
    const smtp = await startSmtpCapture();
    process.env.MAIL_URL = smtp.url;
    process.env.CONTACT_EMAIL = "coach@upskill.example";
    const worker = await startWorker(db.url(), 2);
    try {
      expect((await post({ email: "grace@example.com", source: "hero" })).status).toBe(200);
      const [mail] = await smtp.waitFor(1, 15_000);
      expect((mail!.to as { text: string }).text).toBe("grace@example.com");
      expect(mail!.subject).toBe(`Your first performance challenge: ${COACH_CHALLENGES[0]!.title}`);
      // The coach's address is coach@ CONTACT_EMAIL's domain; the challenge's own token is in it.
      expect(mail!.replyTo?.text).toMatch(/^coach\+[0-9a-z]+-[a-z2-7]{20}@upskill\.example$/);
      const text = mail!.text!.replace(/\s+/g, " ");
      expect(text).toContain(COACH_CHALLENGES[0]!.situation);
      expect(text).toContain("Reply to this email with your answer");
      expect(text).toContain("Clarity, Impact and Confidence");
      expect(mail!.html).toContain(COACH_CHALLENGES[0]!.title);
      expect(mail!.headers.has("list-unsubscribe")).toBe(false);
      // The job logs the message after the SMTP server has accepted it: wait for the row.
      let logged: { status: string; template: string } | undefined;
      for (let i = 0; i < 50 && !logged; i++) {
        [logged] = await getDb().execute<{ status: string; template: string }>(
          sql`SELECT status, template FROM email_messages WHERE to_address = 'grace@example.com'`,
        );
        if (!logged) await new Promise((r) => setTimeout(r, 100));
      }
      expect(logged).toEqual({ status: "sent", template: "coach-challenge" });
    } finally {
      await worker.stop();
      await smtp.close();
      closeMailTransport();
      delete process.env.MAIL_URL;
      delete process.env.CONTACT_EMAIL;
    }
  }, 30_000);
});

describe("/coach without JavaScript", () => {
  const form = (fields: Record<string, string>) =>
    fetch(`${web.base()}/coach`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: new URLSearchParams(fields),
    });

  it("shows every section, with the first rotating phrase in the server's HTML", async () => {
    const html = await (await fetch(`${web.base()}/coach`)).text();
    for (const text of [
      "Back to Training Hub",
      "I want to",
      "nail my next presentation",
      "Challenge Me",
      "How It Works",
      "You Send",
      "Coach Replies",
      "Get Scored",
      "Clarity",
      "Impact",
      "Confidence",
      "Why It&#x27;s Different",
      "No Signups",
      "Growth Tracking",
      "Benchmarking",
      "Addictive",
      "Challenge Others",
      "Send Me a Challenge",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('aria-live="off"');
  });

  it("says what Growth Tracking, Benchmarking and Challenge Others do now", async () => {
    const html = (await (await fetch(`${web.base()}/coach`)).text()).replace(/&#x27;/g, "'");
    for (const point of WHY_DIFFERENT.points) expect(html).toContain(point.text);
    expect(html).toContain("private progress page");
    expect(html).toContain(`Once ${MIN_BENCHMARK_OTHERS} other people have answered the same challenge`);
    expect(html).toContain(CHALLENGE_OTHERS.text);
    expect(CHALLENGE_OTHERS.text).toContain("one email asking them to confirm, and nothing else from us unless they do");
  });

  it("answers an empty email with the spec's message in the page, and stores nothing", async () => {
    const before = await count();
    const response = await form({ email: " ", source: "footer" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Email Required");
    expect(html).toContain("Please enter your email to get started.");
    expect(await count()).toBe(before);
  });

  it("stores the sign-up and redirects back with 'Challenge Incoming!' as a flash message", async () => {
    const response = await form({ email: "lin@example.com", source: "hero" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/coach");
    expect(await count(sql`SELECT count(*)::int AS n FROM coach_signups WHERE email = 'lin@example.com'`)).toBe(1);
    expect(await challengeJobs("lin@example.com")).toHaveLength(1);
    const flash = response.headers.get("set-cookie")!.split(";")[0]!;
    const next = await (await fetch(`${web.base()}/coach`, { headers: { Cookie: flash } })).text();
    expect(next).toContain("Challenge Incoming!");
    expect(next).toContain("Check your email for your first performance challenge.");
  });
});

describe("/aiupskill/rubric", () => {
  let occupationCount = 0;
  beforeAll(async () => {
    occupationCount = await count(sql`SELECT count(*)::int AS n FROM occupations`);
  });

  it("shows the document with the occupation count from the database", async () => {
    expect(occupationCount).toBeGreaterThan(900);
    const html = await (await fetch(`${web.base()}/aiupskill/rubric`)).text();
    for (const level of RUBRIC_LEVELS) expect(html).toContain(level.name);
    expect(html).toContain(occupationCount.toLocaleString("en-US"));
    expect(html).toContain("O*NET Database by the U.S. Department of Labor");
    expect(html.replace(/<[^>]+>/g, "")).toContain(`Last updated ${currentRubricEdition().lastUpdated}`);
    expect(html).toContain(`Version ${currentRubricEdition().version}`);
    expect(html).toContain("AI Fluency Certified, [Role]");
    expect(html).toContain("The Future of Jobs Report 2025");
    expect(html).toContain('placeholder="Search documentation..."');
  });

  it("filters the sidebar on the server for ?q= (JavaScript off)", async () => {
    const navLinks = (html: string) =>
      [...html.matchAll(/<nav aria-label="Rubric sections"[\s\S]*?<\/nav>/g)].map((m) => [...m[0].matchAll(/href="#([^"]+)"/g)].map((x) => x[1]));
    const all = navLinks(await (await fetch(`${web.base()}/aiupskill/rubric`)).text());
    expect(all[0]).toEqual(expect.arrayContaining(["summary", "framework", "level1", "level5", "onet", "real-world", "certification", "communication"]));
    const html = await (await fetch(`${web.base()}/aiupskill/rubric?q=workflow`)).text();
    expect(navLinks(html)[0]).toEqual(["framework", "level3"]);
    expect(html).toContain("1 section matches");
    expect(html).toContain('value="workflow"');
    const none = await (await fetch(`${web.base()}/aiupskill/rubric?q=blockchain`)).text();
    expect(navLinks(none)[0]).toEqual([]);
    expect(none).toContain("No sections match");
  });

  it("serves the framework as a real PDF with the five levels and the occupation count", async () => {
    const response = await fetch(`${web.base()}/aiupskill/rubric/framework.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("ai-readiness-rubric-framework.pdf");
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    // pdf.js takes over (detaches) the buffer it is given, so it gets a copy.
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const level of RUBRIC_LEVELS) expect(flat).toContain(level.name);
    expect(flat).toContain(`${occupationCount.toLocaleString("en-US")} occupations`);
    expect(flat).toContain(`Version ${currentRubricEdition().version}`);
    expect(flat).toContain(`Last updated ${currentRubricEdition().lastUpdated}`);
    expect(flat).toContain("AI Fluency Certified, [Role]");
    expect(flat).toContain("O*NET Database");

    // Kept in memory: the second download is the same bytes (a new render would carry a new creation date).
    const second = new Uint8Array(await (await fetch(`${web.base()}/aiupskill/rubric/framework.pdf`)).arrayBuffer());
    expect(Buffer.from(second).equals(Buffer.from(pdf))).toBe(true);
  });
});
