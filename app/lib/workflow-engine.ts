// The built-in workflow engine: from a role, a work area and the one tool a person uses most to
// 3-5 workflow options, and for the chosen one a detailed workflow of numbered steps whose tools
// are catalogue tools (the best fit for this person, by the toolkit engine's ranking) or the
// person's own tool. Pure and deterministic; the hours come from docs/methodology.md §8.
import { TASK_EVIDENCE, WEEKLY_TASK_SHARE, hoursSavedPerWeek } from "./productivity";
import { applicabilityFactor, toolkitGainBound } from "./toolkit-engine";
import type { ToolPurpose } from "./tool-purposes";
import { MIN_PURPOSE_WEIGHT, purposesForWorkArea, purposeWeight, type WorkProfile } from "./work-profile";
import type { OwnTool, ToolChoiceCategory } from "./workflow-choices";
import { WORKFLOW_TEMPLATES, TEMPLATE_BY_ID, type WorkflowTemplate } from "./workflow-templates";

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

/** A catalogue tool that serves the person's work; the engine receives them best fit first. */
export interface WorkflowCatalogueTool {
  id: number;
  name: string;
  webLink: string;
  purposes: ToolPurpose[];
}

export interface WorkflowEngineInput {
  jobRole: string;
  industry: string;
  ownTool: OwnTool;
  workArea: string;
  additionalInfo: string;
  profile: WorkProfile;
  aiApplicabilityScore: number | null;
  tools: WorkflowCatalogueTool[];
}

export const MIN_OPTIONS = 3;
/** A trade weighing this much in the person's work is their own (their occupation's main work). */
const OWN_TRADE_WEIGHT = 0.8;
export const MAX_OPTIONS = 5;

/** The kinds of work a tool in use points to: a CRM user's workflows include sales, and so on. */
const OWN_TOOL_AFFINITY: Record<ToolChoiceCategory, ToolPurpose[]> = {
  "Cloud File Storage": ["writing", "knowledge-search"],
  Communication: ["meetings"],
  "Project Management": ["planning"],
  Development: ["coding"],
  Design: ["visual-design", "ui-design"],
  CRM: ["sales"],
  Email: ["writing"],
  Analytics: ["data-analysis"],
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Percent of a working week a workflow saves (methodology §8): the time its main task's study
 * saves × the share of the week its scope covers (for the whole-week "general" figure, the
 * figure × that share), × the occupation's applicability factor, within the toolkit bound.
 */
export function workflowGain(template: Pick<WorkflowTemplate, "evidenceTask" | "scope">, aiApplicabilityScore: number | null): number {
  const evidence = TASK_EVIDENCE[template.evidenceTask];
  const factor = applicabilityFactor(aiApplicabilityScore);
  const gain = evidence.taskTimeSavedPercent * WEEKLY_TASK_SHARE[template.scope] * factor;
  return round1(Math.min(gain, toolkitGainBound(factor)));
}

/** Hours a week a workflow saves: 40 × gain ÷ 100, to one decimal (visitor-side.md §9). */
export function workflowHours(template: Pick<WorkflowTemplate, "evidenceTask" | "scope">, aiApplicabilityScore: number | null): number {
  return hoursSavedPerWeek(workflowGain(template, aiApplicabilityScore));
}

const lower = (s: string) => s.toLowerCase();

/** Kinds of work every desk job has some of; any other purpose is a trade of its own. */
const COMMON_WORK: ReadonlySet<ToolPurpose> = new Set<ToolPurpose>([
  "assistant",
  "writing",
  "research",
  "meetings",
  "presentations",
  "planning",
  "knowledge-search",
  "automation",
  "data-analysis",
]);

/**
 * Whether the person's work includes what the workflow is for: some of its purposes are part of
 * it, and every trade it needs (marketing, sales, code, clinical notes...) is too, so a nurse is
 * not offered a content-marketing pipeline because it also involves writing.
 */
function eligible(template: WorkflowTemplate, input: WorkflowEngineInput): boolean {
  const served = (p: ToolPurpose) => purposeWeight(input.profile, p) >= MIN_PURPOSE_WEIGHT;
  return template.purposes.some(served) && template.purposes.every((p) => COMMON_WORK.has(p) || served(p));
}

/** Whether the work area asks for this workflow: its words, or the workflow's main purpose. */
export function askedFor(template: WorkflowTemplate, workArea: string): boolean {
  return template.keywords.test(lower(workArea)) || purposesForWorkArea(workArea).includes(template.purposes[0]!);
}

export function scoreTemplate(template: WorkflowTemplate, input: WorkflowEngineInput): number {
  const area = lower(input.workArea);
  const areaPurposes = purposesForWorkArea(input.workArea);
  let score = 0;
  if (template.keywords.test(area)) score += 1.5;
  if (areaPurposes.includes(template.purposes[0]!)) score += 1;
  else if (template.purposes.some((p) => areaPurposes.includes(p))) score += 0.4;
  if (input.additionalInfo && template.keywords.test(lower(input.additionalInfo))) score += 0.5;
  if (template.keywords.test(lower(input.jobRole))) score += 0.25;
  score += 0.5 * Math.max(0, ...template.purposes.map((p) => purposeWeight(input.profile, p)));
  // The person's own trade (a lawyer's contracts, a teacher's lessons) comes before generic work.
  if (template.purposes.some((p) => !COMMON_WORK.has(p) && purposeWeight(input.profile, p) >= OWN_TRADE_WEIGHT)) score += 0.6;
  if (template.purposes.some((p) => OWN_TOOL_AFFINITY[input.ownTool.category].includes(p))) score += 0.15;
  return Math.round(score * 1000) / 1000;
}

/** The workflows offered, best first: those the work area asks for (up to five), at least three. */
export function chooseTemplates(input: WorkflowEngineInput): WorkflowTemplate[] {
  const ranked = WORKFLOW_TEMPLATES.map((template) => ({ template, score: scoreTemplate(template, input), ok: eligible(template, input) })).sort(
    (a, b) => Number(b.ok) - Number(a.ok) || b.score - a.score || a.template.id.localeCompare(b.template.id),
  );
  const chosen = ranked
    .filter((r) => r.ok && askedFor(r.template, input.workArea))
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
    estimatedSavings: workflowHours(template, input.aiApplicabilityScore),
  };
}

