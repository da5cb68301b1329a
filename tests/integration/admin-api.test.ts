// The admin dashboard's JSON and CSV API over real HTTP (accounts-admin-sales.md §3, §5, §7, §8;
// issue 14): users with details, delete and exports; tools create/update/delete through the CLI's
// schema, visible in /api/ai-tools at once; payments; questionnaires with export; analytics and
// AI credits; the audit log; and the refusals (401, 403, cross-site, 404, bad input).
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { createAdmin } from "../../app/services/accounts/accounts.server";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const newBrowser = () => new Browser(web.base);
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const count = async (query: ReturnType<typeof sql>) => (await q<{ n: number }>(query))[0]!.n;

let serial = 0;
const uniqueEmail = (name = "user") => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;
const NOT_SIGNED_IN = { title: "Authentication Required", message: "Please sign in first." };
const NOT_ADMIN = { title: "Access Denied", message: "You don't have permission to access this page." };
const today = () => new Date().toISOString().slice(0, 10);

async function signUp(overrides: Record<string, unknown> = {}) {
  const browser = newBrowser();
  const response = await browser.post("/api/register", {
    username: "Ada Lovelace",
    email: uniqueEmail("ada"),
    password: "correct horse",
    jobTitle: "Mathematician",
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { browser, user: response.body as { id: number; email: string; username: string } };
}

let admin: Browser;
let adminId: number;
let member: Browser;

beforeAll(async () => {
  delete process.env.AUTH_RATE_LIMIT;
  const email = uniqueEmail("boss");
  const boss = await createEnrolledAdmin({ email, name: "Boss Admin", password: "admin pass phrase" });
  adminId = boss.id;
  admin = newBrowser();
  expect((await signInAsAdmin(admin, boss)).status).toBe(200);
  member = (await signUp()).browser;
});

beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
});

const tool = (overrides: Record<string, unknown> = {}) => ({
  name: `Admin Test Tool ${++serial}`,
  category: "Writing",
  description: "Drafts letters in the house style.",
  web_link: "https://tool.example.com",
  ...overrides,
});

async function lastAudit() {
  const [row] = await q<{ action: string; target_type: string | null; target_id: string | null; actor_id: number; actor_email: string }>(
    sql`SELECT action, target_type, target_id, actor_id, actor_email FROM audit_log ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

describe("refusals", () => {
  const ID = 999_999_999;
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/admin/users"],
    ["GET", `/api/admin/users/${ID}/details`],
    ["DELETE", `/api/admin/users/${ID}`],
    ["GET", "/api/admin/users/export-all"],
    ["GET", "/api/admin/users/export-new"],
    ["GET", "/api/admin/tools"],
    ["POST", "/api/admin/tools", tool()],
    ["PUT", `/api/admin/tools/${ID}`, tool()],
    ["GET", `/api/admin/tools/${ID}`],
    ["DELETE", `/api/admin/tools/${ID}`],
    ["GET", "/api/admin/payments"],
    ["DELETE", `/api/admin/payments/${ID}`],
    ["GET", "/api/admin/analytics"],
    ["GET", "/api/admin/ai-credits"],
    ["GET", "/api/admin/audit-log"],
    ["GET", "/api/questionnaires"],
    ["GET", `/api/questionnaires/${ID}`],
    ["DELETE", `/api/questionnaires/${ID}`],
    ["GET", "/api/questionnaires/export"],
  ];
  it.each(calls)("%s %s: 401 signed out, 403 for a non-admin, both JSON", async (method, path, json) => {
    const anonymous = await newBrowser().request(path, { method, json });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject(NOT_SIGNED_IN);
    const refused = await member.request(path, { method, json });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject(NOT_ADMIN);
  });

  it("refuses an admin's write from another site, and it changes nothing", async () => {
    const { user } = await signUp();
    const evil = "https://evil.example";
    expect((await admin.request(`/api/admin/users/${user.id}`, { method: "DELETE", origin: evil })).status).toBe(403);
    expect((await admin.request("/api/admin/tools", { method: "POST", json: tool({ name: "Cross Site" }), origin: evil })).status).toBe(403);
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.id}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM tools WHERE name = 'Cross Site'`)).toBe(0);
  });

  it("answers 405 to a method a path does not take", async () => {
    expect((await admin.request("/api/admin/users", { method: "DELETE" })).status).toBe(405);
    expect((await admin.request("/api/admin/ai-credits", { method: "POST", json: {} })).status).toBe(405);
    expect((await admin.request("/api/questionnaires/export", { method: "POST", json: {} })).status).toBe(405);
  });
});

