// Platform stats for the admin dashboard's stat cards (accounts-admin-sales.md §2, §3), one round
// trip. All-time figures come from the maintained rollups (admin-rollups.server.ts, decision 0018),
// so they cost the same at 200,000 toolkits as at 20; the rolling windows (7 days of sign-ups, 24
// hours of toolkits) are exact live counts over the created_at indexes, which read only the rows
// inside the window.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { rollupTotals } from "./admin-rollups.server";

import { RECENT_DAYS } from "~/lib/recent-days";

export { RECENT_DAYS };

export interface PlatformStats {
  totalUsers: number;
  recentSignups: number;
  newUsersCount: number;
  totalAnalyses: number;
  analysesLast24h: number;
  topCategories: { category: string; count: number }[];
}

export async function getPlatformStats(db: Executor = getDb()): Promise<PlatformStats> {
  const [row] = await db.execute<{
    total_users: number;
    recent_signups: number;
    total_analyses: number;
    analyses_24h: number;
    top_categories: { category: string; count: number }[] | null;
  }>(sql`
    WITH totals AS ${rollupTotals(["users", "toolkits"])}
    SELECT
      (SELECT coalesce(sum(n), 0)::int FROM totals WHERE metric = 'users') AS total_users,
      (SELECT count(*)::int FROM users WHERE created_at > now() - make_interval(days => ${RECENT_DAYS})) AS recent_signups,
      (SELECT coalesce(sum(n), 0)::int FROM totals WHERE metric = 'toolkits') AS total_analyses,
      (SELECT count(*)::int FROM analyses WHERE created_at > now() - interval '24 hours') AS analyses_24h,
      (SELECT json_agg(json_build_object('category', category, 'count', n) ORDER BY n DESC, category)
         FROM (SELECT key AS category, n::int AS n FROM totals
                WHERE metric = 'toolkits' AND n <> 0 ORDER BY n DESC, 1 LIMIT 5) top) AS top_categories`);
  return {
    totalUsers: row!.total_users,
    recentSignups: row!.recent_signups,
    newUsersCount: row!.recent_signups,
    totalAnalyses: row!.total_analyses,
    analysesLast24h: row!.analyses_24h,
    topCategories: row!.top_categories ?? [],
  };
}
