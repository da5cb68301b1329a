// Sales and payments (issue 7; accounts-admin-sales.md §2, §3, §4, §8, §9): the Stripe webhook
// (signatures, idempotency), the Checkout Session request against a fake Stripe on loopback, the
// local test checkout, the currency lookup, the payment-return page and the receipt email.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { authenticateUser } from "../../app/services/accounts/accounts.server";
import { requestPasswordReset, resetPassword } from "../../app/services/accounts/password-reset.server";
import { completeLevel, courseLevelsFor, fulfilPurchase } from "../../app/services/sales/purchases.server";
import { withMailWorker } from "../helpers/mail-worker";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();

const SECRET = "whsec_test_payments_0123456789abcdef";
const PAYMENT_FAILED_TEXT = "There was an issue processing your payment. Please try again or contact support.";

beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  // Every request comes from 127.0.0.1; this file starts more checkouts a minute than a visitor may.
  process.env.CHECKOUT_RATE_LIMIT = "10000";
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
});
afterAll(async () => {
  for (const name of ["STRIPE_WEBHOOK_SECRET", "CHECKOUT_RATE_LIMIT", "STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_PRICE_LEVEL_1"]) delete process.env[name];
  await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
});

const unique = () => randomBytes(6).toString("hex");

interface SessionEventOptions {
  eventId?: string;
  type?: string;
  sessionId?: string;
  email?: string;
  name?: string | null;
  product?: string;
  jobTitle?: string;
  amount?: number;
  currency?: string;
  paymentStatus?: string;
}

/** A Checkout Session event as Stripe sends it (the fields we read, and the envelope). */
function sessionEvent(options: SessionEventOptions = {}) {
  const id = unique();
  const event = {
    id: options.eventId ?? `evt_test_${id}`,
    object: "event",
    api_version: "2025-06-30.basil",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: options.type ?? "checkout.session.completed",
    data: {
      object: {
        id: options.sessionId ?? `cs_test_${id}`,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: options.paymentStatus ?? "paid",
        amount_total: options.amount ?? 4900,
        currency: options.currency ?? "aud",
        customer_email: null,
        customer_details: { email: options.email ?? `buyer-${id}@example.com`, name: options.name === undefined ? "Ada Buyer" : options.name },
        metadata: { product_code: options.product ?? "level-1", job_title: options.jobTitle ?? "Marketing Manager" },
      },
    },
  };
  return { event, payload: JSON.stringify(event) };
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });

