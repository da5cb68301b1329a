// The AI tools catalogue: search for /tools and /api/ai-tools, and the writes shared by the seed,
// the CLI import and (later) the admin form. Filtering, sorting and paging run in PostgreSQL on
// indexed columns (trigram indexes for the substring searches).
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { tools } from "../../../db/schema/index";
import { onCatalogueChange } from "~/lib/catalogue-changes";
import { catalogueChanged } from "./catalogue-changes.server";
import { escapeLike, type ToolsQuery } from "~/lib/tools-query";
import { storedActivities, toolColumns, toolSlug, type ToolInput } from "~/lib/schemas/tool";

export interface ToolCard {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  jobCategories: string[];
  pricingTier: string;
  baseProductivityGain: number;
  baseSavingsPerYear: number;
  implementationTime: string;
  complexityLevel: string;
  usageCount: number;
  avgRelevanceScore: number;
  successRate: number | null;
  webLink: string;
  logoUrl: string | null;
  logoEmoji: string;
  /** When the weekly link check last reached the tool's address (ISO), null before the first check. */
  linkCheckedAt: string | null;
}

export interface ToolSearchResult {
  tools: ToolCard[];
  /** Tools that match the filters, across all pages. */
  matched: number;
  /** All active tools in the catalogue. */
  total: number;
  page: number;
  pageCount: number;
}

const cardColumns = {
  id: tools.id,
  slug: tools.slug,
  name: tools.name,
  description: tools.description,
  category: tools.category,
  jobCategories: tools.jobCategories,
  pricingTier: tools.pricingTier,
  baseProductivityGain: tools.baseProductivityGain,
  baseSavingsPerYear: tools.baseSavingsPerYear,
  implementationTime: tools.implementationTime,
  complexityLevel: tools.complexityLevel,
  usageCount: tools.usageCount,
  avgRelevanceScore: tools.avgRelevanceScore,
  successRate: tools.successRate,
  webLink: tools.webLink,
  logoUrl: tools.logoUrl,
  logoEmoji: tools.logoEmoji,
  linkCheckedAt: tools.linkCheckedAt,
};

/**
 * The tools visitors see: active, and not hidden by the link check (a tool whose address failed
 * three weekly checks in a row, until an admin looks: app/lib/tool-link-check.ts).
 */
export const listed = () => and(eq(tools.isActive, true), isNull(tools.linkHiddenSince))!;

function filters(query: Pick<ToolsQuery, "q" | "category" | "role">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listed()];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(tools.name, pattern), ilike(tools.description, pattern)));
  }
  if (query.category) conditions.push(eq(tools.category, query.category));
  if (query.role) {
    // job_categories_search is the lower-cased list joined by '|', kept by a trigger.
    conditions.push(sql`${tools.jobCategoriesSearch} LIKE ${`%${escapeLike(query.role.toLowerCase())}%`}`);
  }
  return and(...conditions);
}

function ordering(sort: ToolsQuery["sort"]): SQL[] {
  switch (sort) {
    case "productivity":
      return [desc(tools.baseProductivityGain), asc(tools.id)];
    case "savings":
      return [desc(tools.baseSavingsPerYear), asc(tools.id)];
    case "relevance":
      return [desc(tools.avgRelevanceScore), asc(tools.id)];
    case "name":
      return [asc(sql`lower(${tools.name})`), asc(tools.id)];
    case "popularity":
    default:
      return [desc(tools.usageCount), asc(tools.id)];
  }
}

/** All active tools; cached briefly (it changes only when the catalogue is edited). */
let totalCache: { at: number; total: number } | undefined;
const TOTAL_CACHE_MS = 30_000;

async function activeToolCount(db: Executor): Promise<number> {
  if (totalCache && Date.now() - totalCache.at < TOTAL_CACHE_MS) return totalCache.total;
  const [row] = await db.select({ n: count() }).from(tools).where(listed());
  totalCache = { at: Date.now(), total: row?.n ?? 0 };
  return totalCache.total;
}

