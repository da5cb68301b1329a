// A toolkit's numbers for a given salary (visitor-side.md §9). The results page recalculates
// them in the browser as the salary slider moves, the server renders them without JavaScript,
// and the PDF and the API use them: one function for all.
import { annualSavings, hoursSavedPerWeek, weeklySavings } from "./productivity";

export interface ToolSavings {
  productivityGain: number;
  hoursSavedPerWeek: number;
  weeklySavings: number;
  adjustedSavings: number;
}

export function toolSavings(productivityGain: number, salary: number): ToolSavings {
  return {
    productivityGain,
    hoursSavedPerWeek: hoursSavedPerWeek(productivityGain),
    weeklySavings: weeklySavings(productivityGain, salary),
    adjustedSavings: annualSavings(productivityGain, salary),
  };
}

export interface ToolkitTotals {
  toolCount: number;
  averageProductivityGain: number;
  totalHoursPerWeek: number;
  totalAnnualValue: number;
}

/** Totals summed over the recommended tools; the average gain is their mean, to one decimal. */
export function toolkitTotals(gains: readonly number[], salary: number): ToolkitTotals {
  const per = gains.map((g) => toolSavings(g, salary));
  const average = gains.length ? gains.reduce((a, b) => a + b, 0) / gains.length : 0;
  return {
    toolCount: gains.length,
    averageProductivityGain: Math.round(average * 10) / 10,
    totalHoursPerWeek: Math.round(per.reduce((a, t) => a + t.hoursSavedPerWeek, 0) * 10) / 10,
    totalAnnualValue: per.reduce((a, t) => a + t.adjustedSavings, 0),
  };
}
