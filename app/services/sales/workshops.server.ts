// Workshops an operator can run (visitor-side.md §2 "Workshops", §3 "Workshop"; issue 30 item 1).
// One function per operation, shared by /workshops, the admin Workshops tab and `academy workshops`:
// list what the page shows (upcoming, featured first; the latest past ones for the archive), the
// admin's paged list, add, edit and cancel (each written to the audit log in its transaction),
// the demand by city from the newsletter's 'Don't See Your City?' sign-ups, and the seed of the
// spec's workshop. Input is checked by the one schema (app/lib/schemas/workshop.ts) before it
// gets here; what needs the clock or the stored row is checked here.
import { and, asc, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { newsletterSignups, workshops } from "../../../db/schema/index";
import { SPEC_WORKSHOP } from "~/content/workshops";
import { ADMIN_PAGE_SIZE, type Paged, type WorkshopQuery } from "~/lib/admin-query";
import { workshopSchema, type WorkshopInput, type WorkshopProblem } from "~/lib/schemas/workshop";
import { escapeLike } from "~/lib/tools-query";
import { formatWorkshopDate, splitWorkshops, type WorkshopView } from "~/lib/workshops";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { catalogueChanged } from "../catalogue/catalogue-changes.server";

/**
 * /workshops is one of the anonymous pages every process caches (server/page-cache.ts), cleared by
 * the one "catalogue changed" event: a workshop written says so too, at its commit.
 */
const pagesChanged = (db: Executor) => catalogueChanged(db);

/** How many past workshops the page's archive lists at most. */
export const ARCHIVE_SIZE = 6;

type Row = typeof workshops.$inferSelect;

export function workshopView(row: Row): WorkshopView {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    location: row.location,
    city: row.city,
    price: row.price,
    originalPrice: row.originalPrice,
    capacity: row.capacity,
    placesTaken: row.placesTaken,
    includes: row.includes,
    curriculumTitle: row.curriculumTitle,
    curriculumDescription: row.curriculumDescription,
    modules: row.modules,
    certificate: row.certificate,
    performanceReport: row.performanceReport,
    linkedinRecommendation: row.linkedinRecommendation,
    level: row.level,
    featured: row.featured,
    bookingUrl: row.bookingUrl,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** What /workshops lists at `now`: the upcoming workshops (featured first, then soonest) and the latest past ones. */
export async function listPublicWorkshops(now: Date = new Date(), db: Executor = getDb()): Promise<{ upcoming: WorkshopView[]; past: WorkshopView[] }> {
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(workshops)
      .where(and(isNull(workshops.cancelledAt), gt(workshops.startsAt, now))),
    db
      .select()
      .from(workshops)
      .where(and(isNull(workshops.cancelledAt), lte(workshops.startsAt, now)))
      .orderBy(desc(workshops.startsAt), desc(workshops.id))
      .limit(ARCHIVE_SIZE),
  ]);
  return splitWorkshops([...upcoming, ...past].map(workshopView), now);
}

function workshopOrder(sort: WorkshopQuery["sort"]): SQL[] {
  switch (sort) {
    case "soonest":
      return [asc(workshops.startsAt), asc(workshops.id)];
    case "added":
      return [desc(workshops.createdAt), desc(workshops.id)];
    case "title":
      return [asc(sql`lower(${workshops.title})`), asc(workshops.startsAt)];
    case "latest":
    default:
      return [desc(workshops.startsAt), desc(workshops.id)];
  }
}

