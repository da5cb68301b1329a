// One path to the course (issue 27 items 4 and 6, and its checkout "Bad input"): every training
// button leads to the course page or the checkout of the next level the person may buy; a level
// owned shows Continue and is never sold again (the checkout refuses it, the webhook refunds one
// that slips through); Levels 2-4 are sold once the level before is completed; every price
// carries the mark of the currency charged.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { payments, users } from "../../db/schema/index";
import { createSession } from "../../app/services/accounts/sessions.server";
import { completeLevel, fulfilPurchase } from "../../app/services/sales/purchases.server";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useFakeStripeRefunds } from "../helpers/fake-stripe-refunds";
import { deliverWebhook, paidSessionEvent } from "../helpers/stripe-events";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const SECRET = "whsec_test_course_path_0123456789";

beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.CHECKOUT_RATE_LIMIT = "10000";
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
});
afterAll(() => {
  for (const name of ["STRIPE_WEBHOOK_SECRET", "CHECKOUT_RATE_LIMIT", "STRIPE_SECRET_KEY", "STRIPE_API_BASE"]) delete process.env[name];
});

const unique = () => randomBytes(5).toString("hex");
const q = async <T>(query: ReturnType<typeof sql>) => (await getDb().execute(query)) as unknown as T[];

interface Learner {
  id: number;
  email: string;
  browser: Browser;
}

/** A signed-in learner with a proven address who bought `products` (paid while signed in). */
async function learner(products: string[] = []): Promise<Learner> {
  const email = `learner.${unique()}@example.com`;
  const [user] = await getDb()
    .insert(users)
    .values({ username: `Lee ${unique()}`, email, emailVerifiedAt: new Date(), passwordHash: "x" })
    .returning({ id: users.id });
  for (const productCode of products) {
    const outcome = await fulfilPurchase({
      productCode,
      email,
      amountCents: productCode === "bundle" ? 19900 : 4900,
      currency: "aud",
      method: "Test checkout",
      checkoutSessionId: `test_${unique()}`,
      paidByUserId: user!.id,
    });
    expect(outcome.status).toBe("fulfilled");
  }
  const browser = new Browser(web.base);
  browser.setCookie(`academy_session=${await createSession(user!.id)}`);
  return { id: user!.id, email, browser };
}

