// The rubric page's sidebar search (visitor-side.md §2 "Rubric"): 'Search documentation...'
// filters the section titles and their subsections. Pure, so the server filters the same way
// for a GET ?q= without JavaScript as the browser does while typing.

export interface NavItem {
  id: string;
  title: string;
}

export interface NavSection extends NavItem {
  subsections: readonly NavItem[];
}

export interface FilteredNavSection extends NavItem {
  /** The section's own title matched (all its subsections are then kept). */
  titleMatched: boolean;
  subsections: NavItem[];
}

/** Longer queries are cut: nothing in the document's titles is anywhere near this long. */
export const SEARCH_QUERY_MAX = 100;

/** Lower case without accents, so "resume" finds "résumé". */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The query as it is kept and echoed: trimmed, inner spaces collapsed, at most SEARCH_QUERY_MAX characters. */
export function normaliseRubricQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  return raw.replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX).trim();
}

/**
 * The sections to list for a query. Every word of the query must appear (case and accents
 * ignored), in any order:
 * - a section whose title has every word is kept with all its subsections;
 * - otherwise each subsection is kept when its title, read together with its section's title,
 *   has every word ("framework level 3" finds "Level 3: Workflow Thinking"), and the section is
 *   kept when at least one of them is.
 * An empty query keeps everything.
 */
export function filterRubricNav(sections: readonly NavSection[], rawQuery: unknown): FilteredNavSection[] {
  const words = fold(normaliseRubricQuery(rawQuery)).split(" ").filter(Boolean);
  const all = (text: string) => {
    const folded = fold(text);
    return words.every((word) => folded.includes(word));
  };
  const result: FilteredNavSection[] = [];
  for (const section of sections) {
    const copy = section.subsections.map(({ id, title }) => ({ id, title }));
    if (words.length === 0 || all(section.title)) {
      result.push({ id: section.id, title: section.title, titleMatched: words.length > 0, subsections: copy });
      continue;
    }
    const matching = copy.filter((sub) => all(`${section.title} ${sub.title}`));
    if (matching.length) result.push({ id: section.id, title: section.title, titleMatched: false, subsections: matching });
  }
  return result;
}
