// Scoring a toolkit against the labelled evaluation set (tests/fixtures/toolkit-fit-labels.json):
// for each job title, the tool purposes a good toolkit must include and those it must not. Each
// label is met or missed; the share met is the engine's fit score. Pure: the runner that builds
// the toolkits is app/services/toolkit-evaluation.server.ts.
import { z } from "zod";
import { TOOL_PURPOSES, type ToolPurpose } from "./tool-purposes";

const purpose = z.enum(TOOL_PURPOSES);

export const fitLabelSchema = z.object({
  title: z.string().min(1),
  /** The O*NET-SOC major group the job belongs to ("17"). */
  group: z.string().regex(/^\d{2}$/),
  industry: z.string(),
  workAreas: z.array(z.string()).min(1),
  mustInclude: z.array(purpose),
  mustExclude: z.array(purpose),
});
export type FitLabel = z.infer<typeof fitLabelSchema>;
export const fitLabelsSchema = z.array(fitLabelSchema);

export interface ChosenToolPurposes {
  name: string;
  purposes: readonly ToolPurpose[];
}

export interface LabelMiss {
  title: string;
  label: string;
  /** The tools that break a "must not" label, or none for a missing "must". */
  tools: string[];
}

export interface FitScore {
  met: number;
  total: number;
  misses: LabelMiss[];
}

/** Every "must include" purpose needs a tool that serves it; no tool may serve a "must exclude" one. */
export function scoreToolkitFit(label: FitLabel, chosen: readonly ChosenToolPurposes[]): FitScore {
  const misses: LabelMiss[] = [];
  for (const p of label.mustInclude) {
    if (!chosen.some((t) => t.purposes.includes(p))) misses.push({ title: label.title, label: `must include ${p}`, tools: [] });
  }
  for (const p of label.mustExclude) {
    const offending = chosen.filter((t) => t.purposes.includes(p)).map((t) => t.name);
    if (offending.length > 0) misses.push({ title: label.title, label: `must not include ${p}`, tools: offending });
  }
  const total = label.mustInclude.length + label.mustExclude.length;
  return { met: total - misses.length, total, misses };
}

export function combineScores(scores: readonly FitScore[]): FitScore & { share: number } {
  const met = scores.reduce((a, s) => a + s.met, 0);
  const total = scores.reduce((a, s) => a + s.total, 0);
  return { met, total, misses: scores.flatMap((s) => s.misses), share: total === 0 ? 1 : met / total };
}
