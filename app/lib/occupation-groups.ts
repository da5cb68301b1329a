// The O*NET-SOC major groups (the first two digits of an occupation's code): their names, and the
// spec's job category (visitor-side.md §3) a toolkit of that group is filed under. Pure.
import type { JobCategory } from "./catalogue-constants";

export const MAJOR_GROUPS: Record<string, { label: string; category: JobCategory }> = {
  "11": { label: "Management", category: "executive" },
  "13": { label: "Business and Financial Operations", category: "finance" },
  "15": { label: "Computer and Mathematical", category: "development" },
  "17": { label: "Architecture and Engineering", category: "professional_services" },
  "19": { label: "Life, Physical, and Social Science", category: "consulting" },
  "21": { label: "Community and Social Service", category: "professional_services" },
  "23": { label: "Legal", category: "professional_services" },
  "25": { label: "Educational Instruction and Library", category: "education" },
  "27": { label: "Arts, Design, Entertainment, Sports, and Media", category: "creative" },
  "29": { label: "Healthcare Practitioners and Technical", category: "healthcare" },
  "31": { label: "Healthcare Support", category: "healthcare" },
  "33": { label: "Protective Service", category: "operations" },
  "35": { label: "Food Preparation and Serving", category: "operations" },
  "37": { label: "Building and Grounds Cleaning and Maintenance", category: "operations" },
  "39": { label: "Personal Care and Service", category: "operations" },
  "41": { label: "Sales", category: "sales" },
  "43": { label: "Office and Administrative Support", category: "operations" },
  "45": { label: "Farming, Fishing, and Forestry", category: "operations" },
  "47": { label: "Construction and Extraction", category: "operations" },
  "49": { label: "Installation, Maintenance, and Repair", category: "operations" },
  "51": { label: "Production", category: "operations" },
  "53": { label: "Transportation and Material Moving", category: "operations" },
  "55": { label: "Military Specific", category: "operations" },
};

/**
 * Occupations filed under another category than their group's, where the spec's categories are
 * finer than O*NET's groups (marketing and HR managers are managers, but their toolkits are
 * marketing and HR ones).
 */
const CATEGORY_BY_CODE: [prefix: string, category: JobCategory][] = [
  ["11-2011", "marketing"],
  ["11-2021", "marketing"],
  ["11-2022", "sales"],
  ["11-2032", "marketing"],
  ["11-2033", "marketing"],
  ["11-3021", "development"],
  ["11-3031", "finance"],
  ["11-3111", "hr"],
  ["11-3121", "hr"],
  ["11-3131", "hr"],
  ["11-9111", "healthcare"],
  ["11-903", "education"],
  ["13-1071", "hr"],
  ["13-1075", "hr"],
  ["13-1141", "hr"],
  ["13-1151", "hr"],
  ["13-1161", "marketing"],
  ["13-1111", "consulting"],
  ["15-1255", "design"],
  ["27-1021", "design"],
  ["27-1024", "design"],
  ["27-1025", "design"],
  ["27-3031", "marketing"],
];

export function majorGroupOf(code: string): string {
  return code.slice(0, 2);
}

export function majorGroupLabel(code: string): string | null {
  return MAJOR_GROUPS[majorGroupOf(code)]?.label ?? null;
}

/** The spec's job category of an occupation. */
export function jobCategoryOfOccupation(code: string): JobCategory {
  const own = CATEGORY_BY_CODE.filter(([prefix]) => code.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  return own?.[1] ?? MAJOR_GROUPS[majorGroupOf(code)]?.category ?? "general";
}

/** "17-2051.00" reads "17-2051"; a detailed O*NET code such as "15-1299.08" stays whole. */
export function displayOccupationCode(code: string): string {
  return code.endsWith(".00") ? code.slice(0, -3) : code;
}

/**
 * Whether an occupation is among SOC code prefixes such as ["29-", "31-", "!29-1131"]: one
 * prefix includes it ("!" ones exclude; a list of only exclusions includes everyone else). An
 * empty list includes every occupation; no occupation is in a non-empty list.
 */
export function occupationIn(prefixes: readonly string[], occupationCode: string | null): boolean {
  if (prefixes.length === 0) return true;
  if (!occupationCode) return false;
  if (prefixes.some((p) => p.startsWith("!") && occupationCode.startsWith(p.slice(1)))) return false;
  const included = prefixes.filter((p) => !p.startsWith("!"));
  return included.length === 0 || included.some((p) => occupationCode.startsWith(p));
}

/** The SOC major groups of civilian work, 11 (Management) to 53 (Transportation). */
export const CIVILIAN_MAJOR_GROUPS = Object.keys(MAJOR_GROUPS).filter((g) => g !== "55");

/**
 * For each civilian major group, how many catalogue tools are made for at least one of its
 * occupations (a tool for everyone counts nowhere): the catalogue's reach across the economy.
 */
export function specialistsByMajorGroup(tools: readonly { forOccupations: readonly string[] }[], occupationCodes: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of CIVILIAN_MAJOR_GROUPS) {
    const codes = occupationCodes.filter((c) => majorGroupOf(c) === group);
    counts.set(group, tools.filter((t) => t.forOccupations.length > 0 && codes.some((code) => occupationIn(t.forOccupations, code))).length);
  }
  return counts;
}