/** One query for the page and the number of matches (a window count over the filtered rows). */
export async function searchTools(query: ToolsQuery, db: Executor = getDb()): Promise<ToolSearchResult> {
  const where = filters(query);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    db
      .select({ ...cardColumns, matched: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(tools)
      .where(where)
      .orderBy(...ordering(query.sort))
      .limit(query.pageSize)
      .offset(offset),
    activeToolCount(db),
  ]);
  let matched = rows[0]?.matched;
  // A page past the end has no rows to carry the count.
  if (matched === undefined) matched = offset === 0 ? 0 : ((await db.select({ n: count() }).from(tools).where(where))[0]?.n ?? 0);
  return {
    tools: rows.map(({ matched: _matched, linkCheckedAt, ...card }) => ({ ...card, linkCheckedAt: linkCheckedAt?.toISOString() ?? null })),
    matched,
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(matched / query.pageSize)),
  };
}

/**
 * The pages' and API's search: the same results, kept for a few seconds per query so that a
 * popular listing is not recomputed for every visitor. Edits through upsertTools() clear it.
 */
const SEARCH_CACHE_MS = 5_000;
const SEARCH_CACHE_SIZE = 500;
const searchCache = new Map<string, { at: number; result: Promise<ToolSearchResult> }>();

export function searchToolsCached(query: ToolsQuery): Promise<ToolSearchResult> {
  const key = JSON.stringify(query);
  const hit = searchCache.get(key);
  if (hit && Date.now() - hit.at < SEARCH_CACHE_MS) return hit.result;
  const result = searchTools(query);
  if (searchCache.size >= SEARCH_CACHE_SIZE) searchCache.delete(searchCache.keys().next().value!);
  searchCache.set(key, { at: Date.now(), result });
  // A failed search is not kept.
  result.catch(() => searchCache.delete(key));
  return result;
}

function clearLocalCatalogueCaches() {
  roleCache = undefined;
  totalCache = undefined;
  searchCache.clear();
}
// On every catalogue change, made here or in another process (catalogue-changes.server.ts).
onCatalogueChange(clearLocalCatalogueCaches);

let roleCache: { at: number; roles: string[] } | undefined;
const ROLE_CACHE_MS = 30_000;

/** The job categories in use, for the Job Role filter (cached briefly: it changes rarely). */
export async function listJobRoles(db: Executor = getDb()): Promise<string[]> {
  if (roleCache && Date.now() - roleCache.at < ROLE_CACHE_MS) return roleCache.roles;
  const rows = await db.execute<{ role: string }>(
    sql`SELECT DISTINCT unnest(job_categories) AS role FROM tools WHERE is_active AND link_hidden_since IS NULL ORDER BY 1`,
  );
  roleCache = { at: Date.now(), roles: rows.map((r) => r.role) };
  return roleCache.roles;
}

/** The row to write for a validated tool; the slug is derived from the name. */
export function toolRow(input: ToolInput) {
  return { ...toolColumns(input), slug: toolSlug(input.name), updatedAt: new Date() };
}

export { storedActivities };

/**
 * Insert tools or update the ones with the same name (by slug), in one statement per
 * batch so that an import of thousands of rows stays quick. Returns how many were new.
 */
export async function upsertTools(inputs: ToolInput[], db: Executor = getDb()): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  for (let i = 0; i < inputs.length; i += 500) {
    const batch = inputs.slice(i, i + 500).map(toolRow);
    const result = await db
      .insert(tools)
      .values(batch)
      .onConflictDoUpdate({
        // The slug is the name lower-cased and simplified, so it identifies a tool by name.
        target: tools.slug,
        set: Object.fromEntries(Object.keys(batch[0]!).map((key) => [key, sql.raw(`excluded.${snake(key)}`)])),
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    inserted += result.filter((r) => r.inserted).length;
  }
  await catalogueChanged(db);
  return { inserted, updated: inputs.length - inserted };
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every tool, in a stable order, for `academy tools export`; read in pages to bound memory. */
export async function* allToolsForExport(db: Executor = getDb(), pageSize = 1000) {
  let lastId = 0;
  while (true) {
    const rows = await db
      .select()
      .from(tools)
      .where(sql`${tools.id} > ${lastId}`)
      .orderBy(asc(tools.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield* rows;
    lastId = rows[rows.length - 1]!.id;
  }
}
