// The landing figures (issue 30 item 3): the medians of the toolkits made in the last 30 days, by
// the database in one query (percentile_cont over the analyses_created_at_idx range), kept in
// memory for LANDING_FIGURES_SECONDS (5 minutes) so a busy landing page costs a map read. What a
// visitor sees may lag by up to twice that plus the page cache's minute (server/page-cache.ts): a
// median over 30 days hardly moves in ten minutes. app/lib/landing-figures.ts words them and
// hides them when too few toolkits were made; docs/methodology.md §11 describes the method.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { log } from "~/adapters/log.server";
import { config } from "~/config.server";
import { LANDING_FIGURES_WINDOW_DAYS, type ToolkitMedians } from "~/lib/landing-figures";
import { WORK_HOURS_PER_WEEK } from "~/lib/productivity";

/**
 * Per toolkit, the figures its own page shows at the job's median wage: how many tools it
 * recommends, the hours a week they save (the whole toolkit's share of a 40-hour week, to one
 * decimal, as app/lib/productivity.ts rounds it) and what that time is worth a year (stored when
 * the toolkit was made). Then the median of each over the window.
 */
export async function computeToolkitMedians(db: Executor = getDb(), now: Date = new Date()): Promise<ToolkitMedians> {
  const [row] = await db.execute<{ toolkits: number; tools: number | null; hours: number | null; value: number | null }>(sql`
    SELECT count(*)::int AS toolkits,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY t.tools) AS tools,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY round(${WORK_HOURS_PER_WEEK / 100}::numeric * a.total_productivity_gain, 1)) AS hours,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY a.total_savings_per_year) AS value
      FROM analyses a
      CROSS JOIN LATERAL (SELECT count(*) AS tools FROM analysis_recommendations r WHERE r.analysis_id = a.id) t
     WHERE a.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${LANDING_FIGURES_WINDOW_DAYS})
       AND a.created_at <= ${now.toISOString()}::timestamptz`);
  const number = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return { toolkits: row?.toolkits ?? 0, tools: number(row?.tools), hoursPerWeek: number(row?.hours), annualValue: number(row?.value) };
}

let current: { at: number; medians: ToolkitMedians } | undefined;
let pending: Promise<ToolkitMedians | null> | undefined;

/**
 * The medians, computed at most once per LANDING_FIGURES_SECONDS in this process. Once they are
 * older, the next caller starts one new computation and, like every caller until it ends, gets
 * the figures there are, as long as they are less than twice that old (so on a busy site no
 * visitor waits for the query; LANDING_FIGURES_SECONDS=0 computes for every caller and waits). A failed query keeps the figures there were, or shows
 * none: they are a detail of the page, not its purpose.
 */
export async function recentToolkitMedians(): Promise<ToolkitMedians | null> {
  const ttlMs = config.landingFiguresSeconds * 1000;
  if (current && Date.now() - current.at < ttlMs) return current.medians;
  pending ??= computeToolkitMedians()
    .then((medians) => {
      current = { at: Date.now(), medians };
      return medians;
    })
    .catch((error: unknown) => {
      log.warn({ err: error }, "The landing figures could not be computed: the page is shown without new ones");
      return current?.medians ?? null;
    })
    .finally(() => {
      pending = undefined;
    });
  // Figures older than twice their time (a quiet site) are not served while new ones are on the way.
  return current && ttlMs > 0 && Date.now() - current.at < 2 * ttlMs ? current.medians : pending;
}
