// Offers that are true (issue 27 item 5): the early-access bundle's end date and the pre-launch
// prices come from settings an admin changes with `academy offers` or on the admin Payments tab;
// an ended offer is neither shown nor sold, and the countdown runs to the real end date. With no
// settings stored, the embedded defaults hold (DEFAULT_OFFERS: the bundle on sale until
// 2027-07-31T01:00Z, pre-launch prices on).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { DEFAULT_OFFERS } from "../../app/content/course";
import { readOffers } from "../../app/services/sales/offer-settings.server";
import { fulfilPurchase } from "../../app/services/sales/purchases.server";
import { academy } from "../helpers/academy";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();

const unique = () => randomBytes(5).toString("hex");
const q = async <T>(query: ReturnType<typeof sql>) => (await getDb().execute(query)) as unknown as T[];
const visible = (html: string) => html.replace(/<!-- -->/g, "");
const cli = (args: string[]) => academy(args, { env: { DATABASE_URL: db.url() } });
const lastAudit = async () =>
  (await q<{ action: string; actor_email: string; summary: string }>(sql`SELECT action, actor_email, summary FROM audit_log ORDER BY id DESC LIMIT 1`))[0];

beforeAll(() => {
  process.env.CHECKOUT_RATE_LIMIT = "10000";
});
afterEach(async () => {
  // Back to the defaults for the next test.
  await getDb().execute(sql`DELETE FROM offer_settings`);
});

describe("the defaults (nothing configured)", () => {
  it("sell the bundle until 2027-07-31T01:00Z with a countdown to it, and the levels at their pre-launch prices", async () => {
    expect(await readOffers()).toEqual({ bundleEndsAt: "2027-07-31T01:00:00Z", prelaunchPrices: true, updatedAt: null, updatedBy: null });
    expect(DEFAULT_OFFERS.bundleEndsAt > new Date().toISOString()).toBe(true);
    const page = visible((await new Browser(web.base).get("/aiupskill/training")).body);
    expect(page).toContain("Get the bundle");
    expect(page).toContain("2027-07-31T01:00:00Z");
    expect(page).toMatch(/\d+d \d\dh \d\dm \d\ds left/);
    expect(page).toContain("Pre-launch prices.");
    expect(page).toContain("<s>AU$99</s>");
    expect((await new Browser(web.base).get("/checkout/bundle")).status).toBe(200);
  });
});

describe("academy offers", () => {
  it("shows the offers in force", async () => {
    const shown = await cli(["offers", "show"]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain("Bundle ends:        2027-07-31 01:00 UTC (on sale)");
    expect(shown.stdout).toContain("Pre-launch prices:  on");
    expect(shown.stdout).toContain("Last changed:       never (the defaults)");
  });

  it("ends the bundle and turns pre-launch prices off: the page shows neither the bundle nor the pre-launch prices, and the checkout sells neither", async () => {
    const set = await cli(["offers", "set", "--bundle-ends", "2026-01-01", "--prelaunch", "off"]);
    expect(set.code).toBe(0);
    expect(set.stdout).toContain("Bundle ends:        2026-01-01 00:00 UTC (ended: neither shown nor sold)");
    expect(set.stdout).toContain("Pre-launch prices:  off");
    expect(await lastAudit()).toMatchObject({
      action: "offers.update",
      actor_email: "cli",
      summary: "Bundle ends 2026-01-01 00:00 UTC; pre-launch prices off",
    });

    const browser = new Browser(web.base);
    const page = visible((await browser.get("/aiupskill/training")).body);
    expect(page).not.toContain("Early-Access Bundle");
    expect(page).not.toContain("Get the bundle");
    expect(page).not.toContain("Pre-launch prices.");
    expect(page).not.toContain("<s>");
    expect(page).toContain("AU$99");

    const before = (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`))[0]!.n;
    const bundle = await browser.get("/checkout/bundle");
    expect(bundle.status).toBe(410);
    expect(bundle.body).toContain("Offer Ended");
    expect(bundle.body).toContain("The early-access bundle ended on 2026-01-01 00:00 UTC.");
    const posted = await browser.request("/checkout/bundle", { method: "POST", form: { intent: "pay", email: `late.${unique()}@example.com` } });
    expect(posted.status).toBe(410);
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM payments`))[0]!.n).toBe(before);

    // Level 1 at its full price: shown and charged alike.
    expect(visible((await browser.get("/checkout/level-1")).body)).toContain("Pay AU$99 (test)");
    const email = `full.${unique()}@example.com`;
    expect((await browser.request("/checkout/level-1", { method: "POST", form: { intent: "pay", email } })).status).toBe(302);
    expect(await q(sql`SELECT amount_cents, status FROM payments WHERE email = ${email}`)).toEqual([{ amount_cents: 9900, status: "completed" }]);
  });

  it("counts down to the end date it was given", async () => {
    const ends = new Date(Date.now() + (2 * 24 * 60 + 30) * 60_000);
    expect((await cli(["offers", "set", "--bundle-ends", ends.toISOString()])).code).toBe(0);
    const page = visible((await new Browser(web.base).get("/aiupskill/training")).body);
    expect(page).toMatch(/2d 00h (2\d|30)m \d\ds left/);
    expect(page).toContain("Get the bundle");
    // Only the date changed: pre-launch prices stay on.
    expect((await readOffers()).prelaunchPrices).toBe(true);
  });

  it("refuses nothing to change, a date that is not one and a switch that is neither on nor off, and changes nothing", async () => {
    for (const args of [[], ["--bundle-ends", "next week"], ["--prelaunch", "maybe"], ["--bundle-ends", "2027-02-30"]]) {
      const result = await cli(["offers", "set", ...args]);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.stderr).toContain("Nothing was changed.");
    }
    expect((await readOffers()).updatedAt).toBeNull();
  });
});

