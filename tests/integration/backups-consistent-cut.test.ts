// Backups with a consistent cut (issue 25): an incremental holds exactly the writes committed
// between the previous backup's snapshot and its own, whatever their timestamps say, with
// tombstones for deleted rows and the queued jobs; one backup runs at a time; backups go to a
// shared S3-compatible bucket and restore from there (tests/helpers/fake-s3.ts on loopback).
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { JobHelpers } from "graphile-worker";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runBackup } from "../../app/services/operations/backup-runs.server";
import { createBackup, type BackupResult } from "../../app/services/operations/backups.server";
import { listBackups } from "../../app/services/operations/backup-listing.server";
import { restoreBackup } from "../../app/services/operations/backup-restore.server";
import { verifyBackup } from "../../app/services/operations/backup-verify.server";
import { incrementalBackupTask } from "../../jobs/tasks/backup";
import { academy } from "../helpers/academy";
import { startFakeDrive } from "../helpers/fake-drive";
import { startFakeS3, type FakeS3 } from "../helpers/fake-s3";
import { fingerprint, useScratchDatabases } from "../helpers/scratch-databases";
import { useTestDatabase } from "../helpers/test-database";

const db = useTestDatabase();
const scratch = useScratchDatabases();
const ENV = [
  "BACKUP_DIR",
  "BACKUP_S3_URL",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "GOOGLE_SERVICE_ACCOUNT_JSON",
  "GOOGLE_DRIVE_PARENT_FOLDER_ID",
  "GOOGLE_DRIVE_API_ROOT",
] as const;
const folders: string[] = [];
let sql: postgres.Sql;

beforeAll(() => {
  sql = postgres(db.url(), { max: 4, onnotice: () => {} });
});
afterEach(() => {
  for (const name of ENV) delete process.env[name];
});
afterAll(async () => {
  await sql.end();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-cut-"));
  folders.push(dir);
  return dir;
}

/** The lines of one section of a backup file ("table users", "deleted sessions", "jobs"). */
function section(file: string, which: string): string[] {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
  const start = lines.findIndex((l) => (which === "jobs" ? l === "@jobs" : l.startsWith(`@${which} `)));
  if (start < 0) return [];
  return lines.slice(start + 1, lines.indexOf("\\.", start));
}

const rowsOf = (backup: BackupResult, table: string) => backup.manifest.tables.find((t) => t.name === table)!.rows;
const deletedOf = (backup: BackupResult, table: string) => backup.manifest.tables.find((t) => t.name === table)!.deleted?.rows;

async function one<T>(url: string, query: string): Promise<T> {
  const target = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return (await target.unsafe(query))[0] as T;
  } finally {
    await target.end();
  }
}

const sessionId = (seed: string) => createHash("sha256").update(seed).digest("hex");

