// A tool's use cases for a job (visitor-side.md §3, §7 POST /api/generate-use-cases): generated
// once, by the model when one is configured (zod-checked, usage recorded) or by the built-in
// generator, then stored on the recommendation and in tool_use_cases by tool and lower-cased job
// title, and reused from there. The insights dialog (JavaScript) and the insights URL (without)
// both come here.
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { analysisRecommendations, tools, toolUseCases } from "../../../db/schema/index";
import { aiConfigured, completeJson } from "~/adapters/ai.server";
import { builtInUseCases, hasUseCases, jobTitleKey, useCasesSchema, type GenerateUseCasesRequest, type UseCaseInput, type UseCases } from "~/lib/use-cases";
import { loadActivityCatalogue } from "./activity-profiles.server";
import { recordAiUsage } from "../operations/ai-usage.server";
import { getToolkit, type ToolkitView, type ToolkitViewer } from "./toolkit-views.server";
import { log } from "~/adapters/log.server";

/** Use cases for one tool and job, from the model when configured, else (or on failure) built in. */
export async function generateUseCases(input: UseCaseInput, db: Executor = getDb()): Promise<UseCases> {
  if (aiConfigured()) {
    try {
      const { data, usage } = await completeJson({
        name: "tool_use_cases",
        schema: useCasesSchema,
        system:
          "You write practical use cases of one AI tool for one professional. Answer with specificApplications: five concrete ways " +
          "this person would use this tool in their job, one sentence each, naming the tool; implementationTips: three short tips to get " +
          "started safely; successMetrics: three measurable signs that it works. Do not invent statistics or claim features that the description and whatItDoesForThisWork do not mention.",
        user: JSON.stringify({
          toolName: input.toolName,
          toolDescription: input.toolDescription,
          toolCategory: input.toolCategory,
          useCaseInToolkit: input.useCase ?? undefined,
          whatItDoesForThisWork: input.uses?.length ? input.uses.map((u) => `${u.label}: ${u.how}`) : undefined,
          jobTitle: input.jobTitle,
          jobDescription: input.jobDescription || undefined,
        }),
      });
      await recordAiUsage("use_cases", usage, db);
      return data;
    } catch (error) {
      log.error({ err: error }, "AI use cases failed, using the built-in generator");
    }
  }
  return builtInUseCases(input);
}

/**
 * What the catalogue says a tool does: its kind, and its uses for the given activities first (in
 * that order: the job's), then its other uses, each with the activity's label.
 */
async function catalogueUses(toolId: number | null, first: readonly string[], db: Executor): Promise<Pick<UseCaseInput, "kind" | "uses">> {
  if (toolId === null) return {};
  const [tool] = await db.select({ kind: tools.kind, activities: tools.activities, uses: tools.activityUses }).from(tools).where(eq(tools.id, toolId)).limit(1);
  if (!tool) return {};
  const activities = await loadActivityCatalogue(db);
  const order = [...first.filter((id) => tool.activities.includes(id)), ...tool.activities.filter((id) => !first.includes(id))];
  const uses = order.flatMap((id) => (tool.uses[id] && activities.has(id) ? [{ label: activities.get(id)!.label, how: tool.uses[id]! }] : []));
  return { kind: tool.kind, uses };
}

async function storedForTool(toolId: number, key: string, db: Executor): Promise<UseCases | null> {
  const [row] = await db
    .select({
      specificApplications: toolUseCases.specificApplications,
      implementationTips: toolUseCases.implementationTips,
      successMetrics: toolUseCases.successMetrics,
    })
    .from(toolUseCases)
    .where(and(eq(toolUseCases.toolId, toolId), eq(toolUseCases.jobTitleKey, key)))
    .limit(1);
  return hasUseCases(row) ? row : null;
}

/** Store for the tool and job title; when another request stored first, theirs is kept and returned. */
async function storeForTool(toolId: number, key: string, useCases: UseCases, db: Executor): Promise<UseCases> {
  await db
    .insert(toolUseCases)
    .values({ toolId, jobTitleKey: key, ...useCases })
    .onConflictDoNothing({ target: [toolUseCases.toolId, toolUseCases.jobTitleKey] });
  return (await storedForTool(toolId, key, db)) ?? useCases;
}

/** The toolkit a recommendation belongs to, so the caller can check that the viewer may see it. */
export async function recommendationAnalysisId(recommendationId: number, db: Executor = getDb()): Promise<number | null> {
  const [row] = await db
    .select({ analysisId: analysisRecommendations.analysisId })
    .from(analysisRecommendations)
    .where(eq(analysisRecommendations.id, recommendationId))
    .limit(1);
  return row?.analysisId ?? null;
}

