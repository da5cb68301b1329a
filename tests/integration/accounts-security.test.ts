// The account API's defences over real HTTP (DESIGN.md §4; accounts-admin-sales.md §6, §7):
// rate limits on sign-in, registration and password reset; the Origin check on state-changing
// requests; the session cookie in production; the admin login; and the admin check in front of
// every /api/admin/* path.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { ACCOUNT_PROBLEMS as P, ACCOUNT_SUCCESS as S } from "../../app/lib/schemas/account";
import { setUserRole } from "../../app/services/accounts/accounts.server";
import { TOO_MANY_REQUESTS_MESSAGE } from "../../app/services/operations/rate-limit.server";
import { createEnrolledAdmin, signInAsAdmin, totpCode, type TestAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { runQueuedJobs } from "../helpers/run-queued-jobs";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const problem = (p: { title: string; description: string }) => ({ title: p.title, message: p.description });
const NOT_SIGNED_IN = { title: "Authentication Required", message: "Please sign in first." };
const NOT_ADMIN = { title: "Access Denied", message: "You don't have permission to access this page." };
const TOO_MANY = { title: "Too Many Requests", message: TOO_MANY_REQUESTS_MESSAGE };
const EVIL = "https://evil.example";

let serial = 0;
const uniqueEmail = (name = "user") => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;
const newBrowser = () => new Browser(web.base);
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const count = async (query: ReturnType<typeof sql>) => (await q<{ n: number }>(query))[0]!.n;
const sessionCount = (userId: number) => count(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`);
const usersWithEmail = (email: string) => count(sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower(${email})`);

async function signUp(overrides: Record<string, unknown> = {}) {
  const browser = newBrowser();
  const fields = { username: "Ada Lovelace", email: uniqueEmail("ada"), password: "correct horse", ...overrides };
  const response = await browser.post("/api/register", fields);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { browser, fields, user: response.body as { id: number; email: string } };
}

/**
 * The limits count in fixed one-minute windows: start a burst early enough in a window that it
 * cannot straddle two (which would reset the count half-way).
 */
async function freshWindow(needSeconds = 15) {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 60_000 - needSeconds * 1000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
}

beforeAll(() => {
  delete process.env.AUTH_RATE_LIMIT;
});

// Rate limits are per client address and every request here comes from 127.0.0.1.
beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
  await getDb().execute(sql`DELETE FROM sign_in_failures`);
});

