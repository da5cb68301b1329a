// `npm run bench -- admin` (issue 25): the admin dashboard and the Analytics tab at 100,000 users
// and 200,000 toolkits. The seeded cluster is built once (bench/scale-seed.ts) and kept under the
// system temp directory, keyed by the migrations and the seeder, so a rerun only copies it
// (seconds) into the bench's throwaway data directory. Then it times what the pages' loaders call
// (the layout's and the tab's, at once, as Remix runs them), each call alone, the same figures
// counted straight from the tables (the code before the rollups, tests/helpers/admin-direct-counts.ts),
// and the pages and their JSON twins over HTTP, signed in as an admin.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { ms, percentile, table } from "./util";

export const ADMIN_SCALE = { users: 100_000, toolkits: 200_000 };
/** Timed runs per figure, after WARM_UPS untimed ones. */
export const ADMIN_RUNS = 30;
const WARM_UPS = 3;
/** DESIGN.md §6. */
export const ADMIN_BUDGET_MS = 200;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** What the seeded cluster depends on: the schema (migrations), the seeders and the sizes. */
function cacheKey(): string {
  const hash = createHash("sha256").update(JSON.stringify(ADMIN_SCALE));
  const migrations = path.join(root, "db", "migrations");
  const files = [
    ...fs
      .readdirSync(migrations)
      .filter((f) => f.endsWith(".sql"))
      .sort()
      .map((f) => path.join(migrations, f)),
    path.join(migrations, "meta", "_journal.json"),
    path.join(root, "bench", "scale-seed.ts"),
    path.join(root, "db", "seed.ts"),
  ];
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Puts a migrated, seeded cluster at `dataDir`/postgres: copied from the cache, which is built
 * first when missing (a few minutes once). The cache is built in a directory of its own and
 * renamed when complete, so an interrupted build is never used.
 */
export async function copySeededDatabase(dataDir: string, log: (line: string) => void): Promise<void> {
  const cache = path.join(os.tmpdir(), `upskill-bench-admin-${cacheKey()}`);
  if (!fs.existsSync(path.join(cache, "postgres", "PG_VERSION"))) await buildCache(cache, log);
  const started = performance.now();
  execFileSync("cp", ["-a", path.join(cache, "postgres"), path.join(dataDir, "postgres")]);
  log(`Copied the seeded cluster from ${cache} in ${ms(performance.now() - started)}.`);
}

async function buildCache(cache: string, log: (line: string) => void): Promise<void> {
  const building = `${cache}.building-${process.pid}`;
  fs.mkdirSync(building, { recursive: true, mode: 0o755 });
  fs.chmodSync(building, 0o755);
  const { startEmbeddedPostgres } = await import("../db/embedded-postgres");
  const { migrateDatabase } = await import("../db/migrate");
  const { createPool } = await import("../db/client");
  const { seedAll } = await import("../db/seed");
  const { freePort } = await import("./util");
  const { seedScale } = await import("./scale-seed");
  log(
    `Building the seeded cluster (${ADMIN_SCALE.users.toLocaleString("en-US")} users, ${ADMIN_SCALE.toolkits.toLocaleString("en-US")} toolkits) in ${building}...`,
  );
  const cluster = await startEmbeddedPostgres({ dataDir: path.join(building, "postgres"), port: await freePort(), database: "academy" });
  try {
    await migrateDatabase(cluster.url);
    const pool = createPool(cluster.url, 2);
    try {
      await seedAll(pool.db);
      const started = performance.now();
      await seedScale(pool.sql, ADMIN_SCALE);
      log(`seedScale(): ${ms(performance.now() - started)}`);
      await pool.sql`CHECKPOINT`;
    } finally {
      await pool.sql.end({ timeout: 5 });
    }
  } finally {
    await cluster.stop();
  }
  fs.renameSync(building, cache);
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

async function time(run: () => Promise<unknown>, runs = ADMIN_RUNS): Promise<Timing> {
  for (let i = 0; i < WARM_UPS; i++) await run();
  const values: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    values.push(performance.now() - started);
  }
  return { p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) };
}

