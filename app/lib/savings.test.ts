import { describe, expect, it } from "vitest";
import { toolkitTotals, toolSavings } from "./savings";

describe("toolSavings (visitor-side.md §9)", () => {
  it("applies hourly rate = salary / 2080, hours = 40 x gain / 100, annual = hours x rate x 52", () => {
    // 10% of 40 h = 4 h a week; 100,000 / 2080 = 48.08 $/h; 4 x 48.08 x 52 = 10,000.
    expect(toolSavings(10, 100_000)).toEqual({ productivityGain: 10, hoursSavedPerWeek: 4, weeklySavings: 192, adjustedSavings: 10_000 });
  });

  it("rounds hours to one decimal and money to whole units", () => {
    const s = toolSavings(3.3, 65_000);
    expect(s.hoursSavedPerWeek).toBe(1.3);
    expect(s.weeklySavings).toBe(41); // 1.32 h x 31.25 $/h = 41.25
    expect(s.adjustedSavings).toBe(2145); // 1.32 x 31.25 x 52 = 2145
  });

  it("scales linearly with the salary", () => {
    expect(toolSavings(5, 160_000).adjustedSavings).toBe(2 * toolSavings(5, 80_000).adjustedSavings);
  });
});

describe("toolkitTotals", () => {
  it("adds the tools' gains (each already counted once per activity) and computes hours and value from the total", () => {
    const totals = toolkitTotals([10, 5, 2.5], 80_000);
    expect(totals).toEqual({
      toolCount: 3,
      totalGain: 17.5,
      averageProductivityGain: 5.83,
      totalHoursPerWeek: 7,
      totalAnnualValue: 14_000,
    });
  });

  it("never rounds the total up by rounding each tool first", () => {
    // Three tools of 0.04%: each rounds to 0.0 h, the total is 0.05 h a week, shown as 0.1 h.
    const totals = toolkitTotals([0.04, 0.04, 0.04], 80_000);
    expect(totals.totalGain).toBe(0.12);
    expect(totals.totalHoursPerWeek).toBe(0);
    expect(totals.totalAnnualValue).toBe(96);
  });

  it("is zero for an empty toolkit", () => {
    expect(toolkitTotals([], 80_000)).toEqual({ toolCount: 0, totalGain: 0, averageProductivityGain: 0, totalHoursPerWeek: 0, totalAnnualValue: 0 });
  });
});
