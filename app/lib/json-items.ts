/**
 * The line on which each element of a top-level JSON array starts, so that import errors can
 * name a line. Expects text that JSON.parse accepted; strings and nesting are skipped over.
 */
export function arrayItemLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectingItem = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === "\\") escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && expectingItem && c !== "]") {
      lines.push(line);
      expectingItem = false;
    }
    if (c === '"') inString = true;
    else if (c === "[" || c === "{") {
      depth++;
      if (depth === 1) expectingItem = true;
    } else if (c === "]" || c === "}") depth--;
    else if (c === "," && depth === 1) expectingItem = true;
  }
  return lines;
}
