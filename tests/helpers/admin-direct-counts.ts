// The admin figures counted straight from the tables, as the dashboard and the Analytics tab
// computed them before the rollups (issue 25): the reference the rollups are checked against
// (tests/integration/admin-rollups.test.ts) and timed beside (`npm run bench -- admin`).
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { AiCredits, Analytics } from "../../app/services/admin/admin-analytics.server";
import { EVENT_SERIES, type EventSeriesKey } from "../../app/lib/admin-analytics";
import { RECENT_DAYS, type PlatformStats } from "../../app/services/admin/platform-stats.server";

export async function directPlatformStats(db: Executor): Promise<PlatformStats> {
  const [row] = await db.execute<{
    total_users: number;
    recent_signups: number;
    total_analyses: number;
    analyses_24h: number;
    top_categories: { category: string; count: number }[] | null;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM users) AS total_users,
      (SELECT count(*)::int FROM users WHERE created_at > now() - make_interval(days => ${RECENT_DAYS})) AS recent_signups,
      (SELECT count(*)::int FROM analyses) AS total_analyses,
      (SELECT count(*)::int FROM analyses WHERE created_at > now() - interval '24 hours') AS analyses_24h,
      (SELECT json_agg(json_build_object('category', category, 'count', n) ORDER BY n DESC, category)
         FROM (SELECT coalesce(job_category, 'general') AS category, count(*)::int AS n
                 FROM analyses GROUP BY 1 ORDER BY n DESC, 1 LIMIT 5) top) AS top_categories`);
  return {
    totalUsers: row!.total_users,
    recentSignups: row!.recent_signups,
    newUsersCount: row!.recent_signups,
    totalAnalyses: row!.total_analyses,
    analysesLast24h: row!.analyses_24h,
    topCategories: row!.top_categories ?? [],
  };
}

export async function directAiCredits(db: Executor, days = 5): Promise<AiCredits> {
  const rows = await db.execute<{ date: string; tokens: number; cost: number; model_runs: number; builtin_runs: number }>(sql`
    WITH d AS (
      SELECT (current_date AT TIME ZONE 'UTC')::date - g AS day FROM generate_series(0, ${days - 1}) g
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
           coalesce((SELECT sum(total_tokens) FROM ai_usage u WHERE (u.created_at AT TIME ZONE 'UTC')::date = d.day), 0)::float8 AS tokens,
           coalesce((SELECT sum(cost_usd) FROM ai_usage u WHERE (u.created_at AT TIME ZONE 'UTC')::date = d.day), 0)::float8 AS cost,
           (SELECT count(*) FROM ai_usage u WHERE (u.created_at AT TIME ZONE 'UTC')::date = d.day)::int AS model_runs,
           (SELECT count(*) FROM analyses a WHERE a.engine = 'builtin' AND (a.created_at AT TIME ZONE 'UTC')::date = d.day)::int AS builtin_runs
      FROM d ORDER BY d.day DESC`);
  const dailyUsage = rows.map((r) => ({
    date: r.date,
    tokens: Number(r.tokens),
    cost: Math.round(Number(r.cost) * 1e6) / 1e6,
    modelRuns: r.model_runs,
    builtinRuns: r.builtin_runs,
  }));
  return {
    totalTokens: dailyUsage.reduce((s, d) => s + d.tokens, 0),
    totalCost: Math.round(dailyUsage.reduce((s, d) => s + d.cost, 0) * 1e6) / 1e6,
    totalRuns: dailyUsage.reduce((s, d) => s + d.modelRuns + d.builtinRuns, 0),
    builtinRuns: dailyUsage.reduce((s, d) => s + d.builtinRuns, 0),
    days,
    dailyUsage,
  };
}

export async function directAnalytics(db: Executor, days = 14): Promise<Analytics> {
  const [stats, rows] = await Promise.all([
    directPlatformStats(db),
    db.execute<{ date: string; toolkits: number; tools_explored: number; downloads: number; signups: number }>(sql`
      WITH d AS (
        SELECT (current_date AT TIME ZONE 'UTC')::date - g AS day FROM generate_series(0, ${days - 1}) g
      ),
      e AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, name, count(*)::int AS n
          FROM analytics_events
         WHERE created_at >= now() - make_interval(days => ${days})
           AND name IN ('tool_explored', 'toolkit_download', 'delayed_popup_download')
         GROUP BY 1, 2
      ),
      a AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
          FROM analyses WHERE created_at >= now() - make_interval(days => ${days}) GROUP BY 1
      ),
      u AS (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
          FROM users WHERE created_at >= now() - make_interval(days => ${days}) GROUP BY 1
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
             coalesce((SELECT n FROM a WHERE a.day = d.day), 0)::int AS toolkits,
             coalesce((SELECT sum(n) FROM e WHERE e.day = d.day AND e.name = 'tool_explored'), 0)::int AS tools_explored,
             coalesce((SELECT sum(n) FROM e WHERE e.day = d.day AND e.name IN ('toolkit_download', 'delayed_popup_download')), 0)::int AS downloads,
             coalesce((SELECT n FROM u WHERE u.day = d.day), 0)::int AS signups
        FROM d ORDER BY d.day`),
  ]);
  const eventDays = rows.map((r) => ({ date: r.date, toolkits: r.toolkits, toolsExplored: r.tools_explored, downloads: r.downloads, signups: r.signups }));
  const eventTotals = Object.fromEntries(EVENT_SERIES.map((s) => [s.key, eventDays.reduce((sum, d) => sum + d[s.key], 0)])) as Record<EventSeriesKey, number>;
  return { stats, analysesLast24h: stats.analysesLast24h, eventDays, eventTotals };
}
