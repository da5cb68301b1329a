// Seeds the AI tools catalogue (db/seed/tools/*.json, our own descriptions; names and
// links partly from awesome-generative-ai, CC0) and the O*NET occupations with their
// AI-applicability scores (CC BY 4.0, see NOTICE.md). Productivity figures are not stored in the
// seed file: they are derived here by the method in docs/methodology.md.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { EVIDENCE_TASKS, TOOL_TYPES } from "../app/lib/catalogue-constants";
import { annualSavings, baseProductivityGain, catalogueRelevanceScore } from "../app/lib/productivity";
import { describeIssues, toolColumns, toolInputSchema, toolSlug, type ToolInput } from "../app/lib/schemas/tool";
import { catalogueChanged } from "../app/services/catalogue/catalogue-changes.server";
import type { Executor } from "./client";
import { parse } from "csv-parse/sync";
import { WORK_ACTIVITY_TEXTS } from "../app/content/work-activities";
import { occupationActivities, occupations, occupationWages, tools, workActivities } from "./schema/index";
import { findProjectRoot } from "../build-paths.js";
import { seedWorkshops } from "../app/services/sales/workshops.server";

// From the project folder, not this module: the server build bundles this module elsewhere.
const seedDir = path.join(findProjectRoot(), "db", "seed");

const catalogueEntry = z.looseObject({
  name: z.string(),
  evidenceTask: z.enum(EVIDENCE_TASKS),
  toolType: z.enum(TOOL_TYPES),
  jobCategories: z.array(z.string()),
  webLink: z.string(),
});

/** The catalogue (every db/seed/tools/*.json) with its derived figures, validated by the import schema. */
export function loadCatalogue(dir = path.join(seedDir, "tools")): ToolInput[] {
  const raw = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as unknown[]);
  return raw.map((item, index) => {
    const entry = catalogueEntry.parse(item);
    const gain = baseProductivityGain(entry.evidenceTask, entry.toolType);
    const parsed = toolInputSchema.safeParse({
      ...entry,
      baseProductivityGain: gain,
      baseSavingsPerYear: annualSavings(gain),
      avgRelevanceScore: catalogueRelevanceScore(entry.evidenceTask, entry.toolType, entry.jobCategories.length),
      usageCount: 0,
      successRate: null,
      logoUrl: `${new URL(entry.webLink).origin}/favicon.ico`,
    });
    if (!parsed.success) throw new Error(`catalogue item ${index + 1} (${entry.name}): ${describeIssues(parsed.error)}`);
    return parsed.data;
  });
}

export interface OccupationRow {
  code: string;
  title: string;
  description: string;
  aiApplicabilityScore: number | null;
}

export function loadOccupations(file = path.join(seedDir, "onet-occupations.tsv")): OccupationRow[] {
  const [header, ...lines] = fs
    .readFileSync(file, "utf8")
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  if (header !== "onet_soc_code\ttitle\tdescription\tai_applicability_score") throw new Error(`Unexpected header in ${file}`);
  return lines.map((line) => {
    const [code, title, description, score] = line.split("\t");
    return {
      code: code!,
      title: title!,
      description: description ?? "",
      aiApplicabilityScore: score ? Number(score) : null,
    };
  });
}

/**
 * Insert the catalogue tools that are missing; tools already there (maybe edited) stay as they
 * are, except that a tool stored before tools listed their work activities (none yet) takes the
 * catalogue's kind, activities and occupations, so an upgraded database recommends it again.
 */
export async function seedTools(db: Executor): Promise<number> {
  const rows = loadCatalogue().map((t) => ({ ...toolColumns(t), slug: toolSlug(t.name) }));
  const inserted = await db.insert(tools).values(rows).onConflictDoNothing().returning({ id: tools.id });
  await fillToolActivities(rows, db);
  // A running server drops its cached catalogue pages when this commits.
  if (inserted.length > 0) await catalogueChanged(db);
  return inserted.length;
}

export async function seedOccupations(db: Executor): Promise<number> {
  const rows = loadOccupations();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(occupations)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: occupations.code,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          aiApplicabilityScore: sql`excluded.ai_applicability_score`,
        },
      });
  }
  return rows.length;
}

const numberOrNull = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : Number(v));

/** The 332 work activities: O*NET ids and titles with Tomlinson et al.'s metrics, our labels and efforts. */
export function loadWorkActivities(dir = path.join(seedDir, "working-with-ai")) {
  const metrics = new Map(
    (parse(fs.readFileSync(path.join(dir, "iwa_metrics.csv"), "utf8"), { columns: true }) as Record<string, string>[]).map((r) => [r.IWA!, r]),
  );
  return WORK_ACTIVITY_TEXTS.map((a) => {
    const m = metrics.get(a.id);
    if (!m) throw new Error(`Work activity ${a.id} is missing from iwa_metrics.csv`);
    return {
      id: a.id,
      title: a.title,
      label: a.label,
      effort: a.effort,
      usageShare: numberOrNull(m.share_user),
      completion: numberOrNull(m.completion_user),
      scope: numberOrNull(m.impact_scope_user),
    };
  });
}

