// Toolkits: createAnalysis() turns a validated request into a stored toolkit (the wizard, POST
// /api/analyze-job and the tests all call it), and getToolkit() reads one back for a viewer who
// may see it. The built-in engine answers unless a model is configured and answers well.
import { randomBytes } from "node:crypto";
import { and, arrayOverlaps, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Executor } from "../../db/client";
import { analyses, analysisAspects, analysisRecommendations, tools } from "../../db/schema/index";
import { aiConfigured, completeJson } from "~/adapters/ai.server";
import type { JobCategory, ToolType } from "~/lib/catalogue-constants";
import { detectJobCategory } from "~/lib/job-categories";
import { CATEGORY_PURPOSES, TOOL_PURPOSES } from "~/lib/tool-purposes";
import { MIN_PURPOSE_WEIGHT, workProfile, type WorkProfile } from "~/lib/work-profile";
import { salaryBandFor } from "~/lib/salary";
import { toolSavings } from "~/lib/savings";
import { composeJobDescription, priorityChallenge, type AnalysisInput } from "~/lib/schemas/toolkit";
import {
  assembleToolkit,
  buildToolkit,
  rankCandidates,
  toolkitAreas,
  type CandidateTool,
  type ChosenTool,
  type EngineInput,
  type EngineResult,
} from "~/lib/toolkit-engine";
import { recordAiUsage } from "./ai-usage.server";
import { recordEvent } from "./analytics.server";
import { queueGapReportIfDue } from "./gap-analysis.server";
import { matchOccupation, type OccupationMatch } from "./occupations.server";

const candidateColumns = {
  id: tools.id,
  name: tools.name,
  description: tools.description,
  category: tools.category,
  jobCategories: tools.jobCategories,
  toolType: tools.toolType,
  evidenceTask: tools.evidenceTask,
  baseProductivityGain: tools.baseProductivityGain,
  industryRelevance: tools.industryRelevance,
  primaryUseCase: tools.primaryUseCase,
  purposes: tools.purposes,
  webLink: tools.webLink,
  affiliateLink: tools.affiliateLink,
  implementationTime: tools.implementationTime,
  complexityLevel: tools.complexityLevel,
};
export type CandidateRow = CandidateTool & { webLink: string; affiliateLink: string | null; implementationTime: string; complexityLevel: string };

/**
 * The catalogue tools that serve the person's work: one of their purposes is part of it (or, for
 * a tool saved without purposes, its category's). The engine ranks them; best gains first here
 * only so the limit keeps the strongest when the catalogue is very large.
 */
export async function loadCandidates(profile: WorkProfile, db: Executor): Promise<CandidateRow[]> {
  const served = TOOL_PURPOSES.filter((p) => (profile.weights[p] ?? 0) >= MIN_PURPOSE_WEIGHT);
  const categories = Object.entries(CATEGORY_PURPOSES)
    .filter(([, purposes]) => purposes.some((p) => served.includes(p)))
    .map(([category]) => category);
  const rows = await db
    .select(candidateColumns)
    .from(tools)
    .where(
      and(
        eq(tools.isActive, true),
        or(arrayOverlaps(tools.purposes, served), and(sql`cardinality(${tools.purposes}) = 0`, inArray(tools.category, categories))),
      ),
    )
    .orderBy(desc(tools.baseProductivityGain), asc(tools.id))
    .limit(400);
  return rows as CandidateRow[];
}

const MODEL_CANDIDATES = 40;

/** What the model must answer: tools by id among those offered, with the texts. */
const modelToolkitSchema = z.strictObject({
  tools: z
    .array(
      z.strictObject({
        toolId: z.number().int(),
        workAreaIndex: z.number().int().min(0),
        useCase: z.string().min(10).max(400),
        fit: z.number().min(0).max(1),
      }),
    )
    .min(5)
    .max(15),
});

async function chooseWithModel(input: EngineInput, areas: string[], db: Executor): Promise<ChosenTool[]> {
  const offered = rankCandidates({ ...input, workAreas: areas }).slice(0, MODEL_CANDIDATES);
  const byId = new Map(offered.map((s) => [s.tool.id, s.tool]));
  const { data, usage } = await completeJson({
    name: "toolkit",
    schema: modelToolkitSchema,
    system:
      "You choose AI tools for a professional's personal toolkit. Choose only tools from the list given, by id. " +
      "Choose about 9 tools: at least one core tool, a mix of specialist and assistant tools, and at least one tool for each work area when possible. " +
      "For each tool, write one sentence on how this person would use it in that work area, and rate its fit from 0 to 1. Do not invent numbers.",
    user: JSON.stringify({
      jobTitle: input.jobTitle,
      industry: input.industry,
      workAreas: areas.map((name, index) => ({ index, name })),
      toolsInUse: input.currentTools,
      catalogue: offered.map(({ tool }) => ({ id: tool.id, name: tool.name, type: tool.toolType, category: tool.category, description: tool.description })),
    }),
  });
  await recordAiUsage("analysis", usage, db);
  const seen = new Set<number>();
  const chosen = data.tools.filter((t) => {
    const ok = byId.has(t.toolId) && !seen.has(t.toolId) && t.workAreaIndex < areas.length;
    seen.add(t.toolId);
    return ok;
  });
  if (chosen.length < 5) throw new Error("The model chose too few catalogue tools");
  if (!chosen.some((t) => byId.get(t.toolId)!.toolType === "core")) throw new Error("The model chose no core tool");
  return chosen.map((t) => ({ tool: byId.get(t.toolId)!, aspectIndex: t.workAreaIndex, useCase: t.useCase.trim(), fit: t.fit }));
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
  profile: WorkProfile;
  engine: "builtin" | "openai";
  result: EngineResult;
  candidates: CandidateRow[];
}

