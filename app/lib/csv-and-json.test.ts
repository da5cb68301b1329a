import { describe, expect, it } from "vitest";
import { neutraliseCell, restoreCell } from "./csv-cells";
import { arrayItemLines } from "./json-items";

describe("CSV cells", () => {
  it("neutralises formula starts and restores them", () => {
    for (const cell of ["=1+1", "+44 20", "-5", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
      expect(restoreCell(neutraliseCell(cell))).toBe(cell);
    }
    expect(neutraliseCell("plain")).toBe("plain");
    expect(restoreCell("'quoted on purpose")).toBe("'quoted on purpose");
  });
});

describe("arrayItemLines", () => {
  it("finds the line each top-level item starts on, ignoring strings and nesting", () => {
    const text = '[\n  {"a": "x,[{", "b": [1, 2]},\n\n  {"c": "\\"}"}\n  ,\n  3\n]';
    expect(arrayItemLines(text)).toEqual([2, 4, 6]);
    expect(arrayItemLines("[]")).toEqual([]);
  });
});
