// What the workflow engine is given for a person's inputs: the matched occupation's work activities
// with the chosen work area in them, and the catalogue tools the toolkit engine would offer.
import { getDb, type Executor } from "../../../db/client";
import type { WorkflowInputs } from "~/lib/schemas/workflow";
import { offeredTools } from "~/lib/toolkit-engine";
import { withWorkAreas, type ActivityProfile } from "~/lib/work-activities";
import { resolveWorkArea } from "~/lib/work-areas";
import { findToolChoice, workAreasFor } from "~/lib/workflow-choices";
import type { WorkflowEngineInput } from "~/lib/workflow-engine";
import { loadActivityCatalogue, occupationProfile, occupationSuggestions } from "../toolkits/activity-profiles.server";
import { matchOccupation } from "../toolkits/occupations.server";
import { loadCandidates } from "../toolkits/toolkit-candidates.server";

/**
 * Everything the engine needs for these inputs: the occupation's work activities with the work
 * area in them, and the catalogue tools the toolkit engine would offer this person, best first.
 */
export async function planWorkflowInput(
  inputs: WorkflowInputs,
  db: Executor = getDb(),
): Promise<{ engineInput: WorkflowEngineInput; occupationCode: string | null }> {
  const ownTool = findToolChoice(inputs.jobRole, inputs.currentTool);
  if (!ownTool) throw new Error("The tool is not one of the role's choices");
  const occupation = await matchOccupation(inputs.jobRole, db);
  const [base, catalogue] = await Promise.all([occupationProfile(occupation, db), loadActivityCatalogue(db)]);
  const area = resolveWorkArea(inputs.selectedWorkArea, occupation?.code ?? null, inputs.jobRole, new Set(base.activities.map((a) => a.id)));
  const profile: ActivityProfile = { basis: base.basis, activities: withWorkAreas(base.activities, [area.activities], catalogue) };
  const candidates = await loadCandidates(
    profile.activities.map((a) => a.id),
    db,
  );
  const offered = offeredTools({
    jobTitle: inputs.jobRole,
    occupationCode: occupation?.code ?? null,
    profile,
    workAreas: [inputs.selectedWorkArea],
    areaActivities: [area.activities],
    currentTools: [ownTool.name],
    candidates,
  }).sort((a, b) => b.servedShare * b.strength - a.servedShare * a.strength || a.tool.name.localeCompare(b.tool.name));
  const links = new Map(candidates.map((c) => [c.id, c.webLink]));
  return {
    occupationCode: occupation?.code ?? null,
    engineInput: {
      jobRole: inputs.jobRole,
      industry: inputs.industry,
      ownTool,
      workArea: inputs.selectedWorkArea,
      additionalInfo: inputs.additionalInfo,
      profile,
      areaActivities: area.activities,
      tools: offered.map((o) => ({ id: o.tool.id, name: o.tool.name, webLink: links.get(o.tool.id)!, kind: o.tool.kind })),
    },
  };
}

/** The work areas to offer a role in step 4: its occupation's own (five), else the spec's lists by role and industry. */
export async function workflowAreasFor(jobRole: string, industry: string, db: Executor = getDb()): Promise<string[]> {
  const listed = workAreasFor(jobRole, industry);
  const { workAreas } = await occupationSuggestions(jobRole, 5, listed, db);
  return workAreas.length > 0 ? workAreas : listed;
}
