// Scoring toolkits against the labelled evaluation set (tests/fixtures/toolkit-fit-labels.json):
// for each job title, written by people who know the job and never saw the engine's answers, the
// catalogue tools that fit it, groups of tools of which a good toolkit must contain one, and tools
// that must never appear. Pure: the runner that builds the toolkits is
// app/services/toolkits/toolkit-evaluation.server.ts.
import { z } from "zod";

export const fitLabelSchema = z.object({
  title: z.string().min(1),
  /** The O*NET-SOC major group the job belongs to ("17"). */
  group: z.string().regex(/^\d{2}$/),
  industry: z.string(),
  workAreas: z.array(z.string()).min(1),
  /** Each group: interchangeable tools of which the toolkit must contain at least one. */
  mustInclude: z.array(z.array(z.string()).min(1)),
  /** Every catalogue tool a person in the job would accept as a real fit. */
  fits: z.array(z.string()),
  /** Tools that would be absurd for the job. */
  mustExclude: z.array(z.string()),
});
export type FitLabel = z.infer<typeof fitLabelSchema>;
export const fitLabelsSchema = z.array(fitLabelSchema);

export interface LabelMiss {
  title: string;
  label: string;
  /** The tools that break a "must not" label, or none for a missing "must". */
  tools: string[];
}

export interface ToolkitScore {
  title: string;
  /** Labels met of all labels (each must-include group and each must-exclude tool is one label). */
  met: number;
  total: number;
  misses: LabelMiss[];
  shown: number;
  /** Shown tools that are labelled fits. */
  fitting: number;
  /** Of the first three in the engine's ranking. */
  top3: number;
  top3Fitting: number;
  /** Shown tools that are neither labelled fits nor must-never (for review). */
  unlabelled: string[];
  hasMustExclude: boolean;
  /** The sentences of the toolkit's use cases (for the repetition check). */
  useCaseSentences: string[];
}

/** One toolkit's tools, in the engine's ranking order, against its label. */
export function scoreToolkit(label: FitLabel, ranked: readonly string[], useCases: readonly string[] = []): ToolkitScore {
  const shown = new Set(ranked);
  const fits = new Set(label.fits);
  const misses: LabelMiss[] = [];
  for (const group of label.mustInclude) {
    if (!group.some((name) => shown.has(name))) misses.push({ title: label.title, label: `must include one of ${group.join(", ")}`, tools: [] });
  }
  const offending = label.mustExclude.filter((name) => shown.has(name));
  for (const name of offending) misses.push({ title: label.title, label: `must never include ${name}`, tools: [name] });
  const top = ranked.slice(0, 3);
  return {
    title: label.title,
    met: label.mustInclude.length + label.mustExclude.length - misses.length,
    total: label.mustInclude.length + label.mustExclude.length,
    misses,
    shown: ranked.length,
    fitting: ranked.filter((n) => fits.has(n)).length,
    top3: top.length,
    top3Fitting: top.filter((n) => fits.has(n)).length,
    unlabelled: ranked.filter((n) => !fits.has(n) && !label.mustExclude.includes(n)),
    hasMustExclude: offending.length > 0,
    useCaseSentences: useCases.flatMap((u) => u.split(/(?<=\.)\s+/)),
  };
}

export interface FitSummary {
  entries: number;
  met: number;
  total: number;
  /** Labels met over all labels. */
  share: number;
  /** Shown tools that are labelled fits, over all shown tools. */
  precision: number;
  top3Precision: number;
  /** Toolkits with at least one must-never tool. */
  mustExcludeShare: number;
  averageTools: number;
  misses: LabelMiss[];
}

export function summariseFit(scores: readonly ToolkitScore[]): FitSummary {
  const sum = (f: (s: ToolkitScore) => number) => scores.reduce((a, s) => a + f(s), 0);
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    entries: scores.length,
    met: sum((s) => s.met),
    total: sum((s) => s.total),
    share: ratio(
      sum((s) => s.met),
      sum((s) => s.total),
    ),
    precision: ratio(
      sum((s) => s.fitting),
      sum((s) => s.shown),
    ),
    top3Precision: ratio(
      sum((s) => s.top3Fitting),
      sum((s) => s.top3),
    ),
    mustExcludeShare: ratio(scores.filter((s) => s.hasMustExclude).length, scores.length),
    averageTools: ratio(
      sum((s) => s.shown),
      scores.length,
    ),
    misses: scores.flatMap((s) => s.misses),
  };
}
