// The built-in toolkit engine: from what a person's job actually does (its O*NET work activities
// and their share of the week, app/lib/work-activities.ts) to the catalogue tools that serve
// those activities, each counted once. Pure and deterministic: the same inputs give the same
// toolkit. docs/methodology.md §6 explains every rule and constant here.
//
// 1. A tool can be offered only when it is made for this occupation (its `forOccupations`) and
//    serves one of the job's activities of at least MIN_ACTIVITY_SHARE, or an activity behind a
//    work area the person chose.
// 2. Tools are taken one at a time, the one that serves the most of the job's remaining work
//    first; a tool covers part of each activity it serves, so a second tool on the same activity
//    counts only for what the first leaves. The engine stops when the next tool would add less
//    than MIN_MARGINAL_SHARE of the week (no filler), or at MAX_TOOLKIT_SIZE.
// 3. Tools of one kind are not stacked (one office suite, one slide maker, one meeting recorder)
//    unless the second serves a chosen work area nothing chosen serves yet; of the general
//    assistants and office suites only one is taken, the suite only when the person's own tools
//    show which one they use.
// 4. Hours come per activity: share of the week x AI's measured success on it x the study's time
//    saving for that kind of work, a second tool adding only what the first leaves.
import type { ToolType } from "./catalogue-constants";
import { occupationIn } from "./occupation-groups";
import { KIND_AUDIENCES, type ToolKind } from "./tool-kinds";
import { activityTimeSaved, type ActivityProfile, type ProfileActivity } from "./work-activities";
import { inWords } from "./text";

export interface CandidateTool {
  id: number;
  name: string;
  description: string;
  category: string;
  /** What sort of product it is (app/lib/tool-kinds.ts); two of a kind are not stacked. */
  kind: string;
  toolType: ToolType;
  primaryUseCase: string;
  /** The O*NET activities (IWA ids) it serves. */
  activities: string[];
  /** How a worker uses it for each activity, a clause that follows "With {tool}, ". */
  uses: Record<string, string>;
  /** SOC code prefixes of the occupations it is made for ("!" excludes); empty: anyone with the activities. */
  forOccupations: string[];
  /** A specialty within those occupations: the job title or a chosen work area must name one of these words. */
  specialties: string[];
}

export interface EngineInput {
  jobTitle: string;
  /** The matched O*NET-SOC code ("47-2152.00"), null when none matched. */
  occupationCode: string | null;
  /** The job's activities with the chosen work areas in them (withWorkAreas). */
  profile: ActivityProfile;
  workAreas: string[];
  /** The activities each work area names, in the same order; empty when none could be found. */
  areaActivities: string[][];
  /** Names of the tools the person already uses. */
  currentTools: string[];
  candidates: CandidateTool[];
}

export interface EngineRecommendation {
  toolId: number;
  aspectIndex: number;
  toolType: ToolType;
  useCase: string;
  /** Percent of a 40-hour week this tool saves, after the tools ranked before it. */
  productivityGain: number;
  /** 0 to 5: how much of the job the tool serves (5 for a tenth of the week or more). */
  relevanceScore: number;
  /** The job's activities it serves, largest share first. */
  activities: string[];
}

export interface EngineAspect {
  name: string;
  description: string;
  kind: "area" | "activity";
  /** The activity an "activity" aspect is named after. */
  activityId: string | null;
  /** For a chosen work area listed without tools of its own: the chosen tools (ids) that serve it under another heading. */
  coveredBy: number[];
}

export interface EngineResult {
  aspects: EngineAspect[];
  recommendations: EngineRecommendation[];
  /** Percent of a 40-hour week the whole toolkit saves, each activity counted once. */
  totalProductivityGain: number;
  /** The total over the number of tools (kept for the API's averageProductivityGain). */
  averageProductivityGain: number;
}

/**
 * A tool may be offered when its core activity (the first it lists: what it is for) is at least
 * this share of the job (1.5% of the week), or when it serves a work area the person chose.
 */
export const MIN_ACTIVITY_SHARE = 0.015;
/**
 * ...and this many times the activity's average share over all occupations, so a tool for a
 * common activity (planning work, gathering information) goes to the jobs that do it more than
 * most, while a tool for a rare one (keeping patient records) goes to every job that does it.
 */
export const MIN_ACTIVITY_LIFT = 2;
/**
 * A general assistant is added last when none was chosen and at least this share of the job is
 * work on information (everything but hands-on work): nearly every such job has some reading,
 * writing or planning it helps with.
 */
