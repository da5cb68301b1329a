// The admin dashboard and Analytics tab read maintained rollups (issue 25, decision 0018): their
// figures equal a count straight from the tables (the code before, tests/helpers/admin-direct-counts.ts)
// after inserts, deletes, updates, a truncate and rows either side of UTC midnight, whether the
// fold job has run or not; they read a few rows per day shown, not the tables; and concurrent
// writers of the counted tables never wait on one another or on the job.
import { sql, type SQL } from "drizzle-orm";
import postgres from "postgres";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { getAiCredits, getAnalytics } from "../../app/services/admin/admin-analytics.server";
import { foldAdminRollups, rebuildAdminRollups } from "../../app/services/admin/admin-rollups.server";
import { getPlatformStats } from "../../app/services/admin/platform-stats.server";
import { crontab } from "../../jobs/crontab";
import { startWorker, waitForIdleQueue } from "../../jobs/worker";
import { directAiCredits, directAnalytics, directPlatformStats } from "../helpers/admin-direct-counts";
import { useTestDatabase } from "../helpers/test-database";

const db = useTestDatabase();
const q = <T extends Record<string, unknown>>(query: SQL) => getDb().execute<T>(query);
const pendingDeltas = async () => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM admin_rollups.deltas`))[0]!.n;
/** Midnight UTC today, as a timestamptz expression. */
const MIDNIGHT = sql`(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The three views' figures, from the services and counted from the tables: they must be equal. */
async function expectSameAsDirectCounts() {
  const [stats, analytics, credits] = await Promise.all([getPlatformStats(), getAnalytics(), getAiCredits()]);
  const [directStats, directAnalyticsFigures, directCredits] = await Promise.all([
    directPlatformStats(getDb()),
    directAnalytics(getDb()),
    directAiCredits(getDb()),
  ]);
  expect(stats).toEqual(directStats);
  expect(analytics).toEqual(directAnalyticsFigures);
  expect(credits).toEqual(directCredits);
  return { stats, analytics, credits };
}

beforeAll(async () => {
  // The figures are bucketed by UTC day: a run that straddles midnight would compare two days.
  const toMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (toMidnight < 60_000) await new Promise((r) => setTimeout(r, toMidnight + 1_000));
});

describe("rollups against direct counts", () => {
  it("agree after inserts, deletes, updates and rows either side of UTC midnight, folded or not", async () => {
    // Accounts: two either side of midnight, others over three weeks, one a statement of its own.
    await q(sql`
      INSERT INTO users (username, email, created_at) VALUES
        ('At Midnight', 'midnight@example.com', ${MIDNIGHT}),
        ('Just Before', 'before@example.com', ${MIDNIGHT} - interval '1 microsecond'),
        ('Two Hours', 'two-hours@example.com', now() - interval '2 hours'),
        ('Three Days', 'three-days@example.com', now() - interval '3 days'),
        ('Ten Days', 'ten-days@example.com', now() - interval '10 days'),
        ('Twenty Days', 'twenty-days@example.com', now() - interval '20 days')`);
    await q(sql`INSERT INTO users (username, email) VALUES ('Now', 'now@example.com')`);
    // Toolkits: categories (one unset: 'general'), both engines, the same two sides of midnight, one dated tomorrow.
    await q(sql`
      INSERT INTO analyses (job_title, job_category, engine, created_at)
      SELECT 'Role ' || g, (ARRAY['sales', 'marketing', 'hr', NULL])[1 + g % 4], CASE WHEN g % 3 = 0 THEN 'openai' ELSE 'builtin' END,
             CASE WHEN g % 5 = 0 THEN ${MIDNIGHT} WHEN g % 5 = 1 THEN ${MIDNIGHT} - interval '1 microsecond' ELSE now() - (g % 17) * interval '1 day' - interval '3 hours' END
        FROM generate_series(1, 40) g`);
    await q(sql`INSERT INTO analyses (job_title, job_category, created_at) VALUES ('Tomorrow', 'design', now() + interval '1 day')`);
    await q(sql`
      INSERT INTO analytics_events (name, created_at)
      SELECT (ARRAY['tool_explored', 'toolkit_download', 'delayed_popup_download', 'page_view'])[1 + g % 4],
             CASE WHEN g % 7 = 0 THEN ${MIDNIGHT} WHEN g % 7 = 1 THEN ${MIDNIGHT} - interval '1 microsecond' ELSE now() - (g % 16) * interval '1 day' END
        FROM generate_series(1, 60) g`);
    await q(sql`
      INSERT INTO ai_usage (feature, model, prompt_tokens, completion_tokens, total_tokens, cost_usd, created_at)
      SELECT 'analysis', 'gpt-test', 10 * g, g, 11 * g, g * 0.000123, CASE WHEN g % 4 = 0 THEN ${MIDNIGHT} - interval '1 microsecond' ELSE now() - (g % 7) * interval '1 day' END
        FROM generate_series(1, 20) g`);

    // Nothing folded yet: the figures come from the pending deltas alone.
    expect(await pendingDeltas()).toBeGreaterThan(0);
    const first = await expectSameAsDirectCounts();
    expect(first.stats.totalUsers).toBe(7);
    expect(first.stats.totalAnalyses).toBe(41);
    expect(first.stats.topCategories.map((c) => c.count)).toEqual([10, 10, 10, 10, 1]);
    const today = first.analytics.eventDays.at(-1)!;
    const yesterday = first.analytics.eventDays.at(-2)!;
    expect([today.date, yesterday.date]).toEqual([utcDay(0), utcDay(1)]);
    // g = 5, 10, ... 40 at midnight; g = 1, 6, ... 36 a microsecond before (and any others made on those days).
    expect(today.toolkits).toBeGreaterThanOrEqual(8);
    expect(yesterday.toolkits).toBeGreaterThanOrEqual(8);
    expect(first.credits.dailyUsage[0]!.date).toBe(utcDay(0));

    // Folded: the same figures from the daily and total rows.
    expect(await foldAdminRollups()).toBeGreaterThan(0);
    expect(await pendingDeltas()).toBe(0);
    expect(await expectSameAsDirectCounts()).toEqual(first);

    // More of everything on the same days, deletes (one cascading from an account), and updates
    // that move rows between days and categories: folded rows plus pending deltas.
    await q(sql`INSERT INTO users (username, email, created_at) VALUES ('Late', 'late@example.com', ${MIDNIGHT} - interval '1 hour')`);
    await q(sql`INSERT INTO analyses (job_title, job_category, user_id, created_at)
                SELECT 'Owned', 'sales', id, ${MIDNIGHT} FROM users WHERE email = 'three-days@example.com'`);
    await q(sql`DELETE FROM users WHERE email IN ('midnight@example.com', 'three-days@example.com')`);
    await q(sql`DELETE FROM analyses WHERE job_title IN ('Role 5', 'Role 6', 'Role 7')`);
    await q(sql`UPDATE analyses SET created_at = now() - interval '4 days', job_category = 'finance', engine = 'openai' WHERE job_title = 'Role 10'`);
    await q(sql`UPDATE analyses SET engine = 'builtin' WHERE job_title = 'Role 12'`);
    await q(sql`UPDATE users SET created_at = now() - interval '30 days' WHERE email = 'two-hours@example.com'`);
    await q(sql`DELETE FROM analytics_events WHERE id IN (SELECT id FROM analytics_events ORDER BY id LIMIT 9)`);
    await q(sql`UPDATE analytics_events SET name = 'tool_explored' WHERE name = 'page_view' AND id % 2 = 0`);
    await q(sql`UPDATE ai_usage SET total_tokens = total_tokens + 1000, cost_usd = cost_usd + 1 WHERE id IN (SELECT id FROM ai_usage ORDER BY id LIMIT 2)`);
    await q(sql`DELETE FROM ai_usage WHERE id IN (SELECT id FROM ai_usage ORDER BY id DESC LIMIT 3)`);
    // Unrelated columns change often and record nothing.
    const before = await pendingDeltas();
    await q(sql`UPDATE users SET last_login_at = now()`);
    await q(sql`UPDATE analyses SET total_savings_per_year = total_savings_per_year + 1`);
    expect(await pendingDeltas()).toBe(before);

    const second = await expectSameAsDirectCounts();
    expect(second.stats.totalUsers).toBe(6);
    expect(second.stats.totalAnalyses).toBe(39);
    // Role 5 (marketing), 6 (hr) and 7 (general) went, Role 10 moved from hr to finance, one more in sales.
    expect(second.stats.topCategories).toEqual([
      { category: "sales", count: 11 },
      { category: "general", count: 9 },
      { category: "marketing", count: 9 },
      { category: "hr", count: 8 },
      { category: "design", count: 1 },
    ]);

    await foldAdminRollups();
    expect(await expectSameAsDirectCounts()).toEqual(second);

    // A truncated table starts again from zero; a rebuild gives what the triggers kept.
    await q(sql`TRUNCATE ai_usage`);
    const third = await expectSameAsDirectCounts();
    expect(third.credits.totalTokens).toBe(0);
    await rebuildAdminRollups();
    expect(await pendingDeltas()).toBe(0);
    expect(await expectSameAsDirectCounts()).toEqual(third);
  });
});

describe("the cost of the views", () => {
  const COUNTED = ["users", "analyses", "analytics_events", "ai_usage"] as const;

  it("read a few rows per day shown, not the tables", async () => {
    await q(sql`
      INSERT INTO users (username, email, created_at)
      SELECT 'Cost ' || g, 'cost.' || g || '@example.com', now() - g * interval '7 hours' FROM generate_series(1, 1200) g`);
    await q(sql`
      INSERT INTO analyses (job_title, job_category, engine, created_at)
      SELECT 'Cost ' || g, (ARRAY['sales', 'hr', 'design'])[1 + g % 3], 'builtin', now() - g * interval '170 minutes' FROM generate_series(1, 3000) g`);
    await q(sql`
      INSERT INTO analytics_events (name, created_at)
      SELECT (ARRAY['tool_explored', 'toolkit_download', 'page_view'])[1 + g % 3], now() - g * interval '170 minutes' FROM generate_series(1, 3000) g`);
    await q(sql`
      INSERT INTO ai_usage (feature, model, total_tokens, cost_usd, created_at)
      SELECT 'analysis', 'gpt-test', 100, 0.001, now() - g * interval '14 hours' FROM generate_series(1, 600) g`);
    await foldAdminRollups();
    for (const table of COUNTED) await q(sql.raw(`VACUUM ANALYZE ${table}`));
    const sizes = Object.fromEntries(
      (
        await q<{ name: string; n: number }>(
          sql`SELECT relname AS name, reltuples::int AS n FROM pg_class WHERE relname IN ${sql.raw(`('${COUNTED.join("', '")}')`)}`,
        )
      ).map((r) => [r.name, r.n]),
    );

    // The three views' calls in one transaction: PostgreSQL shows the counts of rows its backend
    // read (from sequential scans, plus index entries) before it flushes them, which it does only
    // between transactions, so the difference across the calls is exactly theirs.
    const read = await getDb().transaction(async (tx) => {
      const counts = async () =>
        Object.fromEntries(
          (
            await tx.execute<{ name: string; n: string }>(sql`
              SELECT c.relname AS name,
                     pg_stat_get_xact_tuples_returned(c.oid)
                       + coalesce((SELECT sum(pg_stat_get_xact_tuples_returned(i.indexrelid)) FROM pg_index i WHERE i.indrelid = c.oid), 0) AS n
                FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'`)
          ).map((r) => [r.name, Number(r.n)]),
        );
      const before = await counts();
      await getPlatformStats(tx);
      await getAnalytics(tx);
      await getAiCredits(tx);
      const after = await counts();
      return Object.fromEntries(COUNTED.map((t) => [t, after[t]! - before[t]!]));
    });
    for (const table of COUNTED) {
      // The rolling windows (7 days of accounts, 24 hours of toolkits) read their own rows, twice
      // (the dashboard's stats are part of the analytics); counting the table would read it all.
      expect(read[table], `${table}: ${read[table]} of ${sizes[table]} rows read`).toBeLessThan(sizes[table]! * 0.1);
    }
  });
});

describe("no hot rows", () => {
  it("lets writers of the counted tables and the fold job proceed while another writer's transaction is open", async () => {
    const first = postgres(db.url(), { max: 1, onnotice: () => {} });
    const second = postgres(db.url(), { max: 1, onnotice: () => {} });
    try {
      await first.begin(async (open) => {
        // An uncommitted toolkit, account, event and model call for today, in the busiest category.
        await open`INSERT INTO analyses (job_title, job_category) VALUES ('Open', 'sales')`;
        await open`INSERT INTO users (username, email) VALUES ('Open', 'open@example.com')`;
        await open`INSERT INTO analytics_events (name) VALUES ('tool_explored')`;
        await open`INSERT INTO ai_usage (feature, model, total_tokens, cost_usd) VALUES ('analysis', 'gpt-test', 5, 0.01)`;
        // Another writer of the same day and keys would wait on a shared counter row: lock_timeout says if it does.
        await second.begin(async (tx) => {
          await tx`SET LOCAL lock_timeout = '3s'`;
          await tx`INSERT INTO analyses (job_title, job_category) VALUES ('Concurrent', 'sales')`;
          await tx`INSERT INTO users (username, email) VALUES ('Concurrent', 'concurrent@example.com')`;
          await tx`INSERT INTO analytics_events (name) VALUES ('tool_explored')`;
          await tx`INSERT INTO ai_usage (feature, model, total_tokens, cost_usd) VALUES ('analysis', 'gpt-test', 5, 0.01)`;
          await tx`DELETE FROM analyses WHERE job_title = 'Concurrent'`;
        });
        // The job folds what is committed, without waiting for the open transaction, and the
        // views do not wait either; the open transaction's rows count once it commits.
        const folded = await Promise.race([
          foldAdminRollups(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the fold waited on an open transaction")), 5_000)),
        ]);
        expect(folded).toBeGreaterThan(0);
        await expectSameAsDirectCounts();
      });
      await expectSameAsDirectCounts();
      expect(await pendingDeltas()).toBeGreaterThan(0);
    } finally {
      await first.end({ timeout: 5 });
      await second.end({ timeout: 5 });
    }
  });
});

describe("the fold job", () => {
  it("runs every minute and folds the pending deltas", async () => {
    expect(crontab.split("\n")).toContain("* * * * * fold-admin-rollups");
    await q(sql`INSERT INTO analyses (job_title, job_category) VALUES ('Queued', 'hr')`);
    const expected = await expectSameAsDirectCounts();
    expect(await pendingDeltas()).toBeGreaterThan(0);
    // The worker refuses to start with a crontab task it does not know, so this also checks the task list.
    const worker = await startWorker(db.url(), 1);
    try {
      await q(sql`SELECT graphile_worker.add_job('fold-admin-rollups', '{}'::json)`);
      await waitForIdleQueue(db.url(), 20_000);
    } finally {
      await worker.stop();
    }
    expect(await pendingDeltas()).toBe(0);
    expect(await expectSameAsDirectCounts()).toEqual(expected);
  }, 60_000);
});
