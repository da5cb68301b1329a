// The Google Drive tab and its APIs (accounts-admin-sales.md §2, §3, §7, §8; issue 15): status,
// test connection, sync one user (404 for an unknown address), sync all with progress; the page's
// own forms with JavaScript off; refusals for anonymous and non-admin callers; the audit log.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { startFakeDrive, type FakeDrive } from "../helpers/fake-drive";
import { runQueuedJobs } from "../helpers/run-queued-jobs";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
let admin: Browser;
let member: Browser;
let memberEmail: string;
let fake: FakeDrive;
let driveDir: string;
const ENV = ["GOOGLE_SERVICE_ACCOUNT_JSON", "GOOGLE_DRIVE_PARENT_FOLDER_ID", "GOOGLE_DRIVE_API_ROOT", "DRIVE_DIR"] as const;

beforeAll(async () => {
  delete process.env.AUTH_RATE_LIMIT;
  fake = await startFakeDrive();
  const email = `drive.admin.${Date.now().toString(36)}@example.com`;
  const enrolled = await createEnrolledAdmin({ email, name: "Drive Admin", password: "admin pass phrase" });
  admin = new Browser(web.base);
  expect((await signInAsAdmin(admin, enrolled)).status).toBe(200);
  member = new Browser(web.base);
  memberEmail = `drive.member.${Date.now().toString(36)}@example.com`;
  expect((await member.post("/api/register", { username: "Member", email: memberEmail, password: "member pass" })).status).toBe(200);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  driveDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-drive-api-"));
  process.env.DRIVE_DIR = driveDir;
  await q(sql`DELETE FROM rate_limit_hits`);
});
afterEach(() => {
  for (const name of ENV) delete process.env[name];
});

const useGoogleDrive = (json = fake.serviceAccountJson()) => {
  process.env.GOOGLE_SERVICE_ACCOUNT_JSON = json;
  process.env.GOOGLE_DRIVE_PARENT_FOLDER_ID = fake.sharedFolderId;
  process.env.GOOGLE_DRIVE_API_ROOT = fake.rootUrl;
};
const auditActions = async () => (await q<{ action: string }>(sql`SELECT action FROM audit_log WHERE action LIKE 'drive.%' ORDER BY id`)).map((r) => r.action);