describe("an incremental backup is cut by transaction snapshots, not by the clock", () => {
  it("takes a row whose transaction was open during the previous incremental, exactly once", async () => {
    const dir = folder();
    await createBackup("full", { url: db.url(), dir, s3: null });
    const held = await sql.reserve();
    try {
      await held`BEGIN`;
      await held`INSERT INTO users (username, email, role) VALUES ('Held Open', 'held@example.test', 'user')`;
      // The row's created_at (the transaction's start) is before this backup, its commit after.
      const during = await createBackup("incremental", { url: db.url(), dir, s3: null });
      await held`COMMIT`;
      const after = await createBackup("incremental", { url: db.url(), dir, s3: null });

      expect(during.kind).toBe("incremental");
      expect(section(during.file, "table users").some((l) => l.includes("held@example.test"))).toBe(false);
      expect(after.kind).toBe("incremental");
      expect(section(after.file, "table users").filter((l) => l.includes("held@example.test"))).toHaveLength(1);
      expect(after.header.previousId).toBe(during.id);

      const target = await scratch.empty();
      const restored = await restoreBackup(after.file, target);
      expect(restored.applied).toHaveLength(3);
      expect(await one<{ n: number }>(target, "SELECT count(*)::int AS n FROM users WHERE email = 'held@example.test'")).toEqual({ n: 1 });
    } finally {
      held.release();
    }
  });

  it("does not bring back a deleted account, nor its sessions, on restore", async () => {
    const dir = folder();
    const [user] = await sql<{ id: number }[]>`INSERT INTO users (username, email, role) VALUES ('Gone', 'gone@example.test', 'user') RETURNING id`;
    await sql`INSERT INTO sessions (id, user_id, expires_at) VALUES (${sessionId("gone")}, ${user!.id}, now() + interval '30 days')`;
    const full = await createBackup("full", { url: db.url(), dir, s3: null });
    expect(section(full.file, "table sessions").some((l) => l.includes(sessionId("gone")))).toBe(true);

    await sql`DELETE FROM users WHERE id = ${user!.id}`; // its sessions go with it (ON DELETE CASCADE)
    const incremental = await createBackup("incremental", { url: db.url(), dir, s3: null });
    expect(deletedOf(incremental, "users")).toBe(1);
    expect(deletedOf(incremental, "sessions")).toBe(1);
    expect(section(incremental.file, "deleted users")).toEqual([JSON.stringify({ id: user!.id })]);

    const target = await scratch.empty();
    await restoreBackup(incremental.file, target);
    expect(await one(target, `SELECT count(*)::int AS n FROM users WHERE email = 'gone@example.test'`)).toEqual({ n: 0 });
    expect(await one(target, `SELECT count(*)::int AS n FROM sessions WHERE user_id = ${user!.id}`)).toEqual({ n: 0 });
  });

  it("copies the one recommendation that changed, not the table", async () => {
    const dir = folder();
    const [toolkit] = await sql<{ id: number }[]>`
      INSERT INTO analyses (share_token, job_title, job_category, industry, work_areas, average_productivity_gain, total_savings_per_year, categories, engine)
      VALUES ('cut-test-toolkit', 'Payroll Clerk', 'finance', 'Other', ARRAY['Documentation'], 2.1, 12000, ARRAY['Writing'], 'builtin') RETURNING id`;
    const [aspect] = await sql<{ id: number }[]>`
      INSERT INTO analysis_aspects (analysis_id, position, name, description) VALUES (${toolkit!.id}, 0, 'Documentation', 'AI tools for documentation.') RETURNING id`;
    await sql`
      INSERT INTO analysis_recommendations (analysis_id, aspect_id, tool_id, position, tool_name, category, description, use_case, tool_type, productivity_gain,
                                            savings_per_year, hours_saved_per_week, implementation_time, complexity_level, web_link, relevance_score)
      SELECT ${toolkit!.id}, ${aspect!.id}, t.id, row_number() OVER (ORDER BY t.id) - 1, t.name, t.category, t.description, t.primary_use_case, t.tool_type,
             2.1, 4000, 0.8, '1-2 hours', 'beginner', t.web_link, 3.5
        FROM (SELECT * FROM tools ORDER BY id LIMIT 6) t`;
    const full = await createBackup("full", { url: db.url(), dir, s3: null });
    expect(rowsOf(full, "analysis_recommendations")).toBeGreaterThanOrEqual(6);

    const [touched] = await sql<{ id: number }[]>`
      UPDATE analysis_recommendations SET relevance_score = 4.9
       WHERE id = (SELECT min(id) FROM analysis_recommendations WHERE analysis_id = ${toolkit!.id}) RETURNING id`;
    const incremental = await createBackup("incremental", { url: db.url(), dir, s3: null });
    expect(incremental.kind).toBe("incremental");
    expect(rowsOf(incremental, "analysis_recommendations")).toBe(1);
    expect(JSON.parse(section(incremental.file, "table analysis_recommendations")[0]!)).toMatchObject({ id: touched!.id, relevance_score: 4.9 });
    // Nothing else changed, so nothing else is copied: aspects and tools have no timestamps either.
    expect(incremental.manifest.tables.filter((t) => t.rows > 0 || (t.deleted?.rows ?? 0) > 0).map((t) => t.name)).toEqual(["analysis_recommendations"]);
  });

  it("restores the same rows as the source after concurrent inserts, updates and deletes", async () => {
    const dir = folder();
    await createBackup("full", { url: db.url(), dir, s3: null });
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop && i < 400; i++) {
        const email = `churn-${w}-${i}@example.test`;
        await sql.begin(async (tx) => {
          const [u] = await tx<{ id: number }[]>`INSERT INTO users (username, email, role) VALUES (${`Churn ${w} ${i}`}, ${email}, 'user') RETURNING id`;
          if (i % 3 === 0) await tx`INSERT INTO sessions (id, user_id, expires_at) VALUES (${sessionId(email)}, ${u!.id}, now() + interval '1 day')`;
          // Some transactions stay open across a backup.
          if (i % 7 === 0) await new Promise((r) => setTimeout(r, 40));
        });
        if (i % 4 === 1) await sql`UPDATE users SET job_title = ${`Title ${i}`} WHERE email = ${`churn-${w}-${i - 1}@example.test`}`;
        if (i % 5 === 2) await sql`DELETE FROM users WHERE email = ${`churn-${w}-${i - 2}@example.test`}`;
      }
    };
    const writers = [0, 1, 2].map(writer);
    const incrementals: BackupResult[] = [];
    for (let n = 0; n < 4; n++) {
      await new Promise((r) => setTimeout(r, 150));
      incrementals.push(await createBackup("incremental", { url: db.url(), dir, s3: null }));
    }
    stop = true;
    await Promise.all(writers);
    const last = await createBackup("incremental", { url: db.url(), dir, s3: null });
    expect(incrementals.every((b) => b.kind === "incremental")).toBe(true);
    // The full backup and five incrementals, applied in order, give exactly the source's rows.
    const target = await scratch.empty();
    const restored = await restoreBackup(last.file, target);
    expect(restored.applied).toHaveLength(6);
    expect(await fingerprint(target, ["backup_logs"])).toEqual(await fingerprint(db.url(), ["backup_logs"]));
  });
});

