// The scenarios offered for a job title: the built-in ones (the title's role first) and the
// approved drafts for roles outside them.
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { simulationScenarioDrafts } from "../../../db/schema/index";
import { PLAYABLE_SCENARIOS, playableScenario } from "~/content/simulations";
import type { PlayableScenario } from "~/content/simulations/types";
import { SIMULATION_ROLES } from "~/content/simulation-scenarios";
import { matchSimulationRole } from "~/lib/simulation-scenarios";

export const GENERIC_LABEL = "Professional";

const roleLabelOf = (roleKey: string) => SIMULATION_ROLES.find((r) => r.key === roleKey)?.label ?? null;

export interface ScenarioChoice {
  id: string;
  title: string;
  brief: string;
  minutes: number;
  pointCount: number;
  roleLabel: string;
  /** Matched from the buyer's job title. */
  recommended: boolean;
}

const choiceOf = (scenario: PlayableScenario, roleLabel: string, recommended: boolean): ScenarioChoice => ({
  id: scenario.id,
  title: scenario.title,
  brief: scenario.brief,
  minutes: scenario.minutes,
  pointCount: scenario.points.length,
  roleLabel,
  recommended,
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

/**
 * The scenarios a buyer may play: their role's pair first (or an approved model draft for their
 * exact job title, then the generic pair), then every other built-in scenario to choose from.
 */
export async function scenarioChoices(jobTitle: string | null, db: Executor = getDb()): Promise<ScenarioChoice[]> {
  const title = jobTitle?.trim() ?? "";
  const role = title ? matchSimulationRole(title) : null;
  const drafts = role ? [] : await approvedDraftsFor(title, db);
  const recommendedKey = role?.key ?? "generic";
  const fromDrafts = drafts.map((d) => choiceOf({ ...d.scenario, id: draftScenarioId(d.id) }, d.roleTitle, true));
  const builtIn = PLAYABLE_SCENARIOS.map((s) => choiceOf(s, roleLabelOf(s.roleKey) ?? "Any job", s.roleKey === recommendedKey));
  return [...fromDrafts, ...builtIn.filter((c) => c.recommended), ...builtIn.filter((c) => !c.recommended)];
}

/** A scenario by id: built in, or an approved draft. */
export async function findScenario(id: string, db: Executor): Promise<{ scenario: PlayableScenario; roleLabel: string } | null> {
  const builtIn = playableScenario(id);
  if (builtIn) return { scenario: builtIn, roleLabel: roleLabelOf(builtIn.roleKey) ?? GENERIC_LABEL };
  const draft = /^draft-(\d{1,9})$/.exec(id);
  if (!draft) return null;
  const [row] = await db
    .select({ roleTitle: simulationScenarioDrafts.roleTitle, scenario: simulationScenarioDrafts.scenario })
    .from(simulationScenarioDrafts)
    .where(and(eq(simulationScenarioDrafts.id, Number(draft[1])), eq(simulationScenarioDrafts.status, "approved")))
    .limit(1);
  return row ? { scenario: { ...row.scenario, id }, roleLabel: row.roleTitle } : null;
}
