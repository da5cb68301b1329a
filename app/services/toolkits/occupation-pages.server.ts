// The public occupation pages (/ai-tools-for/{slug}, issue 30 item 5): the seeded O*NET
// occupations with their slugs, kept in memory (they change only when an operator seeds again,
// which is a catalogue change), and one occupation's page: its work activities, the toolkit the
// built-in engine gives its everyday title with the first work areas the wizard suggests for it
// chosen (as a typical visitor with this job would), and its median wage.
// A page view stores nothing.
import { asc, inArray } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { occupations, tools } from "../../../db/schema/index";
import type { StoredSalaryBand } from "../../../db/schema/toolkits";
import type { ToolType } from "~/lib/catalogue-constants";
import { onCatalogueChange } from "~/lib/catalogue-changes";
import { displayOccupationCode, majorGroupLabel } from "~/lib/occupation-groups";
import { everydayTitle, occupationSlugs } from "~/lib/occupation-pages";
import { salaryBandFor } from "~/lib/salary";
import { type ActivityBasis, type ActivityEffort } from "~/lib/work-activities";
import { salaryBandForOccupation } from "./activity-profiles.server";
import { planOccupationToolkit } from "./toolkit-plan.server";

export interface OccupationListing {
  code: string;
  title: string;
  description: string;
  aiApplicabilityScore: number | null;
  slug: string;
  /** The title a person in it would type ("Registered Nurse"), for the texts and the toolkit form. */
  everydayTitle: string;
}

export interface OccupationDirectory {
  list: OccupationListing[];
  bySlug: Map<string, OccupationListing>;
  byCode: Map<string, OccupationListing>;
}

/** Occupations change only when the data is seeded again (a catalogue change drops them at once). */
const DIRECTORY_TTL_MS = 10 * 60_000;
let cached: { at: number; directory: Promise<OccupationDirectory> } | null = null;

onCatalogueChange(() => {
  cached = null;
});

async function readDirectory(db: Executor): Promise<OccupationDirectory> {
  const rows = await db.select().from(occupations).orderBy(asc(occupations.code));
  const slugs = occupationSlugs(rows);
  const list = rows.map((r) => ({
    code: r.code,
    title: r.title,
    description: r.description,
    aiApplicabilityScore: r.aiApplicabilityScore,
    slug: slugs.get(r.code)!,
    everydayTitle: everydayTitle(r),
  }));
  return { list, bySlug: new Map(list.map((o) => [o.slug, o])), byCode: new Map(list.map((o) => [o.code, o])) };
}

/** Every occupation with its slug, read once and kept (only reads through the shared pool are). */
export function occupationDirectory(db: Executor = getDb()): Promise<OccupationDirectory> {
  if (db !== getDb()) return readDirectory(db);
  if (cached && Date.now() - cached.at < DIRECTORY_TTL_MS) return cached.directory;
  const directory = readDirectory(db);
  const entry = { at: Date.now(), directory };
  cached = entry;
  // A failed read is not kept.
  directory.catch(() => {
    if (cached === entry) cached = null;
  });
  return directory;
}

/** How many work activities a page lists (the largest shares of the week). */
export const PAGE_ACTIVITIES = 8;

export interface OccupationPageActivity {
  id: string;
  label: string;
  /** O*NET's own wording. */
  title: string;
  /** Share of the week, 0 to 1. */
  share: number;
  effort: ActivityEffort;
  completion: number | null;
  scope: number | null;
}

export interface OccupationPageTool {
  id: number;
  name: string;
  category: string;
  description: string;
  useCase: string;
  toolType: ToolType;
  /** Percent of a 40-hour week, as a toolkit stores it. */
  productivityGain: number;
  webLink: string | null;
  logoUrl: string | null;
  logoEmoji: string;
  /** The heading it is listed under (the job's activity it serves most), as in a toolkit. */
  aspect: string;
}

export interface OccupationPage {
  occupation: OccupationListing & { displayCode: string; majorGroup: string | null };
  basis: ActivityBasis;
  /** How many work activities O*NET rates for it (or its group). */
  activityCount: number;
  activities: OccupationPageActivity[];
  tools: OccupationPageTool[];
  /** The work areas the toolkit is planned with: the first ones the wizard suggests for the occupation, as a visitor would choose them. */
  workAreas: string[];
  /** The salary the figures are at (the median wage, as a toolkit's slider starts) and where it comes from. */
  salary: number;
  salarySource: string;
}

/** One occupation's page: its activities, the engine's toolkit for its everyday title and suggested work areas, its median wage. Stores nothing. */
export async function occupationPage(listing: OccupationListing, db: Executor = getDb()): Promise<OccupationPage> {
  const match = { ...listing, similarity: 1 };
  const [plan, band] = await Promise.all([planOccupationToolkit(match, listing.everydayTitle, db), salaryBandForOccupation(listing.code, db)]);
  const salaryBand: StoredSalaryBand = band ?? {
    ...salaryBandFor(listing.everydayTitle),
    source: "Our default for this kind of job title (BLS publishes no wage for it)",
  };
  const byId = new Map(plan.candidates.map((c) => [c.id, c]));
  const ids = plan.result.recommendations.map((r) => r.toolId);
  const logos = ids.length
    ? await db.select({ id: tools.id, logoUrl: tools.logoUrl, logoEmoji: tools.logoEmoji }).from(tools).where(inArray(tools.id, ids))
    : [];
  const logoOf = new Map(logos.map((l) => [l.id, l]));
  return {
    occupation: { ...listing, displayCode: displayOccupationCode(listing.code), majorGroup: majorGroupLabel(listing.code) },
    basis: plan.profile.basis,
    activityCount: plan.profile.activities.length,
    activities: plan.profile.activities.slice(0, PAGE_ACTIVITIES).map((a) => ({
      id: a.id,
      label: a.label,
      title: a.title,
      share: a.share,
      effort: a.effort,
      completion: a.completion,
      scope: a.scope,
    })),
    tools: plan.result.recommendations.map((r) => {
      const tool = byId.get(r.toolId)!;
      return {
        id: tool.id,
        name: tool.name,
        category: tool.category,
        description: tool.description,
        useCase: r.useCase,
        toolType: r.toolType,
        productivityGain: r.productivityGain,
        webLink: tool.webLink || tool.affiliateLink || null,
        logoUrl: logoOf.get(tool.id)?.logoUrl ?? null,
        logoEmoji: logoOf.get(tool.id)?.logoEmoji ?? "🤖",
        aspect: plan.result.aspects[r.aspectIndex]?.name ?? "More Tools for You",
      };
    }),
    workAreas: plan.workAreas,
    salary: salaryBand.defaultSalary,
    salarySource: salaryBand.source ?? "",
  };
}
