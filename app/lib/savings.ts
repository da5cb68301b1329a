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
  /** Percent of a 40-hour week the whole toolkit saves (each tool's gain already counts only what the ones before it leave). */
  totalGain: number;
  /** The mean gain per tool, kept for the API's averageProductivityGain; not a headline figure. */
  averageProductivityGain: number;
  totalHoursPerWeek: number;
  totalAnnualValue: number;
}

/**
 * A toolkit's totals: its tools' gains add up to the toolkit's share of the week (they are counted
 * once per activity by the engine), and the hours and value come from that total, so rounding
 * each tool never makes the total bigger than what was computed.
 */
export function toolkitTotals(gains: readonly number[], salary: number): ToolkitTotals {
  const total = gains.reduce((a, b) => a + b, 0);
  const whole = toolSavings(total, salary);
  return {
    toolCount: gains.length,
    totalGain: Math.round(total * 100) / 100,
    averageProductivityGain: gains.length ? Math.round((total / gains.length) * 100) / 100 : 0,
    totalHoursPerWeek: whole.hoursSavedPerWeek,
    totalAnnualValue: whole.adjustedSavings,
  };
}