export const MIN_DESK_SHARE = 0.2;
/** An office suite is added beside the assistant for jobs at least this much desk work (most of the week). */
export const MIN_SUITE_DESK_SHARE = 0.6;
/** The suite offered when a person's own tools do not say which they use: Microsoft's, the most used at work. */
const DEFAULT_SUITE = /microsoft/i;
/** The next tool must serve at least this much of the job's remaining work (2% of the week), or a chosen work area nothing serves yet. */
export const MIN_MARGINAL_SHARE = 0.03;
export const MAX_TOOLKIT_SIZE = 12;
/** The part of an activity a tool made for it covers; a general tool covers half as much. */
export const SPECIALIST_COVERAGE = 0.5;
export const GENERALIST_STRENGTH = 0.5;
/**
 * Kinds that help a little with a broad kind of work rather than do one job's work: general
 * assistants and research tools, and the office software that touches part of an activity (a
 * meeting recorder helps with the meetings of "communicating plans", a slide maker with the
 * slides of "presenting information"). They cover half as much of an activity as a tool made for it.
 */
export const GENERALIST_KINDS: ReadonlySet<string> = new Set([
  "general-assistant",
  "office-suite",
  "web-research",
  "autonomous-agent",
  "meeting-recorder",
  "audience-polling",
  "presentation-maker",
  "screen-recording",
  "document-extraction",
  "workspace-notes",
  "document-qa",
  "automation-platform",
  "business-intelligence",
  "enterprise-search",
  "appointment-scheduling",
  "project-management",
  "task-planning",
  "email-assistant",
  "diagram-visuals",
  "forms-surveys",
]);
/** Of these kinds together only one tool is taken: a person needs one general assistant. */
const ONE_OF: ReadonlySet<string> = new Set(["general-assistant", "office-suite"]);
/** Kinds that never limit each other (admin-added tools without a kind of their own). */
const UNLIMITED_KINDS: ReadonlySet<string> = new Set(["other"]);
/**
 * A toolkit never claims more than a quarter of the working week (10 hours): the largest time
 * saving over a mix of tasks in the cited studies is 25.1% (Dell'Acqua et al. 2023), and a whole
 * job is never all AI-suited work.
 */
export const MAX_TOOLKIT_GAIN = 25;

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Office ecosystems a person's own tools point to, and the suite that belongs to each. */
const ECOSYSTEMS: { name: string; uses: RegExp; suite: RegExp }[] = [
  { name: "microsoft", uses: /outlook|teams|onedrive|sharepoint|microsoft|excel|\bword\b|office 365|m365/i, suite: /microsoft/i },
  { name: "google", uses: /gmail|google|\bmeet\b|\bdrive\b|workspace/i, suite: /google|gemini/i },
];

function ecosystemOf(currentTools: readonly string[]): (typeof ECOSYSTEMS)[number] | null {
  for (const eco of ECOSYSTEMS) if (currentTools.some((t) => eco.uses.test(t))) return eco;
  return null;
}