describe("queued jobs", () => {
  it("are in the backup and queued again by the restore, as of the backup's snapshot", async () => {
    const dir = folder();
    await sql`SELECT graphile_worker.add_job('send-report', '{"analysisId": 41}'::json, run_at => '2030-01-01T00:00:00Z', max_attempts => 5, job_key => 'cut-test-done')`;
    await sql`SELECT graphile_worker.add_job('send-report', '{"analysisId": 42}'::json, queue_name => 'reports', run_at => '2030-01-01T00:00:00Z', max_attempts => 5, job_key => 'cut-test-pending')`;
    const full = await createBackup("full", { url: db.url(), dir, s3: null });
    expect(section(full.file, "jobs").filter((l) => l.includes("cut-test-"))).toHaveLength(2);

    // One job is done (Graphile deletes it), one is queued after the full backup.
    await sql`DELETE FROM graphile_worker._private_jobs WHERE key = 'cut-test-done'`;
    await sql`SELECT graphile_worker.add_job('send-report', '{"analysisId": 43}'::json, run_at => '2030-01-01T00:00:00Z', job_key => 'cut-test-later')`;
    const incremental = await createBackup("incremental", { url: db.url(), dir, s3: null });

    const target = await scratch.empty();
    const restored = await restoreBackup(incremental.file, target);
    expect(restored.jobs).toBeGreaterThanOrEqual(2);
    const check = postgres(target, { max: 1, onnotice: () => {} });
    try {
      const jobs = await check<{ key: string; task: string; payload: unknown; queue: string | null; run_at: Date; max_attempts: number }[]>`
        SELECT j.key, t.identifier AS task, j.payload, q.queue_name AS queue, j.run_at, j.max_attempts
          FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          LEFT JOIN graphile_worker._private_job_queues q ON q.id = j.job_queue_id
         WHERE j.key LIKE 'cut-test-%' ORDER BY j.key`;
      expect(jobs.map((j) => ({ ...j, run_at: j.run_at.toISOString() }))).toEqual([
        { key: "cut-test-later", task: "send-report", payload: { analysisId: 43 }, queue: null, run_at: "2030-01-01T00:00:00.000Z", max_attempts: 25 },
        { key: "cut-test-pending", task: "send-report", payload: { analysisId: 42 }, queue: "reports", run_at: "2030-01-01T00:00:00.000Z", max_attempts: 5 },
      ]);
    } finally {
      await check.end();
    }
  });
});

