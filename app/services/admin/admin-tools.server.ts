// The AI Tools tab's operations (accounts-admin-sales.md §2, §3, §5; issue 14): list with search,
// create, update and delete. Input goes through the one tool schema the CLI import uses
// (app/lib/schemas/tool.ts); every change clears the /tools search caches so it shows at once.
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Database, type Executor } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import { tools } from "../../../db/schema/index";
import { ADMIN_PAGE_SIZE, type Paged, type ToolQuery } from "~/lib/admin-query";
import { TOOL_ID_REQUIRED, TOOL_PROBLEMS } from "~/lib/schemas/admin-tool";
import { normaliseToolKeys, toolInputSchema, type ToolInput } from "~/lib/schemas/tool";
import { escapeLike } from "~/lib/tools-query";
import { FLAGGED_LINK_STATUSES, type LinkStatus } from "~/lib/tool-link-check";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { catalogueChanged } from "../catalogue/catalogue-changes.server";
import { storedActivities, toolRow } from "../catalogue/tools.server";

export interface AdminToolRow {
  id: number;
  name: string;
  category: string;
  description: string;
  webLink: string;
  pricingModel: string;
  usageCount: number;
  isActive: boolean;
  updatedAt: string;
  /** The weekly link check's last result (app/lib/tool-link-check.ts); null fields when never checked. */
  link: {
    checkedAt: string | null;
    status: LinkStatus | null;
    httpStatus: number | null;
    detail: string | null;
    movedTo: string | null;
    failures: number;
    hiddenSince: string | null;
  };
}

export type AdminTool = ToolInput & { id: number; slug: string; createdAt: string; updatedAt: string };

export type ToolOutcome =
  | { ok: true; tool: AdminTool }
  | { ok: false; reason: "invalid"; message: string; fieldErrors: Record<string, string[]> }
  | { ok: false; reason: "not-found" | "duplicate"; message: string };

function toolSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(tools.name, pattern), ilike(tools.description, pattern), ilike(tools.category, pattern));
}

function toolOrder(sort: ToolQuery["sort"]): SQL[] {
  switch (sort) {
    case "usage":
      return [desc(tools.usageCount), asc(tools.id)];
    case "newest":
      return [desc(tools.createdAt), desc(tools.id)];
    case "category":
      return [asc(tools.category), asc(sql`lower(${tools.name})`), asc(tools.id)];
    case "name":
    default:
      return [asc(sql`lower(${tools.name})`), asc(tools.id)];
  }
}

/** Tools the link check flags: moved, dead or unreachable at the last check, or hidden by it. */
const flaggedLink = () => or(inArray(tools.linkStatus, [...FLAGGED_LINK_STATUSES]), isNotNull(tools.linkHiddenSince));