describe("users", () => {
  it("lists users with search, sort and paging; unknown sort and page fall back to the defaults", async () => {
    const { user } = await signUp({ username: "Zelda Searchable", jobTitle: "Ranger" });
    const found = await admin.get(`/api/admin/users?q=${encodeURIComponent("zelda ranger")}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([]);
    const byName = await admin.get("/api/admin/users?q=Zelda");
    expect(byName.body.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect(byName.headers.get("x-total-count")).toBe("1");
    expect(byName.body[0]).toMatchObject({
      id: user.id,
      username: "Zelda Searchable",
      name: "Zelda Searchable",
      email: user.email,
      role: "user",
      jobTitle: "Ranger",
      journeyStage: "signup",
    });
    expect(JSON.stringify(byName.body)).not.toMatch(/password/i);

    const newest = await admin.get("/api/admin/users");
    const fallback = await admin.get("/api/admin/users?sort=bogus&page=-3");
    expect(fallback.status).toBe(200);
    expect(fallback.body).toEqual(newest.body);
    expect(newest.body[0].id).toBe(user.id);
    const oldest = await admin.get("/api/admin/users?sort=oldest");
    expect(oldest.body[0].id).not.toBe(user.id);
    const past = await admin.get("/api/admin/users?page=999");
    expect(past.body).toEqual([]);
  });

  it("shows a user's details with totals, toolkits and payments; 404 for no such user", async () => {
    const { user } = await signUp({ jobTitle: "Buyer" });
    const [a] = await q<{ id: number }>(sql`INSERT INTO analyses (user_id, job_title, total_savings_per_year) VALUES (${user.id}, 'Buyer', 1200) RETURNING id`);
    await q(sql`INSERT INTO payments (user_id, email, product_code, amount_cents, currency, status) VALUES
      (${user.id}, ${user.email}, 'level-1', 4900, 'aud', 'completed'),
      (${user.id}, ${user.email}, 'bundle', 19900, 'aud', 'completed'),
      (${user.id}, ${user.email}, 'level-2', 9900, 'aud', 'failed')`);
    const response = await admin.get(`/api/admin/users/${user.id}/details`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email, totalAnalyses: 1, totalPurchases: 2, totalRevenue: 248 });
    expect(response.body.toolkits).toEqual([expect.objectContaining({ id: a!.id, jobTitle: "Buyer", totalSavingsPerYear: 1200 })]);
    expect(response.body.payments).toHaveLength(3);
    for (const path of ["/api/admin/users/999999999/details", "/api/admin/users/abc/details", "/api/admin/users/0/details"]) {
      const missing = await admin.get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body).toMatchObject({ title: "Error", message: "User not found" });
    }
  });

  it("deletes a user: sessions end, personal data goes, payments stay without the person; logged", async () => {
    const { browser, user } = await signUp({ jobTitle: "Leaver" });
    await q(sql`INSERT INTO analyses (user_id, job_title) VALUES (${user.id}, 'Leaver')`);
    const [p] = await q<{ id: number }>(
      sql`INSERT INTO payments (user_id, email, job_title, product_code, amount_cents) VALUES (${user.id}, ${user.email}, 'Leaver', 'level-1', 4900) RETURNING id`,
    );
    await q(sql`INSERT INTO waitlist_signups (name, email) VALUES ('Leaver', ${user.email.toUpperCase()})`);
    expect((await browser.get("/api/user")).status).toBe(200);

    const response = await admin.request(`/api/admin/users/${user.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, id: user.id });
    expect((await browser.get("/api/user")).status).toBe(401);
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.id}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user.id}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM analyses WHERE user_id = ${user.id} OR job_title = 'Leaver'`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM waitlist_signups WHERE lower(email) = lower(${user.email})`)).toBe(0);
    const [payment] = await q<{ email: string | null; user_id: number | null; amount_cents: number }>(
      sql`SELECT email, user_id, amount_cents FROM payments WHERE id = ${p!.id}`,
    );
    expect(payment).toEqual({ email: null, user_id: null, amount_cents: 4900 });
    expect(await lastAudit()).toMatchObject({ action: "user.delete", target_type: "user", target_id: String(user.id), actor_id: adminId });

    const again = await admin.request(`/api/admin/users/${user.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ title: "Error", message: "User not found" });
  });

  it("never deletes an admin", async () => {
    const email = uniqueEmail("other-admin");
    const other = await createAdmin({ email, name: "Other Admin", password: "admin pass phrase" });
    for (const id of [other.id, adminId]) {
      const response = await admin.request(`/api/admin/users/${id}`, { method: "DELETE" });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ title: "Error", message: "Admin accounts cannot be deleted" });
      expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${id}`)).toBe(1);
    }
  });

  it("exports all users and new users as streamed CSV with formula cells neutralised; logged", async () => {
    const { user } = await signUp({ username: '=HYPERLINK("http://evil")', jobTitle: "+Analyst", companyName: "@Corp" });
    await q(sql`UPDATE users SET company_name = ${"\tTabbed"}, journey_stage = '-minus' WHERE id = ${user.id}`);
    const [old] = await q<{ id: number }>(
      sql`INSERT INTO users (username, email, created_at) VALUES ('Old Timer', ${uniqueEmail("old")}, now() - interval '30 days') RETURNING id`,
    );

    const all = await admin.get("/api/admin/users/export-all");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toMatch(/^text\/csv/);
    // Streamed as it is read, not assembled first.
    expect(all.headers.get("transfer-encoding")).toBe("chunked");
    expect(all.headers.get("content-length")).toBeNull();
    expect(all.headers.get("content-disposition")).toBe(`attachment; filename="all-users-${today()}.csv"`);
    const lines = (all.body as string).trim().split("\r\n");
    expect(lines[0]).toBe("id,name,email,role,jobTitle,companyName,journeyStage,createdAt");
    const row = lines.find((l) => l.startsWith(`${user.id},`))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain("'+Analyst");
    expect(row).toContain("'\tTabbed");
    expect(row).toContain("'-minus");
    expect(lines.some((l) => l.startsWith(`${old!.id},`))).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: "users.export-all", actor_id: adminId });

    const recent = await admin.get("/api/admin/users/export-new");
    expect(recent.headers.get("content-disposition")).toBe(`attachment; filename="new-users-${today()}.csv"`);
    const recentLines = (recent.body as string).trim().split("\r\n");
    expect(recentLines.some((l) => l.startsWith(`${user.id},`))).toBe(true);
    expect(recentLines.some((l) => l.startsWith(`${old!.id},`))).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: "users.export-new" });
  });
});

