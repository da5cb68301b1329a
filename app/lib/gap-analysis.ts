// Catalogue gap analysis (accounts-admin-sales.md §2 "Gap Analysis", issue 15 §5): over the
// toolkits made since the last report, where did the catalogue serve people poorly? A chosen work
// area no catalogue tool fits (the toolkit said so), a work area whose best tool fits weakly, an
// occupation group whose toolkits fit weakly overall. Pure; the service reads the toolkits.

/** Reports are written every this many toolkit generations (§9: shown as n/10). */
export const GAP_REPORT_EVERY = 10;
/** A work area whose best tool's relevance is below this (out of 5) is served poorly. */
export const WEAK_RELEVANCE = 3;
/** How many gaps a report lists, worst first. */
export const MAX_GAPS = 12;

export interface GapToolkit {
  jobTitle: string;
  /** The O*NET major group's name, or null when the title matched no occupation. */
  occupationGroup: string | null;
  workAreas: string[];
  /** The chosen work areas the toolkit told the person no catalogue tool fits yet. */
  unservedAreas: string[];
  tools: { workArea: string | null; relevance: number }[];
}

export interface Gap {
  kind: "weak-work-area" | "unserved-work-area" | "weak-occupation-group" | "no-occupation";
  /** What was served poorly: a work area or an occupation group. */
  subject: string;
  /** How many of the report's toolkits show it. */
  toolkits: number;
  /** Best relevance reached (out of 5), where it applies. */
  bestRelevance: number | null;
  text: string;
}

export interface GapSummary {
  toolkitCount: number;
  /** Mean relevance of every recommended tool, as a fraction (0..1). */
  averageConfidence: number;
  jobTitles: string[];
  gaps: Gap[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function summariseGaps(toolkits: readonly GapToolkit[]): GapSummary {
  const allTools = toolkits.flatMap((t) => t.tools);
  const averageConfidence = allTools.length ? allTools.reduce((a, t) => a + t.relevance, 0) / allTools.length / 5 : 0;

  const weakAreas = new Map<string, { toolkits: number; best: number; label: string }>();
  const unserved = new Map<string, { toolkits: number; label: string }>();
  const groups = new Map<string, { toolkits: number; sum: number; n: number }>();
  let unmatched = 0;

  for (const toolkit of toolkits) {
    const unservedKeys = new Set(toolkit.unservedAreas.map((a) => a.trim().toLowerCase()));
    for (const area of toolkit.workAreas) {
      const key = area.trim().toLowerCase();
      if (unservedKeys.has(key)) {
        const entry = unserved.get(key) ?? { toolkits: 0, label: area.trim() };
        entry.toolkits++;
        unserved.set(key, entry);
        continue;
      }
      const served = toolkit.tools.filter((t) => t.workArea?.trim().toLowerCase() === key);
      const best = served.length ? Math.max(...served.map((t) => t.relevance)) : 0;
      if (best < WEAK_RELEVANCE) {
        const entry = weakAreas.get(key) ?? { toolkits: 0, best: 5, label: area.trim() };
        entry.toolkits++;
        entry.best = Math.min(entry.best, best);
        weakAreas.set(key, entry);
      }
    }
    if (!toolkit.occupationGroup) unmatched++;
    else {
      const entry = groups.get(toolkit.occupationGroup) ?? { toolkits: 0, sum: 0, n: 0 };
      entry.toolkits++;
      for (const t of toolkit.tools) {
        entry.sum += t.relevance;
        entry.n++;
      }
      groups.set(toolkit.occupationGroup, entry);
    }
  }

  const gaps: Gap[] = [
    ...[...unserved.values()].map((u) => ({
      kind: "unserved-work-area" as const,
      subject: u.label,
      toolkits: u.toolkits,
      bestRelevance: null,
      text: `Work area "${u.label}": no catalogue tool fits it yet, in ${plural(u.toolkits, "toolkit")}`,
    })),
    ...[...weakAreas.values()].map((w) => ({
      kind: "weak-work-area" as const,
      subject: w.label,
      toolkits: w.toolkits,
      bestRelevance: round1(w.best),
      text: `Work area "${w.label}": best tool relevance ${round1(w.best).toFixed(1)}/5 in ${w.toolkits} toolkit${w.toolkits === 1 ? "" : "s"}`,
    })),
    ...[...groups.entries()]
      .filter(([, g]) => g.n > 0 && g.sum / g.n < WEAK_RELEVANCE)
      .map(([group, g]) => ({
        kind: "weak-occupation-group" as const,
        subject: group,
        toolkits: g.toolkits,
        bestRelevance: round1(g.sum / g.n),
        text: `${group} occupations: average tool relevance ${round1(g.sum / g.n).toFixed(1)}/5 over ${g.toolkits} toolkit${g.toolkits === 1 ? "" : "s"}`,
      })),
    ...(unmatched
      ? [
          {
            kind: "no-occupation" as const,
            subject: "No occupation matched",
            toolkits: unmatched,
            bestRelevance: null,
            text: `${unmatched} toolkit${unmatched === 1 ? "" : "s"} for job titles that matched no occupation`,
          },
        ]
      : []),
  ]
    // Worst first: the most toolkits affected, then the weakest fit.
    .sort((a, b) => b.toolkits - a.toolkits || (a.bestRelevance ?? 0) - (b.bestRelevance ?? 0) || a.text.localeCompare(b.text))
    .slice(0, MAX_GAPS);

  return {
    toolkitCount: toolkits.length,
    averageConfidence: Math.round(averageConfidence * 10_000) / 10_000,
    jobTitles: [...new Set(toolkits.map((t) => t.jobTitle))],
    gaps,
  };
}

/** "Marketing Manager, Nurse, ... +3 more" (§9: the first 5 job titles, then '+N more'). */
export function jobTitlesPreview(titles: readonly string[], shown = 5): string {
  const head = titles.slice(0, shown).join(", ");
  return titles.length > shown ? `${head} +${titles.length - shown} more` : head;
}

/** "1 gap", "3 gaps". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
