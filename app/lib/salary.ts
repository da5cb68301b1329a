// The results page's salary slider (visitor-side.md §9): a band, a step and a default. A toolkit
// takes its band from the matched occupation's wages (U.S. Bureau of Labor Statistics, OEWS May
// 2023: 10th percentile to 90th, starting at the median); without an occupation, the spec's
// band by job-title keyword. Pure and isomorphic: the slider, the savings recalculation and the
// server use it.

export const SALARY_STEP = 5000;
/** The slider's initial value before a job title has chosen a band (§9). */
export const DEFAULT_SALARY = 80000;

export interface SalaryBand {
  min: number;
  max: number;
  defaultSalary: number;
}

interface SalaryBandRule extends SalaryBand {
  /** Lower-case; matched as case-insensitive substrings of the job title. */
  keywords: string[];
}

/** In the spec's order; the first rule with a matching keyword wins. */
export const SALARY_BAND_RULES: readonly SalaryBandRule[] = [
  { keywords: ["lawyer", "attorney"], min: 60000, max: 300000, defaultSalary: 120000 },
  { keywords: ["doctor", "physician"], min: 80000, max: 500000, defaultSalary: 200000 },
  { keywords: ["engineer", "developer"], min: 50000, max: 250000, defaultSalary: 100000 },
  { keywords: ["manager", "director"], min: 60000, max: 200000, defaultSalary: 90000 },
  { keywords: ["consultant"], min: 50000, max: 180000, defaultSalary: 85000 },
  { keywords: ["analyst"], min: 45000, max: 120000, defaultSalary: 70000 },
  { keywords: ["marketing"], min: 40000, max: 150000, defaultSalary: 75000 },
  { keywords: ["sales"], min: 35000, max: 180000, defaultSalary: 70000 },
  { keywords: ["teacher", "professor"], min: 35000, max: 120000, defaultSalary: 55000 },
];

export const FALLBACK_SALARY_BAND: SalaryBand = { min: 30000, max: 200000, defaultSalary: 65000 };

/** A band with where its default comes from, as a toolkit stores it. */
export interface SourcedSalaryBand extends SalaryBand {
  source: string;
}

export const OEWS_SOURCE = "U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2023";

/** The band from an occupation's (or its group's) OEWS wages: 10th to 90th percentile, median first. */
export function occupationSalaryBand(wages: {
  title: string;
  level: string;
  pct10: number | null;
  median: number | null;
  pct90: number | null;
}): SourcedSalaryBand {
  const median = wages.median ?? FALLBACK_SALARY_BAND.defaultSalary;
  const defaultSalary = Math.max(SALARY_STEP, Math.round(median / SALARY_STEP) * SALARY_STEP);
  const min = Math.max(SALARY_STEP, Math.min(defaultSalary, Math.floor((wages.pct10 ?? median * 0.6) / SALARY_STEP) * SALARY_STEP));
  const max = Math.max(defaultSalary, Math.ceil((wages.pct90 ?? median * 1.8) / SALARY_STEP) * SALARY_STEP);
  const whose = wages.level === "detailed" ? wages.title : `the group ${wages.title}`;
  return { min, max, defaultSalary, source: `Median annual wage of ${whose}: ${OEWS_SOURCE}` };
}

/** The salary band of a job title (§9). */
export function salaryBandFor(jobTitle: string): SalaryBand {
  const title = jobTitle.toLowerCase();
  const rule = SALARY_BAND_RULES.find((candidate) => candidate.keywords.some((keyword) => title.includes(keyword)));
  if (!rule) return { ...FALLBACK_SALARY_BAND };
  return { min: rule.min, max: rule.max, defaultSalary: rule.defaultSalary };
}

function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string") {
    // Accept "85000", " 85,000 " and "85_000"; an empty string is not a number.
    const cleaned = value.trim().replace(/[,_\s]/g, "");
    return cleaned === "" ? Number.NaN : Number(cleaned);
  }
  return Number.NaN;
}

/**
 * A salary from user input (slider, query string, form field, API body): not a finite number
 * gives the band's default; otherwise clamped to the band and rounded to the nearest step.
 */
export function normaliseSalary(value: unknown, band: SalaryBand): number {
  const salary = toNumber(value);
  if (!Number.isFinite(salary)) return band.defaultSalary;
  const clamped = Math.min(band.max, Math.max(band.min, salary));
  return Math.round(clamped / SALARY_STEP) * SALARY_STEP;
}