/**
 * Work out a toolkit: the occupation the title matches, the person's work profile (occupation,
 * work areas, industry), the catalogue tools that serve it, and the choice (a model's when one is
 * configured and answers well, else the built-in engine's).
 */
export async function planToolkit(input: AnalysisInput, db: Executor = getDb(), options: { engine?: "builtin" | "configured" } = {}): Promise<PlannedToolkit> {
  const occupation = await matchOccupation(input.jobTitle, db);
  const profile = workProfile({
    occupation,
    workAreas: input.workAreas,
    industry: input.industry,
    titleCategory: detectJobCategory(input.jobTitle),
  });
  const candidates = await loadCandidates(profile, db);
  const currentTools = Object.values(input.currentTools).flat();
  const engineInput: EngineInput = {
    jobTitle: input.jobTitle,
    profile,
    industry: input.industry,
    workAreas: input.workAreas,
    currentTools,
    aiApplicabilityScore: occupation?.aiApplicabilityScore ?? null,
    candidates,
  };
  const areas = toolkitAreas(input.workAreas);
  if (options.engine !== "builtin" && aiConfigured()) {
    try {
      const result = assembleToolkit(await chooseWithModel(engineInput, areas, db), areas, engineInput);
      return { occupation, profile, engine: "openai", result, candidates };
    } catch (error) {
      console.error(`AI toolkit failed, using the built-in engine: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { occupation, profile, engine: "builtin", result: buildToolkit(engineInput), candidates };
}

/** Create and store a toolkit. Nothing is stored unless all of it is. */
export async function createAnalysis(input: AnalysisInput, owner: AnalysisOwner = {}, db = getDb()): Promise<CreatedAnalysis> {
  const plan = await planToolkit(input, db);
  return storeAnalysis(input, { ...plan, jobCategory: plan.profile.jobCategory, owner }, db);
}

async function storeAnalysis(
  input: AnalysisInput,
  made: PlannedToolkit & { jobCategory: JobCategory; owner: AnalysisOwner },
  db: ReturnType<typeof getDb>,
): Promise<CreatedAnalysis> {
  const { result } = made;
  const salary = salaryBandFor(input.jobTitle).defaultSalary;
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
        totalSavingsPerYear: savings.reduce((a, s) => a + s.adjustedSavings, 0),
        categories: [...new Set(result.recommendations.map((r) => byId.get(r.toolId)!.category))],
        engine: made.engine,
      })
      .returning({ id: analyses.id });
    const aspectRows = result.aspects.length
      ? await tx
          .insert(analysisAspects)
          .values(result.aspects.map((a, position) => ({ analysisId: analysis!.id, position, name: a.name, description: a.description })))
          .returning({ id: analysisAspects.id, position: analysisAspects.position })
      : [];
    const aspectIdAt = new Map(aspectRows.map((a) => [a.position, a.id]));
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
        };
      }),
    );
    // Popularity on /tools counts how often a tool was recommended.
    await tx
      .update(tools)
      .set({ usageCount: sql`${tools.usageCount} + 1` })
      .where(
        inArray(
          tools.id,
          result.recommendations.map((r) => r.toolId),
        ),
      );
    await recordEvent("toolkit_generation", { analysisId: analysis!.id }, tx);
    // Every GAP_REPORT_EVERY toolkits, a catalogue gap report (queued with the toolkit).
    await queueGapReportIfDue(tx);
    return { analysisId: analysis!.id, jobTitle: input.jobTitle, workAreas: input.workAreas, shareToken };
  });
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
  aspects: { id: number; name: string; description: string; tools: ToolkitTool[] }[];
  recommendations: ToolkitTool[];
  averageProductivityGain: number;
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
      tools: recommendations.filter((r) => r.aspectId === aspect.id),
    })),
    recommendations,
    averageProductivityGain: a.averageProductivityGain,
    totalSavingsPerYear: a.totalSavingsPerYear,
    categories: a.categories,
    shareToken: a.shareToken ?? "",
    createdAt: a.createdAt.toISOString(),
    ownership,
  };
}
