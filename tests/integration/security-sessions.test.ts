// Sessions, accounts and shared computers (issue 13, items 5, 7 and 8; DESIGN.md §4): after
// logout the browser's visit opens no account's toolkit; cookies are Secure where the address is
// HTTPS; registration and forgot-password tell nobody which addresses have accounts; a company
// logo typed by a visitor is loaded only by that visitor's browser.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { ACCOUNT_PROBLEMS } from "../../app/lib/schemas/account";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

let serial = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;
const toolkitRequest = (extra: Record<string, unknown> = {}) => ({ jobTitle: "Accountant", industry: "Other", workAreas: ["Reporting"], ...extra });
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);

beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
});

describe("a shared computer after logout", () => {
  it("the browser's visit no longer opens a toolkit that belongs to an account", async () => {
    const browser = new Browser(web.base);
    // Made before signing up, then kept in the new account from the same browser.
    const analysisId = (await browser.post("/api/analyze-job", toolkitRequest())).body.analysisId as number;
    expect((await browser.get(`/toolkit/${analysisId}`)).status).toBe(200);
    const registered = await browser.post("/api/register", {
      username: "Sam",
      email: uniqueEmail("sam"),
      password: "sam's pass",
      analysisId: String(analysisId),
    });
    expect(registered.status).toBe(200);
    const [row] = await q<{ user_id: number | null }>(sql`SELECT user_id FROM analyses WHERE id = ${analysisId}`);
    expect(row!.user_id).toBe(registered.body.id);
    // Made while signed in.
    const signedInId = (await browser.post("/api/analyze-job", toolkitRequest({ jobTitle: "Auditor" }))).body.analysisId as number;
    expect((await browser.get(`/toolkit/${signedInId}`)).status).toBe(200);

    expect((await browser.post("/api/logout", {})).status).toBe(200);
    expect(browser.cookie("academy_visit")).toBeDefined(); // the visit stays; it just opens nothing of the account's
    for (const id of [analysisId, signedInId]) {
      expect((await browser.get(`/toolkit/${id}`)).status, `toolkit ${id}`).toBe(404);
      expect((await browser.get(`/api/toolkit/${id}`)).status, `api toolkit ${id}`).toBe(404);
    }
  });

  it("cookies are Secure (and the session __Host-) where the public address is HTTPS", async () => {
    process.env.APP_URL = "https://academy.example.test";
    try {
      const browser = new Browser(web.base);
      const made = await browser.post("/api/analyze-job", toolkitRequest());
      const visit = made.setCookies.find((c) => c.startsWith("academy_visit="))!;
      expect(visit.split(";").map((a) => a.trim().toLowerCase())).toContain("secure");
      const registered = await browser.post("/api/register", { username: "Sue", email: uniqueEmail("sue"), password: "sue's pass" });
      expect(registered.setCookies.some((c) => /^__Host-academy_session=.*; Secure/i.test(c))).toBe(true);
    } finally {
      delete process.env.APP_URL;
    }
  });
});

describe("who has an account is nobody's business", () => {
  it("registering a taken address answers exactly like any other failure", async () => {
    const email = uniqueEmail("taken");
    expect((await new Browser(web.base).post("/api/register", { username: "Owner", email, password: "owner pass" })).status).toBe(200);
    const taken = await new Browser(web.base).post("/api/register", { username: "Other", email, password: "other pass" });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ title: ACCOUNT_PROBLEMS.registerFailed.title, message: ACCOUNT_PROBLEMS.registerFailed.description });
    expect(JSON.stringify(taken.body)).not.toMatch(/exists|already/i);
  });

  it("forgot-password does the same work for every address: one queued request, no lookup while the visitor waits", async () => {
    const known = uniqueEmail("known");
    await new Browser(web.base).post("/api/register", { username: "Kim", email: known, password: "kim's pass" });
    const unknown = uniqueEmail("unknown");
    const answers = [];
    for (const email of [known, unknown]) answers.push(await new Browser(web.base).post("/api/forgot-password", { email }));
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    const queued = await q<{ email: string }>(sql`
      SELECT j.payload->>'email' AS email FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE t.identifier = 'password-reset-request' AND j.payload->>'email' IN (${known}, ${unknown}) ORDER BY j.id`);
    expect(queued.map((r) => r.email)).toEqual([known, unknown]);
    // Nothing about the known account was touched in the request itself.
    const [tokens] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ${known}`,
    );
    expect(tokens!.n).toBe(0);
  });
});

describe("a company logo typed by a visitor", () => {
  it("is shown to its maker only, never loaded by viewers of the share link", async () => {
    const maker = new Browser(web.base);
    const made = await maker.post("/api/analyze-job", toolkitRequest({ companyName: "Acme", companyUrl: "https://tracker.attacker.example/acme" }));
    const id = made.body.analysisId as number;
    const mine = await maker.get(`/toolkit/${id}`);
    expect(mine.body).toContain("https://tracker.attacker.example/favicon.ico");
    const share = /\?share=([A-Za-z0-9_-]+)/.exec(mine.body)![1]!;
    const viewer = await new Browser(web.base).get(`/toolkit/${id}?share=${share}`);
    expect(viewer.status).toBe(200);
    expect(viewer.body).toContain("Acme");
    // The address may appear as text (the job description quotes it); nothing loads it.
    expect(viewer.body).not.toContain("https://tracker.attacker.example/favicon.ico");
    expect(viewer.body).not.toMatch(/<img[^>]+tracker\.attacker\.example/);
  });
});
