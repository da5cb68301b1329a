// What a roadmap is built from, recovered from the text of an uploaded document (issue 17). The
// main input is the toolkit report this product emails (app/services/delivery/report-pdf.server.tsx): its
// cover title 'Your Personalized {company} {job title} AI Toolkit', the line '{company} · {industry}'
// under it, the 'Your toolkit at a glance' rows '{tool} {TYPE} {work area} {gain}% {h} h ${value}'
// and the 'WORK AREA n' headings. The same words in a text or Word file read the same way. Any
// other document gives what it names: 'Job title:' / 'Company:' / 'Work areas:' lines, a heading
// such as 'AI Toolkit for Paralegal at Smith & Co', a line near the top that the product's title
// matching knows as a job, and tools matched against the catalogue. What could not be found is
// listed, never invented. Every step takes time linear in the text (issue 24: a 640 KB upload
// took 18.6 s): no pattern here can try every split of a long line, and no match scans the ones
// before it. It runs in the document reader's process (app/services/course/document-text.server.ts).

export interface RoadmapInput {
  jobTitle: string | null;
  companyName: string | null;
  workAreas: string[];
  tools: string[];
  /** True when the text is one of our toolkit reports. */
  fromToolkitReport: boolean;
  /** What the document did not say: 'job title', 'company', 'work areas', 'tools'. */
  notFound: RoadmapPart[];
}

const TOOL_TYPES = new Set(["CORE", "SPECIALIST", "ASSISTANT", "AGENT"]);
const FIELD_MAX = 120;
const LIST_MAX = 12;

const clean = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, FIELD_MAX);
const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
/** Letters and digits: what may not touch a tool name on either side ("R" is not a tool inside "Rust"). */
const WORD_CHAR = /[\p{L}\p{N}]/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);
const isSpace = (c: string) => /\s/.test(c);

interface NameNode {
  next: Map<string, NameNode>;
  /** The catalogue names that end here (two may differ only in case). */
  names: { name: string; exactCase: boolean }[];
}

/**
 * The catalogue as a trie of lower-case characters, a whitespace run in a name stored as one
 * space. A one-word name spelt like an everyday word ("Later", "Zip", "Prepared") counts only as
 * written, capitalised; names with their own casing (ChatGPT) and names of several words in any case.
 */
function nameTrie(catalogue: readonly string[]): NameNode {
  const root: NameNode = { next: new Map(), names: [] };
  for (const raw of new Set(catalogue)) {
    const name = raw.trim();
    if (name.length < 2) continue;
    const exactCase = /^\p{L}{1,6}$/u.test(name) || /^\p{Lu}\p{Ll}+$/u.test(name);
    let node = root;
    for (const c of name.replace(/\s+/g, " ").toLowerCase()) {
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { next: new Map(), names: [] }));
      node = child;
    }
    if (!node.names.some((n) => n.name === name)) node.names.push({ name, exactCase });
  }
  return root;
}

/**
 * The longest catalogue name written at `start` (whole words, its case rule kept), as the name and
 * where it ends. The walk stops where no name continues, so it is never longer than the longest
 * name (plus the whitespace inside it).
 */
function nameAt(text: string, start: number, root: NameNode): { name: string; end: number } | null {
  let node = root;
  let found: { name: string; end: number } | null = null;
  let i = start;
  while (i < text.length) {
    const c = text[i]!;
    if (isSpace(c)) {
      const child = node.next.get(" ");
      if (!child) break;
      while (i < text.length && isSpace(text[i]!)) i++;
      node = child;
      continue;
    }
    let lower: NameNode | undefined = node;
    for (const l of c.toLowerCase()) lower = lower?.next.get(l);
    if (!lower) break;
    node = lower;
    i++;
    if (node.names.length && !isWordChar(text[i])) {
      const written = text.slice(start, i);
      const match = node.names.find((n) => !n.exactCase || n.name === written);
      if (match) found = { name: match.name, end: i };
    }
  }
  return found;
}