describe("tools", () => {
  it("creates a tool from the snake_case object with the spec's defaults; it shows in /api/ai-tools at once", async () => {
    // Warm the public search cache first, so a stale cache would show.
    const name = `Fresh Quill ${Date.now()}`;
    expect(JSON.stringify((await newBrowser().get(`/api/ai-tools?q=${encodeURIComponent(name)}`)).body)).not.toContain(name);
    const response = await admin.post(
      "/api/admin/tools",
      tool({
        name,
        job_categories: ["Marketing", "Sales"],
        kind: "writing-assistant",
        activities: [{ id: "4.A.2.b.1.I07", how: "tighten a draft for its reader" }],
        for_occupations: ["27-3"],
        price: "",
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ success: true, title: "Tool Created" });
    expect(response.body.tool).toMatchObject({
      name,
      category: "Writing",
      webLink: "https://tool.example.com",
      baseProductivityGain: 0,
      baseSavingsPerYear: 0,
      toolType: "assistant",
      complexityLevel: "intermediate",
      implementationTime: "1-2 hours",
      learningCurve: "Easy",
      pricingTier: "Free",
      skillLevel: "beginner",
      primaryFunction: "thinking",
      pricingModel: "Free",
      price: null,
      priceCurrency: "USD",
      isActive: true,
      jobCategories: ["Marketing", "Sales"],
      kind: "writing-assistant",
      activities: [{ id: "4.A.2.b.1.I07", how: "tighten a draft for its reader" }],
      forOccupations: ["27-3"],
      usageCount: 0,
    });
    const listed = await newBrowser().get(`/api/ai-tools?q=${encodeURIComponent(name)}`);
    expect(JSON.stringify(listed.body)).toContain(name);
    const page = await newBrowser().get(`/tools?q=${encodeURIComponent(name)}`);
    expect(page.body).toContain(name);
    expect(await lastAudit()).toMatchObject({ action: "tool.create", target_type: "tool", target_id: String(response.body.tool.id) });
  });

  it("accepts camelCase too, and answers each missing required field with the spec's message, writing nothing", async () => {
    const camel = await admin.post("/api/admin/tools", {
      name: `Camel ${Date.now()}`,
      category: "Research",
      description: "Finds papers.",
      webLink: "https://camel.example",
      baseProductivityGain: "12.5",
      toolType: "core",
    });
    expect(camel.status).toBe(201);
    expect(camel.body.tool).toMatchObject({ baseProductivityGain: 12.5, toolType: "core" });
    const before = await count(sql`SELECT count(*)::int AS n FROM tools`);
    const audits = await count(sql`SELECT count(*)::int AS n FROM audit_log`);
    const cases: [Record<string, unknown>, string][] = [
      [tool({ name: "  " }), "Tool name is required"],
      [tool({ category: undefined }), "Category is required"],
      [tool({ description: "" }), "Description is required"],
      [tool({ web_link: " " }), "Web link is required"],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post("/api/admin/tools", body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ title: "Validation Error", message });
    }
    const bad = await admin.post("/api/admin/tools", tool({ pricing_model: "Gratis", activities: ["9.Z.nonsense: how"], kind: "spaceship" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["pricingModel", "kind"]));
    expect(Object.keys(bad.body.errors).some((k) => k.startsWith("activities"))).toBe(true);
    expect(await count(sql`SELECT count(*)::int AS n FROM tools`)).toBe(before);
    expect(await count(sql`SELECT count(*)::int AS n FROM audit_log`)).toBe(audits);
    expect((await admin.request("/api/admin/tools", { method: "POST", body: "[1,2", headers: { "Content-Type": "application/json" } })).status).toBe(400);
  });

  it("refuses a second tool of the same name with 409", async () => {
    const body = tool();
    expect((await admin.post("/api/admin/tools", body)).status).toBe(201);
    const again = await admin.post("/api/admin/tools", { ...body, name: body.name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.title).toBe("Creation Failed");
  });

  it("updates a tool by id (the change shows in /tools at once), needs an id, and 404s a missing one", async () => {
    const created = (await admin.post("/api/admin/tools", tool())).body.tool as { id: number; name: string };
    const renamed = `Renamed Tool ${Date.now()}`;
    await newBrowser().get(`/tools?q=${encodeURIComponent(renamed)}`);
    const response = await admin.request(`/api/admin/tools/${created.id}`, {
      method: "PUT",
      json: tool({ id: created.id, name: renamed, pricing_model: "Paid", price: "19.99", price_currency: "EUR" }),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      title: "Tool Updated",
      tool: { id: created.id, name: renamed, pricingModel: "Paid", price: 19.99, priceCurrency: "EUR" },
    });
    expect((await newBrowser().get(`/tools?q=${encodeURIComponent(renamed)}`)).body).toContain(renamed);
    expect(await lastAudit()).toMatchObject({ action: "tool.update", target_id: String(created.id) });

    const noId = await admin.request("/api/admin/tools", { method: "PUT", json: tool() });
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ title: "Update Failed", message: "Tool ID is required for update" });
    const badId = await admin.request("/api/admin/tools/abc", { method: "PUT", json: tool() });
    expect(badId.body.message).toBe("Tool ID is required for update");
    const missing = await admin.request("/api/admin/tools/999999999", { method: "PUT", json: tool() });
    expect(missing.status).toBe(404);
    const invalid = await admin.request(`/api/admin/tools/${created.id}`, { method: "PUT", json: { id: created.id, name: "Only a name" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Category is required");
    expect((await admin.get(`/api/admin/tools/${created.id}`)).body.name).toBe(renamed);
  });

  it("lists tools with usageCount and deletes one (gone from /api/ai-tools at once); a second delete is 404", async () => {
    const name = `Doomed Tool ${Date.now()}`;
    const created = (await admin.post("/api/admin/tools", tool({ name }))).body.tool as { id: number };
    const list = await admin.get(`/api/admin/tools?q=${encodeURIComponent(name)}`);
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, name, usageCount: 0, isActive: true })]);
    expect(JSON.stringify((await newBrowser().get(`/api/ai-tools?q=${encodeURIComponent(name)}`)).body)).toContain(name);
    const gone = await admin.request(`/api/admin/tools/${created.id}`, { method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(gone.body).toMatchObject({ success: true, title: "Tool Deleted" });
    expect(JSON.stringify((await newBrowser().get(`/api/ai-tools?q=${encodeURIComponent(name)}`)).body)).not.toContain(name);
    expect(await lastAudit()).toMatchObject({ action: "tool.delete", target_id: String(created.id) });
    const again = await admin.request(`/api/admin/tools/${created.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ title: "Error", message: "Tool not found" });
  });
});

describe("tool fields outside the spec's object", () => {
  it("an update that leaves them out keeps them; one that names them changes them", async () => {
    const created = (
      await admin.post(
        "/api/admin/tools",
        tool({
          logo_url: "https://logo.example/x.png",
          logo_emoji: "🦉",
          activities: "4.A.2.b.1.I07: tighten a draft for its reader",
          affiliate_link: "https://aff.example",
        }),
      )
    ).body.tool as { id: number; name: string };
    const kept = await admin.request(`/api/admin/tools/${created.id}`, { method: "PUT", json: tool({ name: created.name, description: "New words." }) });
    expect(kept.status).toBe(200);
    expect(kept.body.tool).toMatchObject({
      description: "New words.",
      logoUrl: "https://logo.example/x.png",
      logoEmoji: "🦉",
      activities: [{ id: "4.A.2.b.1.I07", how: "tighten a draft for its reader" }],
      affiliateLink: "https://aff.example",
    });
    const changed = await admin.request(`/api/admin/tools/${created.id}`, { method: "PUT", json: tool({ name: created.name, logo_url: "", activities: [] }) });
    expect(changed.body.tool).toMatchObject({ logoUrl: null, activities: [], logoEmoji: "🦉" });
  });

  it("the page's edit form keeps the logo it shows", async () => {
    const created = (await admin.post("/api/admin/tools", tool({ logo_url: "https://logo.example/y.png", logo_emoji: "🦊" }))).body.tool as {
      id: number;
      name: string;
    };
    const page = await admin.get(`/admin/tools?edit=${created.id}`);
    expect(page.body).toContain("https://logo.example/y.png");
    const body = new URLSearchParams({
      intent: "save",
      mode: "update",
      id: String(created.id),
      name: created.name,
      category: "Writing",
      description: "Edited.",
      webLink: "https://tool.example.com",
      logoUrl: "https://logo.example/y.png",
      logoEmoji: "🦊",
      evidenceTask: "general",
    });
    const saved = await admin.request(`/admin/tools?edit=${created.id}`, {
      method: "POST",
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(saved.status).toBe(302);
    expect((await admin.get(`/api/admin/tools/${created.id}`)).body).toMatchObject({
      description: "Edited.",
      logoUrl: "https://logo.example/y.png",
      logoEmoji: "🦊",
    });
  });
});

describe("payments", () => {
  it("lists payments and deletes one; a second delete is 404", async () => {
    const [p] = await q<{ id: number }>(
      sql`INSERT INTO payments (email, job_title, product_code, amount_cents, currency, status) VALUES ('payer@example.com', 'Nurse', 'level-1', 4900, 'aud', 'pending') RETURNING id`,
    );
    const list = await admin.get("/api/admin/payments");
    expect(list.status).toBe(200);
    expect(list.body.find((r: { id: number }) => r.id === p!.id)).toEqual({
      id: p!.id,
      email: "payer@example.com",
      jobTitle: "Nurse",
      productCode: "level-1",
      amount: 49,
      currency: "aud",
      method: "Stripe",
      status: "pending",
      reviewNote: null,
      createdAt: expect.any(String),
    });
    expect((await admin.request(`/api/admin/payments/${p!.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "payment.delete", target_id: String(p!.id) });
    const again = await admin.request(`/api/admin/payments/${p!.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ title: "Error", message: "Payment not found" });
  });
});

describe("questionnaires", () => {
  async function insertQuestionnaire(jobTitle: string, extra: { email?: string; comments?: string } = {}) {
    const [row] = await q<{ id: number }>(sql`
      INSERT INTO questionnaires (job_title, familiarity_level, work_pressure, ai_feelings, job_improvement_belief, training_interest, value_outputs, willingness_to_pay, additional_comments, early_access_interest, name, email)
      VALUES (${jobTitle}, 'complete-beginner', 'yes-often', 'curious', 'probably-not', 'very-interested', ARRAY['saving-time','manager-evidence'], '100+', ${extra.comments ?? null}, ${!!extra.email}, ${extra.email ? "Quinn" : null}, ${extra.email ?? null})
      RETURNING id`);
    return row!.id;
  }

  it("lists questionnaires with §3's names and every answer in words; deletes one; 404 after", async () => {
    const id = await insertQuestionnaire("Pharmacist", { email: uniqueEmail("quinn") });
    const list = await admin.get("/api/questionnaires");
    expect(list.status).toBe(200);
    const item = list.body.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      id,
      name: "Quinn",
      jobTitle: "Pharmacist",
      aiLevel: "complete-beginner",
      earlyAccess: true,
      jobImprovement: "probably-not",
      desiredOutcomes: ["saving-time", "manager-evidence"],
      valuePreference: "100+",
    });
    const words = item.answers.map((a: { answer: string }) => a.answer);
    expect(words).toEqual(
      expect.arrayContaining([
        "Complete beginner",
        "Yes, often",
        "Curious",
        "Probably not",
        "Very interested",
        "Saving time; Something to show a manager",
        "$100 or more",
        "Yes",
      ]),
    );
    expect((await admin.get(`/api/questionnaires/${id}`)).body.id).toBe(id);
    expect((await admin.request(`/api/questionnaires/${id}`, { method: "DELETE" })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: "questionnaire.delete", target_id: String(id) });
    const again = await admin.request(`/api/questionnaires/${id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ title: "Error", message: "Questionnaire not found" });
  });

  it("exports questionnaires-{date}.csv in words with formula cells neutralised; logged", async () => {
    const id = await insertQuestionnaire("=cmd|' /C calc'!A0", { comments: "@SUM(1)" });
    const response = await admin.get("/api/questionnaires/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="questionnaires-${today()}.csv"`);
    const text = response.body as string;
    expect(text.split("\r\n")[0]).toBe(
      "id,createdAt,name,email,jobTitle,aiLevel,workPressure,aiFeelings,jobImprovement,aiExamples,trainingInterest,desiredOutcomes,valuePreference,additionalComments,earlyAccess",
    );
    const row = text.split("\r\n").find((l) => l.startsWith(`${id},`))!;
    expect(row).toContain(`'=cmd|' /C calc'!A0`);
    expect(row).toContain("'@SUM(1)");
    expect(row).toContain("Complete beginner");
    expect(row).toContain("$100 or more");
    expect(await lastAudit()).toMatchObject({ action: "questionnaires.export" });
  });
});

describe("analytics and AI credits", () => {
  it("counts the last 5 days of tokens and cost, built-in engine runs as zero-cost runs", async () => {
    await q(sql`INSERT INTO ai_usage (feature, model, prompt_tokens, completion_tokens, total_tokens, cost_usd, created_at) VALUES
      ('analysis', 'gpt-test', 100, 50, 150, 0.0015, now()),
      ('analysis', 'gpt-test', 200, 100, 300, 0.003, now() - interval '1 day'),
      ('analysis', 'gpt-test', 999, 1, 1000, 1, now() - interval '10 days')`);
    await q(sql`INSERT INTO analyses (job_title, engine) VALUES ('Builtin One', 'builtin'), ('Builtin Two', 'builtin')`);
    const response = await admin.get("/api/admin/ai-credits");
    expect(response.status).toBe(200);
    const body = response.body as {
      totalTokens: number;
      totalCost: number;
      dailyUsage: { date: string; tokens: number; cost: number; builtinRuns: number; modelRuns: number }[];
    };
    expect(body.dailyUsage).toHaveLength(5);
    expect(body.dailyUsage[0]!.date).toBe(today());
    expect(body.totalTokens).toBe(450);
    expect(body.totalCost).toBeCloseTo(0.0045, 6);
    expect(body.dailyUsage[0]).toMatchObject({ tokens: 150, modelRuns: 1 });
    expect(body.dailyUsage[0]!.builtinRuns).toBeGreaterThanOrEqual(2);
  });

  it("answers platform stats, analyses in 24 hours and the events per day", async () => {
    await q(sql`INSERT INTO analytics_events (name) VALUES ('tool_explored'), ('toolkit_download'), ('delayed_popup_download'), ('page_view')`);
    await q(sql`INSERT INTO analyses (job_title) VALUES ('Charted')`);
    const response = await admin.get("/api/admin/analytics");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ totalUsers: expect.any(Number), analysesLast24h: expect.any(Number), topCategories: expect.any(Array) });
    expect(response.body.eventDays).toHaveLength(14);
    const last = response.body.eventDays.at(-1);
    expect(last.date).toBe(today());
    expect(last.toolkits).toBeGreaterThanOrEqual(1);
    expect(last.downloads).toBeGreaterThanOrEqual(2);
    expect(last.toolsExplored).toBeGreaterThanOrEqual(1);
    expect(last.signups).toBeGreaterThanOrEqual(1);
  });

  it("shows the audit log, newest first", async () => {
    const response = await admin.get("/api/admin/audit-log?limit=3");
    expect(response.status).toBe(200);
    expect(response.body.length).toBeLessThanOrEqual(3);
    if (response.body.length) expect(response.body[0]).toMatchObject({ actorEmail: expect.stringContaining("@"), action: expect.any(String) });
  });
});

