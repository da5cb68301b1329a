import { describe, expect, it } from "vitest";
import { findControlCharacter, plainText } from "./text-rule";

describe("the text rule", () => {
  it("refuses NUL, escape, DEL and C1 controls, and keeps tabs, line breaks and any script", () => {
    expect(findControlCharacter("Data\u0000Analyst")).toBe(4);
    expect(findControlCharacter("\u001b[31mred")).toBe(0);
    expect(findControlCharacter("del\u007f")).toBe(3);
    expect(findControlCharacter("c1\u0085")).toBe(2);
    expect(findControlCharacter("line one\nline two\r\n\tindented")).toBeNull();
    expect(findControlCharacter("Ingénieure — 数据分析师 🤖")).toBeNull();
  });

  it("gives a schema that trims, caps and explains a control character", () => {
    expect(plainText(10).parse("  Analyst ")).toBe("Analyst");
    expect(plainText(3).safeParse("Analyst").success).toBe(false);
    const refused = plainText(50).safeParse("Ana\u0000lyst");
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toMatch(/control characters/);
  });
});

describe("the schemas that share it", () => {
  it("refuse a NUL in a job title, a company name or a work area, and in registration fields", async () => {
    const { analysisInputSchema } = await import("./schemas/toolkit");
    const { registerSchema } = await import("./schemas/account");
    const good = { jobTitle: "Data Analyst", industry: "Other", workAreas: ["Reporting"] };
    expect(analysisInputSchema.safeParse(good).success).toBe(true);
    for (const bad of [{ jobTitle: "Data\u0000Analyst" }, { companyName: "Acme\u0000" }, { workAreas: ["Rep\u0000orting"] }]) {
      const parsed = analysisInputSchema.safeParse({ ...good, ...bad });
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error!.issues[0]!.message).toMatch(/control characters/);
    }
    expect(registerSchema.safeParse({ username: "Ada\u0000", email: "ada@example.com", password: "secret123" }).success).toBe(false);
  });
});
