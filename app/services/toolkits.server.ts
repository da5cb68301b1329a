// Toolkits: createAnalysis() turns a validated request into a stored toolkit (the wizard, POST
// /api/analyze-job and the tests all call it), and getToolkit() reads one back for a viewer who
// may see it. The built-in engine answers unless a model is configured and answers well.
import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Executor } from "../../db/client";
import { analyses, analysisAspects, analysisRecommendations, tools } from "../../db/schema/index";
import type { StoredSalaryBand } from "../../db/schema/toolkits";
import { aiConfigured, completeJson } from "~/adapters/ai.server";
import type { JobCategory, ToolType } from "~/lib/catalogue-constants";
import { onCatalogueChange } from "~/lib/catalogue-changes";
import { createGate } from "~/lib/gate";
import { detectJobCategory } from "~/lib/job-categories";
import { jobCategoryOfOccupation } from "~/lib/occupation-groups";
import { salaryBandFor } from "~/lib/salary";
import { toolSavings } from "~/lib/savings";
import { composeJobDescription, priorityChallenge, type AnalysisInput } from "~/lib/schemas/toolkit";
import { assembleToolkit, chooseTools, offeredTools, type CandidateTool, type ChosenTool, type EngineInput, type EngineResult } from "~/lib/toolkit-engine";
import { withWorkAreas, type ActivityBasis, type ActivityProfile } from "~/lib/work-activities";
import { createTtlCache } from "~/lib/ttl-cache";
import { resolveWorkArea, type ResolvedWorkArea } from "~/lib/work-areas";
import { loadActivityCatalogue, occupationProfile, salaryBandForOccupation } from "./activity-profiles.server";
import { recordAiUsage } from "./ai-usage.server";
import { recordEvent } from "./analytics.server";
import { recordToolUsage } from "./tool-usage.server";
import { queueGapReportIfDue } from "./gap-analysis.server";
import { matchOccupation, type OccupationMatch } from "./occupations.server";
import { log } from "~/adapters/log.server";

const candidateColumns = {
  id: tools.id,
  name: tools.name,
  description: tools.description,
  category: tools.category,
  kind: tools.kind,
  toolType: tools.toolType,
  primaryUseCase: tools.primaryUseCase,
  activities: tools.activities,
  activityUses: tools.activityUses,
  forOccupations: tools.forOccupations,
  specialties: tools.specialties,
  webLink: tools.webLink,
  affiliateLink: tools.affiliateLink,
  implementationTime: tools.implementationTime,
  complexityLevel: tools.complexityLevel,
};
export type CandidateRow = CandidateTool & { webLink: string; affiliateLink: string | null; implementationTime: string; complexityLevel: string };

/**
 * Every active catalogue tool with what the engine reads of it, kept a minute in this process and
 * dropped at once when the catalogue changes (here, or in another process: catalogue-changes.server.ts):
 * under load each toolkit would otherwise read and parse a few hundred rows of the same JSON (issue 25).
 */
const activeCatalogue = createTtlCache<"active", CandidateRow[]>({ max: 1, ttlMs: 60_000 });
onCatalogueChange(() => activeCatalogue.clear());

async function readActiveCatalogue(db: Executor): Promise<CandidateRow[]> {
  const rows = await db.select(candidateColumns).from(tools).where(eq(tools.isActive, true)).orderBy(asc(tools.id));
  return rows.map(({ activityUses, ...row }) => ({ ...row, toolType: row.toolType as ToolType, uses: activityUses }));
}

/** The active catalogue tools that serve at least one of these activities, in id order. */
export async function loadCandidates(activityIds: readonly string[], db: Executor): Promise<CandidateRow[]> {
  if (activityIds.length === 0) return [];
  // Only reads through the shared pool are kept: a transaction may see rows nobody else does.
  const all = db === getDb() ? await activeCatalogue.get("active", () => readActiveCatalogue(db)) : await readActiveCatalogue(db);
  const wanted = new Set(activityIds);
  return all.filter((tool) => tool.activities.some((id) => wanted.has(id)));
}

/** What a model may answer: a rewritten use case for each tool already chosen, by id. */
const modelTextsSchema = z.strictObject({
  tools: z.array(z.strictObject({ toolId: z.number().int(), useCase: z.string().min(20).max(400) })).max(15),
});

/**
 * A model rewrites the use cases in the person's own terms; it never changes which tools were
 * chosen or any number (the engine chose them and the method counts them). A missing or unknown
 * tool keeps the engine's text.
 */
