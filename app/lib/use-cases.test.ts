import { describe, expect, it } from "vitest";
import { builtInUseCases, fallbackUseCases, generateUseCasesRequestSchema, hasUseCases, jobTitleKey, useCasesSchema, type UseCaseInput } from "./use-cases";

const input: UseCaseInput = {
  toolName: "Jasper",
  toolDescription: "AI writing platform for marketing teams that drafts campaigns, blog posts and ads.",
  toolCategory: "Content Creation",
  jobTitle: "Marketing Manager",
  useCase: "On-brand marketing copy at scale, applied to content creation in your work as a Marketing Manager.",
};

describe("builtInUseCases", () => {
  it("writes five applications, three tips and three metrics that a model answer would also pass", () => {
    const result = builtInUseCases(input);
    expect(result.specificApplications).toHaveLength(5);
    expect(result.implementationTips).toHaveLength(3);
    expect(result.successMetrics).toHaveLength(3);
    expect(useCasesSchema.safeParse(result).success).toBe(true);
  });

  it("is specific: the tool's use case first, its description, its category and the job title", () => {
    const result = builtInUseCases(input);
    expect(result.specificApplications[0]).toBe(input.useCase);
    expect(result.specificApplications[1]).toBe("Use Jasper to turn one idea into a set of posts, articles and newsletter sections as a marketing manager.");
    expect(result.specificApplications.join(" ")).toContain("drafts campaigns, blog posts and ads");
    expect(result.implementationTips.join(" ")).toContain("as a marketing manager");
    expect(result.successMetrics[1]).toBe("Pieces of content published per week, and their engagement");
  });

  it("is deterministic and depends on its input", () => {
    expect(builtInUseCases(input)).toEqual(builtInUseCases({ ...input }));
    const sales = builtInUseCases({ ...input, toolCategory: "Sales", jobTitle: "Account Executive" });
    expect(sales).not.toEqual(builtInUseCases(input));
    expect(sales.specificApplications[1]).toContain("as an account executive");
  });

  it("skips a use case that only repeats the description and still gives five applications", () => {
    const result = builtInUseCases({ ...input, useCase: input.toolDescription, toolCategory: "Something New" });
    expect(result.specificApplications).toHaveLength(5);
    expect(result.specificApplications).not.toContain(input.toolDescription);
    expect(result.specificApplications.every((a) => a.includes("Jasper"))).toBe(true);
  });
});

describe("fallbackUseCases (visitor-side.md §8)", () => {
  it("gives five applications naming the tool and the lower-case job title, three tips and three metrics", () => {
    const result = fallbackUseCases("Notion AI", "  Senior  Product Manager ");
    expect(result.specificApplications).toHaveLength(5);
    for (const application of result.specificApplications) {
      expect(application).toContain("Notion AI");
      expect(application).toContain("senior product manager");
    }
    expect(result.implementationTips).toHaveLength(3);
    expect(result.successMetrics).toHaveLength(3);
  });
});

describe("helpers", () => {
  it("keys job titles trimmed, single-spaced and lower-cased", () => {
    expect(jobTitleKey("  Marketing   MANAGER ")).toBe("marketing manager");
  });

  it("tells empty use cases from real ones", () => {
    expect(hasUseCases(null)).toBe(false);
    expect(hasUseCases({ specificApplications: [], implementationTips: [], successMetrics: [] })).toBe(false);
    expect(hasUseCases({ specificApplications: ["x"], implementationTips: [], successMetrics: [] })).toBe(true);
  });

  it("validates the API request: names required, recommendationId optional and numeric", () => {
    const ok = generateUseCasesRequestSchema.parse({ toolName: " Jasper ", jobTitle: "Marketing Manager", recommendationId: "12" });
    expect(ok).toMatchObject({ toolName: "Jasper", toolDescription: "", toolCategory: "", jobDescription: "", recommendationId: 12 });
    expect(generateUseCasesRequestSchema.safeParse({ toolName: "", jobTitle: "x" }).success).toBe(false);
    expect(generateUseCasesRequestSchema.safeParse({ toolName: "Jasper" }).success).toBe(false);
    expect(generateUseCasesRequestSchema.safeParse({ toolName: "Jasper", jobTitle: "x", recommendationId: "abc" }).success).toBe(false);
  });

  it("refuses a model answer that is too short", () => {
    expect(useCasesSchema.safeParse({ specificApplications: ["Too short"], implementationTips: [], successMetrics: [] }).success).toBe(false);
  });
});
