// Unsubscribe links: the service, the API route (one-click POST; a GET changes nothing) and the
// /unsubscribe page (opening it asks, its button unsubscribes; security-unsubscribe.test.ts has more).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { emailPreferences, unsubscribeTokens } from "../../db/schema/index";
import { closeMailTransport } from "../../app/adapters/mail.server";
import { sendEmail } from "../../app/services/delivery/email.server";
import { createUnsubscribeUrl, listUnsubscribeHeaders, unsubscribeByToken } from "../../app/services/delivery/unsubscribe.server";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;
const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

async function preference(email: string) {
  const [row] = await getDb().select().from(emailPreferences).where(eq(emailPreferences.email, email));
  return row;
}

describe("unsubscribe service", () => {
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

  it("makes a link whose token is stored only as a hash, with the lower-cased address", async () => {
    const url = await createUnsubscribeUrl("  Ada.Lovelace@Example.com ");
    expect(url).toMatch(/^http:\/\/localhost:\d+\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(url);
    const rows = await getDb().select().from(unsubscribeTokens).where(eq(unsubscribeTokens.email, "ada.lovelace@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const clear = await getDb().execute(sql`SELECT 1 FROM unsubscribe_tokens WHERE token_hash = ${token} OR email LIKE ${"%" + token + "%"}`);
    expect(clear.length).toBe(0);
    expect(rows[0]!.usedAt).toBeNull();
    // Two links for one address are different tokens.
    expect(tokenOf(await createUnsubscribeUrl("ada.lovelace@example.com"))).not.toBe(token);
  });

  it("builds RFC 8058 one-click headers pointing at the API route", async () => {
    const url = await createUnsubscribeUrl("headers@example.com");
    const headers = listUnsubscribeHeaders(url);
    expect(headers["List-Unsubscribe"]).toBe(`<http://localhost:3000/api/unsubscribe/${tokenOf(url)}>, <mailto:hello@upskill.academy?subject=unsubscribe>`);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(() => listUnsubscribeHeaders("http://localhost:3000/unsubscribe")).toThrow();

    // The headers survive delivery intact.
    await sendEmail({ to: "headers@example.com", subject: "Offers", text: "Hi", html: "<p>Hi</p>", kind: "marketing", template: "test", headers });
    const [mail] = await smtp.waitFor(1);
    const line = (key: string) => mail!.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, " ");
    expect(line("list-unsubscribe")).toBe(`List-Unsubscribe: ${headers["List-Unsubscribe"]}`);
    expect(line("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("opts the address out of marketing mail but not of mail it asked for", async () => {
    const url = await createUnsubscribeUrl("Grace@Example.com");
    const before = new Date();
    expect(await unsubscribeByToken(tokenOf(url))).toEqual({
      success: true,
      message: "You have been successfully unsubscribed",
      email: "grace@example.com",
    });
    const row = await preference("grace@example.com");
    expect(row).toMatchObject({ marketingOptOut: true });
    expect(row!.unsubscribedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const [token] = await getDb().select().from(unsubscribeTokens).where(eq(unsubscribeTokens.email, "grace@example.com"));
    expect(token!.usedAt).not.toBeNull();

    const mail = { subject: "News", text: "Hello", html: "<p>Hello</p>", template: "test", headers: listUnsubscribeHeaders(url) };
    expect(await sendEmail({ ...mail, to: "grace@example.com", kind: "marketing" })).toBe("unsubscribed");
    expect(await sendEmail({ ...mail, to: "GRACE@example.com", kind: "marketing" })).toBe("unsubscribed");
    expect(await sendEmail({ ...mail, to: "grace@example.com", kind: "transactional" })).toBe("sent");
  });

  it("answers success again on a second click and keeps the first opt-out time", async () => {
    const token = tokenOf(await createUnsubscribeUrl("twice@example.com"));
    expect((await unsubscribeByToken(token)).success).toBe(true);
    const first = await preference("twice@example.com");
    const [used] = await getDb().select().from(unsubscribeTokens).where(eq(unsubscribeTokens.email, "twice@example.com"));
    await new Promise((r) => setTimeout(r, 20));
    expect(await unsubscribeByToken(token)).toMatchObject({ success: true, email: "twice@example.com" });
    const second = await preference("twice@example.com");
    expect(second!.unsubscribedAt!.getTime()).toBe(first!.unsubscribedAt!.getTime());
    const [stillUsed] = await getDb().select().from(unsubscribeTokens).where(eq(unsubscribeTokens.email, "twice@example.com"));
    expect(stillUsed!.usedAt!.getTime()).toBe(used!.usedAt!.getTime());
  });

  it("opts out an address that already had preferences", async () => {
    await getDb().insert(emailPreferences).values({ email: "back@example.com", marketingOptOut: false });
    expect((await unsubscribeByToken(tokenOf(await createUnsubscribeUrl("back@example.com")))).success).toBe(true);
    expect(await preference("back@example.com")).toMatchObject({ marketingOptOut: true });
    expect((await preference("back@example.com"))!.unsubscribedAt).not.toBeNull();
  });

  it("refuses unknown and malformed tokens without touching preferences", async () => {
    const invalid = { success: false, error: "Invalid or expired unsubscribe link" };
    const count = async () => (await getDb().select().from(emailPreferences)).length;
    const before = await count();
    for (const token of ["A".repeat(43), "", "short", "not a token!".repeat(5), "x".repeat(500)]) {
      expect(await unsubscribeByToken(token)).toEqual(invalid);
    }
    expect(await count()).toBe(before);
  });
});

describe("GET and POST /api/unsubscribe/{token}", () => {
  it("answers GET with 405 and the unsubscribe shape, and changes nothing", async () => {
    const token = tokenOf(await createUnsubscribeUrl("api.get@example.com"));
    const response = await fetch(`${web.base()}/api/unsubscribe/${token}`);
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining("POST") });
    expect(await preference("api.get@example.com")).toBeUndefined();
  });

  it("accepts a mail client's one-click POST without an Origin header", async () => {
    const token = tokenOf(await createUnsubscribeUrl("api.post@example.com"));
    const response = await fetch(`${web.base()}/api/unsubscribe/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, email: "api.post@example.com" });
    expect(await preference("api.post@example.com")).toMatchObject({ marketingOptOut: true });
    // A second one-click still succeeds.
    const again = await fetch(`${web.base()}/api/unsubscribe/${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(again.status).toBe(200);
  });

  it("answers 404 with the error for an unknown token", async () => {
    const response = await fetch(`${web.base()}/api/unsubscribe/${"B".repeat(43)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: "Invalid or expired unsubscribe link" });
  });
});

describe("the /unsubscribe page", () => {
  it("says the link is invalid without a token", async () => {
    const response = await fetch(`${web.base()}/unsubscribe`);
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain("Invalid unsubscribe link. Please check your email for the correct link.");
    expect(html).toContain("<title>Unsubscribe | Upskill Academy</title>");
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return Home<\/a>/);
  });

  it("shows the error for an unknown token", async () => {
    const response = await fetch(`${web.base()}/unsubscribe?token=${"C".repeat(43)}`);
    expect(response.status).toBe(404);
    expect(decode(await response.text())).toContain("Invalid or expired unsubscribe link");
  });

  it("asks first, then unsubscribes with its button and shows the address, server-rendered", async () => {
    const url = await createUnsubscribeUrl("page@example.com");
    const asked = await fetch(`${web.base()}/unsubscribe?token=${tokenOf(url)}`);
    expect(asked.status).toBe(200);
    expect(decode(await asked.text())).toContain("page@example.com");
    expect(await preference("page@example.com")).toBeUndefined();
    const response = await fetch(`${web.base()}/unsubscribe?token=${tokenOf(url)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: new URLSearchParams({ token: tokenOf(url) }).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = decode(await response.text());
    expect(html).toContain("You have been successfully unsubscribed");
    expect(html).toContain("page@example.com");
    expect(await preference("page@example.com")).toMatchObject({ marketingOptOut: true });
  });
});