/**
 * The use cases of one recommendation of a toolkit the viewer may see (the caller checked):
 * the ones stored on it, else those stored for the same tool and job title, else generated now.
 * Stored on the recommendation the first time; null when the toolkit has no such recommendation.
 */
export async function recommendationUseCases(toolkit: ToolkitView, recommendationId: number, db: Executor = getDb()): Promise<UseCases | null> {
  const rec = toolkit.recommendations.find((r) => r.id === recommendationId);
  if (!rec) return null;
  if (hasUseCases(rec.aiGeneratedUseCases)) return rec.aiGeneratedUseCases;
  const key = jobTitleKey(toolkit.jobTitle);
  let useCases = rec.toolId !== null ? await storedForTool(rec.toolId, key, db) : null;
  if (!useCases) {
    useCases = await generateUseCases(
      {
        toolName: rec.name,
        toolDescription: rec.description,
        toolCategory: rec.category,
        useCase: rec.useCase,
        jobTitle: toolkit.jobTitle,
        jobDescription: toolkit.jobDescription,
        ...(await catalogueUses(rec.toolId, rec.activities, db)),
      },
      db,
    );
    if (rec.toolId !== null) useCases = await storeForTool(rec.toolId, key, useCases, db);
  }
  // Only the first answer is stored; a request that lost the race returns the stored one.
  const updated = await db
    .update(analysisRecommendations)
    .set({ aiGeneratedUseCases: useCases })
    .where(and(eq(analysisRecommendations.id, rec.id), isNull(analysisRecommendations.aiGeneratedUseCases)))
    .returning({ id: analysisRecommendations.id });
  if (updated.length) return useCases;
  const [stored] = await db
    .select({ useCases: analysisRecommendations.aiGeneratedUseCases })
    .from(analysisRecommendations)
    .where(eq(analysisRecommendations.id, rec.id))
    .limit(1);
  return stored?.useCases ?? useCases;
}

export type InsightsOutcome = { ok: true; useCases: UseCases } | { ok: false; reason: "not-found" | "failed" };

/**
 * A tool's insights on a results page (the Insights button, with JavaScript or without) and
 * POST /api/generate-use-cases with a recommendationId: the recommendation's use cases, for a
 * viewer allowed to see its toolkit. Given an analysisId, the recommendation must belong to it.
 */
export async function recommendationInsights(
  input: { recommendationId: number; analysisId?: number },
  viewer: ToolkitViewer,
  db: Executor = getDb(),
): Promise<InsightsOutcome> {
  const analysisId = await recommendationAnalysisId(input.recommendationId, db);
  if (analysisId === null || (input.analysisId !== undefined && input.analysisId !== analysisId)) return { ok: false, reason: "not-found" };
  const toolkit = await getToolkit(analysisId, viewer, db);
  if (!toolkit) return { ok: false, reason: "not-found" };
  try {
    const useCases = await recommendationUseCases(toolkit, input.recommendationId, db);
    return useCases ? { ok: true, useCases } : { ok: false, reason: "not-found" };
  } catch (error) {
    log.error({ err: error }, "Use cases of a recommendation failed");
    return { ok: false, reason: "failed" };
  }
}

/**
 * POST /api/generate-use-cases without a recommendation (§7's plain call). For a catalogue tool
 * the answer is made from the catalogue's own texts and the job title only, so what is stored
 * for (tool, job title) never depends on what a caller wrote; other tools are answered from the
 * request and not stored.
 */
export async function requestedUseCases(input: GenerateUseCasesRequest, db: Executor = getDb()): Promise<UseCases> {
  const [tool] = await db
    .select({ id: tools.id, name: tools.name, description: tools.description, category: tools.category })
    .from(tools)
    .where(and(sql`lower(${tools.name}) = ${input.toolName.toLowerCase()}`, eq(tools.isActive, true)))
    .limit(1);
  if (!tool) return generateUseCases(input, db);
  const key = jobTitleKey(input.jobTitle);
  const stored = await storedForTool(tool.id, key, db);
  if (stored) return stored;
  const made = await generateUseCases(
    {
      toolName: tool.name,
      toolDescription: tool.description,
      toolCategory: tool.category,
      jobTitle: input.jobTitle,
      ...(await catalogueUses(tool.id, [], db)),
    },
    db,
  );
  return storeForTool(tool.id, key, made, db);
}
