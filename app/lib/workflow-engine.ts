// The built-in workflow engine: from a role, a work area and the one tool a person uses most to
// 3-5 workflow options, and for the chosen one a detailed workflow of numbered steps whose tools
// are catalogue tools (the ones the toolkit engine would offer this person, best fit first) or the
// person's own tool. A workflow is offered only when its main work activity is part of the
// person's work (their occupation's activities or the work area), so no misfit becomes a
// workflow. Pure and deterministic; the hours come from docs/methodology.md §8.
import { MAX_TOOLKIT_GAIN } from "./toolkit-engine";
import { hoursSavedPerWeek } from "./productivity";
import { activityTimeSaved, type ActivityProfile } from "./work-activities";
import type { OwnTool, ToolChoiceCategory } from "./workflow-choices";
import { WORKFLOW_TEMPLATES, TEMPLATE_BY_ID, type WorkflowTemplate } from "../content/workflow-templates";

export interface WorkflowOption {
  id: string;
  title: string;
  outline: string;
  /** Hours a week, by the method (docs/methodology.md §8). */
  estimatedSavings: number;
}

export interface WorkflowStep {
  stepNumber: number;
  title: string;
  description: string;
  tools: string[];
}

export interface ToolLink {
  name: string;
  url: string;
}

export interface DetailedWorkflow {
  id: string;
  title: string;
  hoursSaved: number;
  steps: WorkflowStep[];
  toolLinks: ToolLink[];
}

/** A catalogue tool this person may be offered; the engine receives them best fit first. */
export interface WorkflowCatalogueTool {
  id: number;
  name: string;
  webLink: string;
  kind: string;
}

export interface WorkflowEngineInput {
  jobRole: string;
  industry: string;
  ownTool: OwnTool;
  workArea: string;
  additionalInfo: string;
  /** The person's work activities with the work area in them (app/lib/work-activities.ts). */
  profile: ActivityProfile;
  /** The activities the work area stands for (app/lib/work-areas.ts). */
  areaActivities: string[];
  tools: WorkflowCatalogueTool[];
}

export const MIN_OPTIONS = 3;
export const MAX_OPTIONS = 5;