async function rewriteWithModel(chosen: ChosenTool[], input: EngineInput, db: Executor): Promise<ChosenTool[]> {
  const { data, usage } = await completeJson({
    name: "toolkit_texts",
    schema: modelTextsSchema,
    system:
      "You rewrite short use cases for a professional's AI toolkit. Keep each one to one or two sentences, say which part of the person's job the tool helps with and how, " +
      "in the words of that job, and keep the human check. Do not add tools, numbers, prices or promises. Answer for the tool ids given only.",
    user: JSON.stringify({
      jobTitle: input.jobTitle,
      workAreas: input.workAreas,
      tools: chosen.map((c) => ({ toolId: c.tool.id, name: c.tool.name, description: c.tool.description, activity: c.activity.label, useCase: c.useCase })),
    }),
  });
  await recordAiUsage("analysis", usage, db);
  const chosenIds = new Set(chosen.map((c) => c.tool.id));
  const texts = new Map(data.tools.filter((t) => chosenIds.has(t.toolId)).map((t) => [t.toolId, t.useCase.trim()]));
  if (texts.size === 0) throw new Error("The model rewrote none of the chosen tools' texts");
  return chosen.map((c) => ({ ...c, useCase: texts.get(c.tool.id) ?? c.useCase }));
}

export interface AnalysisOwner {
  browserSessionId?: string | null;
  userId?: number | null;
}

export interface CreatedAnalysis {
  analysisId: number;
  jobTitle: string;
  workAreas: string[];
  shareToken: string;
}

/** A toolkit worked out but not stored: what createAnalysis() stores, and what the evaluation reads. */
export interface PlannedToolkit {
  occupation: OccupationMatch | null;
  profile: ActivityProfile;
  areas: ResolvedWorkArea[];
  engine: "builtin" | "openai";
  result: EngineResult;
  candidates: CandidateRow[];
  /** Names of every tool the engine may offer this person (made for the job and serving its work). */
  offered: string[];
}

/**
 * Toolkit work (planning and storing, not waiting for a model) runs at most this many at once in a
 * process (issue 25): each is CPU and a database connection for some tens of milliseconds, so with
 * dozens at once every request, and every other visitor's page, waits on the event loop and the
 * pool. In the gate the others wait without costing anything; the pool (10) keeps room for the rest.
 */
export const TOOLKIT_WORK_AT_ONCE = 4;
const toolkitWork = createGate(TOOLKIT_WORK_AT_ONCE);

/**
 * Work out a toolkit: the occupation the title matches, its work activities (with the person's
 * work areas in them), the catalogue tools that serve them, and the engine's choice; a configured
 * model may then rewrite the texts.
 */
export async function planToolkit(input: AnalysisInput, db: Executor = getDb(), options: { engine?: "builtin" | "configured" } = {}): Promise<PlannedToolkit> {
  const planned = await toolkitWork.run(() => planBuiltIn(input, db));
  let { chosen } = planned;
  const { engineInput } = planned;
  let engine: PlannedToolkit["engine"] = "builtin";
  if (options.engine !== "builtin" && aiConfigured() && chosen.length > 0) {
    try {
      chosen = await rewriteWithModel(chosen, engineInput, db);
      engine = "openai";
    } catch (error) {
      log.error({ err: error }, "AI toolkit texts failed, using the built-in texts");
    }
  }
  const offered = offeredTools(engineInput).map((o) => o.tool.name);
  const { occupation, profile, areas, candidates } = planned;
  return { occupation, profile, areas, engine, result: assembleToolkit(chosen, engineInput), candidates, offered };
}

/** The occupation, its profile with the work areas, the catalogue's candidates and the engine's choice. */
async function planBuiltIn(input: AnalysisInput, db: Executor) {
  const occupation = await matchOccupation(input.jobTitle, db);
  const [base, catalogue] = await Promise.all([occupationProfile(occupation, db), loadActivityCatalogue(db)]);
  const own = new Set(base.activities.map((a) => a.id));
  const areas = input.workAreas.map((area) => resolveWorkArea(area, occupation?.code ?? null, input.jobTitle, own));
  const profile: ActivityProfile = {
    basis: base.basis,
    activities: withWorkAreas(
      base.activities,
      areas.map((a) => a.activities),
      catalogue,
    ),
  };
  const candidates = await loadCandidates(
    profile.activities.map((a) => a.id),
    db,
  );
  const engineInput: EngineInput = {
    jobTitle: input.jobTitle,
    occupationCode: occupation?.code ?? null,
    profile,
    workAreas: input.workAreas,
    areaActivities: areas.map((a) => a.activities),
    currentTools: Object.values(input.currentTools).flat(),
    candidates,
  };
  return { occupation, profile, areas, candidates, engineInput, chosen: chooseTools(engineInput) };
}

