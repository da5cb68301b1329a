// The cloud-drive sync (issue 15): a user's folder written to the local folder and to a fake Drive
// API on loopback through the real @googleapis/drive client; a second sync updates, never doubles;
// registration and sign-in queue a sync, and neither breaks when the drive or the queue fails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { registerUser, updateProfile, deleteSavedAnalysis } from "../../app/services/accounts/accounts.server";
import { operatorContext } from "../../app/services/operations/admin-audit.server";
import { signIn } from "../../app/services/accounts/auth.server";
import { analysisInputSchema } from "../../app/lib/schemas/toolkit";
import { createAnalysis } from "../../app/services/toolkits/toolkits.server";
import { requestBulkSync } from "../../app/services/delivery/drive-bulk-sync.server";
import { syncUser } from "../../app/services/delivery/drive-sync.server";
import { testDriveConnection, driveStatus } from "../../app/services/delivery/drive-status.server";
import { runBackup } from "../../app/services/operations/backup-runs.server";
import { startFakeDrive, type FakeDrive } from "../helpers/fake-drive";
import { runQueuedJobs } from "../helpers/run-queued-jobs";
import { useTestDatabase } from "../helpers/test-database";

const db = useTestDatabase();
const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => getDb().execute<T>(query);
let fake: FakeDrive;
let driveDir: string;
let serial = 0;
const ENV = ["GOOGLE_SERVICE_ACCOUNT_JSON", "GOOGLE_DRIVE_PARENT_FOLDER_ID", "GOOGLE_DRIVE_API_ROOT", "DRIVE_DIR"] as const;

beforeAll(async () => {
  fake = await startFakeDrive();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  for (const name of ENV) delete process.env[name];
});

function useLocalDrive() {
  driveDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-drive-"));
  process.env.DRIVE_DIR = driveDir;
}
function useGoogleDrive(json = fake.serviceAccountJson(), folder = fake.sharedFolderId) {
  process.env.GOOGLE_SERVICE_ACCOUNT_JSON = json;
  process.env.GOOGLE_DRIVE_PARENT_FOLDER_ID = folder;
  process.env.GOOGLE_DRIVE_API_ROOT = fake.rootUrl;
}

/** A member with a toolkit, a stored PDF report and Level 1 of the course. */
async function member() {
  const email = `member.${++serial}.${Date.now().toString(36)}@example.com`;
  const user = await registerUser(
    { username: "Mia Member", email, password: "member pass", companyName: "Acme", jobTitle: "Accountant", roleDescription: null },
    { analysisId: null, browserSessionId: null },
  );
  const { analysisId } = await createAnalysis(
    analysisInputSchema.parse({ jobTitle: "Accountant", industry: "Financial Services", workAreas: ["Month-end close"] }),
    { userId: user.id },
  );
  const pdf = Buffer.from(`%PDF-1.4\n% report for ${email}\n%%EOF\n`);
  const [report] = await q<{ id: number }>(sql`
    INSERT INTO reports (analysis_id, user_id, email, job_title, download_token, status, pdf, sent_at)
    VALUES (${analysisId}, ${user.id}, ${email}, 'Accountant', ${`token-${serial}-${"x".repeat(20)}`}, 'sent', ${pdf}, now()) RETURNING id`);
  await q(sql`INSERT INTO course_access (user_id, level) VALUES (${user.id}, 1)`);
  return { user, analysisId, reportId: report!.id, pdf };
}

const folderName = (id: number, email: string) => `user-${id} ${email.toLowerCase()}`;

