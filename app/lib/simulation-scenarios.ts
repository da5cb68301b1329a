// Which sample scenarios the /aiupskill simulation preview shows for a job title
// (visitor-side.md §2 "AI upskilling landing", §3 static data). Pure: the page's loader calls it,
// and so could the browser.
import {
  GENERIC_SIMULATION_SCENARIOS,
  SIMULATION_ROLES,
  type SimulationRole,
  type SimulationRoleKey,
  type SimulationScenario,
} from "~/content/simulation-scenarios";

export interface SimulationMatch {
  /** The matched role, or "generic" when no role's keyword is in the title. */
  roleKey: SimulationRoleKey | "generic";
  roleLabel: string | null;
  scenarios: readonly [SimulationScenario, SimulationScenario];
}

/** Lower case, with every run of characters other than letters, digits and "&" made one space. */
function words(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .trim();
}

function hasPhrase(title: string, keyword: string): boolean {
  const phrase = words(keyword);
  return phrase.length > 0 && ` ${title} `.includes(` ${phrase} `);
}

/** The first role (in SIMULATION_ROLES order) one of whose keywords is a whole word or phrase of the title. */
export function matchSimulationRole(jobTitle: string, roles: readonly SimulationRole[] = SIMULATION_ROLES): SimulationRole | null {
  const title = words(jobTitle);
  if (!title) return null;
  return roles.find((role) => role.keywords.some((keyword) => hasPhrase(title, keyword))) ?? null;
}

/** The two sample scenarios for a job title: the matched role's, else the generic pair. */
export function simulationScenariosFor(jobTitle: string): SimulationMatch {
  const role = matchSimulationRole(jobTitle);
  return role
    ? { roleKey: role.key, roleLabel: role.label, scenarios: role.scenarios }
    : { roleKey: "generic", roleLabel: null, scenarios: GENERIC_SIMULATION_SCENARIOS };
}