/** The admin tab's list: every workshop, cancelled ones too, searched by title, city or location. */
export async function listAdminWorkshops(query: WorkshopQuery, db: Executor = getDb(), pageSize = ADMIN_PAGE_SIZE): Promise<Paged<WorkshopView>> {
  const pattern = `%${escapeLike(query.q)}%`;
  const where = query.q ? or(ilike(workshops.title, pattern), ilike(workshops.city, pattern), ilike(workshops.location, pattern)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(workshops)
      .where(where)
      .orderBy(...workshopOrder(query.sort))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(workshops)
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { rows: rows.map(workshopView), total, page: query.page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function getWorkshop(id: number, db: Executor = getDb()): Promise<WorkshopView | null> {
  const [row] = await db.select().from(workshops).where(eq(workshops.id, id)).limit(1);
  return row ? workshopView(row) : null;
}

export type WorkshopOutcome =
  { ok: true; workshop: WorkshopView } | { ok: false; reason: "invalid"; problem: WorkshopProblem } | { ok: false; reason: "not-found"; problem: "notFound" };

const describe = (w: Pick<WorkshopInput, "title" | "startsAt" | "timeZone" | "city">) =>
  `${w.title}, ${formatWorkshopDate(w.startsAt, w.timeZone)} in ${w.city}`;

const columns = (input: WorkshopInput) => ({ ...input });

/** Add a workshop; one whose start has passed is refused. */
export async function createWorkshop(ctx: AdminContext, input: WorkshopInput, now: Date = new Date(), db: Database = getDb()): Promise<WorkshopOutcome> {
  if (input.startsAt.getTime() <= now.getTime()) return { ok: false, reason: "invalid", problem: "pastDate" };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(workshops).values(columns(input)).returning();
    await recordAdminAction(ctx, { action: "workshop.create", targetType: "workshop", targetId: row!.id, summary: describe(input) }, tx);
    await pagesChanged(tx);
    return { ok: true, workshop: workshopView(row!) };
  });
}

/**
 * Change a workshop's fields. Its day may stay in the past (correcting a past workshop's facts),
 * but a workshop is not moved to a start that has passed.
 */
export async function updateWorkshop(
  ctx: AdminContext,
  id: number,
  input: WorkshopInput,
  now: Date = new Date(),
  db: Database = getDb(),
): Promise<WorkshopOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(workshops).where(eq(workshops.id, id)).for("update").limit(1);
    if (!current) return { ok: false, reason: "not-found", problem: "notFound" } as const;
    const moved = current.startsAt.getTime() !== input.startsAt.getTime();
    if (moved && input.startsAt.getTime() <= now.getTime()) return { ok: false, reason: "invalid", problem: "pastDate" } as const;
    const [row] = await tx
      .update(workshops)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(workshops.id, id))
      .returning();
    await recordAdminAction(
      ctx,
      { action: "workshop.update", targetType: "workshop", targetId: id, summary: describe(input), details: { before: workshopView(current) } },
      tx,
    );
    await pagesChanged(tx);
    return { ok: true, workshop: workshopView(row!) };
  });
}

export type CancelOutcome = { ok: true; workshop: WorkshopView; alreadyCancelled: boolean } | { ok: false; reason: "not-found"; problem: "notFound" };

/** Cancel a workshop: it stays on record and leaves /workshops. Cancelling it again changes nothing. */
export async function cancelWorkshop(ctx: AdminContext, id: number, db: Database = getDb()): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(workshops).where(eq(workshops.id, id)).for("update").limit(1);
    if (!current) return { ok: false, reason: "not-found", problem: "notFound" } as const;
    if (current.cancelledAt) return { ok: true, workshop: workshopView(current), alreadyCancelled: true } as const;
    const [row] = await tx.update(workshops).set({ cancelledAt: new Date(), updatedAt: new Date() }).where(eq(workshops.id, id)).returning();
    await recordAdminAction(ctx, { action: "workshop.cancel", targetType: "workshop", targetId: id, summary: describe(current) }, tx);
    await pagesChanged(tx);
    return { ok: true, workshop: workshopView(row!), alreadyCancelled: false } as const;
  });
}

export interface CityDemand {
  /** The spelling most sign-ups used. */
  city: string;
  signups: number;
}

/**
 * The cities typed into 'Don't See Your City?' (the newsletter's sign-ups), counted once each
 * whatever their letter case and spacing, the most asked-for first.
 */
export async function cityDemand(limit = 50, db: Executor = getDb()): Promise<CityDemand[]> {
  const key = sql`lower(regexp_replace(btrim(${newsletterSignups.city}), '\\s+', ' ', 'g'))`;
  const spelling = sql`regexp_replace(btrim(${newsletterSignups.city}), '\\s+', ' ', 'g')`;
  const rows = await db
    .select({
      city: sql<string>`mode() WITHIN GROUP (ORDER BY ${spelling})`,
      signups: sql<number>`count(*)::int`,
    })
    .from(newsletterSignups)
    .where(sql`${newsletterSignups.city} IS NOT NULL AND btrim(${newsletterSignups.city}) <> ''`)
    .groupBy(key)
    .orderBy(sql`count(*) DESC`, key)
    .limit(limit);
  return rows;
}

/**
 * The spec's workshop (app/content/workshops.ts SPEC_WORKSHOP), added once: when the table has no
 * workshop at all, so a database made before workshops were stored gets it on its next start, and
 * one whose workshops an operator manages is never touched. Not audit-logged: no admin acted.
 */
export async function seedWorkshops(db: Executor): Promise<number> {
  const [existing] = await db.select({ id: workshops.id }).from(workshops).limit(1);
  if (existing) return 0;
  const input = workshopSchema.parse(SPEC_WORKSHOP);
  await db.insert(workshops).values(columns(input));
  await pagesChanged(db);
  return 1;
}