describe("local drive folder (the default)", () => {
  it("writes the user's folder, then updates rather than duplicates", async () => {
    useLocalDrive();
    const { user, analysisId, reportId, pdf } = await member();
    const first = await syncUser({ email: user.email.toUpperCase() });
    expect(first).toMatchObject({ ok: true, mode: "local", userId: user.id, files: { created: 4, updated: 0, unchanged: 0, removed: 0 } });

    const folder = path.join(driveDir, "users", folderName(user.id, user.email));
    expect(fs.readdirSync(folder).sort()).toEqual(["course-progress.json", "profile.json", "toolkits"]);
    expect(fs.readdirSync(path.join(folder, "toolkits")).sort()).toEqual([`toolkit-${analysisId}-report-${reportId}.pdf`, `toolkit-${analysisId}.json`]);
    const profile = JSON.parse(fs.readFileSync(path.join(folder, "profile.json"), "utf8"));
    expect(profile).toMatchObject({ id: user.id, name: "Mia Member", email: user.email, companyName: "Acme", jobTitle: "Accountant", role: "user" });
    expect(profile).not.toHaveProperty("passwordHash");
    const toolkit = JSON.parse(fs.readFileSync(path.join(folder, "toolkits", `toolkit-${analysisId}.json`), "utf8"));
    expect(toolkit).toMatchObject({ id: analysisId, jobTitle: "Accountant" });
    expect(toolkit).not.toHaveProperty("shareToken");
    expect(fs.readFileSync(path.join(folder, "toolkits", `toolkit-${analysisId}-report-${reportId}.pdf`))).toEqual(pdf);
    const progress = JSON.parse(fs.readFileSync(path.join(folder, "course-progress.json"), "utf8"));
    expect(progress.levels[0]).toMatchObject({ level: 1, unlocked: true, completedAt: null });
    expect(progress.levels[0].grantedAt).toMatch(/^\d{4}-/);

    expect(await syncUser({ id: user.id })).toMatchObject({ ok: true, files: { created: 0, updated: 0, unchanged: 4 } });
    await updateProfile(user.id, { jobTitle: "Senior Accountant" });
    expect(await syncUser({ id: user.id })).toMatchObject({ ok: true, files: { created: 0, updated: 1, unchanged: 3 } });
    expect(JSON.parse(fs.readFileSync(path.join(folder, "profile.json"), "utf8")).jobTitle).toBe("Senior Accountant");

    // A toolbox deleted in the product leaves the drive too (its report goes with it).
    expect(await deleteSavedAnalysis(user.id, analysisId)).toBe(true);
    expect(await syncUser({ id: user.id })).toMatchObject({ ok: true, files: { removed: 2 } });
    expect(fs.readdirSync(path.join(folder, "toolkits"))).toEqual([]);

    const [state] = await q<{ status: string; folder_id: string; error: string | null }>(
      sql`SELECT status, folder_id, error FROM drive_sync_state WHERE user_id = ${user.id}`,
    );
    expect(state).toEqual({ status: "synced", folder_id: `users/${folderName(user.id, user.email)}`, error: null });
    const status = await driveStatus();
    expect(status).toMatchObject({ mode: "local", serviceInitialized: true, parentFolderId: driveDir, clientEmail: null, error: null });
    expect(status.lastSync).not.toBeNull();
  });

  it("answers not-found for an unknown address and writes nothing", async () => {
    useLocalDrive();
    expect(await syncUser({ email: "nobody@example.com" })).toEqual({
      ok: false,
      reason: "not-found",
      message: "No user found with the email nobody@example.com.",
    });
    expect(fs.readdirSync(driveDir)).toEqual([]);
  });
});

