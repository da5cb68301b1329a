// Working out a toolkit (decision 0015): the occupation the title matches, its work activities with
// the person's work areas in them, the catalogue tools that serve them and the engine's choice; a
// configured model may then rewrite the texts. At most a few at once per process (issue 25).
import { getDb, type Executor } from "../../../db/client";
import { aiConfigured } from "~/adapters/ai.server";
import { createGate } from "~/lib/gate";
import type { AnalysisInput } from "~/lib/schemas/toolkit";
import { assembleToolkit, chooseTools, offeredTools, type EngineInput, type EngineResult } from "~/lib/toolkit-engine";
import { withWorkAreas, type ActivityProfile } from "~/lib/work-activities";
import { resolveWorkArea, type ResolvedWorkArea } from "~/lib/work-areas";
import { namedCategoryAreas, WIZARD_AREA_COUNT, wizardOptions } from "~/lib/wizard-state";
import { loadActivityCatalogue, occupationProfile, occupationSuggestionsFor } from "./activity-profiles.server";
import { matchOccupation, type OccupationMatch } from "./occupations.server";
import { log } from "~/adapters/log.server";
import { type CandidateRow, loadCandidates } from "./toolkit-candidates.server";
import { rewriteWithModel } from "./toolkit-texts.server";

/** A toolkit worked out but not stored: what createAnalysis() stores, and what the evaluation reads. */
export interface PlannedToolkit {
  occupation: OccupationMatch | null;
  profile: ActivityProfile;
  areas: ResolvedWorkArea[];
  engine: "builtin" | "openai";
  result: EngineResult;
  candidates: CandidateRow[];
  /** Names of every tool the engine may offer this person (made for the job and serving its work). */
  offered: string[];
}

/**
 * Toolkit work (planning and storing, not waiting for a model) runs at most this many at once in a
 * process (issue 25): each is CPU and a database connection for some tens of milliseconds, so with
 * dozens at once every request, and every other visitor's page, waits on the event loop and the
 * pool. In the gate the others wait without costing anything; the pool (10) keeps room for the rest.
 */
export const TOOLKIT_WORK_AT_ONCE = 4;
export const toolkitWork = createGate(TOOLKIT_WORK_AT_ONCE);

/**
 * Work out a toolkit: the occupation the title matches, its work activities (with the person's
 * work areas in them), the catalogue tools that serve them, and the engine's choice; a configured
 * model may then rewrite the texts.
 */
export async function planToolkit(input: AnalysisInput, db: Executor = getDb(), options: { engine?: "builtin" | "configured" } = {}): Promise<PlannedToolkit> {
  const planned = await toolkitWork.run(() => planBuiltIn(input, db));
  let { chosen } = planned;
  const { engineInput } = planned;
  let engine: PlannedToolkit["engine"] = "builtin";
  if (options.engine !== "builtin" && aiConfigured() && chosen.length > 0) {
    try {
      chosen = await rewriteWithModel(chosen, engineInput, db);
      engine = "openai";
    } catch (error) {
      log.error({ err: error }, "AI toolkit texts failed, using the built-in texts");
    }
  }
  const offered = offeredTools(engineInput).map((o) => o.tool.name);
  const { occupation, profile, areas, candidates } = planned;
  return { occupation, profile, areas, engine, result: assembleToolkit(chosen, engineInput), candidates, offered };
}

/** The occupation, its profile with the work areas, the catalogue's candidates and the engine's choice. */
async function planBuiltIn(input: AnalysisInput, db: Executor) {
  const occupation = await matchOccupation(input.jobTitle, db);
  return planFor(occupation, input.jobTitle, input.workAreas, Object.values(input.currentTools).flat(), db);
}

/** The engine's choice for an occupation (or none), a title, the chosen work areas and the tools already used. */
async function planFor(occupation: OccupationMatch | null, jobTitle: string, workAreas: string[], currentTools: string[], db: Executor) {
  const [base, catalogue] = await Promise.all([occupationProfile(occupation, db), loadActivityCatalogue(db)]);
  const own = new Set(base.activities.map((a) => a.id));
  const areas = workAreas.map((area) => resolveWorkArea(area, occupation?.code ?? null, jobTitle, own));
  const profile: ActivityProfile = {
    basis: base.basis,
    activities: withWorkAreas(
      base.activities,
      areas.map((a) => a.activities),
      catalogue,
    ),
  };
  const candidates = await loadCandidates(
    profile.activities.map((a) => a.id),
    db,
  );
  const engineInput: EngineInput = {
    jobTitle,
    occupationCode: occupation?.code ?? null,
    profile,
    workAreas,
    areaActivities: areas.map((a) => a.activities),
    currentTools,
    candidates,
  };
  return { occupation, profile, areas, candidates, engineInput, chosen: chooseTools(engineInput) };
}

/** How many of the wizard's suggested work areas an occupation's public page plans with (its first ones). */
export const PAGE_WORK_AREAS = 3;

/**
 * The toolkit of an occupation's public page (/ai-tools-for/{slug}): what someone with its
 * everyday title gets from the built-in engine when they choose the first work areas the wizard
 * suggests for the occupation (PAGE_WORK_AREAS of them) and name no tools. The same steps as a
 * person's toolkit, from the occupation itself rather than a title's match; nothing is stored and
 * no model rewrites it.
 */
export async function planOccupationToolkit(
  occupation: OccupationMatch,
  jobTitle: string,
  db: Executor = getDb(),
): Promise<Omit<PlannedToolkit, "engine" | "offered"> & { workAreas: string[] }> {
  const suggestions = await occupationSuggestionsFor(occupation, jobTitle, WIZARD_AREA_COUNT, namedCategoryAreas(jobTitle), db);
  const workAreas = wizardOptions(jobTitle, suggestions).workAreas.slice(0, PAGE_WORK_AREAS);
  const planned = await planFor(occupation, jobTitle, workAreas, [], db);
  const { profile, areas, candidates, chosen, engineInput } = planned;
  return { occupation, profile, areas, workAreas, candidates, result: assembleToolkit(chosen, engineInput) };
}

/** The tool names of a planned toolkit, in the engine's ranking order. */
export function rankedNames(plan: PlannedToolkit): string[] {
  const byId = new Map(plan.candidates.map((c) => [c.id, c.name]));
  return plan.result.recommendations.map((r) => byId.get(r.toolId)!);
}
