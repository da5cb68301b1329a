// Scenarios for every occupation (issue 28 item 5). An occupation plays its own scenario when one
// is written for it (SPECIFIC_KITS, the most widely held occupations), and its major group's family
// filled with its own title and largest work activities in any case; the eight sample roles
// (app/content/simulations/*.ts) stay the scenarios of the occupations listed in ROLE_OCCUPATIONS.
// Pure: the choice (app/services/simulation/scenario-choices.server.ts) brings the activities.
import type { SimulationRoleKey } from "~/content/simulation-scenarios";
import { fillDeep, slotsFor } from "~/lib/lesson-slots";
import type { PlayableScenario } from "../types";
import { FAMILIES_11_TO_29 } from "./families-1";
import { FAMILIES_31_TO_55 } from "./families-2";
import { scenarioFromKit, type ScenarioKit } from "./kit";
import { SPECIFIC_KITS, type SpecificKit } from "./specific";

export { SPECIFIC_KITS, type SpecificKit };

/** One family per O*NET major group (the first two digits of a code), 11 to 55. */
export const FAMILY_KITS: Readonly<Record<string, ScenarioKit>> = { ...FAMILIES_11_TO_29, ...FAMILIES_31_TO_55 };

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

/** The family of an occupation's major group; undefined for a code of no O*NET major group. */
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

function singularWord(word: string): string {
  if (/men$/.test(word)) return word.replace(/men$/, "man");
  if (/wives$/.test(word)) return word.replace(/wives$/, "wife");
  if (/[^aeiou]ies$/.test(word)) return word.replace(/ies$/, "y");
  if (/(ss|ch|sh|x)es$/.test(word)) return word.replace(/es$/, "");
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words ending in "s" that name a field, not people ("Sales and Related Workers", "Customs and Border Protection Officers"). */
const NOT_PLURAL = new Set([
  "Sales",
  "Customs",
  "Claims",
  "Operations",
  "Electronics",
  "Sciences",
  "Studies",
  "Services",
  "Systems",
  "Arts",
  "Parts",
  "Goods",
  "Forces",
  "Games",
  "Securities",
  "Commodities",
]);

const isPlural = (word: string) => !NOT_PLURAL.has(word) && /[^su]s$/.test(word);

/** Titles the rules below would read wrongly. */
const LABELS: Record<string, string> = {
  "33-3052": "Transit Police Officer",
  "55-3016": "Infantry Soldier",
  "55-3018": "Special Forces Soldier",
  "55-3019": "Military Crew Member",
};

/**
 * One person of an occupation, for a certificate and a sentence ("You are a dental hygienist"):
 * O*NET names occupations in the plural, several at once and with qualifiers. "Dental Hygienists"
 * is "Dental Hygienist", "Cooks, Restaurant" "Cook", "Paralegals and Legal Assistants"
 * "Paralegal", "Shipping, Receiving, and Inventory Clerks" "Inventory Clerk", "First-Line
 * Supervisors of Retail Sales Workers" "First-Line Supervisor of Retail Sales Workers".
 */
export function occupationRoleLabel(occupation: { code: string; title: string }): string {
  const fixed = LABELS[occupation.code.slice(0, 7)];
  if (fixed) return fixed;
  const title = occupation.title.trim().replace(/\s+/g, " ");
  const [head, ...of] = title.split(" of ");
  // The first comma-separated part that ends with people: "Cooks" of "Cooks, Restaurant".
  const segments = head!.split(", ").map((part) => part.replace(/^and /, ""));
  // "Cooks, Restaurant" names the people first; "Compensation, Benefits, and Job Analysis Specialists" last.
  const peopleEnd = (part: string) => isPlural(part.split(" ").pop()!);
  const segment = (peopleEnd(segments[0]!) ? segments[0] : segments.filter(peopleEnd).pop()) ?? segments[0]!;
  // Within it, up to the first people: "Paralegals" of "Paralegals and Legal Assistants".
  const pieces = segment.split(" and ");
  const upTo = pieces.findIndex((piece) => isPlural(piece.split(/[ /]/).pop()!));
  const words = (upTo >= 0 ? pieces.slice(0, upTo + 1) : pieces).join(" and ").split(" ");
  const last = words.pop()!;
  const person = isPlural(last) ? singularWord(last).replace(/^Occupation$/, "Professional") : `${last} Worker`;
  const whom = of.join(" of ").replace(/, (Except|Hand)\b.*$/, "");
  return [[...words, person].join(" "), ...(whom ? [whom] : [])].join(" of ");
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

/**
 * Every occupation scenario as it can be played: each occupation's own and each group's family
 * (filled with sample words), for figures measured over the whole scenario bank.
 */
export function occupationScenarioBank(): PlayableScenario[] {
  return [...SPECIFIC_KITS.map(specificScenario), ...sampleFamilyScenarios().map((f) => f.scenario)];
}
