// The Analytics tab's figures (accounts-admin-sales.md §2, §3, §9; issue 14): analyses in the last
// 24 hours, AI credits for the last 5 days, and the first-party events per day. Days are UTC
// calendar days, every day present (zero when nothing happened) so charts have no gaps.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";
import { getPlatformStats, type PlatformStats } from "./platform-stats.server";

/** §9: the recent usage list covers the last 5 days. */
export const AI_CREDIT_DAYS = 5;
/** The event charts cover two weeks. */
export const EVENT_DAYS = 14;

export interface DailyUsage {
  date: string;
  tokens: number;
  cost: number;
  /** Model calls recorded in ai_usage. */
  modelRuns: number;
  /** Toolkits made by the built-in engine: runs that cost nothing. */
  builtinRuns: number;
}

export interface AiCredits {
  totalTokens: number;
  totalCost: number;
  totalRuns: number;
  builtinRuns: number;
  days: number;
  dailyUsage: DailyUsage[];
}

/** AI credits for the last 5 days (today included); totals are over the same days. */
export async function getAiCredits(db: Executor = getDb(), days = AI_CREDIT_DAYS): Promise<AiCredits> {
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

import { EVENT_SERIES, type EventSeriesKey } from "~/lib/admin-analytics";
export { EVENT_SERIES, type EventSeriesKey };

export type EventDay = { date: string } & Record<EventSeriesKey, number>;

export interface Analytics {
  stats: PlatformStats;
  analysesLast24h: number;
  eventDays: EventDay[];
  eventTotals: Record<EventSeriesKey, number>;
}

/**
 * Per day, oldest first: toolkits generated (the analyses themselves, however they were asked
 * for), tools explored and downloads (the first-party events; both download events), and
 * sign-ups (new accounts).
 */
export async function getAnalytics(db: Executor = getDb(), days = EVENT_DAYS): Promise<Analytics> {
  const [stats, rows] = await Promise.all([
    getPlatformStats(db),
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
