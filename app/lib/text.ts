// Text helpers shared by emails, pages and the plain HTML answers: one definition each.

/** A name's greeting length; subjects and headings allow a little more (see the callers). */
export const NAME_LINE_MAX = 80;

/**
 * User text on one line (subjects, headings, names in a sentence): control characters (a pasted
 * tab or newline) become spaces, runs of white space one space, and text longer than `max` ends
 * in an ellipsis.
 */
export function oneLine(value: string, max = Number.POSITIVE_INFINITY): string {
  const line = value
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe to place in HTML, in an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** "A", "A and B", "A, B and C"; "" for none. */
export function inWords(items: readonly (string | number)[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : String(items[0] ?? "");
}
