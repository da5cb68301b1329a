// The anonymous page cache over real HTTP (issue 18 item 3; docs/decisions/0012): hits and 304s
// for visitors without a cookie, the CSP nonce of the header always the one in the HTML, never a
// cached page for a signed-in visitor or a page with personal data, and a catalogue edit (admin
// API, import in this process, a NOTIFY from another process) shows at once.
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { CATALOGUE_CHANNEL } from "../../app/lib/catalogue-changes";
import { toolRow, upsertTools } from "../../app/services/catalogue/tools.server";
import { tools } from "../../db/schema/index";
import { toolInputSchema } from "../../app/lib/schemas/tool";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const newBrowser = () => new Browser(web.base);

let serial = 0;
const unique = (name: string) => `${name}${Date.now().toString(36)}${++serial}`;

const get = (path: string, headers: Record<string, string> = {}) => fetch(web.base() + path, { headers, redirect: "manual" });
const nonceInHeader = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
const noncesInHtml = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

/** Every nonce in the page is the header's, and there is at least one script with it. */
async function expectConsistentNonce(response: Response): Promise<string> {
  const html = await response.text();
  const header = nonceInHeader(response);
  expect(header).toBeTruthy();
  expect([...noncesInHtml(html)]).toEqual([header]);
  return html;
}

let admin: Browser;
let member: Browser;

beforeAll(async () => {
  delete process.env.AUTH_RATE_LIMIT;
  const email = `${unique("boss")}@example.com`;
  const enrolled = await createEnrolledAdmin({ email, name: "Cache Admin", password: "admin pass phrase" });
  admin = newBrowser();
  expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
  member = newBrowser();
  const registered = await member.post("/api/register", {
    username: "Grace Hopper",
    email: `${unique("grace")}@example.com`,
    password: "correct horse",
    jobTitle: "Programmer",
  });
  expect(registered.status).toBe(200);
});

beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
});

describe("anonymous pages", () => {
  it("are rendered once, then answered from the cache with the same page and ETag, and a fresh nonce", async () => {
    const path = `/tools?q=${unique("cachetest")}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstHtml = await expectConsistentNonce(first);
    const second = await get(path);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const secondHtml = await expectConsistentNonce(second);
    expect(secondHtml.replaceAll(nonceInHeader(second)!, "N")).toBe(firstHtml.replaceAll(nonceInHeader(first)!, "N"));
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(nonceInHeader(second)).not.toBe(nonceInHeader(first));
    const third = await get(path);
    expect(third.headers.get("x-page-cache")).toBe("hit");
    await expectConsistentNonce(third);
    expect(nonceInHeader(third)).not.toBe(nonceInHeader(second));
    expect(second.headers.get("vary")).toBe("Cookie");
    expect(second.headers.get("set-cookie")).toBeNull();
    // The other security headers are still there on a hit.
    expect(second.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers 304 to the ETag it sent, without a CSP header (the browser keeps its copy's), and 200 to another tag", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const html = await first.text();
    const again = await get("/", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    expect((await get("/", { "If-None-Match": `W/${etag}, "other"` })).status).toBe(304);
    const other = await get("/", { "If-None-Match": '"not-this-one"' });
    expect(other.status).toBe(200);
    const otherHtml = await expectConsistentNonce(other);
    expect(otherHtml.replaceAll(nonceInHeader(other)!, "N")).toBe(html.replaceAll(nonceInHeader(first)!, "N"));
  });

  it("keys on the whole address: another query is another page", async () => {
    const a = await (await get("/tools?q=writing")).text();
    const b = await (await get("/tools?q=meeting")).text();
    expect(a).not.toBe(b);
  });
});

describe("never cached", () => {
  it("a request with any cookie, signed in or not: rendered each time with its own nonce", async () => {
    await get("/tools");
    await get("/tools");
    const nonces = new Set<string>();
    for (const browser of [member, member, admin]) {
      const response = await get("/tools", { Cookie: browser.cookieHeader() });
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(response.headers.get("etag")).toBeNull();
      const html = await expectConsistentNonce(response);
      expect(html).toContain("My Profile");
      nonces.add(nonceInHeader(response)!);
    }
    expect(nonces.size).toBe(3);
    const stranger = await get("/tools", { Cookie: "unrelated=1" });
    expect(stranger.headers.get("x-page-cache")).toBeNull();
  });

  it("a signed-in visitor's page never reaches an anonymous visitor", async () => {
    const path = `/tools?q=${unique("mixed")}`;
    const signedIn = await get(path, { Cookie: admin.cookieHeader() });
    expect(await signedIn.text()).toContain("My Profile");
    const anonymous = await get(path);
    expect(anonymous.headers.get("x-page-cache")).toBe("miss");
    const html = await anonymous.text();
    expect(html).toContain("Sign In");
    expect(html).not.toContain("My Profile");
  });

  it("pages with personal data or per-visitor state, and data requests", async () => {
    for (const path of ["/profile", "/admin", "/login", "/toolkit-landing", "/aiupskill", "/api/ai-tools", "/tools?_data=routes%2Ftools"]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path);
        expect(response.headers.get("x-page-cache"), path).toBeNull();
        await response.arrayBuffer();
      }
    }
  });

  it("HEAD and POST", async () => {
    const head = await fetch(`${web.base()}/`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBeNull();
  });
});

describe("invalidation", () => {
  const search = async (name: string) => {
    const response = await get(`/tools?q=${encodeURIComponent(name)}`);
    const html = await response.text();
    // The query itself is in the search field: a tool shows as a card with its name as text.
    return { how: response.headers.get("x-page-cache"), html, listed: html.includes(`>${name}<`) };
  };

  it("an admin's create, update and delete show on /tools at once", async () => {
    const name = unique("Cachedtool");
    expect((await search(name)).listed).toBe(false);
    // Notifications of earlier tests' writes may still arrive: wait until the page stays cached.
    await expect.poll(async () => (await search(name)).how).toBe("hit");
    const created = await admin.post("/api/admin/tools", { name, category: "Writing", description: "Drafts.", web_link: "https://tool.example.com" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const afterCreate = await search(name);
    expect(afterCreate.how).toBe("miss");
    expect(afterCreate.listed).toBe(true);
    // The create's own notification may still arrive and clear the page once more: cached again soon after.
    await expect.poll(async () => (await search(name)).how).toBe("hit");

    const id = created.body.tool.id as number;
    const put = await admin.request(`/api/admin/tools/${id}`, {
      method: "PUT",
      json: { name, category: "Writing", description: "Now summarises meetings.", web_link: "https://tool.example.com" },
    });
    expect(put.status).toBe(200);
    expect((await search(name)).html).toContain("Now summarises meetings.");

    expect((await admin.request(`/api/admin/tools/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await search(name)).listed).toBe(false);
  });

  it("an import in this process (the CLI's upsertTools) shows at once", async () => {
    const name = unique("Importedtool");
    await search(name);
    const tool = toolInputSchema.parse({ name, category: "Writing", description: "Imported.", webLink: "https://tool.example.com" });
    await upsertTools([tool]);
    expect((await search(name)).listed).toBe(true);
  });

  it("a NOTIFY from another process (CLI import, seed) clears the cache", async () => {
    const name = unique("Othertool");
    expect((await search(name)).listed).toBe(false);
    await expect.poll(async () => (await search(name)).how).toBe("hit");
    // Another process's write: the row and the notification, without this process's own signal.
    await getDb().transaction(async (tx) => {
      const tool = toolInputSchema.parse({ name, category: "Writing", description: "From elsewhere.", webLink: "https://x.example.com" });
      await tx.insert(tools).values(toolRow(tool));
      await tx.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
    });
    await expect.poll(async () => (await search(name)).listed, { timeout: 3_000 }).toBe(true);
  });
});

