// Toolkits: createAnalysis() turns a validated request into a stored toolkit (the wizard, POST
// /api/analyze-job and the tests all call it). The plan is toolkit-plan.server.ts's; a viewer reads
// a toolkit back through toolkit-views.server.ts.
import { randomBytes } from "node:crypto";
import { getDb } from "../../../db/client";
import { analyses, analysisAspects, analysisRecommendations } from "../../../db/schema/index";
import type { StoredSalaryBand } from "../../../db/schema/toolkits";
import type { JobCategory } from "~/lib/catalogue-constants";
import { detectJobCategory } from "~/lib/job-categories";
import { jobCategoryOfOccupation } from "~/lib/occupation-groups";
import { salaryBandFor } from "~/lib/salary";
import { toolSavings } from "~/lib/savings";
import { composeJobDescription, priorityChallenge, type AnalysisInput } from "~/lib/schemas/toolkit";
import { salaryBandForOccupation } from "./activity-profiles.server";
import { recordEvent } from "../operations/analytics.server";
import { recordToolUsage } from "../catalogue/tool-usage.server";
import { queueGapReportIfDue } from "../catalogue/gap-analysis.server";
import { type PlannedToolkit, toolkitWork, planToolkit } from "./toolkit-plan.server";

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