const deliver = (payload: string, signature: string | null = sign(payload)) =>
  fetch(`${web.base()}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      ...(signature ? { "Stripe-Signature": signature } : {}),
    },
    body: payload,
  });

interface Totals {
  payments: number;
  events: number;
  users: number;
  access: number;
  emails: number;
}
const totals = async (): Promise<Totals> =>
  (
    await getDb().execute<Totals & Record<string, unknown>>(sql`
      SELECT (SELECT count(*)::int FROM payments) AS payments,
             (SELECT count(*)::int FROM stripe_events) AS events,
             (SELECT count(*)::int FROM users) AS users,
             (SELECT count(*)::int FROM course_access) AS access,
             (SELECT count(*)::int FROM graphile_worker.jobs WHERE task_identifier = 'send-email') AS emails`)
  )[0]!;

interface PaymentRow {
  id: number;
  user_id: number | null;
  email: string;
  job_title: string | null;
  product_code: string;
  amount_cents: number;
  currency: string;
  method: string;
  status: string;
  stripe_session_id: string | null;
  stripe_event_id: string | null;
}
const paymentsFor = (email: string) =>
  getDb().execute<PaymentRow & Record<string, unknown>>(sql`
    SELECT id, user_id, email, job_title, product_code, amount_cents, currency, method, status, stripe_session_id, stripe_event_id
    FROM payments WHERE lower(email) = lower(${email}) ORDER BY id`);
const paymentsForSession = (sessionId: string) =>
  getDb().execute<{ id: number } & Record<string, unknown>>(sql`SELECT id FROM payments WHERE stripe_session_id = ${sessionId}`);
const usersWith = (email: string) =>
  getDb().execute<{ id: number; username: string; email: string; password_hash: string | null; job_title: string | null } & Record<string, unknown>>(
    sql`SELECT id, username, email, password_hash, job_title FROM users WHERE lower(email) = lower(${email})`,
  );
const levelsOf = async (userId: number) =>
  (await getDb().execute<{ level: number } & Record<string, unknown>>(sql`SELECT level FROM course_access WHERE user_id = ${userId} ORDER BY level`)).map(
    (r) => r.level,
  );
const receiptJobsTo = async (email: string) =>
  (
    await getDb().execute<{ n: number } & Record<string, unknown>>(sql`
      SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'to' = ${email} AND j.payload->>'template' = 'purchase-receipt'`)
  )[0]!.n;

describe("POST /api/stripe/webhook: signatures", () => {
  it("records a signed checkout.session.completed: payment, account, course access and a receipt job", async () => {
    const before = await totals();
    const email = `ada-${unique()}@example.com`;
    const { event, payload } = sessionEvent({ email, name: "Ada Lovelace", jobTitle: "Data Analyst" });
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: "fulfilled" });

    const [payment, ...more] = await paymentsFor(email);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      email,
      job_title: "Data Analyst",
      product_code: "level-1",
      amount_cents: 4900,
      currency: "aud",
      method: "Stripe",
      status: "completed",
      stripe_session_id: event.data.object.id,
      stripe_event_id: event.id,
    });
    const [buyer] = await usersWith(email);
    expect(buyer).toMatchObject({ username: "Ada Lovelace", email, password_hash: null, job_title: "Data Analyst" });
    expect(payment!.user_id).toBe(buyer!.id);
    expect(await levelsOf(buyer!.id)).toEqual([1]);
    expect(await receiptJobsTo(email)).toBe(1);
    expect(await totals()).toEqual({
      ...before,
      payments: before.payments + 1,
      events: before.events + 1,
      users: before.users + 1,
      access: before.access + 1,
      emails: before.emails + 1,
    });
  });

  it("matches an existing account by email whatever its case, and makes no second one", async () => {
    const id = unique();
    // A proven address (security-purchases.test.ts has the unproven one, whose purchase waits for a claim).
    const [existing] = await getDb().execute<{ id: number } & Record<string, unknown>>(
      sql`INSERT INTO users (username, email, password_hash, email_verified_at) VALUES ('Grace Hopper', ${`Grace.${id}@Example.com`}, 'x', now()) RETURNING id`,
    );
    const before = await totals();
    const email = `grace.${id}@example.com`;
    expect((await deliver(sessionEvent({ email, name: "Someone Else" }).payload)).status).toBe(200);
    const [payment] = await paymentsFor(email);
    expect(payment!.user_id).toBe(existing!.id);
    expect(await usersWith(email)).toHaveLength(1);
    expect((await usersWith(email))[0]!.username).toBe("Grace Hopper");
    expect(await levelsOf(existing!.id)).toEqual([1]);
    expect((await totals()).users).toBe(before.users);
  });

  it("refuses a tampered body with 400 and changes nothing", async () => {
    const before = await totals();
    const { payload } = sessionEvent({ amount: 4900 });
    const signature = sign(payload);
    const tampered = payload.replace('"amount_total":4900', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    const response = await deliver(tampered, signature);
    expect(response.status).toBe(400);
    // A plain problem answer: why it failed is for the server log only (security-unsubscribe.test.ts).
    expect(await response.json()).toMatchObject({ status: 400, title: "Bad Request" });
    expect(await totals()).toEqual(before);
  });

  it("refuses a wrong secret, a stale timestamp and a missing header with 400", async () => {
    const before = await totals();
    const { payload } = sessionEvent();
    expect((await deliver(payload, sign(payload, { secret: "whsec_someone_else" }))).status).toBe(400);
    // Stripe's tolerance is 300 s; this one was signed ten minutes ago.
    expect((await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }))).status).toBe(400);
    expect((await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }))).status).toBe(400);
    expect((await deliver(payload, null)).status).toBe(400);
    expect((await deliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect(await totals()).toEqual(before);
    // The same payload with a fresh signature is accepted: only the signatures were wrong.
    expect((await deliver(payload)).status).toBe(200);
    expect((await totals()).payments).toBe(before.payments + 1);
  });

  it("answers GET with 405 and refuses when no webhook secret is configured", async () => {
    expect((await fetch(`${web.base()}/api/stripe/webhook`)).status).toBe(405);
    const before = await totals();
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const { payload } = sessionEvent();
      expect((await deliver(payload, sign(payload))).status).toBe(400);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    }
    expect(await totals()).toEqual(before);
  });

  it("acknowledges other event types and unpaid sessions with 200 and records nothing", async () => {
    const before = await totals();
    const other = await deliver(sessionEvent({ type: "payment_intent.created" }).payload);
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ received: true, status: "ignored" });
    const unpaid = await deliver(sessionEvent({ paymentStatus: "unpaid" }).payload);
    expect(unpaid.status).toBe(200);
    expect(await unpaid.json()).toEqual({ received: true, status: "ignored" });
    const notOurs = await deliver(sessionEvent({ product: "something-else" }).payload);
    expect(await notOurs.json()).toEqual({ received: true, status: "ignored" });
    expect(await totals()).toEqual(before);
  });
});

describe("POST /api/stripe/webhook: idempotency", () => {
  it("records a redelivered event once: one payment, one receipt job", async () => {
    const email = `twice-${unique()}@example.com`;
    const { payload } = sessionEvent({ email });
    const first = await deliver(payload);
    expect(await first.json()).toEqual({ received: true, status: "fulfilled" });
    const before = await totals();
    const again = await deliver(payload);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, status: "duplicate" });
    expect(await totals()).toEqual(before);
    expect(await paymentsFor(email)).toHaveLength(1);
    expect(await receiptJobsTo(email)).toBe(1);
  });

  it("records 10 concurrent copies of one event once", async () => {
    const before = await totals();
    const email = `burst-${unique()}@example.com`;
    const { event, payload } = sessionEvent({ email });
    const signature = sign(payload);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = (await Promise.all(responses.map((r) => r.json() as Promise<{ status: string }>))).map((o) => o.status).sort();
    expect(outcomes).toEqual([
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
      "fulfilled",
    ]);
    expect(await paymentsFor(email)).toHaveLength(1);
    expect(await getDb().execute(sql`SELECT id FROM stripe_events WHERE id = ${event.id}`)).toHaveLength(1);
    expect(await receiptJobsTo(email)).toBe(1);
    expect(await usersWith(email)).toHaveLength(1);
    expect(await totals()).toEqual({
      ...before,
      payments: before.payments + 1,
      events: before.events + 1,
      users: before.users + 1,
      access: before.access + 1,
      emails: before.emails + 1,
    });
  });

  it("records one payment for a session reported again under another event id", async () => {
    const email = `async-${unique()}@example.com`;
    const sessionId = `cs_test_${unique()}`;
    expect((await deliver(sessionEvent({ email, sessionId }).payload)).status).toBe(200);
    const before = await totals();
    const later = await deliver(sessionEvent({ email, sessionId, type: "checkout.session.async_payment_succeeded" }).payload);
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual({ received: true, status: "duplicate" });
    expect(await paymentsForSession(sessionId)).toHaveLength(1);
    expect(await receiptJobsTo(email)).toBe(1);
    // The second event is remembered too, so its own redelivery is a no-op as well.
    expect(await totals()).toEqual({ ...before, events: before.events + 1 });
  });

  it("records concurrent reports of one session under different event ids once", async () => {
    const email = `race-${unique()}@example.com`;
    const sessionId = `cs_test_${unique()}`;
    const types = ["checkout.session.completed", "checkout.session.async_payment_succeeded"];
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => deliver(sessionEvent({ email, sessionId, type: types[i % 2] }).payload)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await paymentsForSession(sessionId)).toHaveLength(1);
    expect(await receiptJobsTo(email)).toBe(1);
  });
});

describe("course access after a purchase", () => {
  it("grants Levels 1-4 for the bundle, opening them one at a time as each is completed", async () => {
    const email = `bundle-${unique()}@example.com`;
    const response = await deliver(sessionEvent({ email, product: "bundle", amount: 19900 }).payload);
    expect(response.status).toBe(200);
    const [payment] = await paymentsFor(email);
    expect(payment).toMatchObject({ product_code: "bundle", amount_cents: 19900 });
    const userId = payment!.user_id!;
    expect(await levelsOf(userId)).toEqual([1, 2, 3, 4]);

    const open = async () => (await courseLevelsFor(userId)).filter((s) => s.unlocked).map((s) => s.level);
    expect(await open()).toEqual([1]);
    expect((await courseLevelsFor(userId))[1]).toMatchObject({ status: "locked", lockedReason: "Complete Level 1" });
    // A locked level cannot be completed ahead of the one before it.
    expect(await completeLevel(userId, 3)).toBe(false);
    expect(await open()).toEqual([1]);
    expect(await completeLevel(userId, 1)).toBe(true);
    expect(await open()).toEqual([1, 2]);
    expect(await completeLevel(userId, 2)).toBe(true);
    expect(await completeLevel(userId, 3)).toBe(true);
    expect(await open()).toEqual([1, 2, 3, 4]);
    expect((await courseLevelsFor(userId))[4]).toMatchObject({ unlocked: false, lockedReason: "Complete Levels 1 to 4" });
    expect(await completeLevel(userId, 5)).toBe(false);
    expect(await completeLevel(userId, 4)).toBe(true);
    expect(await open()).toEqual([1, 2, 3, 4, 5]);
    expect((await courseLevelsFor(userId)).map((s) => s.status)).toEqual(["completed", "completed", "completed", "completed", "current"]);
    // Level 5 is never bought: completing it (by its lessons) records it, once the four are completed.
    expect(await completeLevel(userId, 5)).toBe(true);
    expect((await courseLevelsFor(userId)).map((s) => s.status)).toEqual(["completed", "completed", "completed", "completed", "completed"]);
  });

  it("keeps the first completion date when a level is completed again", async () => {
    const email = `again-${unique()}@example.com`;
    await deliver(sessionEvent({ email }).payload);
    const userId = (await paymentsFor(email))[0]!.user_id!;
    expect(await completeLevel(userId, 1)).toBe(true);
    const first = (
      await getDb().execute<{ t: string } & Record<string, unknown>>(
        sql`SELECT completed_at::text AS t FROM course_access WHERE user_id = ${userId} AND level = 1`,
      )
    )[0]!.t;
    await new Promise((r) => setTimeout(r, 20));
    expect(await completeLevel(userId, 1)).toBe(true);
    const second = (
      await getDb().execute<{ t: string } & Record<string, unknown>>(
        sql`SELECT completed_at::text AS t FROM course_access WHERE user_id = ${userId} AND level = 1`,
      )
    )[0]!.t;
    expect(second).toBe(first);
  });

  it("gives nobody and no purchase any open level", async () => {
    expect((await courseLevelsFor(null)).some((s) => s.unlocked)).toBe(false);
    expect((await courseLevelsFor(999_999)).map((s) => s.status)).toEqual(["not-purchased", "locked", "locked", "locked", "locked"]);
  });
});

describe("GET /checkout/{product} with Stripe configured (a fake Stripe on loopback)", () => {
  interface Recorded {
    method: string;
    url: string;
    headers: http.IncomingHttpHeaders;
    body: string;
  }
  const recorded: Recorded[] = [];
  let fake: http.Server;

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        recorded.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
        res.setHeader("Content-Type", "application/json");
        if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
          res.end(JSON.stringify({ id: "cs_x", object: "checkout.session", mode: "payment", url: "https://checkout.stripe.test/pay/cs_x" }));
        } else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
        }
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", () => resolve()));
    process.env.STRIPE_SECRET_KEY = "sk_test_fake";
    process.env.STRIPE_API_BASE = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    recorded.length = 0;
    delete process.env.STRIPE_PRICE_LEVEL_1;
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it("creates a Checkout Session from the catalogue and redirects to Stripe's page", async () => {
    const before = await totals();
    const response = await fetch(`${web.base()}/checkout/level-1?jobTitle=Nurse`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("https://checkout.stripe.test/pay/cs_x");
    expect(recorded).toHaveLength(1);
    const [request] = recorded;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/v1/checkout/sessions");
    expect(request!.headers.authorization).toBe("Bearer sk_test_fake");
    const form = new URLSearchParams(request!.body);
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("4900");
    expect(form.get("line_items[0][price_data][currency]")).toBe("aud");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe("Level 1: Awareness in Action");
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("metadata[product_code]")).toBe("level-1");
    expect(form.get("metadata[job_title]")).toBe("Nurse");
    expect(form.get("success_url")).toContain("/aiupskill/success?redirect_status=succeeded");
    expect(form.get("success_url")).toContain("session_id={CHECKOUT_SESSION_ID}");
    expect(form.get("cancel_url")).toMatch(/\/aiupskill\/training$/);
    // Nothing is recorded until Stripe reports the payment.
    expect(await totals()).toEqual(before);
  });

  it("charges the bundle's catalogue amount", async () => {
    const response = await fetch(`${web.base()}/checkout/bundle`, { redirect: "manual" });
    expect(response.status).toBe(303);
    const form = new URLSearchParams(recorded[0]!.body);
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("19900");
    expect(form.get("metadata[product_code]")).toBe("bundle");
  });

  it("uses the configured price id when there is one", async () => {
    process.env.STRIPE_PRICE_LEVEL_1 = "price_level1_test";
    const response = await fetch(`${web.base()}/checkout/level-1`, { redirect: "manual" });
    expect(response.status).toBe(303);
    const form = new URLSearchParams(recorded[0]!.body);
    expect(form.get("line_items[0][price]")).toBe("price_level1_test");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBeNull();
    expect(form.get("metadata[product_code]")).toBe("level-1");
  });

  it("answers 404 for an unknown product without calling Stripe, and refuses the test checkout's POST", async () => {
    expect((await fetch(`${web.base()}/checkout/level-9`, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(`${web.base()}/checkout/__proto__`, { redirect: "manual" })).status).toBe(404);
    expect(recorded).toHaveLength(0);
    const before = await totals();
    const post = await fetch(`${web.base()}/checkout/level-1`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: new URLSearchParams({ intent: "pay", email: "sneaky@example.com" }),
    });
    expect(post.status).toBe(404);
    expect(await totals()).toEqual(before);
  });
});

describe("/checkout/{product} without Stripe: the local test checkout", () => {
  const pay = (product: string, fields: Record<string, string>) =>
    fetch(`${web.base()}/checkout/${product}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: new URLSearchParams(fields),
    });

  it("shows a page clearly marked as test mode, with the catalogue's price", async () => {
    const response = await fetch(`${web.base()}/checkout/bundle`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("TEST MODE");
    expect(html).toContain("Early-Access Bundle: Levels 1 to 4");
    expect(html).toContain("AU$199");
  });

  it("takes a test payment at the catalogue's amount whatever the browser sends", async () => {
    const email = `tester-${unique()}@example.com`;
    const response = await pay("bundle", { intent: "pay", email, name: "Tess Ter", jobTitle: "Teacher", amount: "1", currency: "usd", price: "1" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/aiupskill/success?redirect_status=succeeded&product=bundle");
    const [payment, ...more] = await paymentsFor(email);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      product_code: "bundle",
      amount_cents: 19900,
      currency: "aud",
      method: "Test checkout",
      status: "completed",
      job_title: "Teacher",
      stripe_event_id: null,
    });
    expect(payment!.stripe_session_id).toMatch(/^test_/);
    expect(await levelsOf(payment!.user_id!)).toEqual([1, 2, 3, 4]);
    expect((await usersWith(email))[0]!.username).toBe("Tess Ter");
    expect(await receiptJobsTo(email)).toBe(1);
  });

  it("redirects a simulated failure to the failed page and stores nothing", async () => {
    const before = await totals();
    const email = `fails-${unique()}@example.com`;
    const response = await pay("level-1", { intent: "fail", email });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/aiupskill/success?redirect_status=failed&product=level-1");
    expect(await totals()).toEqual(before);
    expect(await usersWith(email)).toHaveLength(0);
  });

  it("refuses a bad email with 400 and the message, keeping what was typed, and stores nothing", async () => {
    const before = await totals();
    for (const email of ["", "not-an-email", "a@b", `${"x".repeat(250)}@example.com`]) {
      const response = await pay("level-1", { intent: "pay", email, name: "Kept Name" });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Please enter a valid email address.");
      expect(html).toContain('value="Kept Name"');
    }
    expect(await totals()).toEqual(before);
  });

  it("answers 404 for an unknown product", async () => {
    expect((await fetch(`${web.base()}/checkout/nope`)).status).toBe(404);
    expect((await pay("nope", { intent: "pay", email: "a@example.com" })).status).toBe(404);
  });

  it("refuses the test checkout in production on a public address", async () => {
    const before = await totals();
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    process.env.APP_URL = "https://academy.example.test";
    try {
      expect((await fetch(`${web.base()}/checkout/level-1`)).status).toBe(503);
      expect((await pay("level-1", { intent: "pay", email: `prod-${unique()}@example.com` })).status).toBe(404);
    } finally {
      process.env.NODE_ENV = previous;
      delete process.env.APP_URL;
    }
    expect(await totals()).toEqual(before);
  });
});

