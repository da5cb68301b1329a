import { describe, expect, it } from "vitest";
import { MIN_PURPOSE_WEIGHT, purposesForWorkArea, servesWork, workProfile } from "./work-profile";

const profile = (code: string | null, workAreas: string[] = [], industry = "Other") =>
  workProfile({ occupation: code ? { code, title: "x" } : null, workAreas, industry, titleCategory: "general" });
const serves = (code: string | null, purpose: Parameters<typeof servesWork>[1][number], workAreas: string[] = []) =>
  servesWork(profile(code, workAreas), [purpose]);

describe("workProfile", () => {
  it("reads the occupation: code only for software, hiring only for HR, clinical only for care", () => {
    expect(serves("15-1252.00", "coding")).toBe(true);
    expect(serves("17-2051.00", "coding")).toBe(false);
    expect(serves("17-2071.00", "coding")).toBe(false);
    expect(serves("41-9031.00", "coding")).toBe(false);
    expect(serves("13-1071.00", "recruitment")).toBe(true);
    expect(serves("17-1011.00", "recruitment")).toBe(false);
    expect(serves("29-1141.00", "clinical")).toBe(true);
    expect(serves("27-3091.00", "translation")).toBe(true);
    expect(serves("27-3091.00", "video")).toBe(false);
    expect(serves("25-2021.00", "teaching")).toBe(true);
    expect(serves("25-2021.00", "coding")).toBe(false);
  });

  it("opens a purpose that a chosen work area asks for", () => {
    expect(serves("17-2051.00", "coding", ["Python Scripting"])).toBe(true);
    expect(serves("35-1011.00", "marketing", ["Social Media"])).toBe(true);
    expect(serves("35-1011.00", "marketing", ["Menu Planning"])).toBe(false);
  });

  it("derives the job category from the occupation, not from a word in the title", () => {
    expect(profile("17-2051.00").jobCategory).not.toBe("development");
    expect(profile("15-1252.00").jobCategory).toBe("development");
    expect(profile("41-9031.00").jobCategory).toBe("sales");
    expect(profile("25-2031.00").jobCategory).toBe("education");
  });

  it("without an occupation, is a desk worker shaped by the industry, never opening code or clinical tools", () => {
    const none = profile(null, ["Documentation"], "Healthcare & Medical");
    expect(none.weights.writing).toBeGreaterThanOrEqual(MIN_PURPOSE_WEIGHT);
    expect(servesWork(none, ["coding"])).toBe(false);
    expect(servesWork(none, ["clinical"])).toBe(false);
    expect(servesWork(profile(null, [], "Marketing & Advertising"), ["marketing"])).toBe(true);
  });
});

describe("purposesForWorkArea", () => {
  it("does not read building codes, medical coding or scripts as software", () => {
    expect(purposesForWorkArea("Building Code Lookups")).not.toContain("coding");
    expect(purposesForWorkArea("Medical Coding")).not.toContain("coding");
    expect(purposesForWorkArea("Tour Scripts")).not.toContain("coding");
    expect(purposesForWorkArea("Code Review")).toContain("coding");
  });

  it("does not read engine diagnostics or colour grading as clinical or teaching work", () => {
    expect(purposesForWorkArea("Fault Diagnostics")).not.toContain("clinical");
    expect(purposesForWorkArea("Colour Grading")).not.toContain("teaching");
    expect(purposesForWorkArea("Patient Documentation")).toContain("clinical");
    expect(purposesForWorkArea("Grading & Feedback")).toContain("teaching");
  });
});
