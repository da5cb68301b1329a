import { describe, expect, it } from "vitest";
import { benchmark, benchmarkSentence, growth, growthSentence, MIN_BENCHMARK_OTHERS } from "./coach-progress";

describe("benchmark", () => {
  it("waits for enough other answers", () => {
    const b = benchmark(7, [5, 6, 8, 9]);
    expect(b).toEqual({ others: 4, percentile: null });
    expect(benchmarkSentence(b)).toContain(`${MIN_BENCHMARK_OTHERS} other people`);
  });

  it("gives the share of others beaten, ties counting half", () => {
    expect(benchmark(7, [5, 6, 7, 8, 9]).percentile).toBe(50);
    expect(benchmark(10, [5, 6, 7, 8, 9]).percentile).toBe(100);
    expect(benchmark(1, [5, 6, 7, 8, 9]).percentile).toBe(0);
    expect(benchmarkSentence(benchmark(6.5, [5, 6, 7, 8, 9, 4]))).toBe(
      "Your overall score is higher than 50% of the 6 other people who answered this challenge.",
    );
  });
});

describe("growth", () => {
  it("has no trend before the second answer", () => {
    expect(growth([6]).change).toBeNull();
    expect(growthSentence(growth([6]))).toMatch(/first scored challenge/);
  });

  it("compares the last three with the three before", () => {
    expect(growth([5, 7]).change).toBe(2);
    expect(growth([4, 4, 4, 6, 6, 6]).change).toBe(2);
    expect(growth([9, 4, 4, 4, 6, 6, 6]).change).toBe(2);
    expect(growth([7, 6]).change).toBe(-1);
    expect(growthSentence(growth([4, 4, 4, 6, 6, 6]))).toBe("Across 6 scored challenges, your latest 3 overall scores are up 2.0 on the 3 before.");
    expect(growthSentence(growth([6, 6]))).toBe("Across 2 scored challenges, your latest overall score is level with the one before.");
  });
});
