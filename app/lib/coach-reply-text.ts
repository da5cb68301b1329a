// The reply a person wrote, out of the email it came in (issue 29): the earlier message quoted
// below it ("On ... wrote:", "> " lines, "-----Original Message-----", a forwarded header block)
// and the signature ("-- " delimiter, "Sent from my phone") are cut before scoring, so the coach
// scores only what the person wrote now.
const QUOTE_STARTS = [/^on .+ wrote:\s*$/i, /^-{2,}\s*original message\s*-{2,}$/i, /^-{2,}\s*forwarded message\s*-{2,}$/i, /^from:\s.+$/i, /^_{10,}$/];
const SIGNATURE_STARTS = [/^--\s?$/, /^sent from my /i, /^get outlook for /i];

export function replyText(body: string): string {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    // "On Mon, 3 Mar 2026 at 09:00, Coach <coach@...> wrote:" is often wrapped over two lines.
    const joined = `${trimmed} ${lines[i + 1]?.trim() ?? ""}`;
    if (QUOTE_STARTS.some((p) => p.test(trimmed)) || (/^on /i.test(trimmed) && /wrote:\s*$/i.test(joined))) break;
    if (SIGNATURE_STARTS.some((p) => p.test(trimmed))) break;
    if (trimmed.startsWith(">")) continue;
    kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
