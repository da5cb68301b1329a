// A tool's insights as the edge runs it (see forms.server.ts): the results page's action (the
// Insights button, with JavaScript through a fetcher, without as a form post) and
// POST /api/generate-use-cases with a recommendationId share the AI rate limit and the operation.
import { INSIGHTS_PROBLEMS, insightsSchema } from "~/lib/schemas/insights";
import type { OperationContext } from "~/services/context";
import { AI_GENERATION_LIMIT } from "~/services/operations/rate-limit.server";
import type { ToolkitViewer } from "~/services/toolkits/toolkit-views.server";
import { recommendationInsights } from "~/services/toolkits/use-cases.server";
import type { FormDefinition } from "./forms.server";

export const INSIGHTS_FORM = {
  schema: insightsSchema,
  problems: INSIGHTS_PROBLEMS,
  refusals: { invalid: "notFound", "not-found": "notFound", failed: "failed", "rate-limited": "tooMany" },
  fallback: "failed",
  limit: AI_GENERATION_LIMIT,
} satisfies FormDefinition<typeof insightsSchema>;

/** The operation for this viewer; with an analysisId, only that toolkit's recommendations. */
export const insightsFor =
  (viewer: ToolkitViewer, analysisId?: number) =>
  ({ recommendationId }: { recommendationId: number }, _ctx: OperationContext) =>
    recommendationInsights({ recommendationId, analysisId }, viewer);