/** Each SOC occupation's weight for each activity (the wide soc_iwa_weights.csv, zeros left out). */
export function loadOccupationActivities(dir = path.join(seedDir, "working-with-ai")): { socCode: string; activityId: string; weight: number }[] {
  const [header, ...rows] = parse(fs.readFileSync(path.join(dir, "soc_iwa_weights.csv"), "utf8")) as string[][];
  const out: { socCode: string; activityId: string; weight: number }[] = [];
  for (const row of rows) {
    for (let i = 1; i < row.length; i++) {
      const weight = Number(row[i]);
      if (weight > 0) out.push({ socCode: row[0]!, activityId: header![i]!, weight });
    }
  }
  return out;
}

/** BLS OEWS May 2023 national wages by SOC code and group (db/seed/oews-wages-2023.tsv). */
export function loadWages(file = path.join(seedDir, "oews-wages-2023.tsv")) {
  const [, ...lines] = fs
    .readFileSync(file, "utf8")
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  return lines.map((line) => {
    const [socCode, level, title, pct10, median, pct90] = line.split("\t");
    return { socCode: socCode!, level: level!, title: title!, pct10: numberOrNull(pct10), median: numberOrNull(median), pct90: numberOrNull(pct90) };
  });
}

/** Each activity's average share of the week over all occupations of the weights file. */
export function meanShares(weights: readonly { socCode: string; activityId: string; weight: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const w of weights) totals.set(w.socCode, (totals.get(w.socCode) ?? 0) + w.weight);
  const sums = new Map<string, number>();
  for (const w of weights) sums.set(w.activityId, (sums.get(w.activityId) ?? 0) + w.weight / totals.get(w.socCode)!);
  return new Map([...sums].map(([id, sum]) => [id, sum / totals.size]));
}

/** Activities, occupations' weights and wages: replaced whole, as published data. */
export async function seedWorkData(db: Executor): Promise<{ activities: number; weights: number; wages: number }> {
  const weights = loadOccupationActivities();
  const means = meanShares(weights);
  const activities = loadWorkActivities().map((a) => ({ ...a, meanShare: means.get(a.id) ?? 0 }));
  await db
    .insert(workActivities)
    .values(activities)
    .onConflictDoUpdate({
      target: workActivities.id,
      set: {
        title: sql`excluded.title`,
        label: sql`excluded.label`,
        effort: sql`excluded.effort`,
        usageShare: sql`excluded.usage_share`,
        completion: sql`excluded.completion`,
        scope: sql`excluded.scope`,
        meanShare: sql`excluded.mean_share`,
      },
    });
  await db.delete(occupationActivities);
  for (let i = 0; i < weights.length; i += 2000) await db.insert(occupationActivities).values(weights.slice(i, i + 2000));
  const wages = loadWages();
  await db.delete(occupationWages);
  for (let i = 0; i < wages.length; i += 1000) await db.insert(occupationWages).values(wages.slice(i, i + 1000));
  // Toolkits read the activities through caches: a running server drops them when this commits.
  await catalogueChanged(db);
  return { activities: activities.length, weights: weights.length, wages: wages.length };
}

async function fillToolActivities(rows: ReturnType<typeof toolColumns>[] & { slug: string }[], db: Executor): Promise<void> {
  for (const row of rows) {
    await db
      .update(tools)
      .set({ kind: row.kind, activities: row.activities, activityUses: row.activityUses, forOccupations: row.forOccupations, specialties: row.specialties })
      .where(sql`${tools.slug} = ${row.slug} AND cardinality(${tools.activities}) = 0`);
  }
}

export async function seedAll(db: Executor): Promise<{ tools: number; occupations: number }> {
  return db.transaction(async (tx) => {
    // Loading the published data is long by nature: the app pool's statement timeout is for requests.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await seedWorkData(tx);
    await seedWorkshops(tx);
    return { tools: await seedTools(tx), occupations: await seedOccupations(tx) };
  });
}

/** The advisory lock key of the first seed (db/migrate.ts has the migrations' own). */
const SEED_LOCK_KEY = "7315020251126";

/**
 * `npm start` seeds only an empty catalogue, so a restart never touches edited data; the work
 * activity data (published data, not edited here) is added when it is missing, so a database made
 * before it existed gets it on the next start, and the spec's workshop when no workshop is stored
 * (once: cancelling keeps a workshop's row).
 */
export async function seedIfEmpty(db: Executor): Promise<{ tools: number; occupations: number } | null> {
  // Several processes may start on one empty database at once: the first seeds, the others wait
  // for its transaction here and then find the catalogue there (a second seed would collide on keys).
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    const [existing] = await tx.select({ id: tools.id }).from(tools).limit(1);
    if (!existing) return seedAll(tx);
    await seedWorkshops(tx);
    const [activity] = await tx.select({ id: workActivities.id }).from(workActivities).limit(1);
    if (!activity) {
      await seedWorkData(tx);
      await seedTools(tx);
    }
    return null;
  });
}
