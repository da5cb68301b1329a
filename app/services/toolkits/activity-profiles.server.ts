// What a matched occupation's work is made of: its O*NET work activities with their shares of the
// week (app/lib/work-activities.ts), and its wages for the salary slider. An occupation without
// activity data of its own borrows the average of its nearest SOC group that has some (broad,
// then minor, then major), and says so; no occupation at all gives everyday desk work.
import { asc, eq, inArray, like } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { occupationActivities, occupationWages, workActivities } from "../../../db/schema/index";
import type { StoredSalaryBand } from "../../../db/schema/toolkits";
import { onCatalogueChange } from "~/lib/catalogue-changes";
import { occupationSalaryBand } from "~/lib/salary";
import type { JobCategory } from "~/lib/catalogue-constants";
import { jobCategoryOfOccupation } from "~/lib/occupation-groups";
import { suggestWorkAreas } from "~/lib/work-areas";
import { matchOccupation } from "./occupations.server";
import {
  averageOccupationWeights,
  generalDeskWeights,
  sharesFromWeights,
  socCodeOf,
  socGroupsOf,
  type ActivityBasis,
  type ActivityEffort,
  type ActivityProfile,
  type ActivityWeight,
  type WorkActivity,
} from "~/lib/work-activities";

/** The 332 activities change only when the data is seeded again; a process keeps them a few minutes. */
const CATALOGUE_TTL_MS = 5 * 60_000;
let cached: { at: number; map: Map<string, WorkActivity> } | null = null;

export async function loadActivityCatalogue(db: Executor = getDb()): Promise<Map<string, WorkActivity>> {
  if (cached && Date.now() - cached.at < CATALOGUE_TTL_MS) return cached.map;
  const rows = await db.select().from(workActivities).orderBy(asc(workActivities.id));
  const map = new Map<string, WorkActivity>(
    rows.map((r) => [
      r.id,
      { id: r.id, title: r.title, label: r.label, effort: r.effort as ActivityEffort, completion: r.completion, scope: r.scope, meanShare: r.meanShare },
    ]),
  );
  cached = { at: Date.now(), map };
  return map;
}

// The seed's refresh of the activity data is a catalogue change (catalogue-changes.server.ts).
onCatalogueChange(() => {
  cached = null;
});

async function weightsOf(socCode: string, db: Executor): Promise<ActivityWeight[]> {
  return db
    .select({ activityId: occupationActivities.activityId, weight: occupationActivities.weight })
    .from(occupationActivities)
    .where(eq(occupationActivities.socCode, socCode));
}

async function groupWeights(prefix: string, db: Executor): Promise<{ weights: ActivityWeight[]; occupations: number }> {
  const rows = await db
    .select({ socCode: occupationActivities.socCode, activityId: occupationActivities.activityId, weight: occupationActivities.weight })
    .from(occupationActivities)
    .where(like(occupationActivities.socCode, `${prefix}%`));
  const byOccupation = new Map<string, ActivityWeight[]>();
  for (const r of rows) byOccupation.set(r.socCode, [...(byOccupation.get(r.socCode) ?? []), { activityId: r.activityId, weight: r.weight }]);
  return { weights: averageOccupationWeights(byOccupation), occupations: byOccupation.size };
}

async function groupTitles(codes: string[], db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ socCode: occupationWages.socCode, title: occupationWages.title })
    .from(occupationWages)
    .where(inArray(occupationWages.socCode, codes));
  return new Map(rows.map((r) => [r.socCode, r.title]));
}

/** The activity profile of an occupation (before the person's work areas), or of desk work without one. */
export async function occupationProfile(occupation: { code: string; title: string } | null, db: Executor = getDb()): Promise<ActivityProfile> {
  const catalogue = await loadActivityCatalogue(db);
  if (!occupation) return { basis: { kind: "general" }, activities: sharesFromWeights(generalDeskWeights(), catalogue) };
  const soc = socCodeOf(occupation.code);
  const own = sharesFromWeights(await weightsOf(soc, db), catalogue);
  if (own.length > 0) return { basis: { kind: "occupation", code: occupation.code, title: occupation.title }, activities: own };
  const groups = socGroupsOf(soc);
  const titles = await groupTitles(
    groups.map((g) => g.code),
    db,
  );
  for (const group of groups) {
    const { weights, occupations } = await groupWeights(group.prefix, db);
    const activities = sharesFromWeights(weights, catalogue);
    if (activities.length === 0) continue;
    const basis: ActivityBasis = {
      kind: "group",
      code: occupation.code,
      title: occupation.title,
      groupCode: group.code,
      groupTitle: titles.get(group.code) ?? `SOC group ${group.code}`,
      occupations,
    };
    return { basis, activities };
  }
  return { basis: { kind: "general" }, activities: sharesFromWeights(generalDeskWeights(), catalogue) };
}

/**
 * The salary slider for an occupation: BLS OEWS May 2023 wages of its SOC code, else of its
 * nearest group with published figures; null without an occupation (the title's band applies).
 */
export async function salaryBandForOccupation(code: string | null, db: Executor = getDb()): Promise<StoredSalaryBand | null> {
  if (!code) return null;
  const soc = socCodeOf(code);
  const candidates = [soc, ...socGroupsOf(soc).map((g) => g.code)];
  const rows = await db.select().from(occupationWages).where(inArray(occupationWages.socCode, candidates));
  for (const candidate of candidates) {
    const row = rows.find((r) => r.socCode === candidate);
    if (row?.median) return occupationSalaryBand(row);
  }
  return null;
}

/** Fewer suggestions than this and a title's occupation says too little: the caller's own lists apply. */
const MIN_OWN_AREAS = 3;

/** What a title's occupation suggests: its own work areas (empty when too few) and its job category. */
export interface OccupationSuggestions {
  workAreas: string[];
  category: JobCategory | null;
}

/**
 * The work areas to suggest for a job title: its occupation's own, those of `preferred` (the
 * caller's category list) it does first, then most of its week (the wizard's step 2, the workflow
 * generator's step 4); empty when no occupation matches or it has fewer than three, so the caller
 * falls back to its category lists. The occupation's job category comes with them.
 */
export async function occupationSuggestions(
  jobTitle: string,
  count: number,
  preferred: readonly string[] = [],
  db: Executor = getDb(),
): Promise<OccupationSuggestions> {
  const occupation = await matchOccupation(jobTitle, db);
  if (!occupation) return { workAreas: [], category: null };
  return occupationSuggestionsFor(occupation, jobTitle, count, preferred, db);
}

/** The same for an occupation already known (an occupation's public page): what the wizard offers when the title finds it. */
export async function occupationSuggestionsFor(
  occupation: { code: string; title: string },
  jobTitle: string,
  count: number,
  preferred: readonly string[] = [],
  db: Executor = getDb(),
): Promise<OccupationSuggestions> {
  const profile = await occupationProfile(occupation, db);
  const own = suggestWorkAreas(profile.activities, occupation.code, jobTitle, count, preferred);
  return { workAreas: own.length >= MIN_OWN_AREAS ? own : [], category: jobCategoryOfOccupation(occupation.code) };
}
