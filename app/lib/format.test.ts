import { describe, expect, it } from "vitest";
import { formatCurrency, formatHours, formatPercent, formatRelevance, formatScore } from "./format";

describe("format", () => {
  it("shows hours a week to one decimal, and a tiny saving as such rather than 0", () => {
    expect(formatHours(2.44)).toBe("2.4 h");
    expect(formatHours(0.01)).toBe("under 0.1 h");
    expect(formatHours(0)).toBe("0 h");
  });

  it("shows shares and money", () => {
    expect(formatPercent(6)).toBe("6%");
    expect(formatPercent(6.25)).toBe("6.3%");
    expect(formatPercent(0.01)).toBe("under 0.1%");
    expect(formatCurrency(65000)).toBe("$65,000");
    expect(formatRelevance(4)).toBe("4.0/5.0");
  });

  it("shows a coach score as the score card does", () => {
    expect(formatScore(7.25)).toBe("7.3");
    expect(formatScore(8)).toBe("8");
    expect(formatScore(10)).toBe("10");
  });
});