/** The tool names of a planned toolkit, in the engine's ranking order. */
export function rankedNames(plan: PlannedToolkit): string[] {
  const byId = new Map(plan.candidates.map((c) => [c.id, c.name]));
  return plan.result.recommendations.map((r) => byId.get(r.toolId)!);
}

/** Create and store a toolkit. Nothing is stored unless all of it is. */
export async function createAnalysis(input: AnalysisInput, owner: AnalysisOwner = {}, db = getDb()): Promise<CreatedAnalysis> {
  const plan = await planToolkit(input, db);
  const band = (await salaryBandForOccupation(plan.occupation?.code ?? null, db)) ?? titleSalaryBand(input.jobTitle);
  const jobCategory = plan.occupation ? jobCategoryOfOccupation(plan.occupation.code) : detectJobCategory(input.jobTitle);
  return toolkitWork.run(() => storeAnalysis(input, { ...plan, jobCategory, band, owner }, db));
}

async function storeAnalysis(
  input: AnalysisInput,
  made: PlannedToolkit & { jobCategory: JobCategory; band: StoredSalaryBand; owner: AnalysisOwner },
  db: ReturnType<typeof getDb>,
): Promise<CreatedAnalysis> {
  const { result } = made;
  const salary = made.band.defaultSalary;
  const byId = new Map(made.candidates.map((c) => [c.id, c]));
  const shareToken = randomBytes(18).toString("base64url");
  const savings = result.recommendations.map((r) => toolSavings(r.productivityGain, salary));
  return db.transaction(async (tx) => {
    const [analysis] = await tx
      .insert(analyses)
      .values({
        userId: made.owner.userId ?? null,
        browserSessionId: made.owner.browserSessionId ?? null,
        shareToken,
        jobTitle: input.jobTitle,
        jobDescription: input.jobDescription || composeJobDescription(input),
        jobCategory: made.jobCategory,
        occupationCode: made.occupation?.code ?? null,
        industry: input.industry,
        companyName: input.companyName || null,
        companyUrl: input.companyUrl || null,
        // The logo is the company site's own icon; the results page hides it if it fails.
        companyContext: input.companyName
          ? { name: input.companyName, logo: input.companyUrl ? `${new URL(input.companyUrl).origin}/favicon.ico` : null, industry: input.industry }
          : null,
        workAreas: input.workAreas,
        currentTools: input.currentTools,
        priorityChallenge: priorityChallenge(input.workAreas, input.industry),
        goalContext: input.goalContext || null,
        customChallenge: input.customChallenge || null,
        averageProductivityGain: result.averageProductivityGain,
        totalProductivityGain: result.totalProductivityGain,
        salaryBand: made.band,
        activityBasis: made.profile.basis,
        totalSavingsPerYear: toolSavings(result.totalProductivityGain, salary).adjustedSavings,
        categories: [...new Set(result.recommendations.map((r) => byId.get(r.toolId)!.category))],
        engine: made.engine,
      })
      .returning({ id: analyses.id });
    const aspectRows = result.aspects.length
      ? await tx
          .insert(analysisAspects)
          .values(
            result.aspects.map((a, position) => ({
              analysisId: analysis!.id,
              position,
              name: a.name,
              description: a.description,
              kind: a.kind,
              activityId: a.activityId,
              served: a.kind === "activity" || a.coveredBy.length > 0 || result.recommendations.some((r) => r.aspectIndex === position),
            })),
          )
          .returning({ id: analysisAspects.id, position: analysisAspects.position })
      : [];
    const aspectIdAt = new Map(aspectRows.map((a) => [a.position, a.id]));
    if (result.recommendations.length > 0)
      await tx.insert(analysisRecommendations).values(
        result.recommendations.map((r, position) => {
          const tool = byId.get(r.toolId)!;
          return {
            analysisId: analysis!.id,
            aspectId: aspectIdAt.get(r.aspectIndex) ?? null,
            toolId: tool.id,
            position,
            toolName: tool.name,
            category: tool.category,
            description: tool.description,
            useCase: r.useCase,
            toolType: r.toolType,
            productivityGain: r.productivityGain,
            savingsPerYear: savings[position]!.adjustedSavings,
            hoursSavedPerWeek: savings[position]!.hoursSavedPerWeek,
            implementationTime: tool.implementationTime,
            complexityLevel: tool.complexityLevel,
            webLink: tool.webLink,
            affiliateLink: tool.affiliateLink,
            relevanceScore: r.relevanceScore,
            activities: r.activities,
          };
        }),
      );
    // Popularity on /tools counts how often a tool was recommended: appended here, folded in by a job.
    await recordToolUsage(
      result.recommendations.map((r) => r.toolId),
      tx,
    );
    await recordEvent("toolkit_generation", { analysisId: analysis!.id }, tx);
    // Every GAP_REPORT_EVERY toolkits, a catalogue gap report (queued with the toolkit).
    await queueGapReportIfDue(tx);
    return { analysisId: analysis!.id, jobTitle: input.jobTitle, workAreas: input.workAreas, shareToken };
  });
}

