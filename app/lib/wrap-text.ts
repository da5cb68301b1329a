// Word wrap for drawn text (SVG cards, the certificate image): lines of at most so many characters.

/** Greedy word wrap to at most `width` characters a line (long words are cut). */
export function wrap(text: string, width: number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = "";
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const word = raw.length > width ? `${raw.slice(0, width - 1)}…` : raw;
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1]!.replace(/[,.;:]$/, "");
    kept[maxLines - 1] = last.length + 1 <= width ? `${last}…` : `${last.slice(0, width - 1).trimEnd()}…`;
    return kept;
  }
  return lines;
}
