// Backups made by the product (DESIGN.md §3, issue 15 §2): a full backup restores into an empty
// database with identical rows, an incremental picks up what changed after it, a damaged or
// foreign file is refused, and every run is written to the backup log.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBackup } from "../../app/services/operations/backup-runs.server";
import { BackupError, createBackup } from "../../app/services/operations/backups.server";
import { listBackups } from "../../app/services/operations/backup-listing.server";
import { restoreBackup } from "../../app/services/operations/backup-restore.server";
import { verifyBackup } from "../../app/services/operations/backup-verify.server";
import { academy } from "../helpers/academy";
import { fingerprint, useScratchDatabases } from "../helpers/scratch-databases";
import { useTestDatabase } from "../helpers/test-database";

const db = useTestDatabase();
const scratch = useScratchDatabases();
const emptyDatabase = scratch.empty;
let dir = "";

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-backups-"));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const userSql = () => postgres(db.url(), { max: 1, onnotice: () => {} });

describe("full backups", () => {
  it("restore into an empty database with the same rows in every table, and verify", async () => {
    const sql = userSql();
    await sql`INSERT INTO users (username, email, role) VALUES ('Grace', 'grace@example.test', 'user')`;
    await sql.end();
    const full = await createBackup("full", { url: db.url(), dir });
    expect(full.kind).toBe("full");
    expect(full.manifest.tables.find((t) => t.name === "users")!.rows).toBe(1);
    expect(full.manifest.tables.find((t) => t.name === "tools")!.rows).toBeGreaterThan(100);

    const target = await emptyDatabase();
    await restoreBackup(full.file, target);
    expect(await fingerprint(target)).toEqual(await fingerprint(db.url()));

    const verified = await verifyBackup(full.file, db.url());
    expect(verified).toMatchObject({ ok: true, problems: [] });
    // Ids continue after the restored ones.
    const restored = postgres(target, { max: 1, onnotice: () => {} });
    const [next] = await restored`INSERT INTO users (username, email, role) VALUES ('Ada', 'ada@example.test', 'user') RETURNING id`;
    const [max] = await restored`SELECT max(id)::int AS id FROM users WHERE email = 'grace@example.test'`;
    expect(next!.id).toBeGreaterThan(max!.id);
    await restored.end();
  });

  it("refuses a non-empty database", async () => {
    const full = listBackups(dir).find((b) => b.kind === "full")!;
    await expect(restoreBackup(full.file, db.url())).rejects.toThrow(/not empty/);
  });

  it("refuses a damaged file, a truncated one, another product's file and a newer schema", async () => {
    const full = listBackups(dir).find((b) => b.kind === "full")!;
    const raw = zlib.gunzipSync(fs.readFileSync(full.file)).toString();
    const other = fs.mkdtempSync(path.join(dir, "bad-"));
    const write = (name: string, text: string) => {
      const file = path.join(other, name);
      fs.writeFileSync(file, zlib.gzipSync(text));
      return file;
    };
    // One row changed: its table no longer matches the manifest.
    const tampered = write("20260101T000000000Z-full.backup.gz", raw.replace('"Grace"', '"Mallory"'));
    await expect(verifyBackup(tampered, db.url())).rejects.toThrow(/damaged: table users/);
    const truncated = path.join(other, "20260101T000000001Z-full.backup.gz");
    const bytes = fs.readFileSync(full.file);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(verifyBackup(truncated, db.url())).rejects.toThrow(BackupError);
    const foreign = write("20260101T000000002Z-full.backup.gz", "PGDMP something else\n");
    await expect(verifyBackup(foreign, db.url())).rejects.toThrow(/not an Upskill Academy backup/);
    const newer = write("20260101T000000003Z-full.backup.gz", raw.replace(/"schema":"[^"]+"/, '"schema":"9999_from_the_future"'));
    await expect(restoreBackup(newer, await emptyDatabase())).rejects.toThrow(/newer version/);

    // The CLI says so and exits non-zero.
    const cli = await academy(["backup", "verify", tampered]);
    expect(cli.code).not.toBe(0);
    expect(cli.stderr).toMatch(/damaged/);
  });
});

describe("incremental backups", () => {
  it("hold the rows changed after the last backup, and restore on top of their full backup", async () => {
    const sql = userSql();
    await sql`INSERT INTO users (username, email, role) VALUES ('Linus', 'linus@example.test', 'user')`;
    await sql`UPDATE users SET job_title = 'Compiler Engineer', updated_at = now() WHERE email = 'grace@example.test'`;
    await sql.end();
    const incremental = await runBackup("incremental", { url: db.url(), dir });
    if (!incremental.ok) throw new Error(incremental.error);
    expect(incremental.backup.kind).toBe("incremental");
    expect(incremental.backup.manifest.tables.find((t) => t.name === "users")!.rows).toBe(2);
    expect(incremental.backup.manifest.tables.find((t) => t.name === "tools")!.rows).toBe(0);

    const target = await emptyDatabase();
    const restored = await restoreBackup(incremental.backup.file, target);
    expect(restored.applied).toHaveLength(2);
    const after = postgres(target, { max: 1, onnotice: () => {} });
    const users = await after<{ email: string; job_title: string | null }[]>`SELECT email, job_title FROM users ORDER BY email`;
    await after.end();
    expect(users).toEqual([
      { email: "grace@example.test", job_title: "Compiler Engineer" },
      { email: "linus@example.test", job_title: null },
    ]);
  });

  it("are written to the backup log with what they hold", async () => {
    const sql = userSql();
    const [log] = await sql`SELECT status, kind, users_backed_up, duration_ms, details FROM backup_logs ORDER BY id DESC LIMIT 1`;
    await sql.end();
    expect(log).toMatchObject({ status: "success", kind: "incremental", users_backed_up: 2 });
    expect((log!.details as { file: string }).file).toMatch(/incremental\.backup\.gz$/);
  });
});