describe("rate limits (AUTH_RATE_LIMIT, 10 a minute by default)", () => {
  const expectTooMany = (response: Awaited<ReturnType<Browser["post"]>>) => {
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject(TOO_MANY);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.setCookies).toEqual([]);
  };

  it("refuses the 11th sign-in within a minute, even with the right password", async () => {
    const { fields, user } = await signUp();
    await freshWindow();
    // Ten guesses at ten addresses (one account takes only five: security-limits.test.ts).
    for (let i = 0; i < 10; i++) {
      const response = await newBrowser().post("/api/login", { email: uniqueEmail(`guess${i}`), password: `wrong ${i}` });
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    const sessions = await sessionCount(user.id);
    expectTooMany(await newBrowser().post("/api/login", { email: fields.email, password: fields.password }));
    expect(await sessionCount(user.id)).toBe(sessions);
    // The admin login counts against the same limit.
    expectTooMany(await newBrowser().post("/api/admin/login", { email: fields.email, password: fields.password }));
    // Registration has a limit of its own.
    await signUp();
  });

  it("counts bad attempts too, per client address, which a header cannot change", async () => {
    const { fields } = await signUp();
    await freshWindow();
    for (let i = 0; i < 10; i++) expect((await newBrowser().post("/api/login", {})).status).toBe(400);
    expectTooMany(await newBrowser().post("/api/login", { email: fields.email, password: fields.password }));
    // No TRUST_PROXY: X-Forwarded-For is the client's own claim and counts for nothing
    // (tests/integration/security-limits.test.ts has the trusted-proxy case).
    expectTooMany(await newBrowser().post("/api/login", { email: fields.email, password: fields.password }, { headers: { "X-Forwarded-For": "203.0.113.7" } }));
    const keys = (await q<{ key: string; count: number }>(sql`SELECT key, count FROM rate_limit_hits WHERE key LIKE 'login:%' ORDER BY key`)).map(
      (r) => `${r.key}=${r.count}`,
    );
    expect(keys).toEqual(["login:127.0.0.1=12"]);
  });

  it("refuses the 11th registration within a minute and creates no account", async () => {
    await freshWindow();
    for (let i = 0; i < 9; i++) expect((await newBrowser().post("/api/register", { username: "Bot", email: "bad" })).status).toBe(400);
    await signUp(); // the 10th, a good one
    const email = uniqueEmail("eleventh");
    expectTooMany(await newBrowser().post("/api/register", { username: "Ada", email, password: "correct horse" }));
    expect(await usersWithEmail(email)).toBe(0);
  });

  it("refuses the 11th reset request within a minute and queues nothing for it", async () => {
    const { fields } = await signUp();
    await freshWindow();
    for (let i = 0; i < 10; i++) expect((await newBrowser().post("/api/forgot-password", { email: uniqueEmail("ghost") })).status).toBe(200);
    expectTooMany(await newBrowser().post("/api/forgot-password", { email: fields.email }));
    expect(await count(sql`SELECT count(*)::int AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ${fields.email}`)).toBe(0);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE payload->>'email' = ${fields.email} OR (payload->>'to' = ${fields.email} AND payload->>'template' = 'password-reset')`,
      ),
    ).toBe(0);
    // Setting a new password has a bucket of its own: asking for links does not block using one.
    expect((await newBrowser().post("/api/reset-password", { token: randomBytes(32).toString("base64url"), newPassword: "brand new pass" })).status).toBe(400);
  });

  it("sends at most 3 reset emails to one address in 15 minutes, answering the same", async () => {
    const { fields } = await signUp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await newBrowser().post("/api/forgot-password", { email: fields.email }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    // The requests are queued; the worker's task mails at most three links.
    await runQueuedJobs("password-reset-request");
    expect(await count(sql`SELECT count(*)::int AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ${fields.email}`)).toBe(3);
  });

  it("follows AUTH_RATE_LIMIT when an operator sets it", async () => {
    await freshWindow();
    process.env.AUTH_RATE_LIMIT = "2";
    try {
      expect((await newBrowser().post("/api/login", {})).status).toBe(400);
      expect((await newBrowser().post("/api/login", {})).status).toBe(400);
      expectTooMany(await newBrowser().post("/api/login", {}));
    } finally {
      delete process.env.AUTH_RATE_LIMIT;
    }
  });
});

describe("the Origin check on state-changing requests", () => {
  const REFUSED = "Cross-site request refused.";

  it("refuses a sign-in from another site, and no session is made", async () => {
    const { fields, user } = await signUp();
    const sessions = await sessionCount(user.id);
    const browser = newBrowser();
    const response = await browser.post("/api/login", { email: fields.email, password: fields.password }, { origin: EVIL });
    expect(response.status).toBe(403);
    expect(response.body).toBe(REFUSED);
    expect(response.setCookies).toEqual([]);
    expect(await sessionCount(user.id)).toBe(sessions);
  });

  it("uses the Referer when there is no Origin, and refuses an opaque origin", async () => {
    const { fields } = await signUp();
    const viaReferer = await newBrowser().post(
      "/api/login",
      { email: fields.email, password: fields.password },
      { origin: null, headers: { Referer: `${EVIL}/page` } },
    );
    expect(viaReferer.status).toBe(403);
    const opaque = await newBrowser().post("/api/login", { email: fields.email, password: fields.password }, { origin: "null" });
    expect(opaque.status).toBe(403);
    const otherScheme = await newBrowser().post(
      "/api/login",
      { email: fields.email, password: fields.password },
      { origin: web.base().replace("http:", "https:") },
    );
    expect(otherScheme.status).toBe(403);
    const otherPort = await newBrowser().post("/api/login", { email: fields.email, password: fields.password }, { origin: `${web.base()}1` });
    expect(otherPort.status).toBe(403);
  });

  it("lets the site itself, its configured public address and non-browser clients through", async () => {
    const { fields } = await signUp();
    expect((await newBrowser().post("/api/login", { email: fields.email, password: fields.password })).status).toBe(200);
    expect((await newBrowser().post("/api/login", { email: fields.email, password: fields.password }, { origin: "http://localhost:3000" })).status).toBe(200);
    expect((await newBrowser().post("/api/login", { email: fields.email, password: fields.password }, { origin: null })).status).toBe(200);
  });

  it("refuses cross-site registration, logout, profile changes, deletion and password reset", async () => {
    const email = uniqueEmail("csrf");
    expect((await newBrowser().post("/api/register", { username: "Ada", email, password: "correct horse" }, { origin: EVIL })).status).toBe(403);
    expect(await usersWithEmail(email)).toBe(0);

    const { browser, user } = await signUp({ jobTitle: "Analyst" });
    const cookie = browser.cookie("academy_session")!;
    const attacker = (path: string, method: string, json?: unknown) =>
      newBrowser().request(path, { method, json, origin: EVIL, headers: { Cookie: `academy_session=${cookie}` } });

    expect((await attacker("/api/logout", "POST")).status).toBe(403);
    expect((await browser.get("/api/user")).status).toBe(200);

    expect((await attacker("/api/user/profile", "PATCH", { jobTitle: "Pwned" })).status).toBe(403);
    expect((await browser.get("/api/user/profile")).body.jobTitle).toBe("Analyst");

    const [toolkit] = await q<{ id: number }>(sql`INSERT INTO analyses (user_id, job_title) VALUES (${user.id}, 'Analyst') RETURNING id`);
    expect((await attacker(`/api/analysis/${toolkit!.id}`, "DELETE")).status).toBe(403);
    expect((await browser.get("/api/user/analyses")).body.map((a: { id: number }) => a.id)).toEqual([toolkit!.id]);

    expect((await attacker("/api/forgot-password", "POST", { email: user.email })).status).toBe(403);
    expect(await count(sql`SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = ${user.id}`)).toBe(0);
    expect((await attacker("/api/reset-password", "POST", { token: randomBytes(32).toString("base64url"), newPassword: "pwned pass" })).status).toBe(403);
    expect((await attacker("/api/admin/login", "POST", { email: user.email, password: "correct horse" })).status).toBe(403);
  });
});

describe("the session cookie in production", () => {
  it("is Secure with the __Host- prefix where the address is HTTPS, and only that name is read", async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    process.env.APP_URL = "https://academy.example.test";
    try {
      const browser = newBrowser();
      const response = await browser.post("/api/register", { username: "Prod", email: uniqueEmail("prod"), password: "correct horse" });
      expect(response.status).toBe(200);
      const header = response.setCookies.find((c) => c.includes("academy_session"))!;
      expect(header).toMatch(/^__Host-academy_session=[A-Za-z0-9_-]{43}; /);
      const attributes = header
        .split(";")
        .slice(1)
        .map((a) => a.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=lax", "secure"]));
      expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
      const token = browser.cookie("__Host-academy_session")!;
      expect((await newBrowser().get("/api/user", { headers: { Cookie: `__Host-academy_session=${token}` } })).status).toBe(200);
      expect((await newBrowser().get("/api/user", { headers: { Cookie: `academy_session=${token}` } })).status).toBe(401);
    } finally {
      process.env.NODE_ENV = previous;
      delete process.env.APP_URL;
    }
  });
});

describe("POST /api/admin/login", () => {
  const adminPassword = "admin pass phrase";
  let adminEmail: string;
  let adminId: number;
  let admin: TestAdmin;

  beforeAll(async () => {
    adminEmail = uniqueEmail("admin");
    admin = await createEnrolledAdmin({ email: adminEmail, name: "Admin", password: adminPassword });
    adminId = admin.id;
  });

  it("refuses a non-admin with the right password: 403 and no session", async () => {
    const { fields, user } = await signUp();
    const sessions = await sessionCount(user.id);
    const browser = newBrowser();
    const response = await browser.post("/api/admin/login", { email: fields.email, password: fields.password });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject(problem(P.adminNotAdmin));
    expect(response.setCookies).toEqual([]);
    expect(browser.cookies.size).toBe(0);
    expect(await sessionCount(user.id)).toBe(sessions);
  });

  it("signs an admin in with the authenticator's code", async () => {
    const browser = newBrowser();
    const response = await browser.post("/api/admin/login", {
      email: adminEmail.toUpperCase(),
      password: adminPassword,
      code: await totpCode(admin.totpSecret),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      title: S.adminLogin.title,
      message: S.adminLogin.description,
      id: adminId,
      role: "admin",
      email: adminEmail,
    });
    expect(response.body.user).toMatchObject({ id: adminId, role: "admin" });
    expect(response.setCookies[0]).toMatch(/^academy_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    const me = await browser.get("/api/user");
    expect(me.body).toMatchObject({ role: "admin", user: { role: "admin" } });
    expect((await browser.get("/api/admin/users")).status).toBe(200); // past the admin check
  });

  it("gives the same 401 for a wrong password and an unknown email, and 400 for missing fields", async () => {
    for (const body of [
      { email: adminEmail, password: "wrong password" },
      { email: uniqueEmail("nobody"), password: adminPassword },
    ]) {
      const response = await newBrowser().post("/api/admin/login", body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(problem(P.adminFailed));
      expect(response.setCookies).toEqual([]);
    }
    for (const body of [{}, { email: adminEmail }, { password: adminPassword }]) {
      const response = await newBrowser().post("/api/admin/login", body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(problem(P.adminMissing));
    }
  });

  it("takes only POST", async () => {
    expect((await newBrowser().get("/api/admin/login")).status).toBe(405);
  });

  it("follows role changes: a demoted admin's sessions end and the admin login refuses it", async () => {
    const email = uniqueEmail("demoted");
    const demoted = await createEnrolledAdmin({ email, name: "Soon Demoted", password: adminPassword });
    const browser = newBrowser();
    expect((await signInAsAdmin(browser, demoted)).status).toBe(200);
    await setUserRole(email, "user");
    expect((await browser.get("/api/user")).status).toBe(401);
    expect((await browser.post("/api/admin/login", { email, password: adminPassword })).status).toBe(403);
    expect((await browser.post("/api/login", { email, password: adminPassword })).status).toBe(200);
    expect((await browser.get("/api/admin/users")).status).toBe(403);
  });
});

describe("every /api/admin/* path is for admins only", () => {
  const ID = 999_999_999;
  const reads = [
    "/api/admin/users",
    `/api/admin/users/${ID}/details`,
    "/api/admin/users/export-all",
    "/api/admin/users/export-new",
    "/api/admin/tools",
    "/api/admin/analytics",
    "/api/admin/payments",
    "/api/admin/ai-credits",
    "/api/admin/backup-status",
    "/api/admin/backup-logs",
    "/api/admin/google-drive/status",
    "/api/admin/gap-analysis/reports",
    "/api/admin/coach",
    "/api/admin/coach/replies",
    "/api/admin",
    "/api/admin/no-such-thing",
    "/API/Admin/Users",
  ];
  const writes: [string, string, unknown?][] = [
    ["POST", "/api/admin/tools", { name: "Evil Tool", category: "Writing", description: "x", web_link: "https://evil.example" }],
    ["PUT", `/api/admin/tools/${ID}`, { id: ID, name: "Renamed" }],
    ["DELETE", `/api/admin/tools/${ID}`],
    ["DELETE", `/api/admin/users/${ID}`],
    ["DELETE", `/api/admin/payments/${ID}`],
    ["POST", "/api/admin/google-drive/test"],
    ["POST", "/api/admin/google-drive/sync-user", { email: "ada@example.com" }],
    ["POST", "/api/admin/google-drive/sync-all"],
    ["POST", "/api/admin/backup/force"],
    ["POST", "/api/admin/backup/full"],
    ["POST", "/api/admin/gap-analysis/trigger"],
    ["POST", "/api/admin/users"],
    ["POST", "/api/admin/analytics"],
    ["POST", "/api/admin/payments"],
    ["POST", "/api/admin/ai-credits"],
    ["POST", "/api/admin/backup-status"],
    ["POST", "/api/admin/google-drive/status"],
    ["POST", "/api/admin/gap-analysis/reports"],
    ["POST", "/api/admin/coach"],
  ];
  const calls: [string, string, unknown?][] = [...reads.map((path) => ["GET", path] as [string, string]), ...writes];

  let member: Browser;
  let admin: Browser;
  let victimId: number;

  beforeAll(async () => {
    member = (await signUp()).browser;
    victimId = (await signUp()).user.id;
    const email = uniqueEmail("boss");
    const boss = await createEnrolledAdmin({ email, name: "Boss", password: "admin pass phrase" });
    admin = newBrowser();
    expect((await signInAsAdmin(admin, boss)).status).toBe(200);
  });

  const call = (browser: Browser, [method, path, json]: [string, string, unknown?]) => browser.request(path, { method, json });

  it.each(calls)("%s %s answers 401 JSON when signed out", async (...c) => {
    const response = await call(newBrowser(), c);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/application\/(problem\+)?json/);
    expect(response.body).toMatchObject(NOT_SIGNED_IN);
  });

  it.each(calls)("%s %s answers 403 JSON to a signed-in non-admin", async (...c) => {
    const response = await call(member, c);
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/application\/(problem\+)?json/);
    expect(response.body).toMatchObject(NOT_ADMIN);
  });

  it.each(reads)("GET %s lets an admin past the check", async (path) => {
    const response = await admin.get(path);
    expect([401, 403]).not.toContain(response.status);
  });

  it("a refused call changes nothing, with the victim's id in the path too", async () => {
    const tools = await count(sql`SELECT count(*)::int AS n FROM tools`);
    for (const [browser, status] of [
      [newBrowser(), 401],
      [member, 403],
    ] as const) {
      expect((await browser.request(`/api/admin/users/${victimId}`, { method: "DELETE" })).status).toBe(status);
      expect(
        (await browser.post("/api/admin/tools", { name: "Evil Tool", category: "Writing", description: "x", web_link: "https://evil.example" })).status,
      ).toBe(status);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM users WHERE id = ${victimId}`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM tools`)).toBe(tools);
  });

  it("an account promoted in the database gets in without signing in again", async () => {
    const { browser, user } = await signUp();
    expect((await browser.get("/api/admin/users")).status).toBe(403);
    await q(sql`UPDATE users SET role = 'admin' WHERE id = ${user.id}`);
    expect([401, 403]).not.toContain((await browser.get("/api/admin/users")).status);
  });
});
