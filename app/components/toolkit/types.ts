// What the results page sends to the browser: only what it shows, once (aspects name their
// tools by id instead of repeating them).
import type { ActivityBasis } from "~/lib/work-activities";
import type { ToolkitTool, ToolkitView } from "~/services/toolkits/toolkit-views.server";

/** A tool as the page shows it: figures at the chosen salary are computed in the page. */
export type ResultTool = Omit<ToolkitTool, "toolId" | "savingsPerYear" | "hoursSavedPerWeek" | "relevanceScore">;

export interface ResultToolkit {
  id: number;
  jobTitle: string;
  jobDescription: string;
  companyContext: { name: string; logo: string | null; industry: string | null } | null;
  /** The O*NET occupation the toolkit was built for, or null when the title matched none. */
  occupation: { code: string; title: string } | null;
  /** Whose work activities chose the tools (null for toolkits made before they did). */
  basis: ActivityBasis | null;
  aspects: { id: number; name: string; description: string; kind: "area" | "activity" }[];
  tools: ResultTool[];
}

export function toResultToolkit(view: ToolkitView): ResultToolkit {
  return {
    id: view.id,
    jobTitle: view.jobTitle,
    jobDescription: view.jobDescription ?? "",
    companyContext: view.companyContext?.name
      ? { name: view.companyContext.name, logo: view.companyContext.logo ?? null, industry: view.companyContext.industry ?? null }
      : null,
    occupation: view.occupation,
    basis: view.activityBasis,
    aspects: view.aspects.map(({ id, name, description, kind }) => ({ id, name, description, kind })),
    tools: view.recommendations.map((r) => ({
      id: r.id,
      name: r.name,
      category: r.category,
      description: r.description,
      useCase: r.useCase,
      toolType: r.toolType,
      productivityGain: r.productivityGain,
      implementationTime: r.implementationTime || "1-2 hours",
      complexityLevel: r.complexityLevel || "Medium",
      webLink: r.webLink,
      affiliateLink: r.affiliateLink,
      logoUrl: r.logoUrl,
      logoEmoji: r.logoEmoji,
      aspectId: r.aspectId,
      aiGeneratedUseCases: r.aiGeneratedUseCases,
      activities: r.activities,
      linkCheckedAt: r.linkCheckedAt,
    })),
  };
}

/** The tool's own site, else its affiliate link (§2 "Try App"). */
export const appLink = (tool: Pick<ResultTool, "webLink" | "affiliateLink">) => tool.webLink || tool.affiliateLink || null;