/** 3 to 5 workflow options for this person (ids are stable for the same inputs). */
export function composeWorkflowOptions(input: WorkflowEngineInput): WorkflowOption[] {
  return chooseTemplates(input).map((t) => optionFor(t, input));
}

/** The best catalogue tool for a purpose (the list is best fit first), else the best assistant. */
export function toolFor(purpose: ToolPurpose, tools: readonly WorkflowCatalogueTool[], prefer?: RegExp): WorkflowCatalogueTool | null {
  const serving = tools.filter((t) => t.purposes.includes(purpose));
  return (prefer && serving.find((t) => prefer.test(t.name))) || serving[0] || tools.find((t) => t.purposes.includes("assistant")) || tools[0] || null;
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
    const tool = toolFor(step.purpose, input.tools, step.prefer);
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
    const tool = toolFor(step.purpose, input.tools, step.prefer);
    if (tool && !links.has(tool.name)) links.set(tool.name, { name: tool.name, url: tool.webLink });
  }
  links.set(input.ownTool.name, { name: input.ownTool.name, url: input.ownTool.url });
  return {
    id: template.id,
    title: `${template.title} for ${lowerFirst(input.workArea)}`,
    hoursSaved: workflowHours(template, input.aiApplicabilityScore),
    steps,
    toolLinks: [...links.values()],
  };
}

/** How the workflow's figure was reached, in words (shown under the hours). */
export function savingsBasis(workflowId: string): string | null {
  const template = TEMPLATE_BY_ID.get(workflowId);
  if (!template) return null;
  const evidence = TASK_EVIDENCE[template.evidenceTask];
  const share = Math.round(WEEKLY_TASK_SHARE[template.scope] * 100);
  return `${evidence.study}: ${evidence.finding}; this workflow covers about ${share}% of a working week (our assumption).`;
}
