// What a roadmap is built from, recovered from the text of an uploaded document (issue 17). The
// main input is the toolkit report this product emails (app/services/report-pdf.server.tsx): its
// cover title 'Your Personalized {company} {job title} AI Toolkit', the line '{company} · {industry}'
// under it, the 'Your toolkit at a glance' rows '{tool} {TYPE} {work area} {gain}% {h} h ${value}'
// and the 'WORK AREA n' headings. The same words in a text or Word file read the same way. Any
// other document gives what it names: 'Job title:' / 'Company:' / 'Work areas:' lines, a heading
// such as 'AI Toolkit for Paralegal at Smith & Co', a line near the top that the product's title
// matching knows as a job, and tools matched against the catalogue. What could not be found is
// listed, never invented.

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

const TOOL_TYPES = "CORE|SPECIALIST|ASSISTANT|AGENT";
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
const escape = (s: string) => s.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/** Catalogue tool names the text mentions, as whole words, in the catalogue's spelling, in order of first mention. */
export function mentionedTools(text: string, catalogue: readonly string[]): string[] {
  const hits: { name: string; at: number }[] = [];
  // Longest names first, so 'Canva Magic Studio' wins over 'Canva' at the same place.
  const names = [...new Set(catalogue)].filter((n) => n.trim().length >= 2).sort((a, b) => b.length - a.length);
  const taken: [number, number][] = [];
  for (const name of names) {
    // A one-word name spelt like an everyday word ("Later", "Zip", "Prepared") counts only as
    // written, capitalised; names with their own casing (ChatGPT) and names of several words in any case.
    const exactCase = /^\p{L}{1,6}$/u.test(name) || /^\p{Lu}\p{Ll}+$/u.test(name);
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(name).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`, exactCase ? "gu" : "giu");
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      if (!hits.some((h) => h.name === name)) hits.push({ name, at: start });
    }
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.name);
}

function labelled(lines: string[], labels: string[]): string | null {
  const pattern = new RegExp(`^\\s*(?:${labels.join("|")})\\s*[:\\-–]\\s*(.+)$`, "i");
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match?.[1]?.trim()) return clean(match[1]);
  }
  return null;
}

function fromReport(text: string, lines: string[]) {
  const flat = text.replace(/\s+/g, " ");
  const cover = /Your Personalized (.+?) AI Toolkit (?:(.+?) )?Prepared /.exec(flat);
  if (!cover) return null;
  const title = clean(cover[1]!);
  const companyLine = cover[2]?.split(" · ").map((s) => s.trim()) ?? [];
  const company = companyLine.length && title.startsWith(`${companyLine[0]} `) ? companyLine[0]! : null;
  const jobTitle = company ? clean(title.slice(company.length)) : title;
  const rows = [...text.matchAll(new RegExp(`^(.+?) (?:${TOOL_TYPES}) (.+?) \\d+(?:\\.\\d+)?% \\d+(?:\\.\\d+)? h \\S+$`, "gm"))];
  const byWorkArea = /TOOL TYPE WORK AREA/.test(flat);
  const headed = lines.flatMap((line, i) => (/^WORK AREA \d+$/.test(line.trim()) && lines[i + 1] ? [clean(lines[i + 1]!)] : []));
  return {
    jobTitle,
    companyName: company,
    rowTools: rows.map((r) => clean(r[1]!)),
    workAreas: unique([...(byWorkArea ? rows.map((r) => clean(r[2]!)) : []), ...headed]),
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
    .split(/\r?\n/)
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
