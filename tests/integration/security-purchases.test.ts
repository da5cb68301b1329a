// Purchases (issue 13, items 3, 6 and 8; DESIGN.md §4): an address owns purchases only once it is
// proven, so registering a buyer's address first gains nothing; any address a form or Stripe
// gives can be mailed, and a mail that cannot be queued never undoes a payment; a payment whose
// amount or currency is not the product's is recorded and flagged, not fulfilled.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { courseLevelsFor } from "../../app/services/sales/purchases.server";
import { Browser } from "../helpers/browser";
import { withMailWorker } from "../helpers/mail-worker";
import { deliverWebhook, paidSessionEvent } from "../helpers/stripe-events";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();
const behindProxy = useWebServer({ trustProxy: 1 });
const SECRET = "whsec_test_security_purchases_0123456789";

beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
});
afterAll(() => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
});
beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
});

const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const unique = () => randomBytes(6).toString("hex");

const paidEvent = (email: string, options: { amount?: number; currency?: string; product?: string } = {}) => paidSessionEvent(email, options);
const deliver = (payload: string) => deliverWebhook(web.base(), payload, SECRET);

const mailJobs = (email: string, template: string) =>
  q<{ payload: { text: string; to: string } }>(sql`
    SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = 'send-email' AND lower(j.payload->>'to') = lower(${email}) AND j.payload->>'template' = ${template} ORDER BY j.id`);
const grantedLevels = async (userId: number) => (await courseLevelsFor(userId)).filter((l) => l.unlocked).map((l) => l.level);

describe("an address owns purchases only once it is proven", () => {
  it("registering a buyer's address first gains nothing; the buyer claims the account by the mailed link", async () => {
    const victim = `victim.${unique()}@example.com`;
    // The attacker registers the victim's address (no confirmation followed) and stays signed in.
    const attacker = new Browser(web.base);
    const registered = await attacker.post("/api/register", { username: "Mallory", email: victim, password: "attacker pass" });
    expect(registered.status).toBe(200);
    const accountId = registered.body.id as number;

    // The victim buys Level 1 with their own address.
    const { payload } = paidEvent(victim);
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: "held-for-claim" });
    // Recorded, but the unproven account gets nothing.
    const [payment] = await q<{ user_id: number; access_granted_at: Date | null; status: string }>(
      sql`SELECT user_id, access_granted_at, status FROM payments WHERE lower(email) = lower(${victim})`,
    );
    expect(payment).toMatchObject({ user_id: accountId, access_granted_at: null, status: "completed" });
    expect(await grantedLevels(accountId)).toEqual([]);
    expect((await attacker.get("/api/user")).status).toBe(200);

    // The receipt, to the victim's address, carries a claim link.
    const [receipt] = await mailJobs(victim, "purchase-receipt");
    expect(receipt!.payload.text).toContain("Claim your account");
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(receipt!.payload.text)![1]!;

    // Following it sets a new password, ends the attacker's session and releases the course.
    const claimed = await new Browser(web.base).post("/api/reset-password", { token, newPassword: "victim's own pass" });
    expect(claimed.status).toBe(200);
    expect((await attacker.get("/api/user")).status).toBe(401);
    expect((await new Browser(web.base).post("/api/login", { email: victim, password: "attacker pass" })).status).toBe(401);
    expect(await grantedLevels(accountId)).toEqual([1]);
    const [user] = await q<{ verified: boolean }>(sql`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${accountId}`);
    expect(user!.verified).toBe(true);
    // From now on the proven address's purchases go straight to the account.
    expect(await (await deliver(paidEvent(victim, { product: "bundle", amount: 19900 }).payload)).json()).toEqual({ received: true, status: "fulfilled" });
  });

  it("registration mails a confirmation link, which proves the address only when followed signed in as that account", async () => {
    const email = `confirm.${unique()}@example.com`;
    const owner = new Browser(web.base);
    const registered = await owner.post("/api/register", { username: "Cora", email, password: "cora's pass" });
    expect(registered.status).toBe(200);
    const [mail] = await mailJobs(email, "confirm-email");
    const link = /(\/confirm-email\?token=[A-Za-z0-9_-]{43})/.exec(mail!.payload.text)![1]!;

    // Someone else following it (not signed in) confirms nothing and does not spend it.
    const signedOut = await new Browser(web.base).get(link);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toContain("Sign in to confirm");
    expect(signedOut.headers.get("cache-control")).toBe("no-store");
    const verified = async () =>
      (await q<{ v: boolean }>(sql`SELECT email_verified_at IS NOT NULL AS v FROM users WHERE lower(email) = lower(${email})`))[0]!.v;
    expect(await verified()).toBe(false);

    const confirmed = await owner.get(link);
    expect(confirmed.body).toContain("Email confirmed");
    expect(await verified()).toBe(true);
    expect((await owner.get(link)).status).toBe(400);
    expect(await (await deliver(paidEvent(email).payload)).json()).toEqual({ received: true, status: "fulfilled" });
  });
});

