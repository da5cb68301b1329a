import { describe, expect, it } from "vitest";
import { builtInUseCases, fallbackUseCases, generateUseCasesRequestSchema, hasUseCases, jobTitleKey, useCasesSchema, type UseCaseInput } from "./use-cases";

const input: UseCaseInput = {
  toolName: "Abridge",
  toolDescription: "Ambient clinical documentation: records the visit with consent and drafts the note for the clinician to review.",
  toolCategory: "Audio",
  jobTitle: "GP doctor",
  useCase: "For keeping patient records in your work as a GP doctor, record the visit with the patient's consent and get a draft note to review.",
  kind: "clinical-documentation",
  uses: [
    { label: "Keeping patient records", how: "record the visit with the patient's consent and get a draft note to review, correct and sign" },
    { label: "Writing medical reports and documents", how: "turn the visit into a referral letter draft that you check before sending" },
  ],
};

describe("builtInUseCases", () => {
  it("writes applications, three tips and three metrics that a model answer would also pass", () => {
    const result = builtInUseCases(input);
    expect(result.specificApplications.length).toBeGreaterThanOrEqual(3);
    expect(result.implementationTips).toHaveLength(3);
    expect(result.successMetrics).toHaveLength(3);
    expect(useCasesSchema.safeParse(result).success).toBe(true);
  });

  it("speaks of what the tool really does: its own uses for the job's activities, its kind's tips", () => {
    const result = builtInUseCases(input);
    expect(result.specificApplications[0]).toBe(input.useCase);
    expect(result.specificApplications[1]).toBe(
      "Keeping patient records: with Abridge, record the visit with the patient's consent and get a draft note to review, correct and sign.",
    );
    // The catalogue once filed Abridge under Audio; its insights never speak of voice-overs.
    expect(JSON.stringify(result).toLowerCase()).not.toContain("voice-over");
    expect(result.implementationTips.join(" ")).toContain("as a gp doctor");
  });

  it("is deterministic and depends on its input", () => {
    expect(builtInUseCases(input)).toEqual(builtInUseCases({ ...input }));
    const other = builtInUseCases({ ...input, kind: "field-service-management", jobTitle: "Plumber" });
    expect(other.implementationTips).not.toEqual(builtInUseCases(input).implementationTips);
  });

  it("without catalogue uses, still gives three applications from the description", () => {
    const result = builtInUseCases({ toolName: "Some Tool", toolDescription: "Summarises documents.", toolCategory: "", jobTitle: "Analyst" });
    expect(result.specificApplications).toHaveLength(3);
    expect(result.specificApplications.join(" ")).toContain("summarises documents");
    expect(useCasesSchema.safeParse(result).success).toBe(true);
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
