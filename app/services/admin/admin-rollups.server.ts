// The admin dashboard's and Analytics tab's counters (issue 25, decision 0018): per-day and
// all-time rows kept in the admin_rollups schema by triggers and a job (db/migrations/0019).
// Writers only append deltas; the job folds them; a reader adds the pending deltas to the folded
// rows in the same query, so its figures are exact at any moment and cost what the days shown
// cost, not what the tables hold.
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";

export type RollupMetric = "users" | "toolkits" | "builtin_toolkits" | "events" | "ai_usage";

/** Deltas folded per statement: a backlog is worked off in bounded transactions. */
export const ROLLUP_FOLD_BATCH = 50_000;

/** Today as a UTC calendar day, the day every rollup row is bucketed by. */
export const UTC_TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;

const metricList = (metrics: readonly RollupMetric[]) =>
  sql.join(
    metrics.map((m) => sql`${m}`),
    sql`, `,
  );

/** All-time sums per (metric, key): the folded totals plus the pending deltas. */
export function rollupTotals(metrics: readonly RollupMetric[]): SQL {
  return sql`(
    SELECT metric, key, sum(n) AS n, sum(quantity) AS quantity, sum(amount) AS amount FROM (
      SELECT metric, key, n, quantity, amount FROM admin_rollups.totals WHERE metric IN (${metricList(metrics)})
      UNION ALL
      SELECT metric, key, n, quantity, amount FROM admin_rollups.deltas WHERE metric IN (${metricList(metrics)})
    ) r GROUP BY metric, key)`;
}

/** Per (metric, day, key) over the last `days` UTC days, today included: folded days plus pending deltas. */
export function rollupDays(metrics: readonly RollupMetric[], days: number): SQL {
  const since = sql`${UTC_TODAY} - ${days - 1}::int`;
  return sql`(
    SELECT metric, day, key, sum(n) AS n, sum(quantity) AS quantity, sum(amount) AS amount FROM (
      SELECT metric, day, key, n, quantity, amount FROM admin_rollups.daily
       WHERE metric IN (${metricList(metrics)}) AND day BETWEEN ${since} AND ${UTC_TODAY}
      UNION ALL
      SELECT metric, day, key, n, quantity, amount FROM admin_rollups.deltas
       WHERE metric IN (${metricList(metrics)}) AND day BETWEEN ${since} AND ${UTC_TODAY}
    ) r GROUP BY metric, day, key)`;
}

/** The job's work (every minute): every pending delta into the folded rows. Returns how many were folded. */
export async function foldAdminRollups(db: Executor = getDb()): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await db.execute<{ folded: string }>(sql`SELECT admin_rollups.fold(${ROLLUP_FOLD_BATCH}) AS folded`);
    const folded = Number(row?.folded ?? 0);
    total += folded;
    if (folded < ROLLUP_FOLD_BATCH) return total;
  }
}

/**
 * Every counter again from the counted tables (writes to them wait meanwhile). For a restore that
 * bypassed the triggers; the migration ran it once as the backfill.
 */
export async function rebuildAdminRollups(db: Executor = getDb()): Promise<void> {
  await db.execute(sql`SELECT admin_rollups.rebuild()`);
}
