// The toolkit waitlist and the workshops newsletter over real HTTP (visitor-side.md §2, §5, §7,
// §8, §9; issue 6 items 3 and 4): POST /api/toolkit-waitlist and POST /api/newsletter, the pages'
// form actions without JavaScript, and the emails the send-email job delivers.
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { NEWSLETTER_MESSAGES } from "../../app/content/workshops";
import { WAITLIST_MESSAGES } from "../../app/content/waitlist";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../app/services/operations/rate-limit.server";
import { Browser } from "../helpers/browser";
import { withMailWorker } from "../helpers/mail-worker";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
// Each test poses as its own client behind a trusted proxy on loopback (TRUST_PROXY=loopback).
const web = useWebServer({ trustProxy: ["loopback"] });

const asJson = (p: { title: string; description: string }) => ({ title: p.title, message: p.description });
const WAITLIST_OK = { success: true, title: "Success!", message: "You'll be the first to know when our toolkit is ready." };
const NEWSLETTER_OK = { success: true, title: "Success!", message: "You've been subscribed to our newsletter. Check your email for a 10% discount code!" };

/** Plain-text parts wrap at 76 columns: compare on single spaces. */
const flat = (text: unknown) => String(text).replace(/\s+/g, " ");
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const count = async (query: ReturnType<typeof sql>) => (await q<{ n: number }>(query))[0]!.n;
const waitlistRows = (email: string) => count(sql`SELECT count(*)::int AS n FROM waitlist_signups WHERE lower(email) = lower(${email})`);
const newsletterRows = (email: string) => count(sql`SELECT count(*)::int AS n FROM newsletter_signups WHERE lower(email) = lower(${email})`);
const allRows = async () => count(sql`SELECT ((SELECT count(*) FROM waitlist_signups) + (SELECT count(*) FROM newsletter_signups))::int AS n`);
interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  template: string;
  headers?: Record<string, string>;
}
const emailJobs = async (to: string) =>
  (
    await q<{ payload: QueuedEmail }>(sql`
      SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND lower(j.payload->>'to') = lower(${to}) ORDER BY j.id`)
  ).map((r) => r.payload);

// Each test posts from its own client address (the loopback proxy is trusted), so the sign-up
// limit of one test never reaches another.
let clientNo = 0;
const client = () => `198.51.100.${++clientNo}`;
let serial = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;

function poster(path: string, ip = client()) {
  const browser = new Browser(web.base);
  return (json: unknown) => browser.post(path, json, { headers: { "X-Forwarded-For": ip } });
}

/** Limits count in one-minute windows: start a burst early enough in a window not to straddle two. */
async function freshWindow(needSeconds = 15) {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 60_000 - needSeconds * 1000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
}