describe("Google Drive (a fake Drive API on loopback)", () => {
  it("makes the folders and files once, then updates the same files", async () => {
    useGoogleDrive();
    const { user, analysisId, reportId, pdf } = await member();
    const first = await syncUser({ id: user.id });
    expect(first).toMatchObject({ ok: true, mode: "google", files: { created: 4, updated: 0, unchanged: 0 } });
    const [usersFolder] = fake.childrenOf(fake.sharedFolderId);
    expect(usersFolder).toMatchObject({ name: "users", mimeType: "application/vnd.google-apps.folder", driveId: "shared-drive-1" });
    const userFolders = fake.childrenOf(usersFolder!.id).filter((f) => f.name === folderName(user.id, user.email));
    expect(userFolders).toHaveLength(1);
    const inFolder = fake.childrenOf(userFolders[0]!.id);
    expect(inFolder.map((f) => f.name)).toEqual(["course-progress.json", "profile.json", "toolkits"]);
    const profile = inFolder.find((f) => f.name === "profile.json")!;
    expect(profile.mimeType).toBe("application/json");
    expect(JSON.parse(profile.content!.toString())).toMatchObject({ id: user.id, email: user.email });
    const toolkits = fake.childrenOf(inFolder.find((f) => f.name === "toolkits")!.id);
    expect(toolkits.map((f) => f.name)).toEqual([`toolkit-${analysisId}-report-${reportId}.pdf`, `toolkit-${analysisId}.json`]);
    expect(toolkits[0]!.content).toEqual(pdf);
    expect(toolkits[0]!.mimeType).toBe("application/pdf");
    expect((first as { folderId: string }).folderId).toBe(userFolders[0]!.id);

    const filesBefore = fake.files.size;
    fake.requests.length = 0;
    expect(await syncUser({ id: user.id })).toMatchObject({ ok: true, files: { created: 0, updated: 0, unchanged: 4 } });
    expect(fake.files.size).toBe(filesBefore);
    expect(fake.requests.filter((r) => r.method !== "GET")).toEqual([]);
    // Every call said it supports Shared Drives.
    expect(fake.requests.every((r) => r.query.supportsAllDrives === "true")).toBe(true);

    await updateProfile(user.id, { companyName: "Acme Pty Ltd" });
    expect(await syncUser({ id: user.id })).toMatchObject({ ok: true, files: { created: 0, updated: 1, unchanged: 3 } });
    expect(fake.files.size).toBe(filesBefore);
    expect(JSON.parse(fake.files.get(profile.id)!.content!.toString()).companyName).toBe("Acme Pty Ltd");
    expect(fake.tokensIssued).toBe(1);

    // Another user's folder goes beside the first, under the same users folder.
    const other = await member();
    expect(await syncUser({ id: other.user.id })).toMatchObject({ ok: true });
    expect(fake.childrenOf(fake.sharedFolderId).map((f) => f.name)).toEqual(["users"]);
    expect(fake.childrenOf(usersFolder!.id).map((f) => f.name)).toContain(folderName(other.user.id, other.user.email));
  });

  it("records a failed sync with Google's reason, and keeps the last good one", async () => {
    useGoogleDrive();
    const { user } = await member();
    expect(await syncUser({ id: user.id })).toMatchObject({ ok: true });
    fake.failNext(5, 503, "The service is currently unavailable.");
    const failed = await syncUser({ id: user.id });
    expect(failed).toMatchObject({ ok: false, reason: "drive-error" });
    expect((failed as { message: string }).message).toContain("The service is currently unavailable.");
    fake.failNext(0);
    const [state] = await q<{ status: string; error: string; last_synced_at: Date | null; folder_id: string | null }>(
      sql`SELECT status, error, last_synced_at, folder_id FROM drive_sync_state WHERE user_id = ${user.id}`,
    );
    expect(state!.status).toBe("failed");
    expect(state!.error).toContain("503");
    expect(state!.last_synced_at).not.toBeNull();
    expect(state!.folder_id).not.toBeNull();
  });

  it("tests the connection: the Shared Drive folder passes; wrong credentials and a personal folder fail with the reason", async () => {
    const ctx = operatorContext("test");
    useGoogleDrive();
    expect(await testDriveConnection(ctx)).toEqual({ ok: true, mode: "google", message: 'Connected to the folder "Upskill Academy" on a Shared Drive.' });

    useGoogleDrive(fake.serviceAccountJson(), fake.personalFolderId);
    const personal = await testDriveConnection(ctx);
    expect(personal).toMatchObject({ ok: false, mode: "google" });
    expect(personal.message).toContain("is not on a Shared Drive");

    const { privateKey } = (await import("node:crypto")).generateKeyPairSync("rsa", { modulusLength: 2048 });
    useGoogleDrive(fake.serviceAccountJson({ private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString() }));
    const wrongKey = await testDriveConnection(ctx);
    expect(wrongKey.ok).toBe(false);
    expect(wrongKey.message).toContain("Invalid JWT Signature");

    useGoogleDrive("{ not json");
    expect(await testDriveConnection(ctx)).toEqual({ ok: false, mode: "google", message: "GOOGLE_SERVICE_ACCOUNT_JSON is not valid JSON." });
    expect(await driveStatus()).toMatchObject({ mode: "google", serviceInitialized: false, error: "GOOGLE_SERVICE_ACCOUNT_JSON is not valid JSON." });

    // A key file's path works as well as its text.
    const keyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "academy-key-")), "key.json");
    fs.writeFileSync(keyFile, fake.serviceAccountJson());
    useGoogleDrive(keyFile);
    expect(await testDriveConnection(ctx)).toMatchObject({ ok: true });
    expect(await driveStatus()).toMatchObject({ mode: "google", serviceInitialized: true, clientEmail: fake.clientEmail, parentFolderId: fake.sharedFolderId });

    const audit = await q<{ action: string; actor_id: number | null; actor_email: string }>(
      sql`SELECT action, actor_id, actor_email FROM audit_log WHERE action = 'drive.test'`,
    );
    expect(audit).toHaveLength(5);
    expect(audit[0]).toEqual({ action: "drive.test", actor_id: null, actor_email: "test" });
  });
});