describe("one backup at a time", () => {
  it("two workers running the scheduled backup at once make one backup; the other skips and says so", async () => {
    const dir = folder();
    process.env.BACKUP_DIR = dir;
    const logged: string[] = [];
    const helpers = {
      logger: { debug() {}, info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) },
      job: { attempts: 1, max_attempts: 3 },
    } as unknown as JobHelpers;
    // Hold the first backup inside its snapshot: it waits to read the users table.
    const blocker = await sql.reserve();
    await blocker`BEGIN`;
    await blocker`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`;
    let first: Promise<unknown>;
    let second: Promise<unknown>;
    try {
      first = Promise.resolve(incrementalBackupTask({}, helpers));
      for (let i = 0; i < 100; i++) {
        const [{ n }] = await sql<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
        if (n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      second = Promise.resolve(incrementalBackupTask({}, helpers));
      // The second one returns while the first still waits (generous: the machine is shared).
      const settled = await Promise.race([second.then(() => "returned"), new Promise((r) => setTimeout(() => r("still waiting"), 10_000))]);
      expect(settled).toBe("returned");
    } finally {
      await blocker`COMMIT`;
      blocker.release();
    }
    await first!;
    await second!.catch(() => {});
    expect(listBackups(dir)).toHaveLength(1);
    expect(logged.filter((m) => /skipped: Another backup of this database is being made/.test(m))).toHaveLength(1);
    expect(logged.filter((m) => /^Backup \S+ written/.test(m))).toHaveLength(1);
  });
});

describe("a shared S3-compatible bucket", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({ buckets: ["academy-backups"] });
  });
  afterAll(async () => {
    await s3.close();
  });
  const useBucket = (secret = s3.secretAccessKey) => {
    process.env.BACKUP_S3_URL = `s3://academy-backups/prod?endpoint=${encodeURIComponent(s3.endpoint)}&region=us-east-1&forcePathStyle=true`;
    process.env.AWS_ACCESS_KEY_ID = s3.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = secret;
  };
  const object = (id: string) => s3.buckets.get("academy-backups")!.get(`prod/${id}.backup.gz`);

  it("receives each backup; a restore finds the full backup and its incrementals wherever they are", async () => {
    useBucket();
    const machineA = folder();
    const machineB = folder();
    await sql`INSERT INTO users (username, email, role) VALUES ('Bucket', 'bucket@example.test', 'user')`;
    const full = await runBackup("full", { url: db.url(), dir: machineA });
    if (!full.ok) throw new Error(full.error);
    expect(full.backup.stored).toEqual([path.join(machineA, `${full.backup.id}.backup.gz`), `s3://academy-backups/prod/${full.backup.id}.backup.gz`]);
    expect(object(full.backup.id)!.body).toEqual(fs.readFileSync(full.backup.file));

    // The next run happens on another machine: its incremental builds on the full one in the bucket.
    await sql`UPDATE users SET job_title = 'Archivist' WHERE email = 'bucket@example.test'`;
    const incremental = await runBackup("incremental", { url: db.url(), dir: machineB });
    if (!incremental.ok) throw new Error(incremental.error);
    expect(incremental.backup.kind).toBe("incremental");
    expect(incremental.backup.header.previousId).toBe(full.backup.id);
    expect(object(incremental.backup.id)).toBeDefined();

    // From machine B's file: the full backup is found in the bucket.
    process.env.BACKUP_DIR = folder();
    const fromFile = await scratch.empty();
    expect((await restoreBackup(incremental.backup.file, fromFile)).applied).toEqual([full.backup.id, incremental.backup.id]);
    expect(await one(fromFile, "SELECT job_title FROM users WHERE email = 'bucket@example.test'")).toEqual({ job_title: "Archivist" });

    // From the bucket alone, into an empty database, by the object's address and by the backup's id.
    fs.rmSync(machineA, { recursive: true, force: true });
    fs.rmSync(machineB, { recursive: true, force: true });
    const fromBucket = await scratch.empty();
    await restoreBackup(`s3://academy-backups/prod/${incremental.backup.id}.backup.gz`, fromBucket);
    const skip = ["backup_logs"];
    const source = await fingerprint(db.url(), skip);
    expect(await fingerprint(fromBucket, skip)).toEqual(source);
    const byId = await scratch.empty();
    expect((await restoreBackup(incremental.backup.id, byId)).applied).toEqual([full.backup.id, incremental.backup.id]);
    expect(await fingerprint(byId, skip)).toEqual(source);
  });

  it("`academy backup list` shows the bucket's backups, and `restore` takes an s3:// address", async () => {
    useBucket();
    const full = await createBackup("full", { url: db.url(), dir: folder() });
    const env = { BACKUP_DIR: folder() };
    const listed = await academy(["backup", "list"], { env });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${full.id}  full         `);
    expect(listed.stdout).toContain(`s3://academy-backups/prod/${full.id}.backup.gz`);
    const target = await scratch.empty();
    const restored = await academy(["backup", "restore", `s3://academy-backups/prod/${full.id}.backup.gz`, "--database", target], { env });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(new RegExp(`Restored 1 backup: ${full.id}; \\d+ queued jobs? queued again`));
    expect(await fingerprint(target, ["backup_logs"])).toEqual(await fingerprint(db.url(), ["backup_logs"]));
  });

  it("verify refuses a damaged object in the bucket", async () => {
    useBucket();
    const full = await createBackup("full", { url: db.url(), dir: folder() });
    expect(await verifyBackup(`s3://academy-backups/prod/${full.id}.backup.gz`, db.url())).toMatchObject({ ok: true });
    const stored = object(full.id)!;
    const text = zlib.gunzipSync(stored.body).toString("utf8");
    expect(text).toContain('"Bucket"');
    stored.body = zlib.gzipSync(text.replace('"Bucket"', '"Mallory"'));
    await expect(verifyBackup(`s3://academy-backups/prod/${full.id}.backup.gz`, db.url())).rejects.toThrow(/damaged: table users does not match its manifest/);
  });

  it("a backup the bucket refused is not one: the run fails, and the next incremental continues from the last stored backup", async () => {
    useBucket();
    const full = await createBackup("full", { url: db.url(), dir: folder() });
    useBucket("not-the-secret");
    const refusedDir = folder();
    const refused = await runBackup("incremental", { url: db.url(), dir: refusedDir });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/Uploading .* to s3:\/\/academy-backups\/prod\/: SignatureDoesNotMatch \(HTTP 403\)/);
    expect(listBackups(refusedDir)).toEqual([]);
    useBucket();
    const next = await createBackup("incremental", { url: db.url(), dir: folder() });
    expect(next.header.previousId).toBe(full.id);
  });
});