/** The kinds of tool a tool in use points to: a CRM user's workflows include its kinds of work. */
const OWN_TOOL_AFFINITY: Record<ToolChoiceCategory, string[]> = {
  "Cloud File Storage": ["writing-assistant", "document-qa", "enterprise-search"],
  Communication: ["meeting-recorder"],
  "Project Management": ["project-management", "task-planning"],
  Development: ["coding-assistant", "code-review"],
  Design: ["graphic-design", "ui-design", "image-generation"],
  CRM: ["crm", "sales-engagement", "marketing-crm"],
  Email: ["email-assistant", "writing-assistant"],
  Analytics: ["data-analysis", "business-intelligence"],
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Percent of a working week a workflow saves (methodology §8): for each of its activities in the
 * person's work, the activity's share of the week × the time AI saves on it (the toolkit's
 * per-activity figure), within the toolkit bound.
 */
export function workflowGain(template: Pick<WorkflowTemplate, "activities">, profile: ActivityProfile): number {
  const share = new Map(profile.activities.map((a) => [a.id, a]));
  const gain = template.activities.reduce((sum, id) => {
    const activity = share.get(id);
    return activity ? sum + activity.share * activityTimeSaved(activity) : sum;
  }, 0);
  return round1(Math.min(gain * 100, MAX_TOOLKIT_GAIN));
}

/** Hours a week a workflow saves: 40 × gain ÷ 100, to one decimal (visitor-side.md §9). */
export function workflowHours(template: Pick<WorkflowTemplate, "activities">, profile: ActivityProfile): number {
  return hoursSavedPerWeek(workflowGain(template, profile));
}

const lower = (s: string) => s.toLowerCase();

/** A workflow is the person's work when its main activity is among their activities. */
function eligible(template: WorkflowTemplate, input: WorkflowEngineInput): boolean {
  return input.profile.activities.some((a) => a.id === template.activities[0]);
}

/** Whether the work area asks for this workflow: its words, or one of its activities. */
export function askedFor(template: WorkflowTemplate, input: Pick<WorkflowEngineInput, "workArea" | "areaActivities">): boolean {
  return template.keywords.test(lower(input.workArea)) || template.activities.some((a) => input.areaActivities.includes(a));
}

export function scoreTemplate(template: WorkflowTemplate, input: WorkflowEngineInput): number {
  const area = lower(input.workArea);
  const share = new Map(input.profile.activities.map((a) => [a.id, a.share]));
  let score = 0;
  if (template.keywords.test(area)) score += 1.5;
  if (input.areaActivities.includes(template.activities[0]!)) score += 1;
  else if (template.activities.some((a) => input.areaActivities.includes(a))) score += 0.4;
  if (input.additionalInfo && template.keywords.test(lower(input.additionalInfo))) score += 0.5;
  if (template.keywords.test(lower(input.jobRole))) score += 0.25;
  // How much of the person's week the workflow's work is (a tenth of the week counts 1).
  score += Math.min(1, 10 * template.activities.reduce((sum, a) => sum + (share.get(a) ?? 0), 0));
  if (template.steps.some((step) => step.kinds.some((k) => OWN_TOOL_AFFINITY[input.ownTool.category].includes(k)))) score += 0.15;
  return Math.round(score * 1000) / 1000;
}

/** The workflows offered, best first: those the work area asks for (up to five), at least three. */
export function chooseTemplates(input: WorkflowEngineInput): WorkflowTemplate[] {
  const ranked = WORKFLOW_TEMPLATES.map((template) => ({ template, score: scoreTemplate(template, input), ok: eligible(template, input) }))
    // Only the person's own work: a workflow whose main activity is not theirs is never offered.
    .filter((r) => r.ok)
    .sort((a, b) => b.score - a.score || a.template.id.localeCompare(b.template.id));
  const chosen = ranked
    .filter((r) => askedFor(r.template, input))
    .slice(0, MAX_OPTIONS)
    .map((r) => r.template);
  for (const r of ranked) {
    if (chosen.length >= MIN_OPTIONS) break;
    if (!chosen.includes(r.template)) chosen.push(r.template);
  }
  return chosen;
}

const lowerFirst = (text: string) => text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function optionFor(template: WorkflowTemplate, input: WorkflowEngineInput): WorkflowOption {
  const outline = fill(template.outline, { area: lowerFirst(input.workArea), role: input.jobRole, industry: input.industry });
  const steps = stepsOf(template, input).map((s) => s.title);
  return {
    id: template.id,
    title: template.title,
    outline: `${outline} Steps: ${steps.join(" → ")}.`,
    estimatedSavings: workflowHours(template, input.profile),
  };
}

/** 3 to 5 workflow options for this person (ids are stable for the same inputs). */
export function composeWorkflowOptions(input: WorkflowEngineInput): WorkflowOption[] {
  return chooseTemplates(input).map((t) => optionFor(t, input));
}

const GENERAL_KINDS = ["general-assistant", "office-suite"];

/** The best offered tool of the step's kinds, in their order (the list is best fit first), else a general assistant. */
export function toolFor(kinds: readonly string[], tools: readonly WorkflowCatalogueTool[], prefer?: RegExp): WorkflowCatalogueTool | null {
  for (const kind of kinds) {
    const serving = tools.filter((t) => t.kind === kind);
    const found = (prefer && serving.find((t) => prefer.test(t.name))) || serving[0];
    if (found) return found;
  }
  return tools.find((t) => GENERAL_KINDS.includes(t.kind)) ?? null;
}

const OWN_TOOL_STEP: Record<ToolChoiceCategory, { title: string; description: string; first?: boolean }> = {
  "Cloud File Storage": {
    title: "Save and share in {tool}",
    description: "Keep the inputs, drafts and final version in one {tool} folder and share it with the people who review it.",
  },
  Communication: {
    title: "Share it in {tool}",
    description: "Post the result where your team already talks in {tool}, with the one thing you need from them.",
  },
  "Project Management": {
    title: "Track the next actions in {tool}",
    description: "Add the resulting actions to {tool} with an owner and a date each, so the output turns into finished work.",
  },
  Development: {
    title: "Ship it through {tool}",
    description: "Open a pull request in {tool}, link it to the task and let your usual review and checks run.",
  },
  Design: {
    title: "Finish it in {tool}",
    description: "Bring the result into {tool} for the final layout, so it follows your brand and templates.",
  },
  CRM: {
    title: "Log it in {tool}",
    description: "Record the outcome and the next step against the contact or deal in {tool}, so nothing is lost between conversations.",
  },
  Email: {
    title: "Send it from {tool}",
    description: "Send the result from {tool} to the people who need it, with a two-line summary at the top.",
  },
  Analytics: {
    title: "Pull the numbers from {tool}",
    description: "Export the figures this work depends on from {tool}, so the workflow starts from your own data.",
    first: true,
  },
};

const INFO_IN_STEP_MAX = 240;

function stepsOf(template: WorkflowTemplate, input: WorkflowEngineInput): WorkflowStep[] {
  const values = { area: lowerFirst(input.workArea), role: input.jobRole, industry: input.industry, tool: input.ownTool.name };
  const ai = template.steps.map((step) => {
    const tool = toolFor(step.kinds, input.tools, step.prefer);
    const name = tool?.name ?? "an AI assistant";
    return { title: fill(step.title, { ...values, ai: name }), description: fill(step.description, { ...values, ai: name }), tools: tool ? [tool.name] : [] };
  });
  const ownDef = OWN_TOOL_STEP[input.ownTool.category];
  const own = { title: fill(ownDef.title, values), description: fill(ownDef.description, values), tools: [input.ownTool.name] };
  const steps = ownDef.first ? [own, ...ai] : [...ai, own];
  const info = input.additionalInfo.trim();
  if (info) {
    const quoted = info.length > INFO_IN_STEP_MAX ? `${info.slice(0, INFO_IN_STEP_MAX - 1).trimEnd()}…` : info;
    const first = ownDef.first ? 1 : 0;
    steps[first] = { ...steps[first]!, description: `${steps[first]!.description} Start from what you told us: "${quoted}"` };
  }
  return steps.map((s, i) => ({ stepNumber: i + 1, ...s }));
}

/**
 * The detailed workflow of one option offered for these inputs; null when the id is not one of
 * them (an unknown workflow id).
 */
export function composeDetailedWorkflow(input: WorkflowEngineInput, workflowId: string): DetailedWorkflow | null {
  const template = TEMPLATE_BY_ID.get(workflowId);
  if (!template || !chooseTemplates(input).includes(template)) return null;
  const steps = stepsOf(template, input);
  const links = new Map<string, ToolLink>();
  for (const step of template.steps) {
    const tool = toolFor(step.kinds, input.tools, step.prefer);
    if (tool && !links.has(tool.name)) links.set(tool.name, { name: tool.name, url: tool.webLink });
  }
  links.set(input.ownTool.name, { name: input.ownTool.name, url: input.ownTool.url });
  return {
    id: template.id,
    title: `${template.title} for ${lowerFirst(input.workArea)}`,
    hoursSaved: workflowHours(template, input.profile),
    steps,
    toolLinks: [...links.values()],
  };
}

/** How the workflow's figure was reached, in words (shown under the hours). */
export function savingsBasis(workflowId: string): string | null {
  const template = TEMPLATE_BY_ID.get(workflowId);
  if (!template) return null;
  return "Each work activity of this workflow in your job: its share of your week (O*NET) × how well AI served it in real use (Tomlinson et al., 2025) × the published time saving for that kind of work (see How we estimate).";
}
