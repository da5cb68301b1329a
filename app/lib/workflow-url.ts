// Where the workflow generator's state lives between steps 1 to 4: in the page's address, so every
// step is a link, Back works, and nothing is stored before 'Generate Workflows'.
export interface WorkflowDraft {
  jobRole: string;
  industry: string;
  tool: string;
  workArea: string;
  additionalInfo: string;
}

export const EMPTY_DRAFT: WorkflowDraft = { jobRole: "", industry: "", tool: "", workArea: "", additionalInfo: "" };

const MAX = { jobRole: 120, industry: 40, tool: 100, workArea: 100, additionalInfo: 1000 } as const;

export function readDraft(params: URLSearchParams): WorkflowDraft {
  const get = (key: keyof WorkflowDraft) => (params.get(key) ?? "").slice(0, MAX[key]);
  return { jobRole: get("jobRole"), industry: get("industry"), tool: get("tool"), workArea: get("workArea"), additionalInfo: get("additionalInfo") };
}

export function stepHref(step: number, draft: WorkflowDraft): string {
  const params = new URLSearchParams({ step: String(step) });
  for (const [key, value] of Object.entries(draft)) if (value) params.set(key, value);
  return `/aiupskill/workflows?${params.toString()}`;
}

export function readStep(params: URLSearchParams): 1 | 2 | 3 | 4 {
  const n = Number(params.get("step"));
  return n === 2 || n === 3 || n === 4 ? n : 1;
}