const state = async (userId: number) => ({
  payments: (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments WHERE user_id = ${userId}`))[0]!.n,
  levels: (await q<{ level: number }>(sql`SELECT level FROM course_access WHERE user_id = ${userId} ORDER BY level`)).map((r) => r.level),
});

const pay = (browser: Browser, product: string, email: string) => browser.request(`/checkout/${product}`, { method: "POST", form: { intent: "pay", email } });

/** The page's text as a reader sees it: React's markers between a text and an expression dropped. */
const visible = (html: string) => html.replace(/<!-- -->/g, "");

/** The href of the link or button whose text contains `label` (the first one). */
function hrefOf(html: string, label: string): string | null {
  for (const match of html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)) {
    if (match[2]!.replace(/<[^>]+>/g, "").includes(label)) return match[1]!.replace(/&amp;/g, "&");
  }
  return null;
}

describe("a level the learner owns", () => {
  it("shows Continue on the course page, and its checkout refuses with a link to continue and changes nothing", async () => {
    const lee = await learner(["level-1"]);
    const page = await lee.browser.get("/aiupskill/training");
    expect(page.status).toBe(200);
    // Level 1 is taught in lessons: Continue leads to the learner's course.
    expect(hrefOf(page.body, "Continue")).toBe("/learn");
    expect(page.body).not.toContain("Buy Level 1");
    expect(page.body).toContain("Complete Level 1");

    const before = await state(lee.id);
    const shown = await lee.browser.get("/checkout/level-1");
    expect(shown.status).toBe(409);
    expect(shown.body).toContain("Already Yours");
    expect(shown.body).toContain("You already own Level 1: Awareness in Action. A level can be bought only once. Nothing was charged.");
    expect(hrefOf(shown.body, "Continue your course")).toBe("/learn");
    expect(shown.body).not.toContain("Pay AU$");

    const posted = await pay(lee.browser, "level-1", lee.email);
    expect(posted.status).toBe(409);
    expect(posted.body).toContain("You already own Level 1");
    expect(await state(lee.id)).toEqual(before);
  });

  it("refuses the bundle when it would only buy levels already owned, and sells it while it adds one", async () => {
    const some = await learner(["level-1"]);
    expect((await some.browser.get("/checkout/bundle")).status).toBe(200);
    const all = await learner(["bundle"]);
    const before = await state(all.id);
    const shown = await all.browser.get("/checkout/bundle");
    expect(shown.status).toBe(409);
    expect(shown.body).toContain("You already own every level in the Early-Access Bundle");
    expect((await pay(all.browser, "bundle", all.email)).status).toBe(409);
    expect(await state(all.id)).toEqual(before);
    // The course page offers no bundle to someone who owns all it sells.
    expect((await all.browser.get("/aiupskill/training")).body).not.toContain("Get the bundle");
  });

  it("bought again through the test checkout under its address while signed out: recorded, refunded at once, nothing granted", async () => {
    const lee = await learner(["level-1"]);
    const stranger = new Browser(web.base);
    const posted = await pay(stranger, "level-1", lee.email);
    expect(posted.status).toBe(409);
    expect(posted.body).toContain("You already own Level 1");
    const rows = await q<{ status: string; review_note: string | null }>(sql`SELECT status, review_note FROM payments WHERE user_id = ${lee.id} ORDER BY id`);
    expect(rows).toEqual([
      { status: "completed", review_note: null },
      { status: "refunded", review_note: "Refunded: the buyer already owns Level 1." },
    ]);
    expect((await state(lee.id)).levels).toEqual([1]);
  });
});

describe("Levels 2 to 4", () => {
  it("are refused at their checkout until the level before is completed, then sold at their §9 price", async () => {
    const lee = await learner(["level-1"]);
    const before = await state(lee.id);
    const locked = await lee.browser.get("/checkout/level-2");
    expect(locked.status).toBe(403);
    expect(locked.body).toContain("Level 2: Sensemaking in Context can be bought once you complete Level 1.");
    expect(hrefOf(locked.body, "Back to the course")).toBe("/aiupskill/training#levels");
    expect((await pay(lee.browser, "level-2", lee.email)).status).toBe(403);
    expect((await new Browser(web.base).get("/checkout/level-3")).status).toBe(403);
    expect(await state(lee.id)).toEqual(before);

    expect(await completeLevel(lee.id, 1)).toBe(true);
    const page = await lee.browser.get("/aiupskill/training");
    expect(hrefOf(page.body, "Buy Level 2")).toBe("/checkout/level-2");
    expect(page.body).toContain("Complete Level 2");
    const open = await lee.browser.get("/checkout/level-2");
    expect(open.status).toBe(200);
    expect(visible(open.body)).toContain("Pay AU$99 (test)");
    const paid = await pay(lee.browser, "level-2", lee.email);
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe("/aiupskill/success?redirect_status=succeeded&product=level-2");
    expect(await q(sql`SELECT product_code, amount_cents, status FROM payments WHERE user_id = ${lee.id} ORDER BY id DESC LIMIT 1`)).toEqual([
      { product_code: "level-2", amount_cents: 9900, status: "completed" },
    ]);
    expect((await state(lee.id)).levels).toEqual([1, 2]);
    // Level 2 is now owned: Continue, and no second sale.
    // (Level 2 still runs on the roadmap's challenges.)
    expect((await lee.browser.get("/aiupskill/training")).body).toContain('href="/aiupskill/roadmap#level-2"');
    expect((await lee.browser.get("/checkout/level-2")).status).toBe(409);
  });
});

describe("the Stripe webhook and a payment for a level already owned", () => {
  const paidEvent = (email: string, product = "level-1", amount = 4900) =>
    paidSessionEvent(email, { product, amount, sessionPrefix: "cs_test_dup_", name: "Lee Twice" });
  const deliver = (payload: string) => deliverWebhook(web.base(), payload, SECRET);
  const receipts = async (email: string) =>
    (
      await q<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
        WHERE t.identifier = 'send-email' AND j.payload->>'to' = ${email} AND j.payload->>'template' = 'purchase-receipt'`)
    )[0]!.n;

  it("records it as pending with a refund due kept on the payment, grants nothing and mails no receipt", async () => {
    const lee = await learner(["level-1"]);
    const mailed = await receipts(lee.email);
    const response = await deliver(paidEvent(lee.email).payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: "already-owned" });
    const [payment] = await q<{ status: string; review_note: string }>(
      sql`SELECT status, review_note FROM payments WHERE user_id = ${lee.id} AND method = 'Stripe'`,
    );
    // No Stripe key on this server: the automatic refund cannot be made, so an admin is asked to.
    expect(payment!.status).toBe("pending");
    expect(payment!.review_note).toBe(
      "Refund due: the buyer already owns Level 1. Automatic refund failed (Stripe is not configured here): refund it in Stripe.",
    );
    expect((await state(lee.id)).levels).toEqual([1]);
    expect(await receipts(lee.email)).toBe(mailed);
  });

  describe("with Stripe configured (a fake Stripe on loopback)", () => {
    const seen = useFakeStripeRefunds({ sessionPrefix: "cs_test_dup_", paymentIntent: "pi_test_dup", refundId: "re_test_dup" });

    it("refunds it through Stripe, once, and records it as refunded", async () => {
      const lee = await learner(["bundle"]);
      const event = paidEvent(lee.email, "level-3", 14900);
      expect((await deliver(event.payload)).status).toBe(200);
      const refunds = seen.filter((r) => r.url === "/v1/refunds");
      expect(refunds).toHaveLength(1);
      expect(new URLSearchParams(refunds[0]!.body).get("payment_intent")).toBe("pi_test_dup");
      expect(await q(sql`SELECT status, review_note FROM payments WHERE stripe_session_id = ${event.sessionId}`)).toEqual([
        { status: "refunded", review_note: "Refunded: the buyer already owns Level 3 (Stripe refund re_test_dup)." },
      ]);
      expect((await state(lee.id)).levels).toEqual([1, 2, 3, 4]);
      // The buyer hears of the refund, once.
      const mails = await q<{ subject: string; text: string }>(sql`
        SELECT j.payload->>'subject' AS subject, j.payload->>'text' AS text FROM graphile_worker._private_jobs j
        JOIN graphile_worker._private_tasks t ON t.id = j.task_id
        WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'duplicate-refund' AND lower(j.payload->>'to') = lower(${lee.email})`);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe("Refunded: your second payment for Level 3: Workflow Thinking");
      expect(mails[0]!.text).toContain("AU$149");
    });

    it("a refund the webhook could not make is made from the admin Payments tab with a plain form post: refunded, the buyer emailed, audited", async () => {
      const lee = await learner(["level-1"]);
      const sessionId = `cs_test_dup_${unique()}`;
      const [payment] = await getDb()
        .insert(payments)
        .values({
          userId: lee.id,
          email: lee.email,
          productCode: "level-1",
          amountCents: 4900,
          currency: "aud",
          method: "Stripe",
          status: "pending",
          reviewNote: "Refund due: the buyer already owns Level 1. Automatic refund failed (Stripe could not be reached): refund it in Stripe.",
          stripeSessionId: sessionId,
        })
        .returning({ id: payments.id });
      const enrolled = await createEnrolledAdmin({ email: `refund.admin.${unique()}@example.com`, name: "Refund Admin", password: "admin pass phrase" });
      const admin = new Browser(web.base);
      expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
      expect((await admin.get("/admin/payments")).body).toContain(`aria-label="Refund payment #${payment!.id}"`);
      seen.length = 0;
      const refunded = await admin.request("/admin/payments", { method: "POST", form: { intent: "refund", id: String(payment!.id) } });
      expect(refunded.status).toBe(302);
      expect(seen.filter((r) => r.url === "/v1/refunds")).toHaveLength(1);
      const [row] = await q<{ status: string }>(sql`SELECT status FROM payments WHERE id = ${payment!.id}`);
      expect(row!.status).toBe("refunded");
      const [mail] = await q<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
        WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'duplicate-refund' AND j.payload->>'to' = ${lee.email}`);
      expect(mail!.n).toBe(1);
      const [audit] = await q<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'payment.refund' AND target_id = ${String(payment!.id)}`,
      );
      expect(audit!.n).toBe(1);
      // Again: nothing is due any more, and nothing more is refunded.
      seen.length = 0;
      expect((await admin.request("/admin/payments", { method: "POST", form: { intent: "refund", id: String(payment!.id) } })).status).toBe(302);
      expect(seen).toEqual([]);
    });

    it("opens no Stripe session for a level the learner owns or may not buy yet", async () => {
      const lee = await learner(["level-1"]);
      seen.length = 0;
      expect((await lee.browser.get("/checkout/level-1")).status).toBe(409);
      expect((await lee.browser.get("/checkout/level-2")).status).toBe(403);
      expect(seen).toEqual([]);
    });
  });
});

