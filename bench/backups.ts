// `npm run bench -- backups` (issue 25): what an hourly incremental backup costs on a large
// database. A scratch embedded PostgreSQL is seeded once at 100k users and 200k toolkits
// (bench/scale-seed.ts) and kept under the system temp folder, keyed by the migrations, so a
// second run starts in seconds. Each run takes a full backup, changes 100 toolkits (each
// toolkit's row and its recommendations, as a regenerated toolkit would) and times the
// incremental backup that follows: seconds, size and rows. It uses only createBackup(kind,
// { url, dir }), so the same file measures an older checkout of the product too.
// BENCH_BACKUP_TOOLKITS / BENCH_BACKUP_USERS scale it down for a quick look.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { createBackup } from "../app/services/operations/backups.server";
import { createPool } from "../db/client";
import { startEmbeddedPostgres } from "../db/embedded-postgres";
import { migrateDatabase, migrationsFolder } from "../db/migrate";
import { seedAll } from "../db/seed";
import { seedScale } from "./scale-seed";
import { freePort, table } from "./util";

const USERS = Number(process.env.BENCH_BACKUP_USERS || 100_000);
const TOOLKITS = Number(process.env.BENCH_BACKUP_TOOLKITS || 200_000);
const CHANGED_TOOLKITS = 100;

export interface BackupCost {
  seconds: number;
  bytes: number;
  rows: number;
  recommendations: number;
  kind: string;
}

export interface IncrementalFigures {
  users: number;
  toolkits: number;
  recommendations: number;
  full: BackupCost;
  incremental: BackupCost;
}

/** The cached data directory for this schema and size: a different migration set seeds its own. */
function cacheDir(): string {
  const journal = fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"));
  const key = createHash("sha256").update(journal).update(`${USERS}/${TOOLKITS}`).digest("hex").slice(0, 12);
  return path.join(os.tmpdir(), `academy-bench-backups-${key}`);
}

async function seeded(url: string, dataDir: string, log: (line: string) => void): Promise<void> {
  const marker = path.join(dataDir, "..", "seeded.json");
  if (fs.existsSync(marker)) return;
  log(`Seeding ${USERS} users and ${TOOLKITS} toolkits once (kept in ${path.dirname(dataDir)})...`);
  const started = performance.now();
  await migrateDatabase(url);
  const pool = createPool(url, 2);
  try {
    await seedAll(pool.db);
  } finally {
    await pool.sql.end();
  }
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await seedScale(sql, { users: USERS, toolkits: TOOLKITS });
  } finally {
    await sql.end();
  }
  fs.writeFileSync(marker, JSON.stringify({ users: USERS, toolkits: TOOLKITS, seconds: (performance.now() - started) / 1000 }));
  log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

function cost(backup: Awaited<ReturnType<typeof createBackup>>, seconds: number): BackupCost {
  return {
    seconds,
    bytes: backup.bytes,
    kind: backup.kind,
    rows: backup.manifest.tables.reduce((n, t) => n + t.rows, 0),
    recommendations: backup.manifest.tables.find((t) => t.name === "analysis_recommendations")?.rows ?? 0,
  };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

export async function measureIncrementalBackup(log: (line: string) => void): Promise<IncrementalFigures> {
  const root = cacheDir();
  const dataDir = path.join(root, "data");
  fs.mkdirSync(root, { recursive: true, mode: 0o755 });
  // Run as root, embedded-postgres starts the server as the `postgres` user, which must reach it.
  fs.chmodSync(root, 0o755);
  if (!fs.existsSync(path.join(root, "seeded.json"))) fs.rmSync(dataDir, { recursive: true, force: true });
  const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "bench" });
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-bench-backup-files-"));
  try {
    await seeded(cluster.url, dataDir, log);
    const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    try {
      const [counts] = await sql<{ users: number; toolkits: number; recommendations: number }[]>`
        SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM analyses) AS toolkits,
               (SELECT count(*)::int FROM analysis_recommendations) AS recommendations`;
      log(`Full backup of ${counts!.users} users, ${counts!.toolkits} toolkits, ${counts!.recommendations} recommendations...`);
      const [full, fullSeconds] = await timed(() => createBackup("full", { url: cluster.url, dir: backupDir, s3: null }));

      // 100 toolkits spread over the table, each regenerated: its row and its recommendations.
      const stamp = new Date().toISOString();
      await sql.begin(async (tx) => {
        const ids = (await tx<{ id: number }[]>`SELECT id FROM analyses ORDER BY id`).map((r) => r.id);
        const step = Math.max(1, Math.floor(ids.length / CHANGED_TOOLKITS));
        const chosen = ids.filter((_, i) => i % step === 0).slice(0, CHANGED_TOOLKITS);
        await tx`UPDATE analyses SET priority_challenge = ${`Regenerated ${stamp}`} WHERE id = ANY(${chosen})`;
        await tx`UPDATE analysis_recommendations SET use_case = ${`Regenerated ${stamp}`} WHERE analysis_id = ANY(${chosen})`;
      });
      log(`Changed ${CHANGED_TOOLKITS} toolkits; incremental backup...`);
      const [incremental, incrementalSeconds] = await timed(() => createBackup("incremental", { url: cluster.url, dir: backupDir, s3: null }));
      return { ...counts!, full: cost(full, fullSeconds), incremental: cost(incremental, incrementalSeconds) };
    } finally {
      await sql.end();
    }
  } finally {
    fs.rmSync(backupDir, { recursive: true, force: true });
    await cluster.stop();
  }
}

export function incrementalTable(f: IncrementalFigures): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return table(
    ["backup", "kind made", "seconds", "size", "rows", "analysis_recommendations rows"],
    [
      [
        `full (${f.users} users, ${f.toolkits} toolkits, ${f.recommendations} recommendations)`,
        f.full.kind,
        f.full.seconds.toFixed(1),
        mb(f.full.bytes),
        f.full.rows,
        f.full.recommendations,
      ],
      [
        `incremental after changing ${CHANGED_TOOLKITS} toolkits`,
        f.incremental.kind,
        f.incremental.seconds.toFixed(2),
        mb(f.incremental.bytes),
        f.incremental.rows,
        f.incremental.recommendations,
      ],
    ],
  );
}

// Run on its own (`npx tsx bench/backups.ts`), as an older checkout without this mode is measured.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const figures = await measureIncrementalBackup((line) => console.log(`  ${line}`));
  console.log(`\n${incrementalTable(figures)}\n`);
  process.exit(0);
}
