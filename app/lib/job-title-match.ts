// Reading a job title the way a person writes it, before it is matched to an O*NET occupation
// (app/services/toolkits/occupations.server.ts): lower case, abbreviations spelled out ("SWE", "RN",
// "CFO"), a few common words of other languages in English, seniority words dropped ("Senior",
// "Lead", "II"), and the everyday titles that O*NET names differently looked up directly
// ("Software Engineer" is O*NET's "Software Developers", "Executive Chef" its "Chefs and Head
// Cooks"). Pure; the tables are in app/content/job-title-aliases.ts, and the aliases' codes are
// checked against the seeded occupations by a unit test.
import { ABBREVIATIONS, FOREIGN_WORDS, SENIORITY, OCCUPATION_ALIASES, HEAD_NOUN_ALIASES } from "../content/job-title-aliases";

/** Lower case, punctuation to spaces, abbreviations and other languages' job words in English, rank dropped. */
export function normaliseJobTitle(title: string): string {
  const spelled = spelledOut(title);
  const kept = spelled.filter((w) => !SENIORITY.has(w));
  return (kept.length > 0 ? kept : spelled).join(" ");
}

function spelledOut(title: string): string[] {
  const lower = title.toLowerCase().normalize("NFC").replace(/&/g, " and ");
  // "Executive Assistant to the CEO", "Nurse at St Mary's": the job is before the preposition.
  const job = lower.split(/\s(?:to|at|for|with|in)\s|@/)[0]!.trim() || lower;
  const words = job
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.flatMap((w) => (ABBREVIATIONS[w] ?? FOREIGN_WORDS[w] ?? w).split(" "));
}

/** Plural or singular of the last word, so "Electricians" and "Electrician" read the same. */
function singular(text: string): string {
  return text.replace(/(?<=[a-z]{3})(ies)$/, "y").replace(/(?<=[a-z]{3}[^s])s$/, "");
}

const ALIAS_KEYS = Object.keys(OCCUPATION_ALIASES).sort((a, b) => b.split(" ").length - a.split(" ").length || b.length - a.length);

/** Every word of the aliases, the words a typo is most likely meant to be. */
const ALIAS_WORDS = [...new Set(ALIAS_KEYS.flatMap((k) => k.split(" ")))].filter((w) => w.length >= 5);

/** Edit distance with transpositions (optimal string alignment), stopping early above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * A title with its misspelt words put right ("Electrican" -> "electrician", "Pharmasist" ->
 * "pharmacist"): a word of five letters or more that is no alias word is read as the one alias
 * word nearest to it, within one edit (two for words of nine letters or more).
 */
export function correctTypos(normal: string): string {
  return normal
    .split(" ")
    .map((word) => {
      if (word.length < 5 || ALIAS_WORDS.includes(word)) return word;
      const max = word.length >= 9 ? 2 : 1;
      const near = ALIAS_WORDS.map((w) => ({ w, d: editDistance(word, w, max) })).filter((n) => n.d <= max);
      const closest = Math.min(...near.map((n) => n.d));
      const best = near.filter((n) => n.d === closest);
      return best.length === 1 ? best[0]!.w : word;
    })
    .join(" ");
}

/**
 * The O*NET code of an everyday title: the whole normalised title, else the longest alias that
 * stands in it as whole words ("senior backend developer at a bank" is a backend developer).
 * Null when no alias applies; the trigram search then decides.
 */
export function aliasOccupationCode(title: string): string | null {
  // The words as written first ("School Principal", "Data Entry Clerk" keep their rank-like
  // words), then without rank ("Senior Software Engineer II").
  const whole = spelledOut(title).join(" ");
  const normal = normaliseJobTitle(title);
  if (!normal) return null;
  const corrected = correctTypos(normal);
  if (corrected !== normal) return aliasOccupationCode(corrected);
  for (const candidate of [whole, normal]) {
    const exact = OCCUPATION_ALIASES[candidate] ?? OCCUPATION_ALIASES[singular(candidate)];
    if (exact) return exact;
  }
  // A title that ends with a longer alias is that job ("Lead Civil Site Engineer" is a site
  // engineer). Most one-word aliases ("teacher", "designer") only match a whole title: the words
  // before them ("Primary School Maths Teacher") say more than the alias would; the ones that
  // name a single trade whatever comes before ("Immigration Lawyer") end a title too.
  const padded = ` ${normal}`;
  const paddedSingular = ` ${normal.split(" ").map(singular).join(" ")}`;
  for (const alias of ALIAS_KEYS) {
    if (!alias.includes(" ") && !HEAD_NOUN_ALIASES.has(alias)) continue;
    if (padded.endsWith(` ${alias}`) || paddedSingular.endsWith(` ${alias}`)) return OCCUPATION_ALIASES[alias]!;
  }
  return null;
}
