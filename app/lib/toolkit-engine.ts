// The built-in toolkit engine: from a person's work and the catalogue to about nine tools,
// grouped by the work areas the person chose, each with a use case and a productivity gain for
// this role. A tool is offered only when one of its purposes is part of the person's work
// (app/lib/work-profile.ts); among those, the fit decides. Pure and deterministic (the same
// inputs give the same toolkit); docs/methodology.md §6 explains the scoring and the bounds.
import type { ToolType } from "./catalogue-constants";
import { secondaryBenefitsFor } from "./job-categories";
import { purposesOf, type ToolPurpose } from "./tool-purposes";
import { MIN_PURPOSE_WEIGHT, purposesForWorkArea, purposeWeight, servesWork, type WorkProfile } from "./work-profile";

export interface CandidateTool {
  id: number;
  name: string;
  description: string;
  category: string;
  jobCategories: string[];
  toolType: ToolType;
  evidenceTask: string;
  baseProductivityGain: number;
  industryRelevance: string[];
  primaryUseCase: string;
  /** What the tool is for (app/lib/tool-purposes.ts); empty reads the category's purposes. */
  purposes: string[];
}

export interface EngineInput {
  jobTitle: string;
  /** The person's work: the matched occupation's purposes, widened by the chosen work areas. */
  profile: WorkProfile;
  industry: string;
  workAreas: string[];
  /** Names of the tools the person already uses (file storage, meetings, email, CRM, other). */
  currentTools: string[];
  /** AI applicability of the matched occupation (Tomlinson et al. 2025), null when unknown. */
  aiApplicabilityScore: number | null;
  candidates: CandidateTool[];
}

export interface EngineRecommendation {
  toolId: number;
  aspectIndex: number;
  toolType: ToolType;
  useCase: string;
  productivityGain: number;
  /** How well the tool fits this person, 0 to 5 (the confidence shown as relevance). */
  relevanceScore: number;
}

export interface EngineAspect {
  name: string;
  description: string;
}

export interface EngineResult {
  aspects: EngineAspect[];
  recommendations: EngineRecommendation[];
  averageProductivityGain: number;
  /** Sum of the tools' gains, after the bound (percent of a working week). */
  totalProductivityGain: number;
  applicabilityFactor: number;
}

export const TOOLKIT_SIZE = 9;
export const MAX_TOOLKIT_SIZE = 15;
/** How much each tool already chosen for the same main purpose lowers another's fit when filling up. */
export const REPEAT_PENALTY = 0.06;
/** At most this many tools of each type, so a toolkit mixes thinking partners and helpers. */
export const TYPE_QUOTAS: Record<ToolType, number> = { core: 2, specialist: 4, assistant: 3 };
/**
 * Median AI-applicability score of the 916 scored occupations in db/seed/onet-occupations.tsv
 * (a unit test recomputes it). An occupation at the median keeps the catalogue's gains.
 */
export const MEDIAN_APPLICABILITY = 0.1541;
export const APPLICABILITY_FACTOR_RANGE = [0.5, 1.5] as const;
/**
 * A toolkit never claims more than a quarter of the working week (10 hours): the largest time
 * saving over a mix of tasks in the cited studies is 25.1% (Dell'Acqua et al. 2023, consultants,
 * an occupation at the top of the applicability range), and a whole job is never all AI-suited
 * tasks. The bound falls in proportion to the occupation's applicability factor (toolkitGainBound),
 * so a more AI-applicable occupation never ends with a lower total for the same tools.
 */
export const MAX_TOOLKIT_GAIN = 25;

export function toolkitGainBound(factor: number): number {
  return (MAX_TOOLKIT_GAIN * Math.min(factor, APPLICABILITY_FACTOR_RANGE[1])) / APPLICABILITY_FACTOR_RANGE[1];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Scale a role's gains by its occupation's AI applicability relative to the median occupation. */
export function applicabilityFactor(score: number | null): number {
  if (score === null || !Number.isFinite(score)) return 1;
  const [low, high] = APPLICABILITY_FACTOR_RANGE;
  return Math.min(high, Math.max(low, score / MEDIAN_APPLICABILITY));
}

const STOP_WORDS = new Set(["and", "the", "for", "with", "of", "to", "in", "a", "an", "&", "on", "your", "management"]);

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w));
}

/** Share of a work area's words found in what the tool does (0 to 1). */
function workAreaMatch(tool: CandidateTool, area: string): number {
  const areaWords = words(area);
  if (areaWords.length === 0) return 0;
  const toolWords = new Set(words(`${tool.name} ${tool.category} ${tool.primaryUseCase} ${tool.description}`));
  return areaWords.filter((w) => toolWords.has(w) || [...toolWords].some((t) => t.startsWith(w) || w.startsWith(t))).length / areaWords.length;
}

