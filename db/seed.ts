// Seeds the AI tools catalogue (db/seed/tools/*.json, our own descriptions; names and
// links partly from awesome-generative-ai, CC0) and the O*NET occupations with their
// AI-applicability scores (CC BY 4.0, see NOTICE.md). Productivity figures are not stored in the
// seed file: they are derived here by the method in docs/methodology.md.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { CATALOGUE_CHANNEL } from "../app/lib/catalogue-changes";
import { EVIDENCE_TASKS, TOOL_TYPES } from "../app/lib/catalogue-constants";
import { annualSavings, baseProductivityGain, catalogueRelevanceScore } from "../app/lib/productivity";
import { describeIssues, toolInputSchema, toolSlug, type ToolInput } from "../app/lib/schemas/tool";
import type { Executor } from "./client";
import { occupations, tools } from "./schema/index";

const seedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "seed");

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

/** Insert the catalogue tools that are missing; tools already there (maybe edited) stay as they are. */
export async function seedTools(db: Executor): Promise<number> {
  const rows = loadCatalogue().map((t) => ({ ...t, slug: toolSlug(t.name) }));
  const inserted = await db.insert(tools).values(rows).onConflictDoNothing().returning({ id: tools.id });
  // A running server drops its cached catalogue pages when this commits.
  if (inserted.length > 0) await db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, '')`);
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

export async function seedAll(db: Executor): Promise<{ tools: number; occupations: number }> {
  return db.transaction(async (tx) => ({ tools: await seedTools(tx), occupations: await seedOccupations(tx) }));
}

/** `npm start` seeds only an empty catalogue, so a restart never touches edited data. */
export async function seedIfEmpty(db: Executor): Promise<{ tools: number; occupations: number } | null> {
  const [existing] = await db.select({ id: tools.id }).from(tools).limit(1);
  return existing ? null : seedAll(db);
}
