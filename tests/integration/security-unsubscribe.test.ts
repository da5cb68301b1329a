// Unsubscribing is a POST, never a plain GET (issue 24, item 11): mail scanners open every link
// of a message. The /unsubscribe link shows one button that posts (without JavaScript); marketing
// mail carries RFC 8058 List-Unsubscribe and List-Unsubscribe-Post headers whose address takes the
// provider's one-click POST with no Origin, the token being its only authority; the Origin check
// lets exactly that POST through. The Stripe webhook tells nobody how it is configured.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { emailPreferences } from "../../db/schema/index";
import { closeMailTransport } from "../../app/adapters/mail.server";
import { createUnsubscribeUrl } from "../../app/services/delivery/unsubscribe.server";
import { captureLogs } from "../helpers/capture-logs";
import { runQueuedJobs } from "../helpers/run-queued-jobs";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.com`;
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

async function optedOut(email: string): Promise<boolean> {
  const [row] = await getDb().select().from(emailPreferences).where(eq(emailPreferences.email, email));
  return row?.marketingOptOut ?? false;
}

const oneClick = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "List-Unsubscribe=One-Click" });

/** The server's own address for a link made for APP_URL (http://localhost:3000). */
const local = (url: string) => url.replace("http://localhost:3000", web.base());

describe("opening an unsubscribe link", () => {
  it("changes nothing: the page asks, with one button that posts the token", async () => {
    const email = uniqueEmail("scanner");
    const url = await createUnsubscribeUrl(email);
    for (let i = 0; i < 3; i++) {
      const page = await fetch(local(url));
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      const html = decode(await page.text());
      expect(html).toContain(email);
      const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
      expect(form, "a form that posts").not.toBeNull();
      expect(form![1]).toContain(`name="token" value="${tokenOf(url)}"`);
      expect(form![1]).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
      expect(html).not.toContain("You have been successfully unsubscribed");
    }
    expect((await fetch(local(url), { method: "HEAD" })).status).toBe(200);
    expect(await optedOut(email)).toBe(false);
  });

  it("through the API address with GET or HEAD changes nothing either (405, Allow: POST)", async () => {
    const email = uniqueEmail("api-get");
    const token = tokenOf(await createUnsubscribeUrl(email));
    const response = await fetch(`${web.base()}/api/unsubscribe/${token}`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ success: false });
    expect((await fetch(`${web.base()}/api/unsubscribe/${token}`, { method: "HEAD" })).status).toBe(405);
    expect(await optedOut(email)).toBe(false);
  });

  it("still says at once when the link is wrong", async () => {
    const missing = await fetch(`${web.base()}/unsubscribe`);
    expect(missing.status).toBe(400);
    expect(decode(await missing.text())).toContain("Invalid unsubscribe link. Please check your email for the correct link.");
    const unknown = await fetch(`${web.base()}/unsubscribe?token=${"D".repeat(43)}`);
    expect(unknown.status).toBe(404);
    const html = decode(await unknown.text());
    expect(html).toContain("Invalid or expired unsubscribe link");
    expect(html).not.toMatch(/<form[^>]*method="post"/i);
  });
});

describe("the page's button", () => {
  it("unsubscribes without JavaScript (a plain form post) and shows the address", async () => {
    const email = uniqueEmail("button");
    const url = await createUnsubscribeUrl(email);
    const response = await fetch(local(url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: new URLSearchParams({ token: tokenOf(url) }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = decode(await response.text());
    expect(html).toContain("You have been successfully unsubscribed");
    expect(html).toContain(email);
    expect(await optedOut(email)).toBe(true);
  });

  it("is refused from another site (the page's form is not exempt from the Origin check)", async () => {
    const email = uniqueEmail("csrf");
    const url = await createUnsubscribeUrl(email);
    const response = await fetch(local(url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: new URLSearchParams({ token: tokenOf(url) }).toString(),
    });
    expect(response.status).toBe(403);
    expect(await optedOut(email)).toBe(false);
  });

  it("answers the invalid-link error for an unknown token and changes nothing", async () => {
    const response = await fetch(`${web.base()}/unsubscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: new URLSearchParams({ token: "E".repeat(43) }).toString(),
    });
    expect(response.status).toBe(404);
    expect(decode(await response.text())).toContain("Invalid or expired unsubscribe link");
  });
});

