// The workflow generator (issue 16): time to options ('Generate Workflows': occupation match,
// catalogue ranking, engine and the stored row), to the detailed workflow (Select), to the
// flowchart (Graphviz to JPEG, stored) and to the step images (one PNG card a step, stored), through
// the same operations the page and the /api calls use, over a mix of roles against the catalogue.
import { generateStepSchema } from "../app/lib/schemas/workflow";
import { chooseWorkflowOption, generateWorkflowOptions } from "../app/services/workflows/workflows.server";
import { generateStoredWorkflowFlowchart, generateStoredWorkflowImages } from "../app/services/workflows/workflow-images.server";
import { workflowPdf } from "../app/services/workflows/workflow-pdf-file.server";
import { percentile } from "./util";

const ROLES = [
  { jobRole: "Marketing Manager", industry: "Marketing", currentTools: "HubSpot CRM", selectedWorkArea: "Content Creation" },
  { jobRole: "Software Engineer", industry: "Technology", currentTools: "GitHub", selectedWorkArea: "Testing & Debugging" },
  { jobRole: "Registered Nurse", industry: "Healthcare", currentTools: "Microsoft Teams", selectedWorkArea: "Patient Documentation" },
  { jobRole: "Recruitment Consultant", industry: "Professional Services", currentTools: "Gmail", selectedWorkArea: "Candidate Screening" },
  { jobRole: "Financial Analyst", industry: "Finance", currentTools: "Microsoft Outlook", selectedWorkArea: "Financial Analysis" },
  { jobRole: "Project Manager", industry: "Government", currentTools: "Jira", selectedWorkArea: "Status Reporting" },
  { jobRole: "Sales Representative", industry: "Sales", currentTools: "Google Analytics", selectedWorkArea: "Prospecting & Outreach" },
  { jobRole: "Electrician", industry: "Other", currentTools: "Google Drive", selectedWorkArea: "Planning & Strategy" },
];

export const WORKFLOW_RUNS = { options: 60, detail: 60, flowchart: 20, images: 10, pdf: 10 } as const;

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

const summary = (values: number[]): Timing => ({ p50: percentile(values, 50), p95: percentile(values, 95), max: Math.max(...values) });

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

export async function measureWorkflows(): Promise<Record<keyof typeof WORKFLOW_RUNS, Timing>> {
  const actor = { userId: null, browserSessionId: "bench-workflows-00000000000000000000" };
  const viewer = { ...actor, isAdmin: false, shareToken: null };
  const times = { options: [] as number[], detail: [] as number[], flowchart: [] as number[], images: [] as number[], pdf: [] as number[] };
  const made: { id: number; optionId: string }[] = [];
  // Two untimed rounds first, so connections, JIT, Graphviz and sharp are warm.
  for (let i = -2; i < WORKFLOW_RUNS.options; i++) {
    const inputs = generateStepSchema.parse(ROLES[(i + ROLES.length) % ROLES.length]);
    const [options, took] = await timed(() => generateWorkflowOptions(inputs, actor));
    if (i >= 0) times.options.push(took);
    made.push({ id: options.savedWorkflowId, optionId: options.workflows[0]!.id });
  }
  for (let i = 0; i < made.length && times.detail.length < WORKFLOW_RUNS.detail; i++) {
    const [, took] = await timed(() => chooseWorkflowOption(made[i]!.id, made[i]!.optionId, actor));
    if (i >= 2) times.detail.push(took);
  }
  for (let i = 0; i < WORKFLOW_RUNS.flowchart + 2; i++) {
    const [, took] = await timed(() => generateStoredWorkflowFlowchart(made[i]!.id, actor));
    if (i >= 2) times.flowchart.push(took);
  }
  for (let i = 0; i < WORKFLOW_RUNS.images + 2; i++) {
    const [, took] = await timed(() => generateStoredWorkflowImages(made[i]!.id, actor));
    if (i >= 2) times.images.push(took);
  }
  for (let i = 0; i < WORKFLOW_RUNS.pdf + 2; i++) {
    const [, took] = await timed(() => workflowPdf(made[i]!.id, viewer, "http://localhost:3000"));
    if (i >= 2) times.pdf.push(took);
  }
  return {
    options: summary(times.options),
    detail: summary(times.detail),
    flowchart: summary(times.flowchart),
    images: summary(times.images),
    pdf: summary(times.pdf),
  };
}
