// A stored toolkit as a viewer sees it: shown only to the browser session that created it, its
// owner's account, admins and holders of its share link (DESIGN.md §4).
import { asc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { analyses, analysisAspects, analysisRecommendations, tools } from "../../../db/schema/index";
import type { StoredSalaryBand } from "../../../db/schema/toolkits";
import type { ToolType } from "~/lib/catalogue-constants";
import type { ActivityBasis } from "~/lib/work-activities";

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
  /** When the weekly link check last reached this address (the catalogue tool's, when it still is the same), else null. */
  linkCheckedAt: string | null;
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
      .select({
        rec: analysisRecommendations,
        logoUrl: tools.logoUrl,
        logoEmoji: tools.logoEmoji,
        toolWebLink: tools.webLink,
        linkCheckedAt: tools.linkCheckedAt,
      })
      .from(analysisRecommendations)
      .leftJoin(tools, eq(tools.id, analysisRecommendations.toolId))
      .where(eq(analysisRecommendations.analysisId, id))
      .orderBy(asc(analysisRecommendations.position)),
  ]);
  const recommendations: ToolkitTool[] = recommendationRows
    .map(({ rec, logoUrl, logoEmoji, toolWebLink, linkCheckedAt }) => ({
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
      linkCheckedAt: linkCheckedAt && rec.webLink === toolWebLink ? linkCheckedAt.toISOString() : null,
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
