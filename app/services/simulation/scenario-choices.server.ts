// The scenarios offered for a job title (issue 28 item 5): the buyer's own first (the scenario
// written for their occupation, their sample role's pair, their major group's family filled with
// their occupation's title and largest work activities, an approved draft for their exact title),
// then nearby roles' scenarios, each saying which role it is, then every other built-in one.
// "Matched to your job title" is said of a scenario only when it is the occupation's own.
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { occupations, simulationScenarioDrafts } from "../../../db/schema/index";
import { PLAYABLE_SCENARIOS, playableScenario } from "~/content/simulations";
import {
  ROLE_OCCUPATIONS,
  SPECIFIC_KITS,
  familyScenario,
  familyScenarioCode,
  majorGroupOf,
  occupationRoleLabel,
  specificKitById,
  specificKitFor,
  specificScenario,
  type SpecificKit,
} from "~/content/simulations/occupations";
import type { PlayableScenario } from "~/content/simulations/types";
import { GENERIC_SIMULATION_SCENARIOS, SIMULATION_ROLES, type SimulationRole, type SimulationScenario } from "~/content/simulation-scenarios";
import { matchSimulationRole } from "~/lib/simulation-scenarios";
import { occupationProfile } from "../toolkits/activity-profiles.server";
import { matchOccupation, type OccupationMatch } from "../toolkits/occupations.server";

export const GENERIC_LABEL = "Professional";

const roleLabelOf = (roleKey: string) => SIMULATION_ROLES.find((r) => r.key === roleKey)?.label ?? null;

/** How a scenario stands to the buyer's job title. */
export type ScenarioMatch = "own" | "nearby" | "any" | "other";

/** What a card says beside the role, by match; "own" is the only one that says the title matched. */
export const MATCH_NOTES: Record<ScenarioMatch, string | null> = {
  own: "matched to your job title",
  nearby: "a nearby role",
  any: "for any job",
  other: null,
};

export interface ScenarioChoice {
  id: string;
  title: string;
  brief: string;
  minutes: number;
  pointCount: number;
  /** The role the scenario is written for (a nearby role's, when it is not the buyer's own). */
  roleLabel: string;
  /** Written for the buyer's own occupation or role: the only choices said to match the job title. */
  recommended: boolean;
  match: ScenarioMatch;
  note: string | null;
}

const choiceOf = (scenario: PlayableScenario, roleLabel: string, match: ScenarioMatch): ScenarioChoice => ({
  id: scenario.id,
  title: scenario.title,
  brief: scenario.brief,
  minutes: scenario.minutes,
  pointCount: scenario.points.length,
  roleLabel,
  recommended: match === "own",
  match,
  note: MATCH_NOTES[match],
});

async function approvedDraftsFor(jobTitle: string, db: Executor) {
  if (!jobTitle.trim()) return [];
  return db
    .select({ id: simulationScenarioDrafts.id, roleTitle: simulationScenarioDrafts.roleTitle, scenario: simulationScenarioDrafts.scenario })
    .from(simulationScenarioDrafts)
    .where(and(eq(sql`lower(${simulationScenarioDrafts.roleTitle})`, jobTitle.trim().toLowerCase()), eq(simulationScenarioDrafts.status, "approved")))
    .orderBy(asc(simulationScenarioDrafts.id));
}

const draftScenarioId = (id: number) => `draft-${id}`;

/** How many of a group's specific scenarios are offered as nearby roles. */
const NEARBY_COUNT = 2;

/** The labels of an occupation's largest work activities (app/content/work-activities.ts), largest share first. */
async function largestActivities(occupation: { code: string; title: string }, db: Executor): Promise<string[]> {
  const profile = await occupationProfile(occupation, db);
  return [...profile.activities]
    .sort((a, b) => b.share - a.share)
    .slice(0, 3)
    .map((a) => a.label);
}

/** The sample role's pair is the buyer's own when the role was written for their occupation (or no occupation matched). */
function roleIsOwn(role: SimulationRole, occupation: OccupationMatch | null): boolean {
  return !occupation || ROLE_OCCUPATIONS[role.key].includes(occupation.code.slice(0, 7));
}

/** Specific scenarios of the occupation's major group, the same minor group first. */
function nearbyKits(code: string, own: SpecificKit | undefined): SpecificKit[] {
  const minor = code.slice(0, 4);
  const group = SPECIFIC_KITS.filter((k) => k !== own && k.socCodes.some((soc) => majorGroupOf(soc) === majorGroupOf(code)));
  const sameMinor = group.filter((k) => k.socCodes.some((soc) => soc.startsWith(minor)));
  return [...sameMinor, ...group.filter((k) => !sameMinor.includes(k))].slice(0, NEARBY_COUNT);
}

/**
 * The scenarios a buyer may play, their own first: the scenario written for their occupation,
 * their sample role's pair, their group's family filled for their occupation, or an approved model
 * draft for their exact title; then nearby roles' scenarios; the generic pair; every other role's.
 */