describe("a payment at either true price of a level", () => {
  it("is fulfilled at the pre-launch or the full price, and flagged at any other amount", async () => {
    const paid = (amountCents: number) =>
      fulfilPurchase({
        productCode: "level-1",
        email: `price.${unique()}@example.com`,
        amountCents,
        currency: "aud",
        method: "Stripe",
        checkoutSessionId: `cs_test_${unique()}`,
      });
    expect((await paid(4900)).status).toBe("fulfilled");
    expect((await paid(9900)).status).toBe("fulfilled");
    expect(await paid(5000)).toMatchObject({ status: "flagged", reason: "amount 5000, expected 4900 or 9900 (level-1)" });
  });
});

describe("the admin Payments tab", () => {
  let admin: Browser;
  let member: Browser;
  let adminEmail: string;
  beforeAll(async () => {
    adminEmail = `offers.admin.${unique()}@example.com`;
    const enrolled = await createEnrolledAdmin({ email: adminEmail, name: "Offer Admin", password: "admin pass phrase" });
    admin = new Browser(web.base);
    expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
    member = new Browser(web.base);
    expect((await member.post("/api/register", { username: "Member", email: `member.${unique()}@example.com`, password: "member pass" })).status).toBe(200);
  });

  it("shows the offers and changes them with a plain form post, written to the audit log", async () => {
    const page = visible((await admin.get("/admin/payments")).body);
    expect(page).toContain("Early-access bundle: on sale until 2027-07-31 01:00 UTC. Pre-launch prices: on. The defaults: never changed.");
    expect(page).toContain('value="2027-07-31T01:00"');
    const saved = await admin.request("/admin/payments", { method: "POST", form: { intent: "offers", bundleEnds: "2030-01-01T09:30", prelaunch: "off" } });
    expect(saved.status).toBe(302);
    expect(await readOffers()).toMatchObject({ bundleEndsAt: "2030-01-01T09:30:00.000Z", prelaunchPrices: false, updatedBy: adminEmail });
    expect(await lastAudit()).toMatchObject({ action: "offers.update", actor_email: adminEmail });
    expect(visible((await admin.get("/admin/payments")).body)).toContain(`Pre-launch prices: off. Last changed by ${adminEmail}`);
  });

  it("refuses a date that is not one (in the page, 400) and a non-admin (403), changing nothing", async () => {
    const bad = await admin.request("/admin/payments", { method: "POST", form: { intent: "offers", bundleEnds: "soon", prelaunch: "on" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Offers Not Saved");
    expect(bad.body).toContain("is not a date");
    const denied = await member.request("/admin/payments", { method: "POST", form: { intent: "offers", bundleEnds: "2020-01-01", prelaunch: "off" } });
    expect(denied.status).toBe(403);
    expect((await readOffers()).updatedAt).toBeNull();
  });

  it("lists a payment's price with the same mark as the sales page, and its review note", async () => {
    const email = `noted.${unique()}@example.com`;
    await getDb().execute(
      sql`INSERT INTO payments (email, product_code, amount_cents, currency, status, review_note) VALUES (${email}, 'level-1', 4900, 'aud', 'pending', 'Refund due: the buyer already owns Level 1')`,
    );
    const page = visible((await admin.get(`/admin/payments?q=${encodeURIComponent(email)}`)).body);
    expect(page).toContain("AU$49");
    expect(page).not.toContain("A$49.00");
    expect(page).toContain("Refund due: the buyer already owns Level 1");
  });
});