describe("RFC 8058 one-click from the mail itself", () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    process.env.MAIL_URL = smtp.url;
  });
  afterAll(async () => {
    closeMailTransport();
    delete process.env.MAIL_URL;
    await smtp.close();
  });

  it("newsletter mail carries List-Unsubscribe(-Post) whose address takes the provider's POST without Origin", async () => {
    const email = uniqueEmail("oneclick");
    const signup = await fetch(`${web.base()}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: web.base() },
      body: JSON.stringify({ name: "Lin", email }),
    });
    expect(signup.status).toBe(200);
    expect(await runQueuedJobs("send-email")).toBeGreaterThanOrEqual(1);
    const mail = (await smtp.waitFor(1)).find((m) => m.headers.get("to") && JSON.stringify(m.headers.get("to")).includes(email))!;
    const header = (key: string) =>
      mail.headerLines
        .find((h) => h.key === key)
        ?.line.replace(/\r?\n\s+/g, " ")
        .replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const target = /<(https?:\/\/[^>]+)>/.exec(header("list-unsubscribe") ?? "")?.[1];
    expect(target).toMatch(/\/api\/unsubscribe\/[A-Za-z0-9_-]{43}$/);
    // The body's link is the page that asks, not the one-click address.
    expect(mail.text).toMatch(/\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);

    // A scanner opening the header's address unsubscribes nobody; the provider's POST does.
    await fetch(local(target!));
    expect(await optedOut(email)).toBe(false);
    const response = await oneClick(local(target!));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, email });
    expect(await optedOut(email)).toBe(true);
  });

  it("a POST without List-Unsubscribe=One-Click changes nothing", async () => {
    const email = uniqueEmail("nobody");
    const token = tokenOf(await createUnsubscribeUrl(email));
    const address = `${web.base()}/api/unsubscribe/${token}`;
    expect((await fetch(address, { method: "POST" })).status).toBe(400);
    expect((await fetch(address, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "List-Unsubscribe=One-Click" })).status).toBe(400);
    const wrong = await fetch(address, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=Yes" });
    expect(wrong.status).toBe(400);
    expect(await optedOut(email)).toBe(false);
    // multipart/form-data is the RFC's other form encoding.
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await fetch(address, { method: "POST", body: form })).status).toBe(200);
    expect(await optedOut(email)).toBe(true);
  });

  it("the Origin check lets exactly the one-click POST through, whatever Origin the provider sends", async () => {
    const email = uniqueEmail("provider");
    const token = tokenOf(await createUnsubscribeUrl(email));
    const address = `${web.base()}/api/unsubscribe/${token}`;
    const foreign = { Origin: "https://mail.provider.example" };
    // Other methods on the same address, other paths and a malformed token stay under the check.
    expect((await fetch(address, { method: "PUT", headers: foreign })).status).toBe(403);
    expect((await fetch(address, { method: "DELETE", headers: foreign })).status).toBe(403);
    expect((await oneClick(`${web.base()}/api/unsubscribe/short`, foreign)).status).toBe(403);
    expect((await oneClick(`${web.base()}/api/newsletter`, foreign)).status).toBe(403);
    expect(await optedOut(email)).toBe(false);
    const response = await oneClick(address, foreign);
    expect(response.status).toBe(200);
    expect(await optedOut(email)).toBe(true);
    // No cookie is involved: a request with someone's session unsubscribes only the token's address.
    expect((await oneClick(address, { ...foreign, Cookie: "academy_session=whatever" })).status).toBe(200);
  });
});

describe("the Stripe webhook", () => {
  const payload = JSON.stringify({ id: "evt_test_config", object: "event", type: "checkout.session.completed", data: { object: {} } });
  const deliver = (signature: string | null) =>
    fetch(`${web.base()}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
      body: payload,
    });

  it("says nothing about its configuration: the same plain 400 whatever is wrong, the reason only in the log", async () => {
    const saved = process.env.STRIPE_WEBHOOK_SECRET;
    const logs = captureLogs();
    try {
      delete process.env.STRIPE_WEBHOOK_SECRET;
      const unconfigured = await deliver(Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_anyone" }));
      expect(unconfigured.status).toBe(400);
      expect(unconfigured.headers.get("content-type")).toMatch(/application\/problem\+json/);
      const text = await unconfigured.text();
      expect(text).not.toMatch(/STRIPE|secret|not set|configur|whsec/i);
      // The reason is in the server log, as a warning line.
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({ level: "warn", msg: "Stripe webhook refused", reason: expect.stringContaining("STRIPE_WEBHOOK_SECRET is not set") }),
      );

      process.env.STRIPE_WEBHOOK_SECRET = "whsec_the_real_one";
      const badSignature = await deliver(Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_anyone" }));
      const noSignature = await deliver(null);
      expect(badSignature.status).toBe(400);
      expect(noSignature.status).toBe(400);
      expect(await badSignature.text()).toBe(text);
      expect(await noSignature.text()).toBe(text);
      expect(JSON.parse(text)).toMatchObject({ status: 400, title: "Bad Request" });
    } finally {
      logs.stop();
      if (saved === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
      else process.env.STRIPE_WEBHOOK_SECRET = saved;
    }
  });
});
