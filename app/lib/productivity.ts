// How a catalogue tool's productivity figures are derived. Every number here comes from a study
// listed in docs/methodology.md (and ../shared/data/README.md) or is a stated, documented
// assumption; nothing is tuned to look good. The toolkit results, the PDF and the API all use
// these functions.
import type { EvidenceTask, ToolType } from "./catalogue-constants";

export interface TaskEvidence {
  /** Share of time saved on the task itself, in percent. */
  taskTimeSavedPercent: number;
  /** Whether the figure already describes a whole work week (then no task share applies). */
  wholeWeek: boolean;
  study: string;
  finding: string;
}

/**
 * Task-level time savings. Studies that report throughput (+X% output per hour) are converted
 * to time saved per unit of work: 1 - 1 / (1 + X/100).
 */
export const TASK_EVIDENCE: Record<EvidenceTask, TaskEvidence> = {
  writing: {
    taskTimeSavedPercent: 40,
    wholeWeek: false,
    study: "Noy and Zhang, Science (2023)",
    finding: "professional writing tasks took 40% less time, with 18% higher quality",
  },
  coding: {
    taskTimeSavedPercent: 20.7,
    wholeWeek: false,
    study: "Cui, Demirer, Jaffe, Musolff, Peng and Salz (2024)",
    finding:
      "+26.08% completed tasks a week in field experiments (20.7% less time per task); the 55.8% of Peng et al. (2023) is a controlled task and METR (2025) found experts in their own large codebases 19% slower, so the field figure is used",
  },
  customer_support: {
    taskTimeSavedPercent: 12.3,
    wholeWeek: false,
    study: "Brynjolfsson, Li and Raymond, NBER w31161 (2023)",
    finding: "+14% issues resolved per hour (12.3% less time per issue)",
  },
  consulting: {
    taskTimeSavedPercent: 25.1,
    wholeWeek: false,
    study: "Dell'Acqua et al., Harvard Business School working paper 24-013 (2023)",
    finding: "consulting tasks inside AI's frontier were done 25.1% faster, with over 40% higher quality",
  },
  legal: {
    taskTimeSavedPercent: 22,
    wholeWeek: false,
    study: "Choi, Monahan and Schwarcz (2024)",
    finding: "legal drafting took 12% to 32% less time (midpoint 22% used)",
  },
  general: {
    taskTimeSavedPercent: 5.4,
    wholeWeek: true,
    study: "Bick, Blandin and Deming, Federal Reserve Bank of St. Louis (2025)",
    finding: "US workers who use generative AI saved about 5.4% of their work hours over a whole week",
  },
};

/**
 * Assumed share of a working week spent on the task a tool helps with, by the tool's role in a
 * toolkit. An assumption, stated as such in docs/methodology.md: a core tool is used across a
 * quarter of the week, a specialist for one recurring task, an assistant for small chores.
 */
export const WEEKLY_TASK_SHARE: Record<ToolType, number> = {
  core: 0.25,
  specialist: 0.15,
  assistant: 0.1,
};

/** The spec's default salary (visitor-side.md §9), used for catalogue-level yearly savings. */
export const REFERENCE_SALARY = 80_000;
export const WORK_HOURS_PER_WEEK = 40;
export const WORK_WEEKS_PER_YEAR = 52;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Percent of a whole work week a tool can save: task saving x weekly share of that task. */
export function baseProductivityGain(task: EvidenceTask, toolType: ToolType): number {
  const evidence = TASK_EVIDENCE[task];
  if (evidence.wholeWeek) return round1(evidence.taskTimeSavedPercent);
  return round1(evidence.taskTimeSavedPercent * WEEKLY_TASK_SHARE[toolType]);
}

/** Hours saved a week = 40 x gain / 100, to one decimal (visitor-side.md §9). */
export function hoursSavedPerWeek(productivityGain: number): number {
  return round1((WORK_HOURS_PER_WEEK * productivityGain) / 100);
}

/** Hourly rate = salary / (52 x 40). */
export function hourlyRate(salary: number): number {
  return salary / (WORK_WEEKS_PER_YEAR * WORK_HOURS_PER_WEEK);
}

/** Yearly value = hours a week x hourly rate x 52, rounded to whole currency units. */
export function annualSavings(productivityGain: number, salary: number = REFERENCE_SALARY): number {
  const hours = (WORK_HOURS_PER_WEEK * productivityGain) / 100;
  return Math.round(hours * hourlyRate(salary) * WORK_WEEKS_PER_YEAR);
}

/** Weekly value, rounded (visitor-side.md §9). */
export function weeklySavings(productivityGain: number, salary: number = REFERENCE_SALARY): number {
  return Math.round(((WORK_HOURS_PER_WEEK * productivityGain) / 100) * hourlyRate(salary));
}

/**
 * Catalogue relevance out of 5.0, a scoring rubric (not a measurement) documented in
 * docs/methodology.md: 3.0, plus 1.0 when the tool's task has a controlled or field study of
 * its own (everything but "general"), plus 0.5 for a core tool or 0.25 for a specialist, plus
 * 0.5 when the tool fits three or more job categories.
 */
export function catalogueRelevanceScore(task: EvidenceTask, toolType: ToolType, jobCategoryCount: number): number {
  let score = 3;
  if (task !== "general") score += 1;
  if (toolType === "core") score += 0.5;
  else if (toolType === "specialist") score += 0.25;
  if (jobCategoryCount >= 3) score += 0.5;
  return Math.min(5, round1(score));
}