describe("GET /api/currency", () => {
  const lookup = async (headers: Record<string, string>) => {
    const response = await fetch(`${web.base()}/api/currency`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    return response.json();
  };

  it("follows the country header, then Accept-Language, else aud and AU", async () => {
    expect(await lookup({ "CF-IPCountry": "US", "Accept-Language": "en-AU" })).toEqual({ currency: "usd", country: "US" });
    expect(await lookup({ "CF-IPCountry": "AU" })).toEqual({ currency: "aud", country: "AU" });
    expect(await lookup({ "Accept-Language": "en-AU,en;q=0.9" })).toEqual({ currency: "aud", country: "AU" });
    expect(await lookup({ "Accept-Language": "en-US,en;q=0.9" })).toEqual({ currency: "usd", country: "US" });
    expect(await lookup({ "CF-IPCountry": "XX", "Accept-Language": "en" })).toEqual({ currency: "aud", country: "AU" });
    expect(await lookup({})).toEqual({ currency: "aud", country: "AU" });
  });
});

describe("/aiupskill/success, the payment-return page", () => {
  const mainOf = async (query: string) => {
    const response = await fetch(`${web.base()}/aiupskill/success${query}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    return html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
  };

  it("shows the §8 text and a link back to the course (issue 27: not the toolkit wizard) when the payment failed", async () => {
    const main = await mainOf("?redirect_status=failed");
    expect(main).toContain(PAYMENT_FAILED_TEXT);
    expect(main).toContain('href="/aiupskill/training"');
    expect(main).not.toContain('href="/"');
  });

  it("shows success with a link home for succeeded, a missing status or anything else", async () => {
    for (const query of ["?redirect_status=succeeded", "", "?redirect_status=processing", "?redirect_status=FAILED%20no"]) {
      const main = await mainOf(query);
      expect(main).toContain("Payment Successful!");
      expect(main).toContain('href="/"');
      expect(main).not.toContain(PAYMENT_FAILED_TEXT);
      expect(main).not.toContain("/aiupskill/start");
    }
  });

  it("leads a simulation buyer to the simulation, and only a successful one", async () => {
    const main = await mainOf("?redirect_status=succeeded&product=simulation");
    expect(main).toContain("Payment Successful!");
    expect(main).toContain('href="/simulation"');
    expect(await mainOf("?redirect_status=failed&product=simulation")).not.toContain('href="/simulation"');
    expect(await mainOf("?redirect_status=succeeded&product=bundle")).not.toContain('href="/simulation"');
  });
});

describe("the receipt email", () => {
  it("is delivered by the worker with the product and the amount paid", async () => {
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
    await withMailWorker(db.url(), async (smtp) => {
      const email = `receipt-${unique()}@example.com`;
      const response = await deliver(sessionEvent({ email, name: "Rita Receipt" }).payload);
      expect(response.status).toBe(200);
      const [mail] = await smtp.waitFor(1, 15_000);
      expect((mail!.to as { text: string }).text).toBe(email);
      expect(mail!.subject).toBe("Your Upskill Academy receipt: Level 1: Awareness in Action");
      expect(mail!.text).toContain("Hi Rita Receipt,");
      // The amount as the sales page and the checkout wrote it (issue 27: one currency mark).
      expect(mail!.text).toContain("AU$49");
      expect(mail!.text).not.toContain("AU$49.00");
      expect(mail!.text).toMatch(/UA-\d{6}/);
      // The account was made by the purchase: the receipt says how to set a password.
      expect(mail!.text).toContain("Forgot your password?");
      expect(mail!.html).toContain("AU$49");
    });
  }, 30_000);
});

describe("an account made by a purchase", () => {
  it("has no password until its owner sets one through the reset link, then signs in", async () => {
    const email = `first-buyer-${randomBytes(4).toString("hex")}@example.com`;
    const outcome = await fulfilPurchase({
      productCode: "level-1",
      email,
      amountCents: 4900,
      currency: "aud",
      method: "Test checkout",
      checkoutSessionId: `test_${randomBytes(8).toString("hex")}`,
    });
    expect(outcome.status).toBe("fulfilled");
    expect(await authenticateUser({ email, password: "anything at all" })).toBeNull();
    // Registering again with the address is refused without saying why (§8); the address is told how to get in.
    const again = await fetch(`${web.base()}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: web.base() },
      body: JSON.stringify({ username: "Someone Else", email, password: "taking it over" }),
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe("Failed to create account. Please try again.");
    const [notice] = await getDb().execute<{ text: string }>(sql`
      SELECT j.payload->>'text' AS text FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'to' = ${email} AND j.payload->>'template' = 'account-exists'`);
    expect(notice!.text).toMatch(/Forgot your\s+password\?/);
    expect(await requestPasswordReset(email)).toBe(true);
    const [job] = await getDb().execute<{ text: string }>(sql`
      SELECT j.payload->>'text' AS text FROM graphile_worker._private_jobs j
      JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'to' = ${email} AND j.payload->>'template' = 'password-reset'`);
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(job!.text)![1]!;
    await resetPassword(token, "my own password");
    const user = await authenticateUser({ email, password: "my own password" });
    expect(user?.email).toBe(email);
    expect((await courseLevelsFor(user!.id))[0]).toMatchObject({ level: 1, unlocked: true });
  });
});