beforeEach(() => {
  delete process.env.EMAIL_SIGNUP_RATE_LIMIT;
  delete process.env.NEWSLETTER_DISCOUNT_CODE;
});
afterAll(async () => {
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

describe("POST /api/toolkit-waitlist", () => {
  it("stores the trimmed name and email and queues one confirmation", async () => {
    const email = uniqueEmail("ada");
    const response = await poster("/api/toolkit-waitlist")({ name: "  Ada Lovelace ", email: `  ${email}\t` });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(WAITLIST_OK);
    const [row] = await q<{ name: string; email: string }>(sql`SELECT name, email FROM waitlist_signups WHERE email = ${email}`);
    expect(row).toEqual({ name: "Ada Lovelace", email });
    const jobs = await emailJobs(email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: "transactional", template: "waitlist-confirmation", subject: "You're on the AI Toolkit waitlist" });
    expect(flat(jobs[0]!.text)).toContain("We'll email you as soon as the AI Toolkit is ready.");
  });

  it("answers a repeated address (in any case) the same, adding no row and no email", async () => {
    const email = uniqueEmail("grace");
    const post = poster("/api/toolkit-waitlist");
    expect((await post({ name: "Grace", email })).body).toEqual(WAITLIST_OK);
    const again = await post({ name: "Grace Hopper", email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(WAITLIST_OK);
    expect(await waitlistRows(email)).toBe(1);
    expect(await emailJobs(email)).toHaveLength(1);
  });

  it("stores one row when the same address arrives twice at once", async () => {
    const email = uniqueEmail("twice");
    const post = poster("/api/toolkit-waitlist");
    const answers = await Promise.all([post({ name: "A", email }), post({ name: "B", email: email.toUpperCase() })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await waitlistRows(email)).toBe(1);
    expect(await emailJobs(email)).toHaveLength(1);
  });

  it("refuses empty and malformed fields with the spec's texts and stores nothing", async () => {
    const post = poster("/api/toolkit-waitlist");
    const before = await allRows();
    for (const body of [
      {},
      { name: "Ada" },
      { email: "ada@example.com" },
      { name: "   ", email: "ada@example.com" },
      { name: "Ada", email: "  " },
      { name: 7, email: "ada@example.com" },
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ title: "Please fill in all fields", message: WAITLIST_MESSAGES.missing.description });
    }
    for (const email of ["ada", "ada@example", "ada @example.com"]) {
      const response = await post({ name: "Ada", email });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(asJson(WAITLIST_MESSAGES.invalidEmail));
    }
    // Every attempt counts towards the sign-up limit: the rest come from another address.
    const next = poster("/api/toolkit-waitlist");
    expect((await next({ name: "A".repeat(121), email: "ada@example.com" })).body).toMatchObject(asJson(WAITLIST_MESSAGES.tooLong));
    // Not a JSON object, or a bot that filled the hidden field: the §8 failure texts.
    const raw = await new Browser(web.base).request("/api/toolkit-waitlist", {
      method: "POST",
      body: "name=Ada",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": client() },
    });
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({ title: "Something went wrong", message: "Please try again later." });
    expect((await next([1, 2])).body).toMatchObject(asJson(WAITLIST_MESSAGES.failed));
    expect((await next({ name: "Bot", email: "bot@example.com", website: "https://spam.example" })).body).toMatchObject(asJson(WAITLIST_MESSAGES.failed));
    expect(await allRows()).toBe(before);
    expect(await emailJobs("bot@example.com")).toHaveLength(0);
  });

  it("refuses the 11th sign-up within a minute (EMAIL_SIGNUP_LIMIT) and stores nothing for it", async () => {
    await freshWindow();
    const post = poster("/api/toolkit-waitlist");
    for (let i = 0; i < 10; i++) expect((await post({ name: "Ada", email: uniqueEmail("burst") })).status, `sign-up ${i + 1}`).toBe(200);
    const email = uniqueEmail("eleventh");
    const refused = await post({ name: "Ada", email });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ title: "Too Many Requests", message: TOO_MANY_REQUESTS_MESSAGE });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await waitlistRows(email)).toBe(0);
  });

  it("answers other methods with 405", async () => {
    const response = await new Browser(web.base).get("/api/toolkit-waitlist");
    expect(response.status).toBe(405);
  });
});