describe("the /admin pages and their actions", () => {
  const form = (fields: Record<string, string>) => ({ form: fields });

  it("refuse signed-out callers (401) and non-admins (403) on every tab, loader and action", async () => {
    const { user } = await signUp();
    for (const path of ["/admin", "/admin/users", "/admin/tools", "/admin/payments", "/admin/feedback", "/admin/analytics", "/admin/coach"]) {
      const anonymous = await newBrowser().get(path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body).toContain("Authentication Required");
      expect(anonymous.body).not.toContain(user.email);
      const refused = await member.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toContain("Access Denied");
    }
    for (const [browser, status] of [
      [newBrowser(), 401],
      [member, 403],
    ] as const) {
      expect((await browser.request("/admin/users", { method: "POST", ...form({ intent: "delete", id: String(user.id) }) })).status).toBe(status);
      expect(
        (
          await browser.request("/admin/tools", {
            method: "POST",
            ...form({ intent: "save", mode: "create", name: "Page Evil", category: "Writing", description: "x", webLink: "https://evil.example" }),
          })
        ).status,
      ).toBe(status);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.id}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM tools WHERE name = 'Page Evil'`)).toBe(0);
    // An admin's form post from another site is refused before it reaches the action.
    expect(
      (await admin.request("/admin/users", { method: "POST", origin: "https://evil.example", ...form({ intent: "delete", id: String(user.id) }) })).status,
    ).toBe(403);
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.id}`)).toBe(1);
  });

  it("render each tab for an admin, with unknown sort and page values falling back to the defaults", async () => {
    for (const path of [
      "/admin",
      "/admin/users?sort=sideways&page=-1",
      "/admin/tools?sort=%3Cscript%3E&page=1e9",
      "/admin/payments?page=abc",
      "/admin/feedback?sort=oldest",
      "/admin/analytics",
      "/admin/coach?status=lost&page=x",
    ]) {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await admin.get("/admin/tools?sort=bogus&page=0")).body).toMatch(/page (<!-- -->)?1(<!-- -->)? of/);
  });

  it("delete from the CRM page: a redirect with a toast, and a clear message when it is already gone", async () => {
    const { user } = await signUp();
    const first = await admin.request("/admin/users?q=x&confirm=" + user.id, { method: "POST", ...form({ intent: "delete", id: String(user.id) }) });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/users?q=x");
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.id}`)).toBe(0);
    const again = await admin.request("/admin/users", { method: "POST", ...form({ intent: "delete", id: String(user.id) }) });
    expect(again.status).toBe(302);
    const page = await admin.get(again.headers.get("location")!);
    expect(page.body).toContain("User not found");
  });

  it("the tool form: §5's messages as field errors, nothing written; create; update without an id refused", async () => {
    const before = await count(sql`SELECT count(*)::int AS n FROM tools`);
    const empty = await admin.request("/admin/tools?edit=new", {
      method: "POST",
      ...form({ intent: "save", mode: "create", name: " ", category: "", description: "", webLink: "" }),
    });
    expect(empty.status).toBe(400);
    for (const message of ["Tool name is required", "Category is required", "Description is required", "Web link is required", "Validation Error"])
      expect(empty.body).toContain(message);
    expect(await count(sql`SELECT count(*)::int AS n FROM tools`)).toBe(before);

    const name = `Form Tool ${Date.now()}`;
    const body = new URLSearchParams({
      intent: "save",
      mode: "create",
      name,
      category: "Research",
      description: "Finds things.",
      webLink: "https://form.example",
      price: "",
      isActive: "true",
    });
    body.append("kind", "web-research");
    body.append("activities", "4.A.1.a.1.I04: search the web with sources\n4.A.2.b.1.I07");
    body.append("forOccupations", "19-, 25-1");
    const created = await admin.request("/admin/tools?edit=new", {
      method: "POST",
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin/tools");
    const [row] = await q<{
      id: number;
      kind: string;
      activities: string[];
      activity_uses: Record<string, string>;
      for_occupations: string[];
      price: string | null;
      implementation_time: string;
    }>(sql`SELECT id, kind, activities, activity_uses, for_occupations, price, implementation_time FROM tools WHERE name = ${name}`);
    expect(row).toMatchObject({
      kind: "web-research",
      activities: ["4.A.1.a.1.I04", "4.A.2.b.1.I07"],
      activity_uses: { "4.A.1.a.1.I04": "search the web with sources" },
      for_occupations: ["19-", "25-1"],
      price: null,
      implementation_time: "1-2 hours",
    });

    const noId = await admin.request("/admin/tools", {
      method: "POST",
      ...form({ intent: "save", mode: "update", name, category: "Research", description: "Finds things.", webLink: "https://form.example" }),
    });
    expect(noId.status).toBe(400);
    expect(noId.body).toContain("Tool ID is required for update");
  });
});

describe("API paging", () => {
  it("answers 100 rows by default, ?pageSize up to 500, the count in X-Total-Count", async () => {
    const tools = await admin.get("/api/admin/tools");
    const total = Number(tools.headers.get("x-total-count"));
    expect(total).toBeGreaterThan(100);
    expect(tools.body).toHaveLength(100);
    expect((await admin.get("/api/admin/tools?pageSize=7&page=2")).body).toHaveLength(7);
    expect((await admin.get("/api/admin/tools?pageSize=100000")).body).toHaveLength(100);
    expect((await admin.get("/api/admin/tools?pageSize=500")).body).toHaveLength(Math.min(500, total));
  });
});