describe("refusals", () => {
  const calls: [string, string][] = [
    ["GET", "/api/admin/google-drive/status"],
    ["POST", "/api/admin/google-drive/test"],
    ["POST", "/api/admin/google-drive/sync-user"],
    ["POST", "/api/admin/google-drive/sync-all"],
  ];
  it("answer 401 signed out and 403 to a member, and do nothing", async () => {
    for (const [method, p] of calls) {
      const json = method === "POST" ? { email: memberEmail } : undefined;
      expect((await new Browser(web.base).request(p, { method, json })).status, p).toBe(401);
      expect((await member.request(p, { method, json })).status, p).toBe(403);
    }
    expect((await member.request("/admin/drive", { method: "POST", form: { intent: "sync-all" } })).status).toBe(403);
    expect(await auditActions()).toEqual([]);
    expect((await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM drive_sync_runs`))[0]!.n).toBe(0);
    expect(fs.readdirSync(driveDir)).toEqual([]);
  });
});

describe("the APIs", () => {
  it("report the status in local mode and test the folder", async () => {
    const status = await admin.get("/api/admin/google-drive/status");
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ mode: "local", serviceInitialized: true, parentFolderId: driveDir, clientEmail: null, totalUsers: 2, bulkSync: null });
    const test = await admin.post("/api/admin/google-drive/test", {});
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ success: true, mode: "local", message: `Connected to the local drive folder ${driveDir}.` });
  });

  it("sync one user by email, and answer 404 with a clear message for an unknown one", async () => {
    const synced = await admin.post("/api/admin/google-drive/sync-user", { email: memberEmail.toUpperCase() });
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ success: true, email: memberEmail, mode: "local", files: { created: 2 } });
    const [user] = await q<{ id: number }>(sql`SELECT id FROM users WHERE email = ${memberEmail}`);
    expect(fs.existsSync(path.join(driveDir, "users", `user-${user!.id} ${memberEmail}`, "profile.json"))).toBe(true);

    const unknown = await admin.post("/api/admin/google-drive/sync-user", { email: "nobody.here@example.com" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ title: "Sync Failed", message: "No user found with the email nobody.here@example.com." });
    const invalid = await admin.post("/api/admin/google-drive/sync-user", { email: "not an email" });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ title: "Sync Failed", message: "Please enter a valid email address." });
    expect((await admin.post("/api/admin/google-drive/sync-user", {})).body).toMatchObject({ message: "Please enter the user's email address." });
    expect((await admin.get("/api/admin/google-drive/status")).body.lastSync).not.toBeNull();
  });

  it("sync all users as a job, with progress in the status, one at a time", async () => {
    await q(sql`DELETE FROM graphile_worker._private_jobs`);
    const started = await admin.post("/api/admin/google-drive/sync-all", {});
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ success: true, run: { status: "queued", done: 0, total: 2 } });
    const again = await admin.post("/api/admin/google-drive/sync-all", {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ title: "Bulk Sync Failed" });
    expect((await admin.get("/api/admin/google-drive/status")).body.bulkSync).toMatchObject({ status: "queued", done: 0, total: 2 });
    const page = await admin.get("/admin/drive");
    expect(page.body as string).toContain("Queued: starts in a moment");
    expect(await runQueuedJobs("drive-sync-all")).toBe(1);
    const status = (await admin.get("/api/admin/google-drive/status")).body;
    expect(status.bulkSync).toMatchObject({ status: "finished", done: 2, total: 2, failed: 0 });
    expect(status.syncedUsers).toBe(2);
    expect((await admin.get("/admin/drive")).body as string).toMatch(/Finished: 2 of 2 users/);
  });

  it("in Google mode: status names the service account; wrong credentials fail the test with the reason", async () => {
    useGoogleDrive();
    const status = await admin.get("/api/admin/google-drive/status");
    expect(status.body).toMatchObject({ mode: "google", serviceInitialized: true, parentFolderId: fake.sharedFolderId, clientEmail: fake.clientEmail });
    expect((await admin.post("/api/admin/google-drive/test", {})).body).toMatchObject({ success: true, mode: "google" });
    const synced = await admin.post("/api/admin/google-drive/sync-user", { email: memberEmail });
    expect(synced.body).toMatchObject({ success: true, mode: "google" });

    useGoogleDrive(fake.serviceAccountJson({ client_email: "someone-else@upskill-test.iam.gserviceaccount.com" }));
    const failed = await admin.post("/api/admin/google-drive/test", {});
    expect(failed.status).toBe(502);
    expect(failed.body.title).toBe("Connection Test Failed");
    expect(failed.body.message).toBe("Failed to connect to Google Drive. 401: The OAuth client was not found.");

    fake.failNext(10, 500, "Backend Error");
    useGoogleDrive();
    const refused = await admin.post("/api/admin/google-drive/sync-user", { email: memberEmail });
    fake.failNext(0);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ title: "Sync Failed" });
    expect(refused.body.message).toContain("Backend Error");
  });
});

describe("the tab without JavaScript", () => {
  it("shows the status and buttons, and its forms answer with a redirect and a flash message, or the form's error", async () => {
    const page = await admin.get("/admin/drive");
    expect(page.status).toBe(200);
    const html = page.body as string;
    for (const text of ["Google Drive", "Local folder", "Test Connection", "Sync All Users", "Sync User", "Initialized"]) expect(html).toContain(text);
    expect(html).toMatch(/href="\/admin\/drive"[^>]*>Google Drive</);

    const test = await admin.request("/admin/drive", { method: "POST", form: { intent: "test" } });
    expect(test.status).toBe(302);
    expect(test.headers.get("Location")).toBe("/admin/drive");
    const after = (await admin.get("/admin/drive")).body as string;
    expect(after).toContain("Connection Test Successful");

    const missing = await admin.request("/admin/drive", { method: "POST", form: { intent: "sync-user", email: "ghost@example.com" } });
    expect(missing.status).toBe(404);
    expect(missing.body as string).toContain("No user found with that email address.");
    expect(missing.body as string).toContain('value="ghost@example.com"');

    const synced = await admin.request("/admin/drive", { method: "POST", form: { intent: "sync-user", email: memberEmail } });
    expect(synced.status).toBe(302);
    expect((await admin.get("/admin/drive")).body as string).toContain("User Synced");

    // With JavaScript the same action answers a fetcher with the toast's words.
    const scripted = await admin.request("/admin/drive?_data=routes%2Fadmin.drive", { method: "POST", form: { intent: "test", _scripted: "1" } });
    expect(scripted.status).toBe(200);
    expect(scripted.body).toMatchObject({ message: { kind: "success", title: "Connection Test Successful" } });
  });

  it("audits every action", async () => {
    expect(new Set(await auditActions())).toEqual(new Set(["drive.test", "drive.sync-user", "drive.sync-all"]));
  });
});
