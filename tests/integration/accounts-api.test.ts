// The account API over real HTTP (accounts-admin-sales.md §3, §5, §7, §8; DESIGN.md §4):
// registration, sign-in, the current user, the profile, saved toolkits and reports, deleting a
// toolbox, logout, and the forgot/reset password flow with the mail it sends.
import { createHash, randomBytes } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { ACCOUNT_PROBLEMS as P, ACCOUNT_SUCCESS as S } from "../../app/lib/schemas/account";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { Browser } from "../helpers/browser";
import { withMailWorker } from "../helpers/mail-worker";
import { runQueuedJobs } from "../helpers/run-queued-jobs";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

const db = useTestDatabase();
const web = useWebServer();

const problem = (p: { title: string; description: string }) => ({ title: p.title, message: p.description });
const NOT_SIGNED_IN = { title: "Authentication Required", message: "Please sign in first." };
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

let serial = 0;
const uniqueEmail = (name = "user") => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;
const newBrowser = () => new Browser(web.base);

const registration = (overrides: Record<string, unknown> = {}) => ({
  username: "Ada Lovelace",
  email: uniqueEmail("ada"),
  password: "correct horse",
  companyName: "Analytical Engines Ltd",
  jobTitle: "Mathematician",
  roleDescription: "Writes the first programs",
  ...overrides,
});

async function signUp(browser = newBrowser(), overrides: Record<string, unknown> = {}) {
  const fields = registration(overrides);
  const response = await browser.post("/api/register", fields);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { browser, fields, user: response.body as { id: number; email: string; username: string }, cookie: browser.cookie("academy_session")! };
}