describe("the training buttons", () => {
  it("'Start Your Training' on /aiupskill opens the course page", async () => {
    const page = await new Browser(web.base).get("/aiupskill");
    expect(hrefOf(page.body, "Start Your Training")).toBe("/aiupskill/training");
  });

  it("payment failed's 'Try Again' goes back to the checkout of what was being bought, else to the course page", async () => {
    const failed = await new Browser(web.base).request("/checkout/bundle", { method: "POST", form: { intent: "fail" } });
    expect(failed.headers.get("location")).toBe("/aiupskill/success?redirect_status=failed&product=bundle");
    const browser = new Browser(web.base);
    expect(hrefOf((await browser.get("/aiupskill/success?redirect_status=failed&product=level-1")).body, "Try Again")).toBe("/checkout/level-1");
    expect(hrefOf((await browser.get("/aiupskill/success?redirect_status=failed")).body, "Try Again")).toBe("/aiupskill/training");
    expect(hrefOf((await browser.get("/aiupskill/success?redirect_status=failed&product=nope")).body, "Try Again")).toBe("/aiupskill/training");
  });

  it("the roadmap's 'Purchase Training Access' leads to the next level's checkout, else to the course page", async () => {
    const upload = async (browser: Browser) => {
      const form = new FormData();
      form.set("file", new Blob([Buffer.from("Job title: Analyst\nChatGPT")], { type: "text/plain" }), "a.txt");
      const response = await fetch(`${web.base()}/api/generate-roadmap`, {
        method: "POST",
        body: form,
        headers: { Origin: web.base(), Cookie: browser.cookieHeader() },
      });
      expect(response.status).toBe(200);
    };
    const newcomer = await learner();
    await upload(newcomer.browser);
    const fresh = await newcomer.browser.get("/aiupskill/roadmap");
    expect(hrefOf(fresh.body, "Purchase Training Access")).toBe("/checkout/level-1");
    expect(hrefOf(fresh.body, "Start Training")).toBe("/aiupskill/training");

    const lee = await learner(["level-1"]);
    await upload(lee.browser);
    // Level 1 owned and not completed: nothing to buy yet, so the course page.
    expect(hrefOf((await lee.browser.get("/aiupskill/roadmap")).body, "Purchase Training Access")).toBe("/aiupskill/training");
    expect(await completeLevel(lee.id, 1)).toBe(true);
    expect(hrefOf((await lee.browser.get("/aiupskill/roadmap")).body, "Purchase Training Access")).toBe("/checkout/level-2");
  });
});

describe("one currency mark (the currency charged, whatever the browser's language)", () => {
  it("the course page, the simulation pages and the checkout show AU$ as the receipt and the charge are in aud", async () => {
    const american = { "Accept-Language": "en-US,en;q=0.9" };
    const browser = new Browser(web.base);
    const training = await browser.request("/aiupskill/training", { headers: american });
    expect(training.body).toContain("AU$49");
    expect(training.body).toContain("AU$1,096");
    expect(training.body).not.toMatch(/[^U]\$49/);
    const preview = await browser.request("/aiupskill?simulation=Nurse", { headers: american });
    expect(visible(preview.body)).toContain("Unlock simulation – AU$49");
    expect(visible(preview.body)).toContain("Buy Now – AU$49");
    expect(visible((await browser.request("/simulation", { headers: american })).body)).toContain("Buy Now – AU$49");
    const checkout = await browser.request("/checkout/level-1", { headers: american });
    expect(checkout.body).toContain("AU$49");
    expect(checkout.body).not.toContain("AUD");
  });
});