/** Without an occupation, the spec's band for the title's words (§9). */
function titleSalaryBand(jobTitle: string): StoredSalaryBand {
  return { ...salaryBandFor(jobTitle), source: "Our default for this kind of job title (no occupation matched, so no published wage applies)" };
}

export type { ToolType };

export interface ToolkitViewer {
  browserSessionId: string | null;
  userId: number | null;
  isAdmin: boolean;
  shareToken: string | null;
}

export interface ToolkitTool {
  id: number;
  toolId: number | null;
  name: string;
  category: string;
  description: string;
  useCase: string;
  toolType: "core" | "specialist" | "assistant" | "agent";
  productivityGain: number;
  savingsPerYear: number;
  hoursSavedPerWeek: number;
  implementationTime: string;
  complexityLevel: string;
  webLink: string | null;
  affiliateLink: string | null;
  relevanceScore: number;
  logoUrl: string | null;
  logoEmoji: string;
  aspectId: number | null;
  aiGeneratedUseCases: { specificApplications: string[]; implementationTips: string[]; successMetrics: string[] } | null;
  /** The toolkit's work activities (IWA ids) the tool serves, largest share first. */
  activities: string[];
}

export interface ToolkitView {
  id: number;
  jobTitle: string;
  jobDescription: string | null;
  jobCategory: string | null;
  industry: string | null;
  companyName: string | null;
  companyContext: { name: string; logo?: string | null; industry?: string | null } | null;
  occupation: { code: string; title: string } | null;
  workAreas: string[];
  aspects: { id: number; name: string; description: string; kind: "area" | "activity"; activityId: string | null; tools: ToolkitTool[] }[];
  recommendations: ToolkitTool[];
  averageProductivityGain: number;
  /** Percent of a 40-hour week the whole toolkit saves, each activity counted once. */
  totalProductivityGain: number;
  /** The salary slider's band (null for toolkits made before it came from the occupation). */
  salaryBand: StoredSalaryBand | null;
  /** Whose work activities the toolkit was built on (null for toolkits made before). */
  activityBasis: ActivityBasis | null;
  totalSavingsPerYear: number;
  categories: string[];
  shareToken: string;
  createdAt: string;
  /** "yours": the viewer's account owns it; "unsaved": this visit made it and no account owns it yet. */
  ownership: "yours" | "unsaved" | "other";
}

type AccessFields = { userId: number | null; browserSessionId: string | null; shareToken: string | null };

function mayView(a: AccessFields, viewer: ToolkitViewer): boolean {
  return (
    viewer.isAdmin ||
    (viewer.userId !== null && a.userId === viewer.userId) ||
    // The visit opens only a toolkit no account owns yet: once saved, it is the account's, and a
    // shared computer's browser after logout must not open it (issue 13).
    (viewer.browserSessionId !== null && a.browserSessionId === viewer.browserSessionId && a.userId === null) ||
    (viewer.shareToken !== null && a.shareToken !== null && viewer.shareToken === a.shareToken)
  );
}

/** Whether this viewer may see the toolkit (the same rule as getToolkit), without loading it. */
export async function canViewToolkit(id: number, viewer: ToolkitViewer, db: Executor = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ userId: analyses.userId, browserSessionId: analyses.browserSessionId, shareToken: analyses.shareToken })
    .from(analyses)
    .where(eq(analyses.id, id))
    .limit(1);
  return row ? mayView(row, viewer) : false;
}