/** Ecosystems a tool in use points to, so tools that work with them fit better. */
const ECOSYSTEMS: [RegExp, RegExp][] = [
  [/outlook|teams|onedrive|sharepoint|microsoft|excel|word\b|office/i, /microsoft|copilot/i],
  [/gmail|google|meet\b|drive\b|workspace/i, /gemini|google|notebooklm/i],
  [/salesforce/i, /salesforce|einstein|agentforce/i],
  [/hubspot/i, /hubspot/i],
  [/notion/i, /notion/i],
  [/zoom/i, /zoom/i],
  [/slack/i, /slack/i],
  [/jira|confluence|atlassian/i, /atlassian|jira|confluence/i],
  [/github/i, /github/i],
  [/canva/i, /canva/i],
  [/adobe/i, /adobe|firefly/i],
];

function sameTool(a: string, b: string): boolean {
  const x = a.toLowerCase().trim();
  const y = b.toLowerCase().trim();
  return x.length > 2 && y.length > 2 && (x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `));
}

export interface Scored {
  tool: CandidateTool;
  fit: number;
  areaFits: number[];
}

/**
 * How well a tool fits this person, 0 to 1: mostly whether its purpose is a large part of their
 * work (0.45) and whether it serves a chosen work area (0.25), then the catalogue's job
 * categories (0.1), the industry (0.05), tools already in use (0.1) and a study of its own (0.05).
 */
export function scoreCandidate(tool: CandidateTool, input: EngineInput, areaPurposes: ToolPurpose[][] = input.workAreas.map(purposesForWorkArea)): Scored {
  const purposes = purposesOf(tool);
  const { profile } = input;
  // A purpose the area asks for is the main evidence; shared words rank tools within it, and
  // alone are weaker evidence.
  const areaFits = input.workAreas.map((area, i) => {
    const words = workAreaMatch(tool, area);
    return purposes.some((p) => areaPurposes[i]?.includes(p)) ? 0.7 + 0.3 * words : 0.6 * words;
  });
  const weights = purposes.map((p) => purposeWeight(profile, p));
  let fit = 0.45 * Math.max(0, ...weights);
  // Half a tool for work the person does not do (a CRM's sales side for a designer) fits less.
  if (weights.some((w) => w < MIN_PURPOSE_WEIGHT)) fit -= 0.1;
  fit += 0.25 * Math.max(0, ...areaFits);
  if (tool.jobCategories.includes(profile.jobCategory)) fit += 0.1;
  else if (tool.jobCategories.includes("general")) fit += 0.05;
  if (tool.industryRelevance.includes("All") || tool.industryRelevance.includes(input.industry)) fit += 0.05;
  if (input.currentTools.some((used) => ECOSYSTEMS.some(([uses, fits]) => uses.test(used) && fits.test(tool.name)))) fit += 0.1;
  if (tool.evidenceTask !== "general") fit += 0.05;
  return { tool, fit: Math.min(1, Math.max(0, Math.round(fit * 1000) / 1000)), areaFits };
}

/** Highest fit first; ties broken by name, then id, so results never depend on input order. */
const byFit = (a: Scored, b: Scored) => b.fit - a.fit || a.tool.name.localeCompare(b.tool.name) || a.tool.id - b.tool.id;

function pick(input: EngineInput): { chosen: Scored[]; aspectOf: Map<number, number> } {
  const size = Math.min(MAX_TOOLKIT_SIZE, Math.max(TOOLKIT_SIZE, input.workAreas.length));
  const pool = rankCandidates(input);
  const chosen: Scored[] = [];
  const aspectOf = new Map<number, number>();
  const counts: Record<ToolType, number> = { core: 0, specialist: 0, assistant: 0 };
  const take = (s: Scored, aspect: number) => {
    chosen.push(s);
    aspectOf.set(s.tool.id, aspect);
    counts[s.tool.toolType]++;
  };
  const taken = (s: Scored) => aspectOf.has(s.tool.id);
  const bestAspect = (s: Scored) => s.areaFits.reduce((best, f, i) => (f > s.areaFits[best]! ? i : best), 0);

  // 1. A thinking partner first: every toolkit has a general assistant (else the best core tool).
  const partner = pool.find((s) => purposesOf(s.tool).includes("assistant")) ?? pool.find((s) => s.tool.toolType === "core");
  if (partner) take(partner, bestAspect(partner));
  // 2. The best tool for each work area, in the order the person chose them.
  input.workAreas.forEach((_, area) => {
    if (chosen.length >= size) return;
    const best = pool
      .filter((s) => !taken(s) && counts[s.tool.toolType] < TYPE_QUOTAS[s.tool.toolType] + 1)
      .sort((a, b) => b.areaFits[area]! - a.areaFits[area]! || byFit(a, b))[0];
    // An area no tool serves at all gets none (and is left out), rather than a tool that does not serve it.
    if (best && best.areaFits[area]! > 0) take(best, area);
  });
  // 3. Fill up by overall fit within the type quotas, then without them if the catalogue is thin.
  // A kind of work already covered counts against a tool, so nine tools are not three slide makers.
  const covered = (s: Scored) => chosen.filter((c) => purposesOf(c.tool)[0] === purposesOf(s.tool)[0]).length;
  for (const withinQuota of [true, false]) {
    while (chosen.length < size) {
      const open = pool.filter((s) => !taken(s) && (!withinQuota || counts[s.tool.toolType] < TYPE_QUOTAS[s.tool.toolType]));
      if (open.length === 0) break;
      const adjusted = (s: Scored) => s.fit - REPEAT_PENALTY * covered(s);
      const best = open.reduce((a, b) => (adjusted(b) > adjusted(a) || (adjusted(b) === adjusted(a) && byFit(b, a) < 0) ? b : a));
      take(best, bestAspect(best));
    }
  }
  return { chosen, aspectOf };
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");
/** "Content Creation" reads as "content creation" mid-sentence; acronyms such as "SEO" stay. */
const lowerFirst = (text: string) => text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());

export function useCaseFor(tool: CandidateTool, area: string, jobTitle: string): string {
  const what = tool.primaryUseCase || tool.description;
  return `${what.replace(/\.$/, "")}, applied to ${lowerFirst(area)} in your work as ${article(jobTitle)} ${jobTitle}.`;
}

export function aspectDescription(area: string, jobTitle: string): string {
  const [first, second, third] = secondaryBenefitsFor(area).map(lowerFirst);
  return `AI tools for ${lowerFirst(area)} as ${article(jobTitle)} ${jobTitle}: ${first}, ${second} and ${third}.`;
}

/** A tool chosen for a toolkit, by the built-in engine or by a model, before the numbers. */
export interface ChosenTool {
  tool: CandidateTool;
  aspectIndex: number;
  useCase: string;
  /** 0 to 1. */
  fit: number;
}

/** The work areas a toolkit is grouped by; a toolkit with none gets one general group. */
export function toolkitAreas(workAreas: readonly string[]): string[] {
  return workAreas.length > 0 ? [...workAreas] : ["General Productivity"];
}

/**
 * Gains, bounds and grouping, the same whoever chose the tools: each gain is the catalogue's
 * method-based gain scaled by the occupation's AI applicability; the sum stays within
 * MAX_TOOLKIT_GAIN; work areas without a tool are left out.
 */
export function assembleToolkit(chosen: ChosenTool[], areas: readonly string[], input: Pick<EngineInput, "jobTitle" | "aiApplicabilityScore">): EngineResult {
  const factor = applicabilityFactor(input.aiApplicabilityScore);
  const raw = chosen.map((c) => c.tool.baseProductivityGain * factor);
  const sum = raw.reduce((a, b) => a + b, 0);
  const bound = toolkitGainBound(factor);
  const scale = sum > bound ? bound / sum : 1;
  const used = areas.map((_, i) => i).filter((i) => chosen.some((c) => c.aspectIndex === i));
  const recommendations = chosen.map((c, i) => ({
    toolId: c.tool.id,
    aspectIndex: used.indexOf(c.aspectIndex),
    toolType: c.tool.toolType,
    useCase: c.useCase,
    // Rounded down to a tenth so the rounded figures never add up past the bound.
    productivityGain: Math.floor(raw[i]! * scale * 10) / 10,
    relevanceScore: round1(5 * c.fit),
  }));
  const total = round1(recommendations.reduce((a, r) => a + r.productivityGain, 0));
  return {
    aspects: used.map((i) => ({ name: areas[i]!, description: aspectDescription(areas[i]!, input.jobTitle) })),
    recommendations,
    averageProductivityGain: recommendations.length ? round1(total / recommendations.length) : 0,
    totalProductivityGain: total,
    applicabilityFactor: round1(factor * 100) / 100,
  };
}

/**
 * The candidates that serve the person's work, ranked by the built-in fit, best first (also what
 * a model is offered, so a model cannot pick a tool for work the person does not do).
 */
export function rankCandidates(input: EngineInput): Scored[] {
  const areaPurposes = input.workAreas.map(purposesForWorkArea);
  return input.candidates
    .filter((tool) => servesWork(input.profile, purposesOf(tool)))
    .filter((tool) => !input.currentTools.some((used) => sameTool(used, tool.name)))
    .map((tool) => scoreCandidate(tool, input, areaPurposes))
    .sort(byFit);
}

export function buildToolkit(input: EngineInput): EngineResult {
  const areas = toolkitAreas(input.workAreas);
  const { chosen, aspectOf } = pick({ ...input, workAreas: areas });
  return assembleToolkit(
    chosen.map((s) => {
      const aspectIndex = aspectOf.get(s.tool.id)!;
      return { tool: s.tool, aspectIndex, useCase: useCaseFor(s.tool, areas[aspectIndex]!, input.jobTitle), fit: s.fit };
    }),
    areas,
    input,
  );
}