describe("POST /api/newsletter", () => {
  it("stores name, email and city, and queues the welcome with the discount code and List-Unsubscribe", async () => {
    process.env.NEWSLETTER_DISCOUNT_CODE = "MELB-TEN";
    const email = uniqueEmail("lin");
    const response = await poster("/api/newsletter")({ name: " Lin ", email: ` ${email} `, city: "  Perth " });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(NEWSLETTER_OK);
    const [row] = await q<{ name: string; email: string; city: string; source: string }>(
      sql`SELECT name, email, city, source FROM newsletter_signups WHERE email = ${email}`,
    );
    expect(row).toEqual({ name: "Lin", email, city: "Perth", source: "workshops" });
    const jobs = await emailJobs(email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: "marketing", template: "newsletter-welcome" });
    expect(jobs[0]!.text).toContain("MELB-TEN");
    expect(jobs[0]!.text).toContain("10%");
    expect(jobs[0]!.text).toContain("Perth");
    expect(jobs[0]!.headers?.["List-Unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[A-Za-z0-9_-]+>, <mailto:/);
    expect(jobs[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("takes the city as optional and the default discount code when none is configured", async () => {
    const email = uniqueEmail("nocity");
    expect((await poster("/api/newsletter")({ name: "Ken", email })).body).toEqual(NEWSLETTER_OK);
    const [row] = await q<{ city: string | null }>(sql`SELECT city FROM newsletter_signups WHERE email = ${email}`);
    expect(row!.city).toBeNull();
    expect((await emailJobs(email))[0]!.text).toContain("WORKSHOP10");
  });

  it("answers a repeated address the same, adding no row and sending no second welcome", async () => {
    const email = uniqueEmail("again");
    const post = poster("/api/newsletter");
    expect((await post({ name: "Ada", email, city: "Hobart" })).body).toEqual(NEWSLETTER_OK);
    const again = await post({ name: "Ada L", email: email.toUpperCase(), city: "Darwin" });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(NEWSLETTER_OK);
    expect(await newsletterRows(email)).toBe(1);
    expect(await emailJobs(email)).toHaveLength(1);
  });

  it("refuses empty and malformed fields and stores nothing", async () => {
    const post = poster("/api/newsletter");
    const before = await allRows();
    for (const body of [{}, { name: "Ada", city: "Perth" }, { email: "ada@example.com" }, { name: " ", email: " " }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(asJson(NEWSLETTER_MESSAGES.missing));
    }
    const invalid = await post({ name: "Ada", email: "ada@nowhere" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ title: "Invalid Email", message: "Please enter a valid email address." });
    expect((await post({ name: "Ada", email: "ada@example.com", city: "C".repeat(121) })).body).toMatchObject(asJson(NEWSLETTER_MESSAGES.tooLong));
    expect((await post("not an object")).body).toMatchObject({ title: "Error", message: "Something went wrong. Please try again." });
    expect((await post({ name: "Bot", email: "bot2@example.com", website: "x" })).body).toMatchObject(asJson(NEWSLETTER_MESSAGES.failed));
    expect(await allRows()).toBe(before);
  });

  it("refuses the 11th sign-up within a minute", async () => {
    await freshWindow();
    const ip = client();
    const post = poster("/api/newsletter", ip);
    for (let i = 0; i < 10; i++) expect((await post({ name: "Ada", email: uniqueEmail("nburst") })).status).toBe(200);
    const email = uniqueEmail("n-eleventh");
    const refused = await post({ name: "Ada", email });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ title: "Too Many Requests", message: TOO_MANY_REQUESTS_MESSAGE });
    expect(await newsletterRows(email)).toBe(0);
    // The waitlist shares the email sign-up limit.
    expect((await poster("/api/toolkit-waitlist", ip)({ name: "Ada", email })).status).toBe(429);
  });
});

describe("the pages' forms without JavaScript", () => {
  function form(path: string, fields: Record<string, string>, ip = client()) {
    const browser = new Browser(web.base);
    return { browser, response: browser.request(path, { method: "POST", form: fields, headers: { "X-Forwarded-For": ip } }) };
  }

  it("/toolkit-landing shows the error with what was typed, or redirects to the success view", async () => {
    const bad = await form("/toolkit-landing", { name: "Ada", email: "" }).response;
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Please fill in all fields");
    expect(bad.body).toContain('value="Ada"');
    expect(bad.body).toContain('id="waitlist"');

    const email = uniqueEmail("nojs");
    const { browser, response } = form("/toolkit-landing", { name: " Ada ", email, website: "" });
    const good = await response;
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toBe("/toolkit-landing#waitlist");
    const page = await browser.get("/toolkit-landing");
    expect(page.body).toContain("You&#x27;re on the list!");
    expect(page.body).toContain("We&#x27;ll email you as soon as the AI Toolkit is ready.");
    expect(page.body).toContain("Success!");
    expect(await waitlistRows(email)).toBe(1);
    // The message is shown once: a reload shows the form again.
    const reload = await browser.get("/toolkit-landing");
    expect(reload.body).not.toContain("You&#x27;re on the list!");
    expect(reload.body).toContain("Subscribe to Waitlist");
  });

  it("/workshops?notify=1 shows the form; it refuses bad input and subscribes good input", async () => {
    const page = await new Browser(web.base).get("/workshops?notify=1");
    expect(page.body).toContain('id="notify"');
    expect(page.body).toContain("City (optional)");
    expect((await new Browser(web.base).get("/workshops")).body).not.toContain('id="notify"');

    const bad = await form("/workshops?notify=1", { name: "Ada", email: "nope", city: "Perth" }).response;
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Invalid Email");
    expect(bad.body).toContain('value="Perth"');

    const email = uniqueEmail("nojs-news");
    const { browser, response } = form("/workshops?notify=1", { name: "Ada", email, city: "Geelong" });
    const good = await response;
    expect(good.status).toBe(302);
    expect(good.headers.get("location")).toBe("/workshops");
    const next = await browser.get("/workshops");
    expect(next.body).toContain("You&#x27;ve been subscribed to our newsletter. Check your email for a 10% discount code!");
    const [row] = await q<{ city: string }>(sql`SELECT city FROM newsletter_signups WHERE email = ${email}`);
    expect(row!.city).toBe("Geelong");
  });
  // The workshops themselves: tests/integration/workshops.test.ts.
});

describe("the emails, sent by the send-email job", () => {
  it("delivers the waitlist confirmation and the newsletter welcome with its code and List-Unsubscribe", async () => {
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
    process.env.NEWSLETTER_DISCOUNT_CODE = "SMTP-TEN";
    await withMailWorker(db.url(), async (smtp) => {
      const waitlister = uniqueEmail("mail-wait");
      const subscriber = uniqueEmail("mail-news");
      expect((await poster("/api/toolkit-waitlist")({ name: "Ada", email: waitlister })).status).toBe(200);
      expect((await poster("/api/newsletter")({ name: "Lin", email: subscriber, city: "Ballarat" })).status).toBe(200);
      const mails = await smtp.waitFor(2, 15_000);
      const to = (address: string) => mails.find((m) => (m.to as { text: string }).text === address)!;

      const confirmation = to(waitlister);
      expect(confirmation.subject).toBe("You're on the AI Toolkit waitlist");
      expect(flat(confirmation.text)).toContain("We'll email you as soon as the AI Toolkit is ready.");
      expect(confirmation.headers.get("list-unsubscribe")).toBeUndefined();

      const welcome = to(subscriber);
      expect(welcome.subject).toBe("Welcome! Your 10% workshop discount code");
      expect(welcome.text).toContain("SMTP-TEN");
      expect(welcome.html).toContain("SMTP-TEN");
      expect(welcome.text).toContain("Ballarat");
      const listUnsubscribe = welcome.headerLines.find((h) => h.key === "list-unsubscribe")!.line;
      expect(listUnsubscribe).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9_-]{43}>/);
      expect(welcome.headerLines.find((h) => h.key === "list-unsubscribe-post")!.line).toContain("List-Unsubscribe=One-Click");
      // The link in the message's footer is a working unsubscribe link for this address.
      const link = /http:\/\/localhost:3000\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(welcome.text as string)!;
      const unsubscribed = await new Browser(web.base).request(`/api/unsubscribe/${link[1]}`, { method: "POST", form: { "List-Unsubscribe": "One-Click" } });
      expect(unsubscribed.status).toBe(200);
      const sent = await q<{ template: string; kind: string; status: string }>(
        sql`SELECT template, kind, status FROM email_messages WHERE to_address IN (${waitlister}, ${subscriber}) ORDER BY template`,
      );
      expect(sent).toEqual([
        { template: "newsletter-welcome", kind: "marketing", status: "sent" },
        { template: "waitlist-confirmation", kind: "transactional", status: "sent" },
      ]);
    });
  }, 30_000);
});
