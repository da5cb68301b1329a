import { describe, expect, it } from "vitest";
import { annualSavings, baseProductivityGain, catalogueRelevanceScore, hourlyRate, hoursSavedPerWeek, TASK_EVIDENCE, weeklySavings } from "./productivity";

describe("productivity method", () => {
  it("scales a task's time saving by the weekly share of the tool type", () => {
    expect(baseProductivityGain("writing", "core")).toBe(10); // 40% x 25%
    expect(baseProductivityGain("writing", "assistant")).toBe(4); // 40% x 10%
    expect(baseProductivityGain("coding", "specialist")).toBe(3.1); // 20.7% x 15%
  });

  it("uses the whole-week survey figure as it is", () => {
    expect(baseProductivityGain("general", "core")).toBe(5.4);
    expect(baseProductivityGain("general", "assistant")).toBe(5.4);
  });

  it("converts throughput studies to time saved per task", () => {
    expect(TASK_EVIDENCE.coding.taskTimeSavedPercent).toBeCloseTo((1 - 1 / 1.2608) * 100, 1);
    expect(TASK_EVIDENCE.customer_support.taskTimeSavedPercent).toBeCloseTo((1 - 1 / 1.14) * 100, 1);
  });

  it("follows the spec's savings formula", () => {
    expect(hourlyRate(80_000)).toBeCloseTo(38.46, 2);
    expect(hoursSavedPerWeek(10)).toBe(4);
    expect(hoursSavedPerWeek(3.1)).toBe(1.2);
    // 4 h/week x 38.46 $/h x 52 = 8,000
    expect(annualSavings(10, 80_000)).toBe(8_000);
    expect(annualSavings(5.4, 120_000)).toBe(6_480);
    expect(weeklySavings(10, 80_000)).toBe(154);
  });

  it("scores catalogue relevance by the documented rubric, capped at 5", () => {
    expect(catalogueRelevanceScore("general", "assistant", 1)).toBe(3);
    expect(catalogueRelevanceScore("writing", "core", 4)).toBe(5);
    expect(catalogueRelevanceScore("legal", "specialist", 2)).toBe(4.3);
  });
});