function sameTool(a: string, b: string): boolean {
  const x = a.toLowerCase().trim();
  const y = b.toLowerCase().trim();
  return x.length > 2 && y.length > 2 && (x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `));
}

interface Offered {
  tool: CandidateTool;
  /** 2: made for this occupation (its own list names it); 1: its core work is a distinct part of this job; 0: it serves a chosen work area only. */
  specificity: number;
  /** The job's activities it serves, largest share first. */
  served: ProfileActivity[];
  servedShare: number;
  /** Chosen work areas it serves. */
  areas: number[];
  strength: number;
}

const byName = (a: Offered, b: Offered) => a.tool.name.localeCompare(b.tool.name) || a.tool.id - b.tool.id;

/** The tools this person may be offered (rule 1), with what each serves. */
/** Whether a person's own words (title and work areas) name a specialty: a word, or a word's start, of theirs. */
export function namesSpecialty(words: readonly string[], texts: readonly string[]): boolean {
  const padded = texts.map(
    (t) =>
      ` ${t
        .toLowerCase()
        .replace(/[^a-z0-9&+-]+/g, " ")
        .trim()} `,
  );
  // Short words ("pi", "ip", "tax") must be whole words; longer ones may start a word ("litigat").
  return words.some((w) => {
    const word = w.toLowerCase().trim();
    return padded.some((t) => t.includes(word.length <= 3 ? ` ${word} ` : ` ${word}`));
  });
}

export function offeredTools(input: EngineInput): Offered[] {
  const byId = new Map(input.profile.activities.map((a) => [a.id, a]));
  const ownWords = [input.jobTitle, ...input.workAreas];
  const eco = ecosystemOf(input.currentTools);
  const out: Offered[] = [];
  for (const tool of input.candidates) {
    if (!occupationIn(tool.forOccupations, input.occupationCode)) continue;
    if (tool.specialties.length > 0 && !namesSpecialty(tool.specialties, ownWords)) continue;
    if (input.currentTools.some((used) => sameTool(used, tool.name))) continue;
    // One office suite: the one whose apps the person uses, else the most common at work.
    if (tool.kind === "office-suite" && !(eco ? eco.suite : DEFAULT_SUITE).test(tool.name)) continue;
    const served = tool.activities
      .map((id) => byId.get(id))
      .filter((a): a is ProfileActivity => a !== undefined)
      .sort((a, b) => b.share - a.share || a.id.localeCompare(b.id));
    const core = byId.get(tool.activities[0] ?? "");
    const coreFits = core !== undefined && core.share >= Math.max(MIN_ACTIVITY_SHARE, MIN_ACTIVITY_LIFT * core.meanShare);
    const own = tool.forOccupations.length > 0;
    const inAudience = own || occupationIn(KIND_AUDIENCES[tool.kind as ToolKind] ?? [], input.occupationCode);
    // Outside its audience (a planner for a plumber, a code assistant for a CNC operator) a tool is not offered.
    if (!inAudience) continue;
    const areas = [...new Set(served.flatMap((a) => a.areas))].sort((a, b) => a - b);
    if (!coreFits && areas.length === 0 && !ONE_OF.has(tool.kind)) continue;
    out.push({
      tool,
      specificity: own ? 2 : coreFits ? 1 : 0,
      served,
      servedShare: served.reduce((a, x) => a + x.share, 0),
      areas,
      strength: GENERALIST_KINDS.has(tool.kind) ? GENERALIST_STRENGTH : 1,
    });
  }
  // A tool made for the specialty the title or an area names replaces the general ones of its
  // kind (a roofer's measuring app is the roof-measuring one, not a floor-plan scanner).
  const specialtyKinds = new Set(out.filter((o) => o.tool.specialties.length > 0).map((o) => o.tool.kind));
  return out.filter((o) => o.tool.specialties.length > 0 || !specialtyKinds.has(o.tool.kind)).sort(byName);
}

/** Rules 2 and 3: the tools, most important first. */
function choose(input: EngineInput, offered: Offered[]): Offered[] {
  const remaining = new Map(input.profile.activities.map((a) => [a.id, 1]));
  const coveredAreas = new Set<number>();
  const chosen: Offered[] = [];
  const kinds = new Set<string>();
  // The suite whose apps the person already uses is their general assistant: no stand-alone one beside it.
  const eco = ecosystemOf(input.currentTools);
  const homeSuite = eco !== null && offered.some((o) => o.tool.kind === "office-suite" && eco.suite.test(o.tool.name));
  const marginal = (o: Offered) => o.served.reduce((sum, a) => sum + a.share * SPECIALIST_COVERAGE * o.strength * remaining.get(a.id)!, 0);
  while (chosen.length < MAX_TOOLKIT_SIZE) {
    let best: { o: Offered; score: number; opensArea: boolean } | null = null;
    for (const o of offered) {
      if (chosen.includes(o)) continue;
      const opensArea = o.areas.some((i) => !coveredAreas.has(i));
      // The general assistant is chosen last, below: it never takes the place of the tool that does the job.
      if (ONE_OF.has(o.tool.kind)) continue;
      if (kinds.has(o.tool.kind) && !UNLIMITED_KINDS.has(o.tool.kind) && !opensArea) continue;
      // A chosen work area goes to the tool most made for this job (a plumber's scheduling to a field-service app, not a generic planner).
      const score = marginal(o) + (opensArea ? 1 + 0.25 * o.specificity : 0);
      if (!best || score > best.score || (score === best.score && byName(o, best.o) < 0)) best = { o, score, opensArea };
    }
    if (!best || (!best.opensArea && best.score < MIN_MARGINAL_SHARE)) break;
    const o = best.o;
    chosen.push(o);
    kinds.add(o.tool.kind);
    for (const i of o.areas) coveredAreas.add(i);
    for (const a of o.served) remaining.set(a.id, remaining.get(a.id)! * (1 - SPECIALIST_COVERAGE * o.strength));
  }
  const deskShare = input.profile.activities.filter((a) => a.effort !== "physical").reduce((sum, a) => sum + a.share, 0);
  // Only for information work the job really has: an activity of the tool that is not hands-on and is a real part of the week.
  const useful = (o: Offered) => o.served.some((a) => a.effort !== "physical" && a.share >= MIN_ACTIVITY_SHARE);
  const best = (kind: string) =>
    offered
      .filter((o) => o.tool.kind === kind && useful(o))
      // One made for the job (a clinicians' assistant) first, then the one that serves most of what is left.
      .sort((a, b) => b.specificity - a.specificity || marginal(b) - marginal(a) || byName(a, b))[0];
  const suite = best("office-suite");
  if (deskShare >= MIN_DESK_SHARE) {
    if (homeSuite) {
      if (suite) chosen.push(suite);
    } else {
      const assistant = best("general-assistant");
      if (assistant) chosen.push(assistant);
      // Desk work lives in an office suite: the common one, unless the person's own tools say which.
      if (suite && deskShare >= MIN_SUITE_DESK_SHARE) chosen.push(suite);
    }
  }
  return chosen.slice(0, MAX_TOOLKIT_SIZE);
}

const article = (word: string) => (/^[aeiou]/i.test(word.trim()) ? "an" : "a");
/** "Patient Documentation" reads as "patient documentation" mid-sentence; acronyms such as "SEO" stay. */
export const lowerFirst = (text: string) => text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
const percent = (share: number) => (share >= 0.095 ? Math.round(share * 100).toString() : (Math.round(share * 1000) / 10).toString());

function howFor(tool: CandidateTool, activity: ProfileActivity): string {
  const how = tool.uses[activity.id]?.trim();
  if (how) return how.replace(/\.$/, "");
  const what = (tool.primaryUseCase || tool.description).replace(/\.$/, "");
  return `use it for ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
}

/** The use case: which of the job's activities the tool helps with and how, in the person's words. */
export function useCaseFor(tool: CandidateTool, activity: ProfileActivity, areaName: string | null, jobTitle: string): string {
  const what = areaName ? lowerFirst(areaName) : activity.label.charAt(0).toLowerCase() + activity.label.slice(1);
  return `For ${what} in your work as ${article(jobTitle)} ${jobTitle.trim()}, ${howFor(tool, activity)}.`;
}

function basisTitle(profile: ActivityProfile): string | null {
  const b = profile.basis;
  return b.kind === "occupation" ? b.title : b.kind === "group" ? b.groupTitle : null;
}

export function aspectDescriptionFor(activity: ProfileActivity, profile: ActivityProfile): string {
  const title = basisTitle(profile);
  return title
    ? `About ${percent(activity.share)}% of the work of ${title}, by O*NET's ratings of its activities.`
    : `Part of everyday desk work (no occupation matched your title).`;
}

export const NO_TOOL_YET = (area: string) => `No tool in our catalogue fits ${area} yet.`;

export const COVERED_ABOVE = (names: readonly string[]) =>
  `${inWords(names)}, listed under another heading, ${names.length > 1 ? "serve" : "serves"} this work too.`;

function areaDescription(area: string, activityIds: readonly string[], profile: ActivityProfile, served: boolean, coveredBy: readonly string[]): string {
  if (!served) return coveredBy.length ? COVERED_ABOVE(coveredBy) : NO_TOOL_YET(area);
  const labels = activityIds
    .map((id) => profile.activities.find((a) => a.id === id)?.label)
    .filter((l): l is string => Boolean(l))
    .slice(0, 3)
    .map((l) => l.charAt(0).toLowerCase() + l.slice(1));
  const list = inWords(labels);
  return list ? `The work activities behind it: ${list}.` : `A work area you chose.`;
}

/** A tool chosen for a toolkit, with the work it answers, before the numbers. */
export interface ChosenTool {
  tool: CandidateTool;
  served: ProfileActivity[];
  area: number | null;
  activity: ProfileActivity;
  useCase: string;
  strength: number;
}

/** How much of a chosen work area's activities (by share of the week) a tool serves. */
function areaShare(o: Offered, area: number, input: EngineInput): number {
  return o.served.filter((a) => input.areaActivities[area]?.includes(a.id)).reduce((s, a) => s + a.share, 0);
}

/**
 * Which chosen work area each tool is listed under, else null: first every area gets a
 * specialist of its own where one serves it, the areas with the fewest specialists first (a
 * plumber's scheduling gets the field-service app, quoting the measuring app); the general
 * assistant and suite go only to areas no specialist serves (else under the job's activity they
 * serve); then each other specialist goes to the area whose activities it serves most.
 */
function areasFor(chosen: readonly Offered[], input: EngineInput): (number | null)[] {
  const result: (number | null)[] = chosen.map(() => null);
  const general = (o: Offered) => ONE_OF.has(o.tool.kind);
  const bySpecialists = new Set(chosen.filter((o) => !general(o)).flatMap((o) => o.areas));
  const areasOf = (o: Offered) => (general(o) ? o.areas.filter((area) => !bySpecialists.has(area)) : o.areas);
  const serving = (area: number, generalOnes: boolean) =>
    chosen
      .map((o, t) => ({ o, t }))
      .filter(({ o }) => general(o) === generalOnes && areasOf(o).includes(area))
      .sort((x, y) => areaShare(y.o, area, input) - areaShare(x.o, area, input) || x.t - y.t);
  for (const generalOnes of [false, true]) {
    const open = input.workAreas
      .map((_, area) => area)
      .filter((area) => !result.includes(area) && serving(area, generalOnes).length > 0)
      .sort((a, b) => serving(a, generalOnes).length - serving(b, generalOnes).length || a - b);
    for (const area of open) {
      const pick = serving(area, generalOnes).find(({ t }) => result[t] === null);
      if (pick) result[pick.t] = area;
    }
  }
  return chosen.map((o, t) => result[t] ?? [...areasOf(o)].sort((a, b) => areaShare(o, b, input) - areaShare(o, a, input) || a - b)[0] ?? null);
}

export function chooseTools(input: EngineInput): ChosenTool[] {
  const chosen = choose(input, offeredTools(input));
  const areas = areasFor(chosen, input);
  return chosen.map((o, t) => {
    const area = areas[t]!;
    const activity = (area !== null ? o.served.find((a) => input.areaActivities[area]?.includes(a.id)) : undefined) ?? o.served[0]!;
    return {
      tool: o.tool,
      served: o.served,
      area,
      activity,
      useCase: useCaseFor(o.tool, activity, area !== null ? input.workAreas[area]! : null, input.jobTitle),
      strength: o.strength,
    };
  });
}

/**
 * Aspects and numbers, the same whoever wrote the texts: chosen work areas first (each with its
 * tools, or the line that no tool fits it yet), then the job's own activities the other tools
 * serve; each tool's gain is what it adds after the tools ranked before it.
 */
export function assembleToolkit(chosen: readonly ChosenTool[], input: EngineInput): EngineResult {
  const aspects: EngineAspect[] = input.workAreas.map((name, i) => {
    const own = chosen.some((c) => c.area === i);
    const elsewhere = own ? [] : chosen.filter((c) => c.served.some((a) => a.areas.includes(i)));
    return {
      name,
      description: areaDescription(
        name,
        input.areaActivities[i] ?? [],
        input.profile,
        own,
        elsewhere.map((c) => c.tool.name),
      ),
      kind: "area",
      activityId: null,
      coveredBy: elsewhere.map((c) => c.tool.id),
    };
  });
  const aspectOf = chosen.map((c) => {
    if (c.area !== null) return c.area;
    const existing = aspects.findIndex((a) => a.kind === "activity" && a.activityId === c.activity.id);
    if (existing >= 0) return existing;
    aspects.push({
      name: c.activity.label,
      description: aspectDescriptionFor(c.activity, input.profile),
      kind: "activity",
      activityId: c.activity.id,
      coveredBy: [],
    });
    return aspects.length - 1;
  });

  const remaining = new Map(input.profile.activities.map((a) => [a.id, 1]));
  const raw = chosen.map((c) =>
    c.served.reduce((sum, a) => {
      const saved = c.strength * activityTimeSaved(a);
      const gain = a.share * saved * remaining.get(a.id)!;
      remaining.set(a.id, remaining.get(a.id)! * (1 - saved));
      return sum + gain;
    }, 0),
  );
  const total = raw.reduce((a, b) => a + b, 0) * 100;
  const scale = total > MAX_TOOLKIT_GAIN ? MAX_TOOLKIT_GAIN / total : 1;
  const recommendations = chosen.map((c, i) => ({
    toolId: c.tool.id,
    aspectIndex: aspectOf[i]!,
    toolType: c.tool.toolType,
    useCase: c.useCase,
    // Rounded down so the rounded figures never add up past what was computed.
    productivityGain: Math.floor(raw[i]! * 100 * scale * 100) / 100,
    relevanceScore: round1(Math.min(5, (5 * c.served.reduce((s, a) => s + a.share, 0) * c.strength) / 0.1)),
    activities: c.served.map((a) => a.id),
  }));
  const totalGain = round2(recommendations.reduce((a, r) => a + r.productivityGain, 0));
  return {
    aspects,
    recommendations,
    totalProductivityGain: totalGain,
    averageProductivityGain: recommendations.length ? round2(totalGain / recommendations.length) : 0,
  };
}

export function buildToolkit(input: EngineInput): EngineResult {
  return assembleToolkit(chooseTools(input), input);
}
