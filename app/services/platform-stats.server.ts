// Platform stats for the admin dashboard's stat cards (accounts-admin-sales.md §2, §3): counts
// straight from the tables, one round trip.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";

/** "Recent" sign-ups and "new" users: the last 7 days. */
export const RECENT_DAYS = 7;

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