describe("registration and sign-in", () => {
  const syncJobs = async () =>
    (
      await q<{ user_id: number }>(sql`
        SELECT (j.payload->>'userId')::int AS user_id FROM graphile_worker._private_jobs j
        JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'drive-sync-user' ORDER BY j.id`)
    ).map((r) => r.user_id);
  const ctx = { actor: null, clientIp: "127.0.0.1", visitId: null };

  it("queue a sync of that user; the job writes the folder", async () => {
    useLocalDrive();
    await q(sql`DELETE FROM graphile_worker._private_jobs`);
    const email = `queued.${Date.now().toString(36)}@example.com`;
    const user = await registerUser(
      { username: "Queued", email, password: "queued pass", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    expect(await syncJobs()).toEqual([user.id]);
    expect(await runQueuedJobs("drive-sync-user")).toBe(1);
    expect(fs.existsSync(path.join(driveDir, "users", folderName(user.id, email), "profile.json"))).toBe(true);

    expect(await signIn({ email, password: "queued pass", analysisId: null }, ctx)).toMatchObject({ ok: true });
    expect(await signIn({ email, password: "queued pass", analysisId: null }, ctx)).toMatchObject({ ok: true });
    // One pending sync per user, however often they sign in.
    expect(await syncJobs()).toEqual([user.id]);
  });

  it("never fail because the drive fails: the job fails and is retried, the account stands", async () => {
    useGoogleDrive();
    fake.failNext(100, 500, "Backend Error");
    await q(sql`DELETE FROM graphile_worker._private_jobs`);
    const email = `drivefail.${Date.now().toString(36)}@example.com`;
    const user = await registerUser(
      { username: "Drive Fail", email, password: "drive fail", companyName: null, jobTitle: null, roleDescription: null },
      { analysisId: null, browserSessionId: null },
    );
    await expect(runQueuedJobs("drive-sync-user")).rejects.toThrow(/Drive sync of user \d+ failed: 500: Backend Error/);
    fake.failNext(0);
    const [state] = await q<{ status: string }>(sql`SELECT status FROM drive_sync_state WHERE user_id = ${user.id}`);
    expect(state!.status).toBe("failed");
    expect(await signIn({ email, password: "drive fail", analysisId: null }, ctx)).toMatchObject({ ok: true, user: { id: user.id } });
  });

  it("never fail because the queue fails: registration and sign-in go through without the sync job", async () => {
    useLocalDrive();
    await q(sql`DELETE FROM graphile_worker._private_jobs`);
    // The job queue refuses drive syncs (and only those) inside the database itself.
    await q(sql`
      CREATE FUNCTION pg_temp_refuse_drive_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT identifier FROM graphile_worker._private_tasks WHERE id = NEW.task_id) = 'drive-sync-user' THEN
          RAISE EXCEPTION 'queue unavailable';
        END IF;
        RETURN NEW;
      END $$`);
    await q(sql`CREATE TRIGGER refuse_drive_sync BEFORE INSERT ON graphile_worker._private_jobs FOR EACH ROW EXECUTE FUNCTION pg_temp_refuse_drive_sync()`);
    try {
      const email = `queuefail.${Date.now().toString(36)}@example.com`;
      const user = await registerUser(
        { username: "Queue Fail", email, password: "queue fail", companyName: null, jobTitle: null, roleDescription: null },
        { analysisId: null, browserSessionId: null },
      );
      const [row] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM users WHERE id = ${user.id}`);
      expect(row!.n).toBe(1);
      expect(await syncJobs()).toEqual([]);
      // The confirmation email queued in the same transaction is still there.
      const [mail] = await q<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
        WHERE t.identifier = 'send-email' AND j.payload->>'to' = ${email}`);
      expect(mail!.n).toBe(1);
      expect(await signIn({ email, password: "queue fail", analysisId: null }, ctx)).toMatchObject({ ok: true });
    } finally {
      await q(sql`DROP TRIGGER refuse_drive_sync ON graphile_worker._private_jobs`);
      await q(sql`DROP FUNCTION pg_temp_refuse_drive_sync()`);
    }
  });
});

describe("sync of every user", () => {
  it("runs as one job at a time, with progress n of total", async () => {
    useLocalDrive();
    await q(sql`DELETE FROM graphile_worker._private_jobs`);
    const ctx = operatorContext();
    const started = await requestBulkSync(ctx);
    expect(started.ok).toBe(true);
    const total = (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`))[0]!.n;
    expect(started.run).toMatchObject({ status: "queued", total, done: 0 });
    expect(await requestBulkSync(ctx)).toMatchObject({ ok: false, reason: "running" });
    expect(await runQueuedJobs("drive-sync-all")).toBe(1);
    const status = await driveStatus();
    expect(status.bulkSync).toMatchObject({ id: started.run.id, status: "finished", done: total, total, failed: 0 });
    expect(fs.readdirSync(path.join(driveDir, "users"))).toHaveLength(total);
    expect(status.syncedUsers).toBeGreaterThanOrEqual(total - 1);
    expect((await requestBulkSync(ctx)).ok).toBe(true);
  });

  it("lets a new one start when the running one stopped moving (its job gave up, its CLI was stopped)", async () => {
    await q(sql`UPDATE drive_sync_runs SET status = 'finished' WHERE status IN ('queued', 'running')`);
    const [stale] = await q<{ id: number }>(
      sql`INSERT INTO drive_sync_runs (status, total, done, updated_at) VALUES ('running', 5, 2, now() - interval '20 minutes') RETURNING id`,
    );
    const started = await requestBulkSync(operatorContext());
    expect(started.ok).toBe(true);
    const [old] = await q<{ status: string; error: string }>(sql`SELECT status, error FROM drive_sync_runs WHERE id = ${stale!.id}`);
    expect(old).toEqual({ status: "failed", error: "Stopped: no progress for 15 minutes." });
    // A fresh one still holds.
    expect(await requestBulkSync(operatorContext())).toMatchObject({ ok: false, reason: "running", run: { id: started.run.id } });
  });
});

describe("backups on the drive", () => {
  it("are copied to backups/ when Google Drive is configured; a failed copy makes the run partial, not lost", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-drive-backups-"));
    useLocalDrive();
    const local = await runBackup("full", { url: db.url(), dir });
    expect(local.ok).toBe(true);
    expect(fs.readdirSync(driveDir)).toEqual([]);

    useGoogleDrive();
    const run = await runBackup("full", { url: db.url(), dir });
    if (!run.ok) throw new Error(run.error);
    const backupsFolder = fake.childrenOf(fake.sharedFolderId).find((f) => f.name === "backups")!;
    const copies = fake.childrenOf(backupsFolder.id);
    expect(copies.map((f) => f.name)).toEqual([path.basename(run.backup.file)]);
    expect(copies[0]!.content).toEqual(fs.readFileSync(run.backup.file));
    expect(copies[0]!.mimeType).toBe("application/gzip");
    const [log] = await q<{ status: string; details: { driveCopy: { copied: boolean; change: string } } }>(
      sql`SELECT status, details FROM backup_logs WHERE id = ${run.logId}`,
    );
    expect(log!.status).toBe("success");
    expect(log!.details.driveCopy).toMatchObject({ copied: true, change: "created" });

    fake.failNext(10, 503, "Service Unavailable");
    const partial = await runBackup("incremental", { url: db.url(), dir });
    fake.failNext(0);
    if (!partial.ok) throw new Error(partial.error);
    expect(fs.existsSync(partial.backup.file)).toBe(true);
    const [failed] = await q<{ status: string; errors: string[] }>(sql`SELECT status, errors FROM backup_logs WHERE id = ${partial.logId}`);
    expect(failed!.status).toBe("partial");
    expect(failed!.errors[0]).toMatch(/^Copying the backup to Google Drive failed: 503: Service Unavailable/);
  });
});
