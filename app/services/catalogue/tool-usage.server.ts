// How often each tool was recommended (its popularity on /tools), counted without contention
// (issue 25): a toolkit appends one row per tool to tool_usage_events inside its own transaction,
// and a job folds the rows into tools.usage_count every minute. Under load no toolkit waits on a
// shared tools row, and the count on /tools trails by at most a minute.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { toolUsageEvents } from "../../../db/schema/index";

/** Rows folded per run: a backlog is worked off in bounded transactions. */
export const USAGE_ROLL_UP_BATCH = 20_000;

export async function recordToolUsage(toolIds: readonly number[], db: Executor): Promise<void> {
  if (toolIds.length === 0) return;
  await db.insert(toolUsageEvents).values(toolIds.map((toolId) => ({ toolId })));
}

/**
 * Moves recorded uses into tools.usage_count, one batch at a time, in one statement: the events
 * it deletes are the ones it adds, so a crash between two steps cannot count a use twice. SKIP
 * LOCKED lets two workers run it at once without waiting on each other. Returns the uses folded.
 */
export async function rollUpToolUsage(db: Executor = getDb()): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await db.execute<{ folded: number }>(sql`
      WITH moved AS (
        DELETE FROM tool_usage_events
        WHERE id IN (SELECT id FROM tool_usage_events ORDER BY id LIMIT ${USAGE_ROLL_UP_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING tool_id
      ), counts AS (
        SELECT tool_id, count(*)::int AS n FROM moved GROUP BY tool_id
      ), updated AS (
        UPDATE tools SET usage_count = tools.usage_count + counts.n FROM counts WHERE tools.id = counts.tool_id RETURNING counts.n
      )
      SELECT coalesce(sum(n), 0)::int AS folded FROM updated`);
    const folded = row?.folded ?? 0;
    total += folded;
    if (folded < USAGE_ROLL_UP_BATCH) return total;
  }
}
