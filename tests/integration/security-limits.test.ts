// Limits an attacker tried to get round (issue 13, items 1 and 8; DESIGN.md §4): X-Forwarded-*
// count only from a proxy TRUST_PROXY names, failed sign-ins slow the guessing address for that
// account (without holding up its owner anywhere else), links carry APP_URL whatever Host a request claims, and
// /api/events is rate-limited and takes events only for toolkits the viewer may see.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { ACCOUNT_PROBLEMS } from "../../app/lib/schemas/account";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const direct = useWebServer();
const behindProxy = useWebServer({ trustProxy: 1 });

let serial = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;
const keys = async (prefix: string) =>
  (await getDb().execute<{ key: string; count: number }>(sql`SELECT key, count FROM rate_limit_hits WHERE key LIKE ${`${prefix}:%`} ORDER BY key`)).map(
    (r) => `${r.key}=${r.count}`,
  );

const toolkitRequest = (jobTitle: string) => ({ jobTitle, industry: "Other", workAreas: ["Reporting"] });

/** Fixed one-minute windows: start a burst early enough in one that it cannot straddle two. */
async function freshWindow(needSeconds = 15) {
  const intoWindow = Date.now() % 60_000;
  if (intoWindow > 60_000 - needSeconds * 1000) await new Promise((r) => setTimeout(r, 60_000 - intoWindow + 100));
}

beforeEach(async () => {
  await getDb().execute(sql`DELETE FROM rate_limit_hits`);
  delete process.env.AUTH_RATE_LIMIT;
});

describe("TRUST_PROXY", () => {
  it("unset: a rotating X-Forwarded-For from loopback does not reset the per-address limit", async () => {
    await freshWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await new Browser(direct.base).post(
        "/api/forgot-password",
        { email: uniqueEmail("ghost") },
        { headers: { "X-Forwarded-For": `198.51.100.${i}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await keys("forgot-password")).toEqual(["forgot-password:127.0.0.1=12"]);
  });

  it("a hop count: the address the trusted proxy saw is the client's", async () => {
    await freshWindow();
    const browser = new Browser(behindProxy.base);
    await browser.post("/api/forgot-password", { email: uniqueEmail("a") }, { headers: { "X-Forwarded-For": "203.0.113.7" } });
    // A client's own X-Forwarded-For entry is left of the proxy's: only the last hop counts.
    await browser.post("/api/forgot-password", { email: uniqueEmail("b") }, { headers: { "X-Forwarded-For": "10.9.9.9, 203.0.113.8" } });
    expect(await keys("forgot-password")).toEqual(["forgot-password:203.0.113.7=1", "forgot-password:203.0.113.8=1"]);
  });

  it("a forwarded or forged host never reaches a share link: links come from APP_URL", async () => {
    const browser = new Browser(direct.base);
    const made = await browser.post("/api/analyze-job", toolkitRequest("Data Analyst"));
    expect(made.status).toBe(200);
    const id = made.body.analysisId as number;
    const page = await browser.get(`/toolkit/${id}`, { headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(new RegExp(`http://localhost:3000/toolkit/${id}\\?share=`));
    expect(page.body).not.toContain("evil.example");
    const forgedHost = await fetch(`${direct.base()}/toolkit/${id}`, { headers: { Cookie: browser.cookieHeader(), Host: "evil.example" } });
    expect(await forgedHost.text()).not.toContain("evil.example");
  });
});

describe("failed sign-ins per account and address (issue 24: slowed, never locked for everyone)", () => {
  it("after 5 failures from one address that address waits, the owner elsewhere does not, and a reset clears the wait at once", async () => {
    const email = uniqueEmail("target");
    const owner = new Browser(behindProxy.base);
    expect((await owner.post("/api/register", { username: "Tara", email, password: "correct horse" })).status).toBe(200);
    const guess = (password: string) =>
      new Browser(behindProxy.base).post("/api/login", { email, password }, { headers: { "X-Forwarded-For": "198.51.100.1" } });
    for (let i = 0; i < 5; i++) expect((await guess(`guess ${i}`)).status, `guess ${i + 1}`).toBe(401);
    const delayed = await guess("correct horse");
    expect(delayed.status).toBe(429);
    expect(delayed.body).toMatchObject({ message: ACCOUNT_PROBLEMS.signInDelayed.description });
    // The owner, at another address, is not held up.
    const elsewhere = await new Browser(behindProxy.base).post(
      "/api/login",
      { email: email.toUpperCase(), password: "correct horse" },
      { headers: { "X-Forwarded-For": "198.51.100.99" } },
    );
    expect(elsewhere.status).toBe(200);

    // The owner resets the password by the emailed link: no address waits any more.
    const { requestPasswordReset } = await import("../../app/services/accounts/password-reset.server");
    await requestPasswordReset(email);
    const [job] = await getDb().execute<{ text: string }>(
      sql`SELECT payload->>'text' AS text FROM graphile_worker._private_jobs WHERE payload->>'to' = ${email} AND payload->>'template' = 'password-reset'`,
    );
    const token = /token=([A-Za-z0-9_-]{43})/.exec(job!.text)![1]!;
    expect((await owner.post("/api/reset-password", { token, newPassword: "new horse staple" })).status).toBe(200);
    expect((await guess("new horse staple")).status).toBe(200);
  });
});

describe("POST /api/events", () => {
  it("takes events only for a toolkit this viewer may see", async () => {
    const maker = new Browser(direct.base);
    const made = await maker.post("/api/analyze-job", toolkitRequest("Nurse"));
    const analysisId = made.body.analysisId as number;
    expect((await maker.post("/api/events", { name: "tool_explored", analysisId })).status).toBe(204);
    // Another visitor, counting up ids, is told nothing and records nothing.
    const stranger = await new Browser(direct.base).post("/api/events", { name: "tool_explored", analysisId });
    expect(stranger.status).toBe(400);
    const [row] = await getDb().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM analytics_events WHERE analysis_id = ${analysisId} AND name = 'tool_explored'`,
    );
    expect(row!.n).toBe(1);
  });

  it("is rate-limited per visitor (EVENTS_RATE_LIMIT a minute)", async () => {
    const maker = new Browser(direct.base);
    const analysisId = (await maker.post("/api/analyze-job", toolkitRequest("Teacher"))).body.analysisId as number;
    process.env.EVENTS_RATE_LIMIT = "3";
    try {
      await freshWindow();
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await maker.post("/api/events", { name: "tool_explored", analysisId })).status);
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
    } finally {
      delete process.env.EVENTS_RATE_LIMIT;
    }
  });
});
