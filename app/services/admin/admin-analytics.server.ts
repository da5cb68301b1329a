// The Analytics tab's figures (accounts-admin-sales.md §2, §3, §9; issue 14): analyses in the last
// 24 hours, AI credits for the last 5 days, and the first-party events per day. Days are UTC
// calendar days, every day present (zero when nothing happened) so charts have no gaps. The
// per-day figures come from the maintained rollups (admin-rollups.server.ts, decision 0018): a
// handful of rows per day shown, however many toolkits, events and model calls there are.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { rollupDays, UTC_TODAY } from "./admin-rollups.server";
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
      SELECT ${UTC_TODAY} - g AS day FROM generate_series(0, ${days - 1}) g
    ),
    r AS ${rollupDays(["ai_usage", "builtin_toolkits"], days)}
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
           coalesce((SELECT sum(quantity) FROM r WHERE r.day = d.day AND r.metric = 'ai_usage'), 0)::float8 AS tokens,
           coalesce((SELECT sum(amount) FROM r WHERE r.day = d.day AND r.metric = 'ai_usage'), 0)::float8 AS cost,
           coalesce((SELECT sum(n) FROM r WHERE r.day = d.day AND r.metric = 'ai_usage'), 0)::int AS model_runs,
           coalesce((SELECT sum(n) FROM r WHERE r.day = d.day AND r.metric = 'builtin_toolkits'), 0)::int AS builtin_runs
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
        SELECT ${UTC_TODAY} - g AS day FROM generate_series(0, ${days - 1}) g
      ),
      r AS ${rollupDays(["toolkits", "events", "users"], days)}
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
             coalesce((SELECT sum(n) FROM r WHERE r.day = d.day AND r.metric = 'toolkits'), 0)::int AS toolkits,
             coalesce((SELECT sum(n) FROM r WHERE r.day = d.day AND r.metric = 'events' AND r.key = 'tool_explored'), 0)::int AS tools_explored,
             coalesce((SELECT sum(n) FROM r WHERE r.day = d.day AND r.metric = 'events' AND r.key IN ('toolkit_download', 'delayed_popup_download')), 0)::int AS downloads,
             coalesce((SELECT sum(n) FROM r WHERE r.day = d.day AND r.metric = 'users'), 0)::int AS signups
        FROM d ORDER BY d.day`),
  ]);
  const eventDays = rows.map((r) => ({ date: r.date, toolkits: r.toolkits, toolsExplored: r.tools_explored, downloads: r.downloads, signups: r.signups }));
  const eventTotals = Object.fromEntries(EVENT_SERIES.map((s) => [s.key, eventDays.reduce((sum, d) => sum + d[s.key], 0)])) as Record<EventSeriesKey, number>;
  return { stats, analysesLast24h: stats.analysesLast24h, eventDays, eventTotals };
}