/**
 * Catalogue tool names the text mentions, as whole words, in the catalogue's spelling, in order of
 * first mention. One pass over the text: at each word start the longest name written there wins
 * ('Canva Magic Studio' over 'Canva'), and the scan goes on after it, so a name inside another is
 * not a second tool. Time grows with the text's length, whatever the text (issue 24).
 */
export function mentionedTools(text: string, catalogue: readonly string[]): string[] {
  const root = nameTrie(catalogue);
  const found = new Set<string>();
  let i = 0;
  while (i < text.length) {
    const hit = isWordChar(text[i - 1]) ? null : nameAt(text, i, root);
    if (hit) {
      found.add(hit.name);
      i = hit.end;
    } else i++;
  }
  return [...found];
}

function labelled(lines: string[], labels: string[]): string | null {
  // Only the label is matched; the value is the rest of the (trimmed) line.
  const pattern = new RegExp(`^(?:${labels.join("|")})\\s*[:\\-–]\\s*`, "i");
  for (const line of lines) {
    const match = pattern.exec(line);
    if (!match) continue;
    const value = line.slice(match[0].length).trim();
    if (value) return clean(value);
  }
  return null;
}

const COVER_START = "Your Personalized ";
const COVER_TOOLKIT = " AI Toolkit ";
const COVER_PREPARED = "Prepared ";

/**
 * The report's cover, 'Your Personalized {title} AI Toolkit [{company} · {industry}] Prepared ',
 * found with three searches for fixed words (no pattern that could try every split of the text).
 */
function coverOf(flat: string): { title: string; companyLine: string | null } | null {
  const start = flat.indexOf(COVER_START);
  if (start < 0) return null;
  const titleFrom = start + COVER_START.length;
  const toolkitAt = flat.indexOf(COVER_TOOLKIT, titleFrom + 1);
  if (toolkitAt < 0) return null;
  const after = toolkitAt + COVER_TOOLKIT.length;
  const title = flat.slice(titleFrom, toolkitAt);
  if (flat.startsWith(COVER_PREPARED, after)) return { title, companyLine: null };
  const preparedAt = flat.indexOf(` ${COVER_PREPARED}`, after + 1);
  if (preparedAt < 0) return null;
  return { title, companyLine: flat.slice(after, preparedAt) };
}

/**
 * A 'Your toolkit at a glance' row, '{tool} {TYPE} {work area} {gain}% {h} h ${value}', read word
 * by word: the tail is fixed, the type is the first type word that leaves a work area after it.
 */
function toolRow(line: string): { tool: string; workArea: string } | null {
  const words = line.split(/\s+/);
  const n = words.length;
  if (n < 7 || words[n - 2] !== "h" || !/^\d+(?:\.\d+)?%$/.test(words[n - 4]!) || !/^\d+(?:\.\d+)?$/.test(words[n - 3]!)) return null;
  for (let type = 1; type <= n - 6; type++) {
    if (TOOL_TYPES.has(words[type]!)) return { tool: words.slice(0, type).join(" "), workArea: words.slice(type + 1, n - 4).join(" ") };
  }
  return null;
}

function fromReport(text: string, lines: string[]) {
  const flat = text.replace(/\s+/g, " ");
  const cover = coverOf(flat);
  if (!cover) return null;
  const title = clean(cover.title);
  const companyLine = cover.companyLine?.split(" · ").map((s) => s.trim()) ?? [];
  const company = companyLine.length && title.startsWith(`${companyLine[0]} `) ? companyLine[0]! : null;
  const jobTitle = company ? clean(title.slice(company.length)) : title;
  const rows = lines.flatMap((line) => toolRow(line) ?? []);
  const byWorkArea = flat.includes("TOOL TYPE WORK AREA");
  const headed = lines.flatMap((line, i) => (/^WORK AREA \d+$/.test(line) && lines[i + 1] ? [clean(lines[i + 1]!)] : []));
  return {
    jobTitle,
    companyName: company,
    rowTools: rows.map((r) => clean(r.tool)),
    workAreas: unique([...(byWorkArea ? rows.map((r) => clean(r.workArea)) : []), ...headed]),
  };
}