export async function scenarioChoices(jobTitle: string | null, db: Executor = getDb()): Promise<ScenarioChoice[]> {
  const title = jobTitle?.trim() ?? "";
  const role = title ? matchSimulationRole(title) : null;
  const occupation = title ? await matchOccupation(title, db) : null;
  const ownRole = role && roleIsOwn(role, occupation) ? role : null;
  const kit = occupation ? specificKitFor(occupation.code) : undefined;
  const family = occupation ? familyScenario(occupation, await largestActivities(occupation, db)) : undefined;
  const drafts = role ? [] : await approvedDraftsFor(title, db);

  const own: ScenarioChoice[] = drafts.map((d) => choiceOf({ ...d.scenario, id: draftScenarioId(d.id) }, d.roleTitle, "own"));
  if (kit) own.push(choiceOf(specificScenario(kit), kit.label, "own"));
  const rolePair = (key: string) => PLAYABLE_SCENARIOS.filter((s) => s.roleKey === key);
  if (ownRole) own.push(...rolePair(ownRole.key).map((s) => choiceOf(s, ownRole.label, "own")));
  if (family && occupation) own.push(choiceOf(family, occupationRoleLabel(occupation), "own"));

  const nearby: ScenarioChoice[] = [];
  if (role && !ownRole) nearby.push(...rolePair(role.key).map((s) => choiceOf(s, role.label, "nearby")));
  if (occupation) nearby.push(...nearbyKits(occupation.code, kit).map((k) => choiceOf(specificScenario(k), k.label, "nearby")));

  const shown = new Set([...own, ...nearby].map((c) => c.id));
  // The generic pair is for any job: it never claims to match a title.
  const rest = PLAYABLE_SCENARIOS.filter((s) => !shown.has(s.id)).map((s) =>
    s.roleKey === "generic" ? choiceOf(s, "Any job", "any") : choiceOf(s, roleLabelOf(s.roleKey) ?? "Any job", "other"),
  );
  return [...own, ...nearby, ...rest.filter((c) => c.match === "any"), ...rest.filter((c) => c.match !== "any")];
}

/** What the preview before the purchase shows for a job title (/aiupskill, /simulation without the purchase). */
export interface SimulationPreview {
  /** The role the scenarios are written for, or null when none is the title's own. */
  roleLabel: string | null;
  scenarios: readonly SimulationScenario[];
}

/** A sample role's scenario keeps the short description written for the preview. */
function sampleDescription(id: string): string | null {
  const match = /^([a-z-]+)-(1|2)$/.exec(id);
  const role = match ? SIMULATION_ROLES.find((r) => r.key === match[1]) : undefined;
  return role?.scenarios[Number(match![2]) - 1]?.description ?? null;
}

/**
 * Two of the title's own scenarios, as the buyer will find them on /simulation; the generic pair,
 * said to be for any job, when none is the title's own. Never another job's scenario in its name.
 */
export async function simulationPreview(jobTitle: string, db: Executor = getDb()): Promise<SimulationPreview> {
  const choices = await scenarioChoices(jobTitle, db);
  const own = choices.filter((c) => c.recommended).slice(0, 2);
  if (own.length === 0) return { roleLabel: null, scenarios: GENERIC_SIMULATION_SCENARIOS };
  // The preview shows two; a second from a nearby role says whose it is.
  const nearby = choices.filter((c) => c.match === "nearby").slice(0, 2 - own.length);
  return {
    roleLabel: own[0]!.roleLabel,
    scenarios: [
      ...own.map((c) => ({ title: c.title, description: sampleDescription(c.id) ?? c.brief })),
      ...nearby.map((c) => ({ title: c.title, description: `A nearby role's scenario (${c.roleLabel}). ${sampleDescription(c.id) ?? c.brief}` })),
    ],
  };
}

/** A scenario by id: built in, an occupation's own, a group's family filled for an occupation, or an approved draft. */
export async function findScenario(id: string, db: Executor): Promise<{ scenario: PlayableScenario; roleLabel: string } | null> {
  const builtIn = playableScenario(id);
  if (builtIn) return { scenario: builtIn, roleLabel: roleLabelOf(builtIn.roleKey) ?? GENERIC_LABEL };
  const kit = specificKitById(id);
  if (kit) return { scenario: specificScenario(kit), roleLabel: kit.label };
  const code = familyScenarioCode(id);
  if (code) {
    const [occupation] = await db.select({ code: occupations.code, title: occupations.title }).from(occupations).where(eq(occupations.code, code)).limit(1);
    const scenario = occupation ? familyScenario(occupation, await largestActivities(occupation, db)) : undefined;
    return occupation && scenario ? { scenario, roleLabel: occupationRoleLabel(occupation) } : null;
  }
  const draft = /^draft-(\d{1,9})$/.exec(id);
  if (!draft) return null;
  const [row] = await db
    .select({ roleTitle: simulationScenarioDrafts.roleTitle, scenario: simulationScenarioDrafts.scenario })
    .from(simulationScenarioDrafts)
    .where(and(eq(simulationScenarioDrafts.id, Number(draft[1])), eq(simulationScenarioDrafts.status, "approved")))
    .limit(1);
  return row ? { scenario: { ...row.scenario, id }, roleLabel: row.roleTitle } : null;
}
