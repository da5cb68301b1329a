// The Backup and Gap Analysis tabs and their APIs (accounts-admin-sales.md §2, §3, §4, §7; issue
// 15): status, logs, Force and Full Backup queue the backup jobs (refused while one is pending),
// Generate writes a gap report; every call refuses anonymous and non-admin callers.
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
let admin: Browser;
let member: Browser;
let serial = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}.${++serial}@example.com`;

beforeAll(async () => {
  delete process.env.AUTH_RATE_LIMIT;
  const email = uniqueEmail("ops");
  const enrolled = await createEnrolledAdmin({ email, name: "Ops Admin", password: "admin pass phrase" });
  admin = new Browser(web.base);
  expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
  member = new Browser(web.base);
  expect((await member.post("/api/register", { username: "Member", email: uniqueEmail("member"), password: "member pass" })).status).toBe(200);
});

beforeEach(async () => {
  await q(sql`DELETE FROM rate_limit_hits`);
});

const backupJobs = async () =>
  (
    await q<{ task: string }>(
      sql`SELECT t.identifier AS task FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier LIKE 'backup-%'`,
    )
  ).map((r) => r.task);

describe("refusals", () => {
  const calls: [string, string][] = [
    ["GET", "/api/admin/backup-status"],
    ["GET", "/api/admin/backup-logs"],
    ["POST", "/api/admin/backup/force"],
    ["POST", "/api/admin/backup/full"],
    ["GET", "/api/admin/gap-analysis/reports"],
    ["POST", "/api/admin/gap-analysis/trigger"],
  ];
  it("answer 401 signed out and 403 to a member, and do nothing", async () => {
    for (const [method, path] of calls) {
      expect((await new Browser(web.base).request(path, { method, json: method === "POST" ? {} : undefined })).status, path).toBe(401);
      expect((await member.request(path, { method, json: method === "POST" ? {} : undefined })).status, path).toBe(403);
    }
    expect(await backupJobs()).toEqual([]);
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM gap_reports`))[0]!.n).toBe(0);
  });
});

describe("backups", () => {
  it("report the status, queue a backup once, and refuse a second while it is pending", async () => {
    const status = await admin.get("/api/admin/backup-status");
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ isRunning: false, errors: [], lastRun: null, totalUsers: 2 });
    expect(new Date(status.body.nextRun).getUTCMinutes()).toBe(7);

    const force = await admin.post("/api/admin/backup/force", {});
    expect(force.status).toBe(202);
    expect(await backupJobs()).toEqual(["backup-incremental"]);
    expect((await admin.get("/api/admin/backup-status")).body.isRunning).toBe(true);
    expect((await admin.post("/api/admin/backup/full", {})).status).toBe(409);
    expect(await backupJobs()).toEqual(["backup-incremental"]);
    const [audit] = await q<{ action: string }>(sql`SELECT action FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(audit!.action).toBe("backup.force");
    expect((await admin.get("/api/admin/backup-logs")).body).toEqual([]);

    // The page's buttons are disabled meanwhile, and its action refuses as well.
    const page = await admin.get("/admin/backup");
    expect(page.body as string).toContain("Running");
    await q(sql`DELETE FROM graphile_worker._private_jobs`);
    const posted = await admin.request("/admin/backup", { method: "POST", form: { intent: "full" } });
    expect(posted.status).toBe(302);
    expect(await backupJobs()).toEqual(["backup-full"]);
  });
});

describe("gap analysis", () => {
  it("generates a report on the latest toolkits and lists it", async () => {
    expect((await admin.post("/api/admin/gap-analysis/trigger", {})).status).toBe(409);
    for (let i = 0; i < 3; i++) {
      await createAnalysis(analysisInputSchema.parse({ jobTitle: "Sous Chef", industry: "Food & Beverage", workAreas: ["Menu Planning", "Allergen Labels"] }));
    }
    const made = await admin.post("/api/admin/gap-analysis/trigger", {});
    expect(made.status).toBe(201);
    expect(made.body.report).toMatchObject({ reportNumber: 1, toolkitCount: 3, jobTitles: ["Sous Chef"] });
    const list = await admin.get("/api/admin/gap-analysis/reports");
    expect(list.body.map((r: { reportNumber: number }) => r.reportNumber)).toEqual([1]);
    const page = await admin.get("/admin/gap-analysis");
    expect(page.body as string).toContain("Report #1");
    expect(page.body as string).toMatch(/data-testid="gap-progress">0(<!-- -->)?\/(<!-- -->)?10</);
  });
});