/** How far into a document its title is looked for, and how long a title line may be. */
const HEAD_LINES = 12;
const HEAD_LINE_MAX = 160;

/**
 * A toolkit or plan titled for a job: "AI Toolkit for Paralegal at Smith & Co", "AI plan for a
 * Plumber - Jones Plumbing". The job is what follows "for", up to "at" or a dash; the company what
 * follows. Lines are short, so the bounded pattern cannot run long.
 */
function fromHeading(lines: string[]): { jobTitle: string; companyName: string | null } | null {
  for (const line of lines.slice(0, HEAD_LINES)) {
    if (line.length > HEAD_LINE_MAX) continue;
    const match =
      /\b(?:toolkit|roadmap|plan|report|guide|training)\b[^\n]{0,40}?\bfor\s+(?:an?\s+|the\s+)?([^\n]{2,80}?)(?:\s+(?:at|@|with)\s+|\s+[-–|]\s+|$)([^\n]{0,80})/i.exec(
        line,
      );
    if (!match?.[1]) continue;
    const jobTitle = clean(match[1].replace(/[.:;,]+$/, ""));
    if (!jobTitle) continue;
    const company = clean((match[2] ?? "").replace(/[.:;,]+$/, ""));
    return { jobTitle, companyName: company || null };
  }
  return null;
}

/**
 * A document's job title found by the product's own title matching: the first short line near
 * the top that names an occupation people type ("Paralegal", "HVAC tech").
 */
function fromTitleMatching(lines: string[], isJobTitle: (line: string) => boolean): string | null {
  for (const line of lines.slice(0, HEAD_LINES)) {
    const candidate = clean(line.replace(/[.:;,]+$/, ""));
    if (candidate.length >= 2 && candidate.length <= 60 && candidate.split(" ").length <= 6 && isJobTitle(candidate)) return candidate;
  }
  return null;
}

export function parseRoadmapInput(text: string, catalogue: readonly string[], isJobTitle: (line: string) => boolean = () => false): RoadmapInput {
  const lines = text
    .split(/\r\n?|\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const report = fromReport(text, lines);
  const heading = report ? null : fromHeading(lines);
  const jobTitle =
    report?.jobTitle ?? labelled(lines, ["job title", "job role", "role", "position", "title"]) ?? heading?.jobTitle ?? fromTitleMatching(lines, isJobTitle);
  const companyName =
    report?.companyName ?? labelled(lines, ["company", "company name", "organisation", "organization", "employer"]) ?? heading?.companyName ?? null;
  const listed = labelled(lines, ["work areas", "focus areas", "work area", "areas of work", "responsibilities"]);
  const workAreas = unique([...(report?.workAreas ?? []), ...(listed ? listed.split(/[,;]| and /).map(clean) : [])]).slice(0, LIST_MAX);
  // Our report's rows name every tool even if the catalogue has since dropped one; anything else must be a catalogue tool.
  // Our own report's rows are its toolkit: its cover and method text ("Prepared ...") name no tools.
  const tools = unique(report?.rowTools.length ? report.rowTools : mentionedTools(text, catalogue)).slice(0, LIST_MAX * 2);
  const notFound: RoadmapPart[] = [
    ...(jobTitle ? [] : ["job title" as const]),
    ...(companyName ? [] : ["company" as const]),
    ...(workAreas.length ? [] : ["work areas" as const]),
    ...(tools.length ? [] : ["tools" as const]),
  ];
  return { jobTitle, companyName, workAreas, tools, fromToolkitReport: Boolean(report), notFound };
}

/** What a roadmap is built from, and so what a document may fail to say. */
export const ROADMAP_PARTS = ["job title", "company", "work areas", "tools"] as const;
export type RoadmapPart = (typeof ROADMAP_PARTS)[number];

/**
 * The parts named in the ?missing= of the page a learner is sent to after a saved roadmap
 * (comma-separated), in their usual order; anything else in it is ignored.
 */
export function missingParts(value: string | null): RoadmapPart[] {
  const named = new Set((value ?? "").split(","));
  return ROADMAP_PARTS.filter((part) => named.has(part));
}