const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
const countUsers = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`))[0]!.n;
const usersWithEmail = async (email: string) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower(${email})`))[0]!.n;
const sessionCount = async (userId: number) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`))[0]!.n;
const analysisOwner = async (id: number) => (await q<{ user_id: number | null }>(sql`SELECT user_id FROM analyses WHERE id = ${id}`))[0];

const toolkitInput = (jobTitle: string) => analysisInputSchema.parse({ jobTitle, industry: "Technology & Software", workAreas: ["Reporting", "Forecasting"] });
const visitId = () => randomBytes(24).toString("base64url");
const visitCookie = async (id: string) => (await createCookie("academy_visit").serialize(id)).split(";")[0]!;

async function insertReport(analysisId: number, email: string, userId: number | null, jobTitle = "Mathematician") {
  const token = randomBytes(24).toString("base64url");
  const [row] = await q<{ id: number }>(sql`
    INSERT INTO reports (analysis_id, user_id, email, job_title, download_token, status)
    VALUES (${analysisId}, ${userId}, ${email}, ${jobTitle}, ${token}, 'queued') RETURNING id`);
  return { id: row!.id, downloadToken: token };
}

beforeAll(() => {
  delete process.env.AUTH_RATE_LIMIT;
});

// Rate limits are per client address and every request here comes from 127.0.0.1.
beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
});

describe("POST /api/register", () => {
  it("creates the account, answers the user flat and nested, and signs it in with a session cookie", async () => {
    const browser = newBrowser();
    const fields = registration();
    const before = Date.now();
    const response = await browser.post("/api/register", fields);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = response.body;
    const user = {
      id: expect.any(Number),
      username: "Ada Lovelace",
      name: "Ada Lovelace",
      email: fields.email,
      role: "user",
      jobTitle: "Mathematician",
      companyName: "Analytical Engines Ltd",
      roleDescription: "Writes the first programs",
      journeyStage: "signup",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    };
    expect(body).toEqual({ success: true, title: S.register.title, message: S.register.description, ...user, user });
    expect(body.user).toEqual(Object.fromEntries(Object.entries(body).filter(([k]) => k in user)));
    expect(new Date(body.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);

    // The cookie: a random token, HttpOnly, SameSite=Lax, Path=/, not Secure outside production.
    expect(response.setCookies).toHaveLength(1);
    const header = response.setCookies[0]!;
    expect(header).toMatch(/^academy_session=[A-Za-z0-9_-]{43};/);
    const attributes = header
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).not.toContain("secure");
    expect(attributes).toContain(`max-age=${30 * 86_400}`);

    // Stored: the password as an argon2id hash, the session as the token's hash only.
    const [row] = await q<{ password_hash: string; role: string; last_login_at: Date | null }>(
      sql`SELECT password_hash, role, last_login_at FROM users WHERE id = ${body.id}`,
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.role).toBe("user");
    const token = browser.cookie("academy_session")!;
    const sessions = await q<{ id: string }>(sql`SELECT id FROM sessions WHERE user_id = ${body.id}`);
    expect(sessions.map((s) => s.id)).toEqual([sha256(token)]);

    // And it works.
    const me = await browser.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(body.user);
  });

  it("needs only a name, an email and a password, and accepts a form post too", async () => {
    const browser = newBrowser();
    const email = uniqueEmail("form");
    const response = await browser.request("/api/register", { method: "POST", form: { username: " Grace ", email: ` ${email} `, password: "gr4ce!" } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: "Grace", email, companyName: null, jobTitle: null, roleDescription: null, role: "user" });
    expect(browser.cookie("academy_session")).toBeTruthy();
  });

  it("makes every new account a plain user, whatever the body says", async () => {
    const { user } = await signUp(newBrowser(), { role: "admin", journeyStage: "customer", id: 1, passwordHash: "x" });
    const [row] = await q<{ role: string; journey_stage: string; password_hash: string }>(
      sql`SELECT role, journey_stage, password_hash FROM users WHERE id = ${user.id}`,
    );
    expect(row).toMatchObject({ role: "user", journey_stage: "signup" });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("accepts the longest allowed fields and password", async () => {
    const { user } = await signUp(newBrowser(), {
      username: "n".repeat(120),
      password: "pass phrase ".repeat(11).slice(0, 128),
      companyName: "c".repeat(200),
      jobTitle: "j".repeat(120),
      roleDescription: "r".repeat(2000),
    });
    expect(user.username).toHaveLength(120);
  });

  const long255 = `${"a".repeat(243)}@example.com`;
  const badCases: [string, Record<string, unknown>, { title: string; description: string }][] = [
    ["no name", { username: undefined }, P.registerMissing],
    ["an empty name", { username: "" }, P.registerMissing],
    ["a blank name", { username: "   " }, P.registerMissing],
    ["no email", { email: undefined }, P.registerMissing],
    ["a blank email", { email: "  " }, P.registerMissing],
    ["no password", { password: undefined }, P.registerMissing],
    ["an empty password", { password: "" }, P.registerMissing],
    ["a boolean for the email", { email: true }, P.registerMissing],
    ["an email without a domain dot", { email: "ada@nowhere" }, P.registerInvalidEmail],
    ["an email without an @", { email: "ada.example.com" }, P.registerInvalidEmail],
    ["an email with a space", { email: "ada lovelace@example.com" }, P.registerInvalidEmail],
    ["an email of 255 characters", { email: long255 }, P.registerInvalidEmail],
    ["a 5-character password", { password: "12345" }, P.passwordTooShort],
    ["a 129-character password", { password: "p".repeat(129) }, P.passwordTooLong],
    ["a 121-character name", { username: "n".repeat(121) }, P.registerTooLong],
    ["a 201-character company", { companyName: "c".repeat(201) }, P.registerTooLong],
    ["a 121-character job title", { jobTitle: "j".repeat(121) }, P.registerTooLong],
    ["a 2001-character role description", { roleDescription: "r".repeat(2001) }, P.registerTooLong],
  ];

  it.each(badCases)("refuses %s with the right text and creates no account", async (_label, patch, expected) => {
    const browser = newBrowser();
    const fields = registration(patch);
    const before = await countUsers();
    const response = await browser.post("/api/register", fields);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(problem(expected));
    expect(response.setCookies).toEqual([]);
    expect(await countUsers()).toBe(before);
    if (typeof fields.email === "string" && fields.email.trim()) expect(await usersWithEmail(fields.email.trim())).toBe(0);
  });

  it("refuses a body that is neither JSON nor a form", async () => {
    const browser = newBrowser();
    const before = await countUsers();
    const broken = await browser.request("/api/register", { method: "POST", body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ title: "Error", message: "The request body must be JSON or a form." });
    const array = await browser.request("/api/register", { method: "POST", json: [registration()] });
    expect(array.status).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it("refuses an email that already has an account, whatever its case, without saying so; the owner is told by email", async () => {
    const { fields } = await signUp(newBrowser(), { email: uniqueEmail("Dup") });
    for (const email of [fields.email, fields.email.toUpperCase(), `  ${fields.email.replace(/^d/, "D")}  `]) {
      const browser = newBrowser();
      const response = await browser.post("/api/register", registration({ email, username: "Someone Else" }));
      // §8's generic text: the form does not reveal which addresses have accounts.
      expect(response.status, email).toBe(400);
      expect(response.body).toMatchObject(problem(P.registerFailed));
      expect(response.setCookies).toEqual([]);
    }
    const notices = await q<{ to: string }>(sql`
      SELECT j.payload->>'to' AS to FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'account-exists' AND lower(j.payload->>'to') = lower(${fields.email})`);
    expect(notices.map((n) => n.to)).toEqual([fields.email, fields.email, fields.email]);
    expect(await usersWithEmail(fields.email)).toBe(1);
    const [row] = await q<{ username: string }>(sql`SELECT username FROM users WHERE lower(email) = lower(${fields.email})`);
    expect(row!.username).toBe("Ada Lovelace");
  });

  it("creates nothing when the honeypot field is filled", async () => {
    const browser = newBrowser();
    const fields = registration({ website: "http://spam.example" });
    const before = await countUsers();
    const response = await browser.post("/api/register", fields);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(problem(P.registerFailed));
    expect(response.setCookies).toEqual([]);
    expect(await countUsers()).toBe(before);
    expect(await usersWithEmail(fields.email)).toBe(0);
    // A blank honeypot (what a person's browser sends) is fine.
    await signUp(newBrowser(), { website: "  " });
  });

  it("method GET is not allowed", async () => {
    expect((await newBrowser().get("/api/register")).status).toBe(405);
  });

  describe("claiming the toolkit made in this browser visit", () => {
    it("gives the new account the visit's toolkit and the reports of it sent to the same address", async () => {
      const visit = visitId();
      const { analysisId } = await createAnalysis(toolkitInput("Data Analyst"), { browserSessionId: visit });
      const email = uniqueEmail("claimer");
      const ownReport = await insertReport(analysisId, email.toUpperCase(), null, "Data Analyst");
      const otherReport = await insertReport(analysisId, "someone.else@example.com", null, "Data Analyst");

      const browser = newBrowser();
      browser.setCookie(await visitCookie(visit));
      const { user } = await signUp(browser, { email, analysisId: String(analysisId) });
      expect((await analysisOwner(analysisId))!.user_id).toBe(user.id);
      const reportOwners = await q<{ id: number; user_id: number | null }>(sql`SELECT id, user_id FROM reports WHERE analysis_id = ${analysisId} ORDER BY id`);
      expect(reportOwners).toEqual([
        { id: ownReport.id, user_id: user.id },
        { id: otherReport.id, user_id: null },
      ]);

      const analyses = await browser.get("/api/user/analyses");
      expect(analyses.body.map((a: { id: number }) => a.id)).toEqual([analysisId]);
      const reports = await browser.get("/api/user/reports");
      expect(reports.body.map((r: { downloadToken: string }) => r.downloadToken)).toEqual([ownReport.downloadToken]);
    });

    it("accepts the analysisId as a JSON number", async () => {
      const visit = visitId();
      const { analysisId } = await createAnalysis(toolkitInput("Accountant"), { browserSessionId: visit });
      const browser = newBrowser();
      browser.setCookie(await visitCookie(visit));
      const { user } = await signUp(browser, { analysisId });
      expect((await analysisOwner(analysisId))!.user_id).toBe(user.id);
    });

    it("does not claim a toolkit made by another visit, or without a visit cookie", async () => {
      const mine = visitId();
      const theirs = visitId();
      const { analysisId: theirToolkit } = await createAnalysis(toolkitInput("Marketing Manager"), { browserSessionId: theirs });
      const { analysisId: myToolkit } = await createAnalysis(toolkitInput("Product Manager"), { browserSessionId: mine });

      const browser = newBrowser();
      browser.setCookie(await visitCookie(mine));
      const { user } = await signUp(browser, { analysisId: String(theirToolkit) });
      expect((await analysisOwner(theirToolkit))!.user_id).toBeNull();
      expect((await browser.get("/api/user/analyses")).body).toEqual([]);

      // Knowing the number without the visit is not enough either.
      await signUp(newBrowser(), { analysisId: String(myToolkit) });
      expect((await analysisOwner(myToolkit))!.user_id).toBeNull();
      expect(user.id).toBeGreaterThan(0);
    });

    it("does not take a toolkit another account already owns", async () => {
      const visit = visitId();
      const { analysisId } = await createAnalysis(toolkitInput("Teacher"), { browserSessionId: visit });
      const first = newBrowser();
      first.setCookie(await visitCookie(visit));
      const { user: owner } = await signUp(first, { analysisId: String(analysisId) });
      const second = newBrowser();
      second.setCookie(await visitCookie(visit));
      await signUp(second, { analysisId: String(analysisId) });
      expect((await analysisOwner(analysisId))!.user_id).toBe(owner.id);
    });

    it("ignores an analysisId that is not a number", async () => {
      const visit = visitId();
      const browser = newBrowser();
      browser.setCookie(await visitCookie(visit));
      await signUp(browser, { analysisId: "1 OR 1=1" });
      expect((await browser.get("/api/user/analyses")).body).toEqual([]);
    });
  });
});

describe("POST /api/login", () => {
  it("signs in with a new session each time; the browser's previous session stops working", async () => {
    const { browser, fields, user, cookie: registered } = await signUp();
    const response = await browser.post("/api/login", { email: fields.email, password: fields.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      title: S.login.title,
      message: S.login.description,
      id: user.id,
      username: "Ada Lovelace",
      email: fields.email,
      role: "user",
    });
    expect(response.body.user).toMatchObject({ id: user.id, username: "Ada Lovelace", email: fields.email });
    expect(response.setCookies[0]).toMatch(/^academy_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const first = browser.cookie("academy_session")!;
    expect(first).not.toBe(registered);

    await browser.post("/api/login", { email: fields.email, password: fields.password });
    const second = browser.cookie("academy_session")!;
    expect(new Set([registered, first, second]).size).toBe(3);

    const withCookie = (token: string) => newBrowser().get("/api/user", { headers: { Cookie: `academy_session=${token}` } });
    expect((await withCookie(registered)).status).toBe(401);
    expect((await withCookie(first)).status).toBe(401);
    expect((await withCookie(second)).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("keeps the sessions of other browsers", async () => {
    const { fields, user, cookie: registered } = await signUp();
    const other = newBrowser();
    expect((await other.post("/api/login", { email: fields.email, password: fields.password })).status).toBe(200);
    expect(await sessionCount(user.id)).toBe(2);
    expect((await newBrowser().get("/api/user", { headers: { Cookie: `academy_session=${registered}` } })).status).toBe(200);
    expect((await other.get("/api/user")).status).toBe(200);
  });

  it("finds the account whatever the email's case and surrounding spaces", async () => {
    const { fields, user } = await signUp();
    const response = await newBrowser().post("/api/login", { email: `  ${fields.email.toUpperCase()} `, password: fields.password });
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(user.id);
  });

  it("accepts a form post", async () => {
    const { fields } = await signUp();
    const browser = newBrowser();
    const response = await browser.request("/api/login", { method: "POST", form: { email: fields.email, password: fields.password } });
    expect(response.status).toBe(200);
    expect((await browser.get("/api/user")).status).toBe(200);
  });

  it("records the time of the sign-in", async () => {
    const { fields, user } = await signUp();
    await q(sql`UPDATE users SET last_login_at = now() - interval '1 day' WHERE id = ${user.id}`);
    await newBrowser().post("/api/login", { email: fields.email, password: fields.password });
    const [row] = await q<{ recent: boolean }>(sql`SELECT last_login_at > now() - interval '1 minute' AS recent FROM users WHERE id = ${user.id}`);
    expect(row!.recent).toBe(true);
  });

  it("gives the same 401 for a wrong password and an unknown email, with no session", async () => {
    const { fields, user } = await signUp();
    const sessionsBefore = await sessionCount(user.id);
    const wrong = await newBrowser().post("/api/login", { email: fields.email, password: "not the password" });
    const unknown = await newBrowser().post("/api/login", { email: uniqueEmail("nobody"), password: fields.password });
    const caseOfPassword = await newBrowser().post("/api/login", { email: fields.email, password: fields.password.toUpperCase() });
    for (const response of [wrong, unknown, caseOfPassword]) {
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(problem(P.loginFailed));
      expect(response.setCookies).toEqual([]);
    }
    expect(await sessionCount(user.id)).toBe(sessionsBefore);
  });

  it("refuses an account that has no password yet", async () => {
    const email = uniqueEmail("buyer");
    await q(sql`INSERT INTO users (username, email, password_hash) VALUES ('Buyer', ${email}, NULL)`);
    const response = await newBrowser().post("/api/login", { email, password: "anything at all" });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject(problem(P.loginFailed));
  });

  it("answers 400 for missing fields", async () => {
    const { fields } = await signUp();
    for (const body of [
      {},
      { email: fields.email },
      { password: fields.password },
      { email: "  ", password: fields.password },
      { email: fields.email, password: "" },
    ]) {
      const response = await newBrowser().post("/api/login", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject(problem(P.loginMissing));
      expect(response.setCookies).toEqual([]);
    }
  });

  it("answers 'invalid credentials' for an email or password that cannot belong to an account", async () => {
    for (const body of [
      { email: "not-an-email", password: "secret1" },
      { email: "ada@example.com", password: "p".repeat(129) },
    ]) {
      const response = await newBrowser().post("/api/login", body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(problem(P.loginFailed));
    }
  });

  it("method GET is not allowed", async () => {
    expect((await newBrowser().get("/api/login")).status).toBe(405);
  });
});

describe("GET /api/user", () => {
  it("answers 401 when nobody is signed in, or the cookie is not a session", async () => {
    for (const cookie of [
      undefined,
      "academy_session=",
      `academy_session=${randomBytes(32).toString("base64url")}`,
      "academy_session=%E0%A4%A",
      `academy_session=${"x".repeat(300)}`,
    ]) {
      const response = await newBrowser().get("/api/user", { headers: cookie ? { Cookie: cookie } : {} });
      expect(response.status, cookie).toBe(401);
      expect(response.body).toMatchObject(NOT_SIGNED_IN);
      expect(response.headers.get("content-type")).toMatch(/application\/(problem\+)?json/);
    }
  });

  it("answers the signed-in user, flat and nested", async () => {
    const { browser, fields, user } = await signUp();
    const response = await browser.get("/api/user");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const flat = {
      id: user.id,
      username: fields.username,
      name: fields.username,
      email: fields.email,
      role: "user",
      jobTitle: fields.jobTitle,
      companyName: fields.companyName,
      roleDescription: fields.roleDescription,
      journeyStage: "signup",
      createdAt: expect.any(String),
    };
    expect(response.body).toEqual({ ...flat, user: flat });
  });

  it("stops answering once the session has expired", async () => {
    const { browser, user } = await signUp();
    await q(sql`UPDATE sessions SET created_at = now() - interval '31 days', expires_at = now() - interval '1 day' WHERE user_id = ${user.id}`);
    expect((await browser.get("/api/user")).status).toBe(401);
  });
});

describe("GET and PATCH /api/user/profile", () => {
  const patch = (browser: Browser, json: unknown) => browser.request("/api/user/profile", { method: "PATCH", json });
  const row = async (id: number) =>
    (await q<Record<string, string | null>>(sql`SELECT username, email, company_name, job_title, role_description, role FROM users WHERE id = ${id}`))[0]!;

  it("reads the profile", async () => {
    const { browser, fields } = await signUp();
    const response = await browser.get("/api/user/profile");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      username: fields.username,
      email: fields.email,
      companyName: fields.companyName,
      jobTitle: fields.jobTitle,
      roleDescription: fields.roleDescription,
    });
  });

  it("updates the three editable fields", async () => {
    const { browser, fields, user } = await signUp();
    const response = await patch(browser, { companyName: " Babbage & Co ", jobTitle: "Lead Analyst", roleDescription: "Designs the engine's programs" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      title: S.profileUpdated.title,
      message: S.profileUpdated.description,
      username: fields.username,
      email: fields.email,
      companyName: "Babbage & Co",
      jobTitle: "Lead Analyst",
      roleDescription: "Designs the engine's programs",
    });
    expect((await browser.get("/api/user/profile")).body).toMatchObject({
      companyName: "Babbage & Co",
      jobTitle: "Lead Analyst",
      roleDescription: "Designs the engine's programs",
    });
    expect(await row(user.id)).toMatchObject({ company_name: "Babbage & Co", job_title: "Lead Analyst", role_description: "Designs the engine's programs" });
  });

  it("clears a field sent empty", async () => {
    const { browser, user } = await signUp();
    const response = await patch(browser, { companyName: "", jobTitle: "Analyst", roleDescription: "  " });
    expect(response.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ company_name: null, job_title: "Analyst", role_description: null });
  });

  it("leaves the fields a PATCH does not send as they were", async () => {
    const { browser, fields, user } = await signUp();
    const response = await patch(browser, { jobTitle: "Chief Analyst" });
    expect(response.status).toBe(200);
    expect(await row(user.id)).toMatchObject({ company_name: fields.companyName, job_title: "Chief Analyst", role_description: fields.roleDescription });
    // Nothing editable sent: nothing changes, and the answer is the profile as it is.
    const before = await row(user.id);
    const empty = await patch(browser, { username: "Someone Else" });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ username: fields.username, companyName: fields.companyName, jobTitle: "Chief Analyst" });
    expect(await row(user.id)).toEqual(before);
  });

  it("never changes the username, the email or the role", async () => {
    const { browser, fields, user } = await signUp();
    const response = await patch(browser, {
      username: "Mallory",
      email: "mallory@example.com",
      role: "admin",
      companyName: "Acme",
      jobTitle: "CTO",
      roleDescription: "Everything",
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: fields.username, email: fields.email });
    expect(await row(user.id)).toEqual({
      username: fields.username,
      email: fields.email,
      company_name: "Acme",
      job_title: "CTO",
      role_description: "Everything",
      role: "user",
    });
    expect(await usersWithEmail("mallory@example.com")).toBe(0);
  });

  it("refuses an over-long field with the text and changes nothing", async () => {
    const { browser, user } = await signUp();
    const before = await row(user.id);
    for (const over of [{ companyName: "c".repeat(201) }, { jobTitle: "j".repeat(121) }, { roleDescription: "r".repeat(2001) }]) {
      const response = await patch(browser, { companyName: "New Co", jobTitle: "New Title", roleDescription: "New description", ...over });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(problem(P.profileTooLong));
    }
    expect(await row(user.id)).toEqual(before);
  });

  it("refuses an unreadable body and changes nothing", async () => {
    const { browser, user } = await signUp();
    const before = await row(user.id);
    const response = await browser.request("/api/user/profile", { method: "PATCH", body: "{oops", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(problem(P.profileFailed));
    expect(await row(user.id)).toEqual(before);
  });

  it("answers 401 when signed out, for reading and for writing", async () => {
    const { user } = await signUp();
    const before = await row(user.id);
    const anonymous = newBrowser();
    const read = await anonymous.get("/api/user/profile");
    expect(read.status).toBe(401);
    expect(read.body).toMatchObject(NOT_SIGNED_IN);
    const write = await patch(anonymous, { companyName: "Hijacked" });
    expect(write.status).toBe(401);
    expect(write.body).toMatchObject(NOT_SIGNED_IN);
    expect(await row(user.id)).toEqual(before);
  });

  it("takes only PATCH for changes", async () => {
    const { browser } = await signUp();
    expect((await browser.post("/api/user/profile", { jobTitle: "x" })).status).toBe(405);
  });
});

describe("saved toolkits and reports", () => {
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;
  const toolkits: Record<string, number[]> = { alice: [], bob: [] };
  const reports: Record<string, { id: number; downloadToken: string }[]> = { alice: [], bob: [] };
  let anonymousToolkit: number;

  beforeAll(async () => {
    alice = await signUp(newBrowser(), { username: "Alice", email: uniqueEmail("alice") });
    bob = await signUp(newBrowser(), { username: "Bob", email: uniqueEmail("bob") });
    for (const [who, account] of [
      ["alice", alice],
      ["bob", bob],
    ] as const) {
      for (const title of ["Data Analyst", "Project Manager"]) {
        const { analysisId } = await createAnalysis(toolkitInput(title), { userId: account.user.id });
        toolkits[who]!.push(analysisId);
        reports[who]!.push(await insertReport(analysisId, account.fields.email, account.user.id, title));
      }
    }
    anonymousToolkit = (await createAnalysis(toolkitInput("Nurse"), { browserSessionId: visitId() })).analysisId;
  });

  it("lists only the account's own toolkits, newest first, with the headline figures", async () => {
    for (const [who, account] of [
      ["alice", alice],
      ["bob", bob],
    ] as const) {
      const response = await account.browser.get("/api/user/analyses");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.body.map((a: { id: number }) => a.id)).toEqual([...toolkits[who]!].reverse());
      for (const item of response.body) {
        expect(Object.keys(item).sort()).toEqual(["analysisResult", "createdAt", "id", "jobTitle", "totalSavingsPerYear"]);
        const result = JSON.parse(item.analysisResult);
        expect(result).toEqual({ jobTitle: item.jobTitle, totalSavingsPerYear: item.totalSavingsPerYear, averageProductivityGain: expect.any(Number) });
        expect(item.totalSavingsPerYear).toBeGreaterThan(0);
        expect(Number.isNaN(Date.parse(item.createdAt))).toBe(false);
      }
    }
  });

  it("lists only the account's own reports, with their download tokens", async () => {
    for (const [who, account] of [
      ["alice", alice],
      ["bob", bob],
    ] as const) {
      const response = await account.browser.get("/api/user/reports");
      expect(response.status).toBe(200);
      expect(response.body).toEqual(
        [...reports[who]!].reverse().map((r, i) => ({
          id: r.id,
          analysisId: [...toolkits[who]!].reverse()[i],
          jobTitle: expect.any(String),
          createdAt: expect.any(String),
          downloadToken: r.downloadToken,
          status: "queued",
        })),
      );
    }
    const other = new Set(reports.bob!.map((r) => r.downloadToken));
    const aliceSees = (await alice.browser.get("/api/user/reports")).body.map((r: { downloadToken: string }) => r.downloadToken);
    expect(aliceSees.some((t: string) => other.has(t))).toBe(false);
  });

  it("answers 401 to a signed-out visitor", async () => {
    for (const path of ["/api/user/analyses", "/api/user/reports"]) {
      const response = await newBrowser().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(NOT_SIGNED_IN);
    }
  });

  it("answers an empty list to an account with nothing saved", async () => {
    const { browser } = await signUp();
    expect((await browser.get("/api/user/analyses")).body).toEqual([]);
    expect((await browser.get("/api/user/reports")).body).toEqual([]);
  });

  describe("DELETE /api/analysis/{id}", () => {
    const del = (browser: Browser, id: number | string) => browser.request(`/api/analysis/${id}`, { method: "DELETE" });
    const exists = async (id: number) => (await q(sql`SELECT 1 FROM analyses WHERE id = ${id}`)).length === 1;

    it("answers 401 when signed out and keeps the toolkit", async () => {
      const target = toolkits.alice![0]!;
      const response = await del(newBrowser(), target);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(NOT_SIGNED_IN);
      expect(await exists(target)).toBe(true);
    });

    it("answers 404 for another account's toolkit, an anonymous one, or none at all, and deletes nothing", async () => {
      for (const id of [toolkits.bob![0]!, anonymousToolkit, 999_999_999, "abc", "1e3", "-1", "0"]) {
        const response = await del(alice.browser, id);
        expect(response.status, String(id)).toBe(404);
        expect(response.body).toMatchObject({ title: "Delete Failed", message: "Analysis Not Found" });
      }
      expect(await exists(toolkits.bob![0]!)).toBe(true);
      expect(await exists(anonymousToolkit)).toBe(true);
      expect((await bob.browser.get("/api/user/analyses")).body).toHaveLength(2);
      expect((await bob.browser.get("/api/user/reports")).body).toHaveLength(2);
    });

    it("lets the owner delete a toolbox, its reports going with it", async () => {
      const target = toolkits.alice![0]!;
      const response = await del(alice.browser, target);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, title: S.toolboxDeleted.title, message: S.toolboxDeleted.description });
      expect(await exists(target)).toBe(false);
      expect((await q(sql`SELECT 1 FROM reports WHERE analysis_id = ${target}`)).length).toBe(0);
      expect((await alice.browser.get("/api/user/analyses")).body.map((a: { id: number }) => a.id)).toEqual([toolkits.alice![1]]);
      expect((await alice.browser.get("/api/user/reports")).body.map((r: { id: number }) => r.id)).toEqual([reports.alice![1]!.id]);
      // Gone is gone: a second delete is a 404, and Bob's lists are untouched.
      expect((await del(alice.browser, target)).status).toBe(404);
      expect((await bob.browser.get("/api/user/analyses")).body).toHaveLength(2);
    });

    it("takes only DELETE", async () => {
      expect((await alice.browser.get(`/api/analysis/${toolkits.alice![1]}`)).status).toBe(405);
      expect((await alice.browser.post(`/api/analysis/${toolkits.alice![1]}`)).status).toBe(405);
      expect(await exists(toolkits.alice![1]!)).toBe(true);
    });
  });
});

describe("POST /api/logout", () => {
  it("ends the session: the old cookie gets 401 afterwards", async () => {
    const { browser, user, cookie } = await signUp();
    const other = newBrowser();
    await other.post("/api/login", { email: (await browser.get("/api/user")).body.email, password: "correct horse" });
    expect(await sessionCount(user.id)).toBe(2);

    const response = await browser.post("/api/logout");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, title: S.loggedOut.title, message: S.loggedOut.description });
    expect(response.setCookies).toHaveLength(1);
    expect(response.setCookies[0]).toMatch(/^academy_session=; .*Max-Age=0/);
    expect(browser.cookie("academy_session")).toBeUndefined();

    const replay = await newBrowser().get("/api/user", { headers: { Cookie: `academy_session=${cookie}` } });
    expect(replay.status).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);
    // Only this browser signed out.
    expect((await other.get("/api/user")).status).toBe(200);
  });

  it("answers success when nobody is signed in", async () => {
    const response = await newBrowser().post("/api/logout");
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
  });

  it("takes only POST", async () => {
    expect((await newBrowser().get("/api/logout")).status).toBe(405);
  });
});

describe("forgot and reset password", () => {
  const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]{43})/;
  // Forgot-password requests are queued (the same answer time for every address); the worker's
  // password-reset-request task is run here, as the worker would, before the mail is looked for.
  const resetJobs = async (email: string) => {
    await runQueuedJobs("password-reset-request");
    return q<{ payload: { to: string; text: string; template: string } }>(sql`
      SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'send-email' AND j.payload->>'template' = 'password-reset' AND lower(j.payload->>'to') = lower(${email})
      ORDER BY j.id`);
  };
  const tokenFromJob = async (email: string) => {
    const jobs = await resetJobs(email);
    return RESET_LINK.exec(jobs.at(-1)!.payload.text)![1]!;
  };
  const login = (email: string, password: string) => newBrowser().post("/api/login", { email, password });
  const reset = (json: unknown) => newBrowser().post("/api/reset-password", json);

  afterAll(async () => {
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
  });

  it("answers the same for an address with an account and one without, and queues mail only for the first", async () => {
    const { fields, user } = await signUp();
    const unknown = uniqueEmail("ghost");
    const known = await newBrowser().post("/api/forgot-password", { email: fields.email });
    const ghost = await newBrowser().post("/api/forgot-password", { email: unknown });
    expect(known.status).toBe(200);
    expect(ghost.status).toBe(known.status);
    expect(known.body).toEqual({ success: true, title: S.resetLinkSent.title, message: S.resetLinkSent.description });
    expect(ghost.body).toEqual(known.body);
    expect(ghost.headers.get("content-type")).toBe(known.headers.get("content-type"));
    expect(known.setCookies).toEqual([]);

    const jobs = await resetJobs(fields.email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.payload).toMatchObject({ to: fields.email, template: "password-reset" });
    expect(await resetJobs(unknown)).toHaveLength(0);

    // The token is stored hashed, valid for 60 minutes.
    const token = await tokenFromJob(fields.email);
    const rows = await q<{ token_hash: string; minutes: number; used_at: Date | null }>(
      sql`SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes, used_at FROM password_reset_tokens WHERE user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ token_hash: sha256(token), minutes: 60, used_at: null }]);
  });

  it("finds the account whatever the case of the address, and mails the stored address", async () => {
    const { fields } = await signUp();
    expect((await newBrowser().post("/api/forgot-password", { email: `  ${fields.email.toUpperCase()} ` })).status).toBe(200);
    const jobs = await resetJobs(fields.email);
    expect(jobs.map((j) => j.payload.to)).toEqual([fields.email]);
  });

  it("needs an email that looks like one", async () => {
    for (const [body, expected] of [
      [{}, P.forgotMissing],
      [{ email: "   " }, P.forgotMissing],
      [{ email: "nope" }, P.forgotInvalidEmail],
      [{ email: `${"a".repeat(250)}@example.com` }, P.forgotInvalidEmail],
    ] as const) {
      const response = await newBrowser().post("/api/forgot-password", body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(problem(expected));
    }
  });

  it("mails a link whose token sets a new password once, ending every session of the account", async () => {
    // Only this test's mail: the jobs queued by the tests above are not sent.
    await getDb().execute(sql`DELETE FROM graphile_worker._private_jobs`);
    await withMailWorker(db.url(), async (smtp) => {
      const { browser, fields, user } = await signUp(newBrowser(), { email: uniqueEmail("reset") });
      const laptop = newBrowser();
      expect((await laptop.post("/api/login", { email: fields.email, password: fields.password })).status).toBe(200);
      expect(await sessionCount(user.id)).toBe(2);

      const ghost = uniqueEmail("nobody");
      expect((await newBrowser().post("/api/forgot-password", { email: ghost })).status).toBe(200);
      expect((await newBrowser().post("/api/forgot-password", { email: fields.email })).status).toBe(200);
      // Registration's confirmation link, then the reset link.
      const mails = await smtp.waitFor(2, 15_000);
      const mail = mails.find((m) => m.subject === "Reset your Upskill Academy password");
      expect((mail!.to as { text: string }).text).toBe(fields.email);
      const token = RESET_LINK.exec(mail!.text ?? "")?.[1];
      expect(token).toBeDefined();
      expect(mail!.html).toContain(`/reset-password?token=${token}`);

      // A wrong confirmation does not spend the token.
      const mismatch = await reset({ token, newPassword: "brand new pass", confirmPassword: "brand new pasS" });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body).toMatchObject(problem(P.resetMismatch));

      const response = await reset({ token, newPassword: "brand new pass", confirmPassword: "brand new pass" });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, title: S.passwordReset.title, message: S.passwordReset.description });
      expect(response.setCookies).toEqual([]);

      // Every session is gone.
      expect(await sessionCount(user.id)).toBe(0);
      expect((await browser.get("/api/user")).status).toBe(401);
      expect((await laptop.get("/api/user")).status).toBe(401);

      // The new password opens the account, the old one does not.
      expect((await login(fields.email, fields.password)).status).toBe(401);
      expect((await login(fields.email, "brand new pass")).status).toBe(200);

      // Single use.
      const again = await reset({ token, newPassword: "another new pass" });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject(problem(P.resetInvalidToken));
      expect((await login(fields.email, "brand new pass")).status).toBe(200);

      // Nothing was mailed to the address without an account.
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.messages.map((m) => (m.to as { text: string }).text)).toEqual([fields.email, fields.email]);
    });
  }, 45_000);

  it("refuses an expired token and leaves the password as it was", async () => {
    const { fields, user } = await signUp();
    await newBrowser().post("/api/forgot-password", { email: fields.email });
    const token = await tokenFromJob(fields.email);
    await q(sql`UPDATE password_reset_tokens SET created_at = now() - interval '2 hours', expires_at = now() - interval '1 minute' WHERE user_id = ${user.id}`);
    const response = await reset({ token, newPassword: "brand new pass" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(problem(P.resetInvalidToken));
    expect((await login(fields.email, fields.password)).status).toBe(200);
    expect((await login(fields.email, "brand new pass")).status).toBe(401);
  });

  it("spends the account's other links when one is used", async () => {
    const { fields } = await signUp();
    await newBrowser().post("/api/forgot-password", { email: fields.email });
    const first = await tokenFromJob(fields.email);
    await newBrowser().post("/api/forgot-password", { email: fields.email });
    const second = await tokenFromJob(fields.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: second, newPassword: "second password" })).status).toBe(200);
    const stale = await reset({ token: first, newPassword: "first password" });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject(problem(P.resetInvalidToken));
    expect((await login(fields.email, "second password")).status).toBe(200);
  });

  it("refuses unknown and malformed tokens", async () => {
    for (const token of [randomBytes(32).toString("base64url"), "short", "x".repeat(500)]) {
      const response = await reset({ token, newPassword: "brand new pass" });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(problem(P.resetInvalidToken));
    }
  });

  it("answers §5's texts for missing, mismatched, short and long passwords, and a missing token", async () => {
    const token = randomBytes(32).toString("base64url");
    const cases: [unknown, { title: string; description: string }][] = [
      [{}, P.resetMissing],
      [{ token }, P.resetMissing],
      [{ token, newPassword: "" }, P.resetMissing],
      [{ token, newPassword: "secret1", confirmPassword: "" }, P.resetMissing],
      [{ token, newPassword: "secret1", confirmPassword: "secret2" }, P.resetMismatch],
      [{ token, newPassword: "12345", confirmPassword: "12345" }, P.passwordTooShort],
      [{ token, newPassword: "12345" }, P.passwordTooShort],
      [{ token, newPassword: "p".repeat(129) }, P.passwordTooLong],
      [{ newPassword: "secret1" }, P.noResetToken],
    ];
    for (const [body, expected] of cases) {
      const response = await reset(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject(problem(expected));
    }
  });

  it("take only POST", async () => {
    expect((await newBrowser().get("/api/forgot-password")).status).toBe(405);
    expect((await newBrowser().get("/api/reset-password")).status).toBe(405);
  });
});
