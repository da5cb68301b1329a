// Job categories of the toolkit builder (visitor-side.md §3 static data, §4 wizard, §5).
// Pure and isomorphic: the wizard runs detectJobCategory() in the browser on every job-title
// change, and the server runs the same function when it creates an analysis.
// The categories' keywords, work areas, tool lists and benefits are in app/content/job-categories.ts.
import type { JobCategory } from "./catalogue-constants";
import { JOB_CATEGORY_DEFINITIONS, DETECTION_ORDER, SECONDARY_BENEFITS, GENERIC_SECONDARY_BENEFITS } from "../content/job-categories";

/** Keywords this short match only as whole words ("hr" must not match "three"). */
const WHOLE_WORD_MAX_LENGTH = 3;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

function isWordCharacter(char: string | undefined): boolean {
  return char !== undefined && WORD_CHARACTER.test(char);
}

function containsWholeWord(text: string, word: string): boolean {
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at === -1) return false;
    if (!isWordCharacter(text[at - 1]) && !isWordCharacter(text[at + word.length])) return true;
    from = at + 1;
  }
}

/** Whether a keyword matches a trimmed, lower-cased title. */
export function keywordMatches(title: string, keyword: string): boolean {
  return keyword.length <= WHOLE_WORD_MAX_LENGTH ? containsWholeWord(title, keyword) : title.includes(keyword);
}

/**
 * The job category of a title: first keyword match in DETECTION_ORDER, else "general".
 * Needs a title longer than 2 characters after trimming (visitor-side.md §5).
 */
export function detectJobCategory(jobTitle: string): JobCategory {
  const title = jobTitle.trim().toLowerCase();
  if (title.length <= 2) return "general";
  for (const category of DETECTION_ORDER) {
    for (const keyword of JOB_CATEGORY_DEFINITIONS[category].keywords) {
      if (keywordMatches(title, keyword)) return category;
    }
  }
  return "general";
}

const BENEFITS_BY_LOWER_CASE_AREA = new Map(Object.entries(SECONDARY_BENEFITS).map(([area, benefits]) => [area.toLowerCase(), benefits]));

/** Secondary benefits of a work area (trimmed, case-insensitive), or the generic trio for a custom one. */
export function secondaryBenefitsFor(workArea: string): string[] {
  const benefits = BENEFITS_BY_LOWER_CASE_AREA.get(workArea.trim().toLowerCase());
  return [...(benefits ?? GENERIC_SECONDARY_BENEFITS)];
}
