import { describe, expect, it } from "vitest";
import { analysisIdSchema, optionalAnalysisId, parseAnalysisId } from "./analysis-id";

describe("the analysis id rule", () => {
  it("takes positive integers of a PostgreSQL integer, as text or number", () => {
    expect(parseAnalysisId("1")).toBe(1);
    expect(parseAnalysisId(42)).toBe(42);
    expect(parseAnalysisId("2147483647")).toBe(2_147_483_647);
  });

  it.each([["0"], ["-1"], ["1.5"], ["2147483648"], ["12345678901"], ["abc"], [""], [null], [undefined], [1.5], [{}]])("refuses %j", (value) => {
    expect(parseAnalysisId(value)).toBeNull();
  });

  it("is required in analysisIdSchema and optional in optionalAnalysisId", () => {
    expect(analysisIdSchema.safeParse("7")).toEqual({ success: true, data: 7 });
    expect(analysisIdSchema.safeParse("x").success).toBe(false);
    expect(optionalAnalysisId.parse("x")).toBeNull();
    expect(optionalAnalysisId.parse(undefined)).toBeNull();
    expect(optionalAnalysisId.parse("9")).toBe(9);
  });
});
