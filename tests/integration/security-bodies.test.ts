// Request bodies (issue 13, items 2, 3 and 4; DESIGN.md §4): capped before they are read (100 KB
// for forms and JSON, 1 MB for the Stripe webhook before its signature is checked, 5 MB for
// uploads), control characters refused with a clear 400, and the one email rule applied where an
// address comes in, so nothing a form took makes a later step fail.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { Browser } from "../helpers/browser";
import { rawRequest } from "../helpers/raw-http";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const browser = () => new Browser(web.base);
const KB = 1024;

beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
});

describe("body limits", () => {
  it("refuses a 10 MB JSON body with 413 problem JSON, from its Content-Length, before reading it", async () => {
    const started = Date.now();
    const body = JSON.stringify({ jobTitle: "Analyst", pad: "x".repeat(10 * 1024 * KB) });
    const response = await rawRequest(web.base(), {
      method: "POST",
      path: "/api/analyze-job",
      headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), Origin: web.base() },
      body,
    });
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toMatch(/application\/problem\+json/);
    expect(JSON.parse(response.text)).toMatchObject({ status: 413, title: "Payload Too Large" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("refuses a chunked body (no Content-Length) once it passes 100 KB", async () => {
    const response = await rawRequest(web.base(), {
      method: "POST",
      path: "/api/analyze-job",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Origin: web.base() },
      chunks: 160, // 10 MB in 64 KB chunks
    });
    expect(response.status).toBe(413);
  });

  it("takes a form just under 100 KB and answers a larger one with the short 413 page", async () => {
    const form = (size: number) => new URLSearchParams({ email: "ada@example.com", password: "x", pad: "a".repeat(size) }).toString();
    const small = await fetch(`${web.base()}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: form(90 * KB),
    });
    expect(small.status).toBe(401);
    const large = await fetch(`${web.base()}/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: web.base() },
      body: form(200 * KB),
    });
    expect(large.status).toBe(413);
    expect(await large.text()).toContain("413 Payload Too Large");
  });

  it("caps the Stripe webhook at 1 MB before the signature is looked at", async () => {
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_body_limits";
    try {
      const post = (size: number) =>
        fetch(`${web.base()}/api/stripe/webhook`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=bad" },
          body: JSON.stringify({ pad: "x".repeat(size) }),
        });
      // Under the cap the signature is checked (and is bad): 400.
      expect((await post(600 * KB)).status).toBe(400);
      // Over it, the body is not read at all.
      expect((await post(1100 * KB)).status).toBe(413);
    } finally {
      delete process.env.STRIPE_WEBHOOK_SECRET;
    }
  });

  it("allows uploads (multipart) up to 5 MB", async () => {
    const multipart = (size: number) => {
      const form = new FormData();
      form.set("file", new Blob([Buffer.alloc(size, 1)]), "cv.pdf");
      return fetch(`${web.base()}/tools`, { method: "POST", headers: { Origin: web.base() }, body: form });
    };
    // /tools takes no upload: 405 shows the 4 MB body got through to the route.
    expect((await multipart(4 * 1024 * KB)).status).toBe(405);
    expect((await multipart(6 * 1024 * KB)).status).toBe(413);
  });
});

describe("control characters", () => {
  const NUL_MESSAGE = /control characters \(such as a NUL byte\)/;

  it("answers a NUL in a JSON text field with 400 and a clear message, never 500", async () => {
    for (const [path, body] of [
      ["/api/analyze-job", { jobTitle: "Data\u0000Analyst" }],
      ["/api/register", { username: "Ada", email: "nul.register@example.com", password: "correct horse", companyName: "Acme\u0000" }],
      ["/api/consultation-booking", { name: "Ada", email: "ada@example.com", company: "Ac\u0000me" }],
    ] as const) {
      const response = await browser().post(path, body);
      expect(response.status, path).toBe(400);
      const answer = (typeof response.body === "string" ? JSON.parse(response.body) : response.body) as { message: string };
      expect(answer.message, path).toMatch(NUL_MESSAGE);
    }
    expect((await getDb().execute(sql`SELECT count(*)::int AS n FROM users WHERE email = 'nul.register@example.com'`))[0]!.n).toBe(0);
  });

  it("answers a NUL in a form field with a 400 page that says why", async () => {
    const response = await browser().request("/login", {
      method: "POST",
      form: { intent: "register", username: "Ada\u0000", email: "ada@example.com", password: "correct horse" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatch(NUL_MESSAGE);
  });

  it("checks the text parts of a multipart form too (a route's formData() reads those as well)", async () => {
    const form = new FormData();
    form.set("intent", "register");
    form.set("username", "Ada\u0000");
    form.set("email", "multipart.nul@example.com");
    form.set("password", "correct horse");
    form.set("cv", new Blob([Buffer.from([0, 1, 2, 0])]), "cv.pdf"); // a file's bytes are not text
    const response = await fetch(`${web.base()}/login`, { method: "POST", headers: { Origin: web.base() }, body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(NUL_MESSAGE);
    const clean = new FormData();
    clean.set("cv", new Blob([Buffer.from([0, 1, 2, 0])]), "cv.pdf");
    expect((await fetch(`${web.base()}/tools`, { method: "POST", headers: { Origin: web.base() }, body: clean })).status).toBe(405);
  });

  it("answers a NUL in the query string with 400", async () => {
    for (const path of ["/tools?q=chat%00gpt", "/aitoolkit?jobTitle=Data%00Analyst", "/api/ai-tools?search=%00"]) {
      expect((await fetch(web.base() + path)).status, path).toBe(400);
    }
  });
});

describe("the one email rule at input", () => {
  it("refuses a consultation for 'eve,bob@example.test' as an invalid address (was 500)", async () => {
    const response = await browser().post("/api/consultation-booking", { name: "Eve", email: "eve,bob@example.test" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title: "Invalid Email", message: "Please enter a valid email address." });
  });

  it("answers forgot-password for a unicode-domain address from the input alone (was 500 for an account)", async () => {
    await getDb().execute(sql`INSERT INTO users (username, email, password_hash) VALUES ('Ana', 'ana@bücher.example', 'x')`);
    const known = await browser().post("/api/forgot-password", { email: "ana@bücher.example" });
    const unknown = await browser().post("/api/forgot-password", { email: "nobody@bücher.example" });
    expect(known.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(known.body).toEqual(unknown.body);
  });
});
