import { describe, expect, it } from "vitest";
import { scoreChart } from "./score-chart";

const box = { width: 400, height: 200, padding: { top: 10, right: 20, bottom: 30, left: 40 } };

describe("scoreChart", () => {
  it("puts 0 at the bottom of the plot and 10 at the top, whatever the scores", () => {
    const chart = scoreChart([0, 10], box);
    expect(chart.plot).toEqual({ left: 40, right: 380, top: 10, bottom: 170 });
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [40, 170],
      [380, 10],
    ]);
    expect(chart.line).toBe("M40 170 L380 10");
    expect(chart.gridlines).toEqual([
      { y: 170, value: 0 },
      { y: 90, value: 5 },
      { y: 10, value: 10 },
    ]);
  });

  it("spreads the points evenly, oldest on the left", () => {
    const chart = scoreChart([5, 6.5, 8], box);
    expect(chart.points.map((p) => p.x)).toEqual([40, 210, 380]);
    expect(chart.points.map((p) => p.y)).toEqual([90, 66, 42]);
    expect(chart.points.map((p) => p.index)).toEqual([1, 2, 3]);
  });

  it("keeps the first and last points clear of the plot's edges when asked", () => {
    const chart = scoreChart([5, 6, 7], { ...box, inset: 20 });
    expect(chart.points.map((p) => p.x)).toEqual([60, 210, 360]);
    expect(chart.gridlines[0]).toEqual({ y: 170, value: 0 });
  });

  it("centres a single answer and draws no line", () => {
    const chart = scoreChart([7], box);
    expect(chart.points).toEqual([{ x: 210, y: 58, score: 7, index: 1, labelled: true }]);
    expect(chart.line).toBe("");
    expect(scoreChart([], box).points).toEqual([]);
  });

  it("keeps scores outside 0-10 on the plot", () => {
    const chart = scoreChart([-1, 12], box);
    expect(chart.points.map((p) => p.y)).toEqual([170, 10]);
  });

  it("labels every point up to ten, then about ten of them with the first and the last", () => {
    expect(scoreChart(Array(10).fill(5), box).points.every((p) => p.labelled)).toBe(true);
    const many = scoreChart(Array(25).fill(5), box).points;
    const labelled = many.filter((p) => p.labelled).map((p) => p.index);
    expect(labelled[0]).toBe(1);
    expect(labelled.at(-1)).toBe(25);
    expect(labelled.length).toBeLessThanOrEqual(11);
    expect(labelled.length).toBeGreaterThanOrEqual(8);
  });
});
