// Scenarios for every occupation (issue 28 item 5). An occupation plays its own scenario when one
// is written for it (SPECIFIC_KITS, the most widely held occupations), and its major group's family
// filled with its own title and largest work activities in any case; the eight sample roles
// (app/content/simulations/*.ts) stay the scenarios of the occupations listed in ROLE_OCCUPATIONS.
// Pure: the choice (app/services/simulation/scenario-choices.server.ts) brings the activities.
import type { SimulationRoleKey } from "~/content/simulation-scenarios";
import { OCCUPATION_ALIASES } from "~/content/job-title-aliases";
import { fillDeep, slotsFor } from "~/lib/lesson-slots";
import type { PlayableScenario } from "../types";
import { FAMILIES_11_TO_29 } from "./families-1";
import { FAMILIES_31_TO_53 } from "./families-2";
import { scenarioFromKit, type ScenarioKit } from "./kit";
import { SPECIFIC_KITS, type SpecificKit } from "./specific";

export { SPECIFIC_KITS, type SpecificKit };

/** One family per O*NET major group (the first two digits of a code), 11 to 53. */
export const FAMILY_KITS: Readonly<Record<string, ScenarioKit>> = { ...FAMILIES_11_TO_29, ...FAMILIES_31_TO_53 };

/**
 * The SOC codes (first seven characters of an O*NET code) whose own scenarios are a sample role's
 * pair: the roles were written for these jobs, so for them "matched to your job title" is true.
 */
export const ROLE_OCCUPATIONS: Readonly<Record<SimulationRoleKey, readonly string[]>> = {
  "customer-service-rep": ["43-4051"],
  "hr-manager": ["11-3121", "13-1071"],
  "ux-designer": ["15-1255"],
  "sales-representative": ["41-4011", "41-4012", "41-3091", "11-2022"],
  "marketing-manager": ["11-2021", "11-2032", "13-1161", "27-3031"],
  "content-creator": ["27-3023", "27-3041", "27-3042", "27-3043"],
  "project-manager": ["13-1082"],
  "software-developer": ["15-1251", "15-1252", "15-1253", "15-1254"],
};

const socOf = (code: string) => code.slice(0, 7);
export const majorGroupOf = (code: string) => code.slice(0, 2);

export const specificScenarioId = (kit: SpecificKit) => `occ-${kit.key}`;

const SPECIFIC_BY_ID = new Map(SPECIFIC_KITS.map((kit) => [specificScenarioId(kit), kit]));

/** The kit written for an occupation's SOC code, if any. */
export function specificKitFor(code: string): SpecificKit | undefined {
  const soc = socOf(code);
  return SPECIFIC_KITS.find((kit) => kit.socCodes.includes(soc));
}

export function specificKitById(id: string): SpecificKit | undefined {
  return SPECIFIC_BY_ID.get(id);
}

export function specificScenario(kit: SpecificKit): PlayableScenario {
  return scenarioFromKit(kit, specificScenarioId(kit));
}

/** "fam-29-1292-00" for 29-1292.00: the id says whose activities fill the family. */
export const familyScenarioId = (code: string) => `fam-${code.replace(".", "-")}`;

/** The O*NET code of a family scenario's id, or null for any other id. */
export function familyScenarioCode(id: string): string | null {
  const match = /^fam-(\d{2}-\d{4})-(\d{2})$/.exec(id);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** Some O*NET codes share a family: military occupations (55) are written for in no family of their own yet. */
export function familyKitFor(code: string): ScenarioKit | undefined {
  return FAMILY_KITS[majorGroupOf(code)];
}

/**
 * The family of the occupation's major group, filled with its title and its largest work
 * activities (their labels, largest share first); undefined for a group without a family.
 */
export function familyScenario(occupation: { code: string; title: string }, activities: readonly string[]): PlayableScenario | undefined {
  const kit = familyKitFor(occupation.code);
  if (!kit) return undefined;
  const slots = slotsFor({ jobTitle: occupationRoleLabel(occupation), occupation, activities: [...activities], tools: [], source: "none" });
  return fillDeep(scenarioFromKit(kit, familyScenarioId(occupation.code)), slots);
}

const ACRONYMS = new Set(["it", "hr", "hvac", "ceo", "cfo", "cto", "ux", "ui", "qa", "seo", "pr", "hgv", "lgv", "cnc", "ict"]);
const SMALL_WORDS = new Set(["and", "of", "the", "for", "in"]);

function titleCase(phrase: string): string {
  return phrase
    .split(" ")
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

function singularWord(word: string): string {
  if (/men$/.test(word)) return word.replace(/men$/, "man");
  if (/[^aeiou]ies$/.test(word)) return word.replace(/ies$/, "y");
  if (/(ss|ch|sh|x)es$/.test(word)) return word.replace(/es$/, "");
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Singular of a phrase's head noun: the word before " of " if there is one, else the last word. */
function singularPhrase(phrase: string): string {
  const [head, ...rest] = phrase.split(" of ");
  const words = head!.trim().split(" ");
  words[words.length - 1] = singularWord(words[words.length - 1]!);
  return [words.join(" "), ...rest].join(" of ");
}

const FIRST_ALIAS = new Map<string, string>();
for (const [alias, code] of Object.entries(OCCUPATION_ALIASES)) if (!FIRST_ALIAS.has(code)) FIRST_ALIAS.set(code, alias);

/**
 * One person of an occupation, for a certificate and a sentence ("You are a dental hygienist"):
 * "Dental Hygienists" is "Dental Hygienist"; a title of several jobs ("Paralegals and Legal
 * Assistants", "Cooks, Restaurant") is the everyday title the alias table gives it, else its first.
 */
export function occupationRoleLabel(occupation: { code: string; title: string }): string {
  const title = occupation.title.trim();
  if (!/,| and |\//.test(title)) return singularPhrase(title);
  const alias = FIRST_ALIAS.get(occupation.code);
  if (alias) return titleCase(alias);
  const first = title.split(/,| and |\//)[0]!.trim();
  return singularPhrase(first);
}

/** Every family filled with sample words, for the content tests (the real words come from the choice). */
export function sampleFamilyScenarios(): { group: string; scenario: PlayableScenario }[] {
  return Object.keys(FAMILY_KITS).map((group) => ({
    group,
    scenario: familyScenario({ code: `${group}-9999.00`, title: "Sample Workers" }, [
      "doing the first activity",
      "doing the second activity",
      "doing the third activity",
    ])!,
  }));
}