/** The figures, as a Markdown table; also logs where the rollups and the direct counts disagree. */
export async function measureAdmin(baseUrl: string, log: (line: string) => void): Promise<string> {
  const { getSql, getDb } = await import("../db/client");
  const { getPlatformStats } = await import("../app/services/admin/platform-stats.server");
  const { getAnalytics, getAiCredits } = await import("../app/services/admin/admin-analytics.server");
  const { countQuestionnaires } = await import("../app/services/admin/admin-questionnaires.server");
  const { listRecentAdminActions } = await import("../app/services/operations/admin-audit.server");
  const { listUsers } = await import("../app/services/admin/admin-users.server");
  const { readTableQuery, userQuerySchema } = await import("../app/lib/admin-query");
  const direct = await import("../tests/helpers/admin-direct-counts");
  const { adminHeaders } = await import("./pages");

  const [counts] = await getSql()<{ users: number; toolkits: number; events: number; recommendations: number }[]>`
    SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM analyses) AS toolkits,
           (SELECT count(*)::int FROM analytics_events) AS events, (SELECT count(*)::int FROM analysis_recommendations) AS recommendations`;
  console.log(`Data: ${counts!.users} users, ${counts!.toolkits} toolkits, ${counts!.recommendations} recommendations, ${counts!.events} analytics events.\n`);

  const db = getDb();
  const layout = () => Promise.all([getPlatformStats(), countQuestionnaires(), listRecentAdminActions(8)]);
  const crm = () => listUsers(readTableQuery(userQuerySchema, new URLSearchParams()));
  const figures: [string, () => Promise<unknown>][] = [
    ["dashboard `/admin`: its loaders' service calls, at once", () => Promise.all([layout(), crm()])],
    ["analytics `/admin/analytics`: its loaders' service calls, at once", () => Promise.all([layout(), getAnalytics(), getAiCredits()])],
    ["getPlatformStats()", () => getPlatformStats()],
    ["getAnalytics()", () => getAnalytics()],
    ["getAiCredits()", () => getAiCredits()],
    ["listUsers() first page (the CRM tab under the dashboard)", crm],
    ["counted from the tables: platform stats (the code before)", () => direct.directPlatformStats(db)],
    ["counted from the tables: analytics (the code before)", () => direct.directAnalytics(db)],
    ["counted from the tables: AI credits (the code before)", () => direct.directAiCredits(db)],
  ];
  const rows: string[][] = [];
  for (const [label, run] of figures) {
    const t = await time(run);
    log(`${label}: p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  max ${ms(t.max)}`);
    rows.push([label, ms(t.p50), ms(t.p95), ms(t.max)]);
  }

  // Same numbers: what the services answer against the direct counts, on this data.
  const [stats, analytics, credits, directStats, directAnalytics, directCredits] = await Promise.all([
    getPlatformStats(),
    getAnalytics(),
    getAiCredits(),
    direct.directPlatformStats(db),
    direct.directAnalytics(db),
    direct.directAiCredits(db),
  ]);
  const differing = [
    ["platform stats", stats, directStats],
    ["analytics", analytics, directAnalytics],
    ["AI credits", credits, directCredits],
  ].filter(([, a, b]) => !isDeepStrictEqual(a, b));
  for (const [what, a, b] of differing) log(`DIFFERENT ${what}: services ${JSON.stringify(a)}\n  direct ${JSON.stringify(b)}`);
  log(differing.length === 0 ? "The services' figures equal the direct counts." : `${differing.length} figure(s) differ from the direct counts.`);

  const headers = await adminHeaders(baseUrl);
  for (const page of ["/admin", "/admin/analytics", "/api/admin/analytics", "/api/admin/ai-credits"]) {
    const t = await time(async () => {
      const response = await fetch(`${baseUrl}${page}`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    });
    log(`GET ${page}: p50 ${ms(t.p50)}  p95 ${ms(t.p95)}  max ${ms(t.max)}`);
    rows.push([`GET \`${page}\` (HTTP, signed in)`, ms(t.p50), ms(t.p95), ms(t.max)]);
  }
  const verdict = (label: string, p95: string) =>
    /^(dashboard|analytics|GET `\/admin)/.test(label) ? (Number.parseFloat(p95) < ADMIN_BUDGET_MS ? "ok" : "**over budget**") : "";
  return table(
    [`admin at ${counts!.users} users, ${counts!.toolkits} toolkits (${ADMIN_RUNS} runs)`, "p50", "p95", "max", `< ${ADMIN_BUDGET_MS} ms`],
    rows.map((r) => [...r, verdict(r[0]!, r[2]!)]),
  );
}
