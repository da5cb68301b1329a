// Toolkit generation with the built-in engine: request to stored analysis, through the same
// createAnalysis() the wizard and the API call, over a mix of roles against the 5,000-tool catalogue.
import { WIZARD_INDUSTRIES } from "../app/lib/catalogue-constants";
import { analysisInputSchema } from "../app/lib/schemas/toolkit";
import { createAnalysis } from "../app/services/toolkits/toolkits.server";
import { percentile } from "./util";

const ROLES: [string, string[]][] = [
  ["Marketing Manager", ["Content Creation", "Lead Generation", "Social Media Strategy"]],
  ["Software Engineer", ["Code Review", "Documentation", "Testing"]],
  ["Registered Nurse", ["Patient Documentation", "Care Coordination"]],
  ["Financial Analyst", ["Financial Modelling", "Reporting", "Forecasting"]],
  ["HR Business Partner", ["Recruitment", "Employee Relations"]],
  ["Account Executive", ["Prospecting", "Proposal Writing", "Pipeline Management"]],
  ["High School Teacher", ["Lesson Planning", "Grading and Feedback"]],
  ["Management Consultant", ["Research", "Client Presentations", "Analysis"]],
  ["UX Designer", ["User Research", "Prototyping"]],
  ["Operations Manager", ["Process Improvement", "Reporting", "Scheduling", "Vendor Management"]],
];

export const GENERATIONS = 200;

export async function measureToolkitGeneration(): Promise<{ p50: number; p95: number; max: number; sample: { id: number; shareToken: string } }> {
  const timings: number[] = [];
  let sample: { id: number; shareToken: string } | undefined;
  // A few untimed runs first, so connections and JIT are warm.
  for (let i = -5; i < GENERATIONS; i++) {
    const [jobTitle, workAreas] = ROLES[(i + ROLES.length) % ROLES.length]!;
    const input = analysisInputSchema.parse({
      jobTitle,
      industry: WIZARD_INDUSTRIES[(i + 20) % WIZARD_INDUSTRIES.length],
      workAreas,
      currentTools: { fileStorage: ["Google Drive"], videoMeeting: ["Zoom"], emailClient: ["Gmail"], crm: [], otherTools: [] },
    });
    const start = performance.now();
    const created = await createAnalysis(input, { browserSessionId: "bench-visit-0000000000000000000000" });
    if (i >= 0) timings.push(performance.now() - start);
    sample ??= { id: created.analysisId, shareToken: created.shareToken };
  }
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), max: Math.max(...timings), sample: sample! };
}