describe("the copies on Google Drive", () => {
  it("are read by a restore when the folders hold no copy", async () => {
    const drive = await startFakeDrive();
    try {
      process.env.GOOGLE_SERVICE_ACCOUNT_JSON = drive.serviceAccountJson();
      process.env.GOOGLE_DRIVE_PARENT_FOLDER_ID = drive.sharedFolderId;
      process.env.GOOGLE_DRIVE_API_ROOT = drive.rootUrl;
      const machine = folder();
      const full = await runBackup("full", { url: db.url(), dir: machine });
      await sql`UPDATE users SET job_title = 'Drive Keeper' WHERE email = 'bucket@example.test'`;
      const incremental = await runBackup("incremental", { url: db.url(), dir: machine });
      if (!full.ok || !incremental.ok) throw new Error("backup failed");
      fs.rmSync(machine, { recursive: true, force: true });
      process.env.BACKUP_DIR = folder();

      const target = await scratch.empty();
      expect((await restoreBackup(incremental.backup.id, target)).applied).toEqual([full.backup.id, incremental.backup.id]);
      expect(await one(target, "SELECT job_title FROM users WHERE email = 'bucket@example.test'")).toEqual({ job_title: "Drive Keeper" });
    } finally {
      await drive.close();
    }
  });
});

describe("backups of the earlier format (1)", () => {
  it("still restore: a full backup and the incrementals after it in its folder", async () => {
    const dir = folder();
    const write = (id: string, kind: string, since: string | null, rows: object[]) => {
      const columns = ["id", "username", "email", "role", "job_title"];
      const lines = rows.map((r) => JSON.stringify(r));
      const checksum = createHash("sha256")
        .update(lines.map((l) => `${l}\n`).join(""))
        .digest("hex");
      const header = {
        id,
        kind,
        snapshotAt: "2026-01-01T00:00:00.000Z",
        since,
        baseId: since ? "20260101T000000000Z-full" : null,
        schema: "0016_report_for_owner",
      };
      const text = [
        "UPSKILL-ACADEMY-BACKUP 1",
        JSON.stringify(header),
        `@table users ${JSON.stringify(columns)}`,
        ...lines,
        "\\.",
        `@manifest ${JSON.stringify({ tables: [{ name: "users", columns, rows: lines.length, checksum }] })}`,
        "",
      ].join("\n");
      fs.writeFileSync(path.join(dir, `${id}.backup.gz`), zlib.gzipSync(text));
    };
    write("20260101T000000000Z-full", "full", null, [{ id: 7, username: "Old", email: "old@example.test", role: "user", job_title: null }]);
    write("20260101T010000000Z-incremental", "incremental", "2026-01-01T00:00:00.000Z", [
      { id: 7, username: "Old", email: "old@example.test", role: "user", job_title: "Clerk" },
      { id: 8, username: "New", email: "new@example.test", role: "user", job_title: null },
    ]);
    const target = await scratch.empty();
    const restored = await restoreBackup(path.join(dir, "20260101T000000000Z-full.backup.gz"), target);
    expect(restored.applied).toEqual(["20260101T000000000Z-full", "20260101T010000000Z-incremental"]);
    const check = postgres(target, { max: 1, onnotice: () => {} });
    expect(await check`SELECT id, job_title FROM users ORDER BY id`).toEqual([
      { id: 7, job_title: "Clerk" },
      { id: 8, job_title: null },
    ]);
    await check.end();
  });
});