describe("the one email rule and mail that fails", () => {
  it("fulfils and mails a Stripe purchase for a/b=c+x@example.test (was 500 on every delivery)", async () => {
    await q(sql`DELETE FROM graphile_worker._private_jobs`);
    const email = `a/b=c+${unique()}@example.test`;
    await withMailWorker(db.url(), async (smtp) => {
      const response = await deliver(paidEvent(email).payload);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, status: "fulfilled" });
      const [mail] = await smtp.waitFor(1, 15_000);
      expect((mail!.to as { text: string }).text).toBe(email);
    });
  }, 30_000);

  it("records and grants a purchase whose receipt cannot be queued, and keeps the failure on the payment", async () => {
    // Stripe accepts addresses our mail system cannot deliver to (here a non-ASCII domain).
    const email = `ana.${unique()}@bücher.example`;
    const response = await deliver(paidEvent(email).payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: "fulfilled" });
    const [payment] = await q<{ user_id: number; review_note: string }>(sql`SELECT user_id, review_note FROM payments WHERE email = ${email}`);
    expect(payment!.review_note).toMatch(/^Receipt not sent: /);
    expect(await grantedLevels(payment!.user_id)).toEqual([1]);
  });
});

describe("payments that do not match the product", () => {
  it.each([
    ["a wrong amount", { amount: 100 }],
    ["a wrong currency", { currency: "usd" }],
  ])("records one with %s, flags it, and grants and mails nothing", async (_label, options) => {
    const email = `cheap.${unique()}@example.com`;
    const response = await deliver(paidEvent(email, options).payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, status: "flagged" });
    const [payment] = await q<{ user_id: number; status: string; review_note: string; access_granted_at: Date | null }>(
      sql`SELECT user_id, status, review_note, access_granted_at FROM payments WHERE email = ${email}`,
    );
    expect(payment).toMatchObject({ status: "pending", access_granted_at: null });
    expect(payment!.review_note).toMatch(/^Not fulfilled: (amount 100, expected 4900|currency usd, expected aud)/);
    expect(await grantedLevels(payment!.user_id)).toEqual([]);
    expect(await mailJobs(email, "purchase-receipt")).toEqual([]);
    // The administrators are told (ADMIN_EMAILS, default CONTACT_EMAIL).
    const notices = await q<{ text: string }>(sql`
      SELECT j.payload->>'text' AS text FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'payment-review' AND j.payload->>'text' LIKE ${`%${email}%`}`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("Not fulfilled");
  });
});

describe("a buyer signed in to the account of the address", () => {
  it("gets the course at once: paying while signed in proves they hold the account", async () => {
    const email = `signed.in.${unique()}@example.com`;
    const buyer = new Browser(web.base);
    const registered = await buyer.post("/api/register", { username: "Bea", email, password: "bea's pass" });
    const accountId = registered.body.id as number;
    // Stripe: the Checkout Session our server made for the signed-in buyer names the account.
    const { payload } = paidEvent(email);
    const withReference = payload.replace('"customer_email":null', `"customer_email":null,"client_reference_id":"${accountId}"`);
    expect(await (await deliver(withReference)).json()).toEqual({ received: true, status: "fulfilled" });
    expect(await grantedLevels(accountId)).toEqual([1]);
    // Another account's reference does not count.
    const other = `other.${unique()}@example.com`;
    await new Browser(web.base).post("/api/register", { username: "Oli", email: other, password: "oli's pass" });
    const foreign = paidEvent(other).payload.replace('"customer_email":null', `"customer_email":null,"client_reference_id":"${accountId}"`);
    expect(await (await deliver(foreign)).json()).toEqual({ received: true, status: "held-for-claim" });
  });
});

describe("the local test checkout (it grants courses without payment)", () => {
  it("with no configuration (production, loopback APP_URL) serves only clients on this machine", async () => {
    const saved = process.env.NODE_ENV;
    Reflect.deleteProperty(process.env, "NODE_ENV");
    try {
      expect((await fetch(`${behindProxy.base()}/checkout/level-1`)).status).toBe(200);
      const remote = { "X-Forwarded-For": "203.0.113.9" };
      expect((await fetch(`${behindProxy.base()}/checkout/level-1`, { headers: remote })).status).toBe(503);
      const email = `remote.${unique()}@example.com`;
      const paid = await fetch(`${behindProxy.base()}/checkout/level-1`, {
        method: "POST",
        headers: { ...remote, Origin: behindProxy.base(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "pay", email }),
        redirect: "manual",
      });
      expect(paid.status).toBe(404);
      expect(await q(sql`SELECT id FROM payments WHERE email = ${email}`)).toHaveLength(0);
      // The page says why it is offered at all.
      expect((await (await fetch(`${behindProxy.base()}/checkout/level-1`)).text()).replaceAll("<!-- -->", "")).toContain(
        "offered only because this server runs on a local address",
      );
    } finally {
      if (saved === undefined) Reflect.deleteProperty(process.env, "NODE_ENV");
      else process.env.NODE_ENV = saved;
    }
  });
});
