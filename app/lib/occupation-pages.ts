// The public occupation pages (/ai-tools-for/{slug}, issue 30 item 5): each O*NET occupation's
// address, the everyday title a person in it would type, the index grouped by SOC major group and
// its search. Pure: the service builds the lookups once from the seeded occupations.
import { OCCUPATION_ALIASES } from "../content/job-title-aliases";
import { aliasOccupationCode } from "./job-title-match";
import { MAJOR_GROUPS, majorGroupOf } from "./occupation-groups";

export interface OccupationEntry {
  code: string;
  title: string;
}

/** The index and every page live under this path. */
export const OCCUPATION_PAGES_PATH = "/ai-tools-for";

export const occupationPagePath = (slug: string) => `${OCCUPATION_PAGES_PATH}/${slug}`;

/** The toolkit form with a job title filled in (/aitoolkit reads ?title=; ?jobTitle= would skip the form). */
export const toolkitStartPath = (title: string) => `/aitoolkit?${new URLSearchParams({ title })}`;

/**
 * A title in kebab case: "Police and Sheriff's Patrol Officers" reads
 * "police-and-sheriffs-patrol-officers", "Helpers--Carpenters" "helpers-carpenters"; accents are
 * dropped, every other run of characters but letters and digits is one hyphen.
 */
export function slugOfTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "29-1141.01" reads "29-1141-01" in an address. */
const codeInSlug = (code: string) => code.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * Every occupation's slug, by code: its title's, and where two titles give the same one, the
 * lowest code keeps it and the others add their code ("...-29-1141-01"), so a slug never changes
 * when another occupation is listed after it. Unique whatever the titles.
 */
export function occupationSlugs(occupations: readonly OccupationEntry[]): Map<string, string> {
  const byBase = new Map<string, OccupationEntry[]>();
  for (const o of occupations) {
    const base = slugOfTitle(o.title) || codeInSlug(o.code);
    byBase.set(base, [...(byBase.get(base) ?? []), o]);
  }
  const slugs = new Map<string, string>();
  const taken = new Set<string>();
  for (const [base, list] of byBase) {
    const sorted = [...list].sort((a, b) => a.code.localeCompare(b.code));
    sorted.forEach((o, i) => {
      let slug = i === 0 ? base : `${base}-${codeInSlug(o.code)}`;
      // A title that happens to end in another's code-suffixed slug: the code once more.
      while (taken.has(slug)) slug = `${slug}-${codeInSlug(o.code)}`;
      taken.add(slug);
      slugs.set(o.code, slug);
    });
  }
  return slugs;
}

/** A plural job word in the singular: "Nurses" "Nurse", "Secretaries" "Secretary", "Engineers/Architects" "Engineer/Architect". */
export function singularWord(word: string): string {
  if (word.includes("/")) return word.split("/").map(singularWord).join("/");
  // "Sales", "News", "Economics": not plurals of a job.
  if (/^(sales|news|series|species)$/i.test(word) || /ics$/i.test(word)) return word;
  if (/[a-z]{2}ies$/i.test(word)) return word.replace(/ies$/i, "y");
  if (/(ss|ch|sh|x)es$/i.test(word)) return word.replace(/es$/i, "");
  if (/[a-z]{2}men$/i.test(word)) return word.replace(/men$/i, "man");
  if (/[^su]s$/i.test(word) && word.length > 3) return word.slice(0, -1);
  return word;
}

const isPlural = (word: string) => singularWord(word) !== word;

/** The singular of a noun phrase: its head noun (the word before " of " or " in ", else the last) in the singular. */
function singularPhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const of = words.findIndex((w, i) => i > 0 && (w === "of" || w === "in"));
  const head = of > 0 ? of - 1 : words.length - 1;
  words[head] = singularWord(words[head]!);
  return words.join(" ");
}

/** Letters an alias spells as a word that are an abbreviation: "esl teacher" reads "ESL Teacher". */
const ACRONYMS = new Set(["ai", "cad", "cnc", "efl", "esl", "hgv", "hvac", "ios", "it", "seo", "tefl", "ui", "ux"]);
const capitalised = (text: string) =>
  text
    .split(" ")
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w.replace(/\b[a-z]/g, (c) => c.toUpperCase())))
    .join(" ");

/** The everyday titles of the alias table, by code: the first one listed for each. */
const FIRST_ALIAS = new Map<string, string>();
for (const [alias, code] of Object.entries(OCCUPATION_ALIASES)) if (!FIRST_ALIAS.has(code)) FIRST_ALIAS.set(code, alias);

const lastWord = (phrase: string) => phrase.trim().split(/\s+/).at(-1) ?? "";
const QUALIFIER = /^(except|all other|including)\b/i;

