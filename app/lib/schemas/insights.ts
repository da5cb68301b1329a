// A tool's insights on the results page (visitor-side.md §2, §3, §8): the Insights button posts the
// recommendation it is for; the page and POST /api/generate-use-cases answer with its use cases.
import { z } from "zod";
import { USE_CASES_FAILED } from "../use-cases";
import { TOO_MANY_REQUESTS, type FormProblem } from "./problems";

export const INSIGHTS_PROBLEMS = {
  notFound: { title: "Error", description: "Recommendation not found" },
  tooMany: TOO_MANY_REQUESTS,
  failed: { title: "Error", description: USE_CASES_FAILED },
} as const satisfies Record<string, FormProblem>;

export const insightsSchema = z.object({
  recommendationId: z.coerce.number({ error: "notFound" }).int("notFound").positive("notFound").max(2_147_483_647, "notFound"),
});
export type InsightsRequest = z.output<typeof insightsSchema>;