/**
 * The toolkit if this viewer may see it (DESIGN.md §4): the visit that made it, its owner's
 * account, admins, and holders of its share link. Anyone else gets null, as for a missing one.
 */
export async function getToolkit(id: number, viewer: ToolkitViewer, db: Executor = getDb()): Promise<ToolkitView | null> {
  const [analysis] = await db
    .select({
      analysis: analyses,
      occupationTitle: sql<string | null>`(SELECT title FROM occupations o WHERE o.code = ${analyses.occupationCode})`,
    })
    .from(analyses)
    .where(eq(analyses.id, id))
    .limit(1);
  if (!analysis) return null;
  const a = analysis.analysis;
  if (!mayView(a, viewer)) return null;
  const ownership: ToolkitView["ownership"] =
    viewer.userId !== null && a.userId === viewer.userId
      ? "yours"
      : a.userId === null && viewer.browserSessionId !== null && a.browserSessionId === viewer.browserSessionId
        ? "unsaved"
        : "other";

  const [aspectRows, recommendationRows] = await Promise.all([
    db.select().from(analysisAspects).where(eq(analysisAspects.analysisId, id)).orderBy(asc(analysisAspects.position)),
    db
      .select({ rec: analysisRecommendations, logoUrl: tools.logoUrl, logoEmoji: tools.logoEmoji })
      .from(analysisRecommendations)
      .leftJoin(tools, eq(tools.id, analysisRecommendations.toolId))
      .where(eq(analysisRecommendations.analysisId, id))
      .orderBy(asc(analysisRecommendations.position)),
  ]);
  const recommendations: ToolkitTool[] = recommendationRows
    .map(({ rec, logoUrl, logoEmoji }) => ({
      id: rec.id,
      toolId: rec.toolId,
      name: rec.toolName,
      category: rec.category,
      description: rec.description,
      useCase: rec.useCase ?? rec.description,
      toolType: (["core", "specialist", "assistant"].includes(rec.toolType) ? rec.toolType : "agent") as ToolkitTool["toolType"],
      productivityGain: rec.productivityGain,
      savingsPerYear: rec.savingsPerYear,
      hoursSavedPerWeek: rec.hoursSavedPerWeek,
      implementationTime: rec.implementationTime,
      complexityLevel: rec.complexityLevel,
      webLink: rec.webLink,
      affiliateLink: rec.affiliateLink,
      relevanceScore: rec.relevanceScore ?? 0,
      logoUrl: logoUrl ?? null,
      logoEmoji: logoEmoji ?? "🤖",
      aspectId: rec.aspectId,
      aiGeneratedUseCases: rec.aiGeneratedUseCases ?? null,
      activities: rec.activities,
    }))
    // Highest gain first (visitor-side.md §2); position breaks ties.
    .sort((x, y) => y.productivityGain - x.productivityGain);
  return {
    id: a.id,
    jobTitle: a.jobTitle,
    jobDescription: a.jobDescription,
    jobCategory: a.jobCategory,
    industry: a.industry,
    companyName: a.companyName,
    // The company logo is an address the maker typed: only the maker's browser loads it, so a
    // shared link never makes other viewers' browsers call a host of someone's choosing.
    companyContext: a.companyContext ? { ...a.companyContext, logo: ownership === "other" ? null : (a.companyContext.logo ?? null) } : null,
    occupation: a.occupationCode && analysis.occupationTitle ? { code: a.occupationCode, title: analysis.occupationTitle } : null,
    workAreas: a.workAreas,
    aspects: aspectRows.map((aspect) => ({
      id: aspect.id,
      name: aspect.name,
      description: aspect.description,
      kind: aspect.kind === "activity" ? ("activity" as const) : ("area" as const),
      activityId: aspect.activityId,
      tools: recommendations.filter((r) => r.aspectId === aspect.id),
    })),
    recommendations,
    averageProductivityGain: a.averageProductivityGain,
    // Toolkits made before the total was stored: the sum of their tools' gains.
    totalProductivityGain: a.totalProductivityGain || Math.round(recommendations.reduce((sum, r) => sum + r.productivityGain, 0) * 100) / 100,
    salaryBand: a.salaryBand ?? null,
    activityBasis: a.activityBasis ?? null,
    totalSavingsPerYear: a.totalSavingsPerYear,
    categories: a.categories,
    shareToken: a.shareToken ?? "",
    createdAt: a.createdAt.toISOString(),
    ownership,
  };
}