/** A title that lists several jobs or qualifies one ("Plumbers, Pipefitters, and Steamfitters"; "Cooks, Restaurant"): the one job it names first. */
function firstJobOf(title: string): string | null {
  // "First-Line Supervisors of Landscaping, Lawn Service, and Groundskeeping Workers": one job, of several things.
  const kept = title.split(/,\s*/).filter((s) => !QUALIFIER.test(s.replace(/^(and|or)\s+/, "")));
  if (kept.length > 0 && / of /.test(kept[0]!)) return singularPhrase(kept.join(", "));
  const segments = title
    .split(/,\s*/)
    .map((s) => s.replace(/^(and|or)\s+/, "").trim())
    .filter((s) => s && !QUALIFIER.test(s));
  if (segments.length === 0) return null;
  const [first, ...rest] = segments;
  const firstJob = first!.split(/\s+(?:and|or)\s+/).find((part) => isPlural(lastWord(part)));
  if (firstJob && isPlural(lastWord(first!))) {
    // "Cooks, Restaurant" is a restaurant cook; "Physicians, Pathologists" stays a physician.
    const qualifier = rest.length === 1 && !/\b(and|or)\b/.test(rest[0]!) && !isPlural(lastWord(rest[0]!)) && !first!.includes(" and ") ? rest[0]! : null;
    return qualifier ? `${qualifier} ${singularPhrase(firstJob)}` : singularPhrase(firstJob);
  }
  // "Compensation, Benefits, and Job Analysis Specialists": a list of what the job works on, then the job
  // (a phrase, not a lone word such as "Benefits"); failing that, the last job named.
  const job = segments.find((s) => isPlural(lastWord(s)) && s.includes(" ")) ?? [...segments].reverse().find((s) => isPlural(lastWord(s)));
  if (!job) return null;
  const part = job.split(/\s+(?:and|or)\s+/).find((p) => isPlural(lastWord(p))) ?? job;
  return singularPhrase(part);
}

/**
 * The title a person in the occupation would type, for the page's texts ("in your work as a
 * Registered Nurse") and the "Build my own toolkit" form: O*NET's plural title in the singular
 * when it names one job ("Registered Nurses", "First-Line Supervisors of Police and
 * Detectives"); for a list of jobs, the everyday title the alias table gives it ("Plumbers,
 * Pipefitters, and Steamfitters": "Plumber"), else the job it names first ("Secretaries and
 * Administrative Assistants, Except ...": "Secretary"; "Cooks, Restaurant": "Restaurant Cook");
 * "Helpers--Carpenters" is a "Carpenter Helper". O*NET's title unchanged when nothing applies.
 */
export function everydayTitle(occupation: OccupationEntry): string {
  const title = occupation.title.trim();
  const helpers = /^Helpers--(.+)$/.exec(title);
  if (helpers) return `${singularPhrase(helpers[1]!.split(/,\s*|\s+and\s+/)[0]!)} Helper`;
  const simple = !/,|\band\b|\bor\b|--/.test(title);
  if (simple) return isPlural(lastWord(title)) || / (of|in) /.test(title) ? singularPhrase(title) : title;
  const alias = FIRST_ALIAS.get(occupation.code);
  if (alias) return capitalised(alias);
  return firstJobOf(title) ?? title;
}

export interface MajorGroupListing<T extends OccupationEntry> {
  /** The SOC major group, "29". */
  group: string;
  label: string;
  occupations: T[];
}

/** Occupations by SOC major group (11 Management first), each group's by title. */
export function groupByMajorGroup<T extends OccupationEntry>(occupations: readonly T[]): MajorGroupListing<T>[] {
  const groups = new Map<string, T[]>();
  for (const o of occupations) {
    const group = majorGroupOf(o.code);
    groups.set(group, [...(groups.get(group) ?? []), o]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, list]) => ({
      group,
      label: MAJOR_GROUPS[group]?.label ?? `SOC group ${group}`,
      occupations: [...list].sort((a, b) => a.title.localeCompare(b.title) || a.code.localeCompare(b.code)),
    }));
}

/** The words of a text for search: lower case, letters and digits, a plural's "s" dropped. */
function searchWords(text: string): string[] {
  return slugOfTitle(text)
    .split("-")
    .filter(Boolean)
    .map((w) => (w.length > 3 ? singularWord(w) : w));
}

/** The most occupations a search lists. */
export const MAX_SEARCH_RESULTS = 50;

/**
 * The occupations a search names: the one the alias table gives the words first ("solicitor" is
 * Lawyers, "RN" Registered Nurses), then every occupation whose title has a word starting with
 * each of the query's words ("nurse" finds "Nurse Practitioners" and "Registered Nurses"),
 * shorter titles first. At most MAX_SEARCH_RESULTS.
 */
export function searchOccupations<T extends OccupationEntry>(occupations: readonly T[], query: string): T[] {
  const words = searchWords(query).slice(0, 8);
  if (words.length === 0) return [];
  const aliasCode = aliasOccupationCode(query.slice(0, 120));
  const byAlias = aliasCode ? occupations.filter((o) => o.code === aliasCode) : [];
  const matching = occupations
    .filter((o) => o.code !== aliasCode)
    .filter((o) => {
      const own = searchWords(o.title);
      return words.every((w) => own.some((t) => t.startsWith(w)));
    })
    .sort((a, b) => a.title.length - b.title.length || a.title.localeCompare(b.title));
  return [...byAlias, ...matching].slice(0, MAX_SEARCH_RESULTS);
}

/** The words of an unknown slug, for the search box of the 404 page ("registred-nurses" "registred nurses"). */
export function slugWords(slug: string): string {
  return slug
    .replace(/[^a-zA-Z0-9]+/g, " ")
    .trim()
    .slice(0, 80);
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The sitemap (sitemaps.org 0.9): the public pages, the occupation index and every occupation page, absolute from the site's address. */
export function sitemapXml(appUrl: string, publicPages: readonly string[], occupations: readonly { slug: string }[]): string {
  const base = appUrl.replace(/\/+$/, "");
  const paths = [...new Set([...publicPages, OCCUPATION_PAGES_PATH, ...occupations.map((o) => occupationPagePath(o.slug))])];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((p) => `  <url><loc>${xmlEscape(`${base}${p === "/" ? "/" : p}`)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
}
