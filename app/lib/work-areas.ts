// Work areas as people name them ("Quotes & Estimates", "Charting & Nursing Notes", or anything
// they type), read as the O*NET work activities they stand for, and the areas to suggest for an
// occupation (the ones that carry the most of its week). The vocabulary is
// app/content/work-areas.ts; a typed area that is not in it is matched by its keywords, then by
// the words of the activities themselves; an area nothing matches stays unmatched and the toolkit
// says so. Pure and isomorphic.
import { WORK_AREAS, type WorkAreaDefinition } from "../content/work-areas";
import { WORK_ACTIVITY_TEXTS, type ActivityText } from "../content/work-activities";
import { occupationIn } from "./occupation-groups";

export interface ResolvedWorkArea {
  /** The vocabulary entry it was read as, or null when matched by activity words or not at all. */
  label: string | null;
  /** The activities it stands for, most central first; empty when nothing matched. */
  activities: string[];
}

const STOP = new Set(["and", "the", "for", "with", "of", "to", "in", "a", "an", "on", "my", "our", "your", "or", "other", "others", "work", "tasks", "task"]);

/** Lower case, "&" as "and", punctuation as spaces. */
export function normaliseArea(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * A light stem, so the forms people type meet the vocabulary's: plural, -ing, -ed and a final e
 * off ("doses", "dosing" and "dose" are "dos"; "planning" is "plan"; "charts" is "chart").
 */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 7 && w.endsWith("ments")) w = w.slice(0, -5);
  else if (w.length > 6 && w.endsWith("ment")) w = w.slice(0, -4);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("es")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  // "plann" (planning) and "plan" are one word.
  if (w.length > 3 && /([bcdfgklmnprstvz])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

function contentWords(text: string): string[] {
  return normaliseArea(text)
    .split(" ")
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map(stem);
}

/** Whether a phrase occurs in a text as whole words (both normalised). */
function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

const byLabel = new Map(WORK_AREAS.map((a) => [normaliseArea(a.label), a]));

/** Each area's phrases (its label and keywords) as sets of word stems. */
const PHRASES = WORK_AREAS.map((area) => ({
  area,
  phrases: [area.label, ...area.keywords].map((p) => [...new Set(contentWords(p))]).filter((p) => p.length > 0),
}));

/**
 * How well a typed area names a vocabulary area: a phrase all of whose words are in the text
 * counts its words (so "route and parking planning" is "Route Planning"), a phrase half of whose
 * words are counts half; an area made for this occupation wins over one that is not.
 */
function byKeywords(text: string, occupationCode: string | null, title: string): WorkAreaDefinition | null {
  const words = new Set(contentWords(text));
  let best: { area: WorkAreaDefinition; score: number } | null = null;
  for (const { area, phrases } of PHRASES) {
    let score = 0;
    for (const phrase of phrases) {
      const common = phrase.filter((w) => words.has(w));
      if (common.length === phrase.length) score = Math.max(score, phrase.length + 0.5);
      else if (common.length * 2 >= phrase.length && common.some((w) => w.length >= 4)) score = Math.max(score, common.length * 0.5);
    }
    if (score === 0) continue;
    if (occupationCode !== null) score += offeredTo(area, occupationCode, title) ? 2 : -1;
    if (!best || score > best.score) best = { area, score };
  }
  return best && best.score >= 1 ? best.area : null;
}

const activityWords: { activity: ActivityText; words: Set<string> }[] = WORK_ACTIVITY_TEXTS.map((activity) => ({
  activity,
  words: new Set([...contentWords(activity.title), ...contentWords(activity.label)]),
}));

/**
 * Activities whose own words cover most of the area's words (at least half, and one long word),
 * the occupation's own activities first ("Roof Measurements" is a roofer's measuring of
 * materials, not the measuring of patients).
 */
function byActivityWords(text: string, own: ReadonlySet<string>): string[] {
  const words = [...new Set(contentWords(text))];
  if (words.length === 0) return [];
  const scored = activityWords
    .map(({ activity, words: own }) => {
      const common = words.filter((w) => own.has(w));
      return { id: activity.id, score: common.length / words.length, long: common.some((w) => w.length >= 4), size: own.size };
    })
    .filter((s) => s.score >= 0.5 && s.long)
    .sort((a, b) => Number(own.has(b.id)) - Number(own.has(a.id)) || b.score - a.score || a.size - b.size || a.id.localeCompare(b.id));
  return scored.slice(0, 2).map((s) => s.id);
}

/**
 * What a work area stands for: a vocabulary area by its label or words (preferring the areas of
 * this occupation when one is known), else the activities whose words it uses, else nothing.
 */
export function resolveWorkArea(
  area: string,
  occupationCode: string | null = null,
  jobTitle = "",
  occupationActivities: ReadonlySet<string> = new Set(),
): ResolvedWorkArea {
  const text = normaliseArea(area);
  if (!text) return { label: null, activities: [] };
  const known = byLabel.get(text) ?? byKeywords(text, occupationCode, normaliseArea(jobTitle));
  if (known) return { label: known.label, activities: [...known.activities] };
  return { label: null, activities: byActivityWords(text, occupationActivities) };
}

/** Whether an area may be offered to this occupation and title: its groups, occupations and title words. */
function offeredTo(area: WorkAreaDefinition, occupationCode: string | null, title: string): boolean {
  const group = occupationCode ? occupationCode.slice(0, 2) : null;
  if (area.groups.length > 0 && (group === null || !area.groups.includes(group))) return false;
  if (area.occupations && !occupationIn(area.occupations, occupationCode)) return false;
  if (area.titleWords && !area.titleWords.some((w) => containsPhrase(title, normaliseArea(w)) || title.split(" ").some((t) => t.startsWith(w)))) return false;
  return true;
}

/** A preferred (category) area is put first only with at least this weight (share of the week). */
export const PREFERRED_AREA_MIN_WEIGHT = 0.03;

/**
 * The work areas to offer an occupation, most of its week first: an area weighs the shares of its
 * activities in the occupation, times the part of its activities the occupation has (so an area
 * only half about this job ranks below one wholly about it). Areas of `preferred` (a category's
 * list) that this occupation does come first, in their order.
 */
export function suggestWorkAreas(
  activities: readonly { id: string; share: number }[],
  occupationCode: string | null,
  jobTitle = "",
  count = 8,
  preferred: readonly string[] = [],
): string[] {
  const share = new Map(activities.map((a) => [a.id, a.share]));
  const title = normaliseArea(jobTitle);
  // The area a title names ("Content Marketing Manager": Content Creation) comes first, whatever
  // the occupation's general profile says; then a category's area, only when it is a real part of
  // this occupation's week; then the rest by weight.
  const named = title ? resolveWorkArea(jobTitle, occupationCode, jobTitle).label : null;
  const rank = new Map(preferred.map((label, i) => [normaliseArea(label), i]));
  const order = (s: { area: WorkAreaDefinition; weight: number }) =>
    s.area.label === named
      ? -1
      : s.weight >= PREFERRED_AREA_MIN_WEIGHT
        ? (rank.get(normaliseArea(s.area.label)) ?? Number.POSITIVE_INFINITY)
        : Number.POSITIVE_INFINITY;
  return WORK_AREAS.map((area, index) => {
    const present = area.activities.filter((id) => share.has(id));
    const weight = present.reduce((sum, id) => sum + share.get(id)!, 0) * (present.length / area.activities.length);
    return { area, index, weight, main: share.has(area.activities[0]!) };
  })
    .filter((s) => (s.area.label === named || (s.weight > 0 && s.main)) && offeredTo(s.area, occupationCode, title))
    .sort((a, b) => order(a) - order(b) || b.weight - a.weight || a.index - b.index)
    .filter(sameWorkOnce())
    .slice(0, count)
    .map((s) => s.area.label);
}

/** Two areas of the very same activities ("Email Management", "Email & Inbox Management") are offered once. */
function sameWorkOnce() {
  const seen = new Set<string>();
  return ({ area }: { area: WorkAreaDefinition }) => {
    const key = [...area.activities].sort().join(" ");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}