describe("a shared toolkit's link (decision 0013)", () => {
  async function sharedToolkit() {
    const maker = newBrowser();
    const made = await maker.post("/api/analyze-job", {
      jobTitle: "Marketing Manager",
      workAreas: ["Content Creation", "Lead Generation"],
      priorityChallenge: "Optimize Content Creation, Lead Generation for Marketing & Advertising",
      isStructuredInput: true,
    });
    expect(made.status).toBe(200);
    const id = (made.body as { analysisId: number }).analysisId;
    const [row] = await getDb().execute<{ share_token: string }>(sql`SELECT share_token FROM analyses WHERE id = ${id}`);
    return { id, maker, path: `/toolkit/${id}?share=${row!.share_token}` };
  }

  it("is rendered once for visitors without a cookie, then comes from the cache, still marked no-store, with a fresh nonce", async () => {
    const { path } = await sharedToolkit();
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const html = await expectConsistentNonce(first);
    expect(html).toContain("Marketing Manager");
    const second = await get(path);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    await expectConsistentNonce(second);
    expect(second.headers.get("cache-control")).toContain("no-store");
    expect(second.headers.get("set-cookie")).toBeNull();
  });

  it("is never answered from the cache to its maker (a cookie), nor for a wrong token, ?insights= or a data request", async () => {
    const { id, maker, path } = await sharedToolkit();
    await (await get(path)).arrayBuffer();
    expect((await maker.get(path)).headers.get("x-page-cache")).toBeNull();
    const wrong = await get(`/toolkit/${id}?share=${"x".repeat(24)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("x-page-cache")).toBeNull();
    for (const other of [`${path}&insights=1`, `${path}&_data=routes%2Ftoolkit.%24id`]) {
      const response = await get(other);
      expect(response.headers.get("x-page-cache"), other).toBeNull();
      await response.arrayBuffer();
    }
  });

  it("misses at once when what it shows changes: new insights, a deleted toolkit", async () => {
    const { id, path } = await sharedToolkit();
    await (await get(path)).arrayBuffer();
    expect((await get(path)).headers.get("x-page-cache")).toBe("hit");
    await getDb().execute(
      sql`UPDATE analysis_recommendations SET ai_generated_use_cases = ${JSON.stringify({ specificApplications: ["Cached-insight check"], implementationTips: ["Tip"], successMetrics: ["Metric"] })}::jsonb
          WHERE id = (SELECT min(id) FROM analysis_recommendations WHERE analysis_id = ${id})`,
    );
    const afterInsights = await get(path);
    expect(afterInsights.status).toBe(200);
    expect(afterInsights.headers.get("x-page-cache")).toBe("miss");
    expect(await afterInsights.text()).toContain("Cached-insight check");
    await getDb().execute(sql`DELETE FROM analyses WHERE id = ${id}`);
    const afterDelete = await get(path);
    expect(afterDelete.status).toBe(404);
    expect(afterDelete.headers.get("x-page-cache")).toBeNull();
  });
});