export async function listAdminTools(
  query: ToolQuery,
  db: Executor = getDb(),
  pageSize = ADMIN_PAGE_SIZE,
  filter: { flaggedLinks?: boolean } = {},
): Promise<Paged<AdminToolRow>> {
  const where = and(toolSearch(query.q), filter.flaggedLinks ? flaggedLink() : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: tools.id,
        name: tools.name,
        category: tools.category,
        description: tools.description,
        webLink: tools.webLink,
        pricingModel: tools.pricingModel,
        usageCount: tools.usageCount,
        isActive: tools.isActive,
        updatedAt: tools.updatedAt,
        linkCheckedAt: tools.linkCheckedAt,
        linkStatus: tools.linkStatus,
        linkHttpStatus: tools.linkHttpStatus,
        linkDetail: tools.linkDetail,
        linkMovedTo: tools.linkMovedTo,
        linkFailures: tools.linkFailures,
        linkHiddenSince: tools.linkHiddenSince,
      })
      .from(tools)
      .where(where)
      .orderBy(...toolOrder(query.sort))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tools)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return {
    rows: rows.map(({ linkCheckedAt, linkStatus, linkHttpStatus, linkDetail, linkMovedTo, linkFailures, linkHiddenSince, ...r }) => ({
      ...r,
      updatedAt: r.updatedAt.toISOString(),
      link: {
        checkedAt: linkCheckedAt?.toISOString() ?? null,
        status: linkStatus as LinkStatus | null,
        httpStatus: linkHttpStatus,
        detail: linkDetail,
        movedTo: linkMovedTo,
        failures: linkFailures,
        hiddenSince: linkHiddenSince?.toISOString() ?? null,
      },
    })),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

function adminTool(row: typeof tools.$inferSelect): AdminTool {
  const {
    jobCategoriesSearch: _search,
    activityUses: _uses,
    createdAt,
    updatedAt,
    linkCheckedAt: _checked,
    linkStatus: _status,
    linkHttpStatus: _http,
    linkDetail: _detail,
    linkMovedTo: _moved,
    linkFailures: _failures,
    linkHiddenSince: _hidden,
    ...rest
  } = row;
  return {
    ...rest,
    activities: storedActivities(row),
    complexityLevel: rest.complexityLevel as ToolInput["complexityLevel"],
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  } as AdminTool;
}

export async function getAdminTool(id: number, db: Executor = getDb()): Promise<AdminTool | null> {
  const [row] = await db.select().from(tools).where(eq(tools.id, id)).limit(1);
  return row ? adminTool(row) : null;
}

/** The zod issues as conform-style field errors, and §5's first message for the toast. */
function invalid(error: z.ZodError): ToolOutcome {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const message = first
    ? first.path.length && !Object.values(TOOL_PROBLEMS).includes(first.message as never)
      ? `${String(first.path[0])}: ${first.message}`
      : first.message
    : "Invalid tool";
  return { ok: false, reason: "invalid", message, fieldErrors };
}

const duplicate = (name: string): ToolOutcome => ({ ok: false, reason: "duplicate", message: `A tool named "${name}" already exists` });

/** Parse a tool object (snake_case or camelCase, JSON or form values) with the shared schema. */
export function parseToolInput(input: unknown): { ok: true; tool: ToolInput } | Extract<ToolOutcome, { reason: "invalid" }> {
  const parsed = toolInputSchema.safeParse(input && typeof input === "object" && !Array.isArray(input) ? input : {});
  if (!parsed.success) return invalid(parsed.error) as Extract<ToolOutcome, { reason: "invalid" }>;
  return { ok: true, tool: parsed.data };
}

export async function createTool(ctx: AdminContext, input: unknown, db: Database = getDb()): Promise<ToolOutcome> {
  const parsed = parseToolInput(input);
  if (!parsed.ok) return parsed;
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(tools).values(toolRow(parsed.tool)).returning();
      await recordAdminAction(ctx, { action: "tool.create", targetType: "tool", targetId: created!.id, summary: created!.name }, tx);
      return created!;
    });
    await catalogueChanged(db);
    return { ok: true, tool: adminTool(row) };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate(parsed.tool.name);
    throw error;
  }
}

/**
 * Fields outside §3's tool object: an update that does not mention them (an outside client
 * sending the spec's object) keeps what is stored rather than resetting them to defaults.
 */
const KEPT_WHEN_ABSENT = ["kind", "activities", "forOccupations", "specialties", "affiliateLink", "logoUrl", "logoEmoji", "evidenceTask"] as const;

export async function updateTool(ctx: AdminContext, id: number | null, input: unknown, db: Database = getDb()): Promise<ToolOutcome> {
  if (id === null) return { ok: false, reason: "invalid", message: TOOL_ID_REQUIRED, fieldErrors: { id: [TOOL_ID_REQUIRED] } };
  const parsed = parseToolInput(input);
  if (!parsed.ok) return parsed;
  try {
    const row = await db.transaction(async (tx) => {
      // The counters the product keeps (usage, relevance) are not the form's to change.
      const { usageCount: _u, avgRelevanceScore: _a, successRate: _s, ...fields } = toolRow(parsed.tool);
      const present = new Set(Object.keys(normaliseToolKeys(input as Record<string, unknown>)));
      for (const key of KEPT_WHEN_ABSENT) if (!present.has(key)) delete (fields as Partial<typeof fields>)[key];
      // The uses travel with the activities they describe.
      if (!present.has("activities")) delete (fields as Partial<typeof fields>).activityUses;
      const [updated] = await tx.update(tools).set(fields).where(eq(tools.id, id)).returning();
      if (!updated) return null;
      await recordAdminAction(ctx, { action: "tool.update", targetType: "tool", targetId: id, summary: updated.name }, tx);
      return updated;
    });
    if (!row) return { ok: false, reason: "not-found", message: "Tool not found" };
    await catalogueChanged(db);
    return { ok: true, tool: adminTool(row) };
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate(parsed.tool.name);
    throw error;
  }
}

export async function deleteTool(
  ctx: AdminContext,
  id: number,
  db: Database = getDb(),
): Promise<{ ok: true; id: number; name: string } | { ok: false; reason: "not-found"; message: string }> {
  const gone = await db.transaction(async (tx) => {
    const [row] = await tx.delete(tools).where(eq(tools.id, id)).returning({ id: tools.id, name: tools.name });
    if (row) await recordAdminAction(ctx, { action: "tool.delete", targetType: "tool", targetId: id, summary: row.name }, tx);
    return row;
  });
  if (!gone) return { ok: false, reason: "not-found", message: "Tool not found" };
  await catalogueChanged(db);
  return { ok: true, ...gone };
}
