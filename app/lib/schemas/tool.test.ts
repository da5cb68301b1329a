import { describe, expect, it } from "vitest";
import { describeIssues, toolInputSchema, toolSlug } from "./tool";

const minimal = { name: "Notion AI", category: "Productivity", description: "Writes in your notes.", webLink: "https://www.notion.so/product/ai" };

describe("toolInputSchema", () => {
  it("applies the spec's defaults", () => {
    const tool = toolInputSchema.parse(minimal);
    expect(tool).toMatchObject({
      toolType: "assistant",
      complexityLevel: "intermediate",
      implementationTime: "1-2 hours",
      learningCurve: "Easy",
      pricingTier: "Free",
      pricingModel: "Free",
      skillLevel: "beginner",
      primaryFunction: "thinking",
      priceCurrency: "USD",
      baseProductivityGain: 0,
      baseSavingsPerYear: 0,
      price: null,
      isActive: true,
    });
  });

  it("takes snake_case keys and CSV strings", () => {
    const tool = toolInputSchema.parse({
      name: " Otter.ai ",
      category: "Audio",
      description: "Transcribes meetings.",
      web_link: "https://otter.ai",
      base_productivity_gain: "5.4",
      base_savings_per_year: "4320",
      job_categories: "sales|general| sales",
      complexity_level: "medium",
      price: "",
      is_active: "false",
    });
    expect(tool).toMatchObject({
      name: "Otter.ai",
      baseProductivityGain: 5.4,
      baseSavingsPerYear: 4320,
      jobCategories: ["sales", "general"],
      complexityLevel: "intermediate",
      price: null,
      isActive: false,
    });
  });

  it("gives the admin form's messages for missing required fields", () => {
    const result = toolInputSchema.safeParse({ name: "  ", category: "", description: "", webLink: "" });
    expect(result.success).toBe(false);
    const text = describeIssues(result.error!);
    for (const message of ["Tool name is required", "Category is required", "Description is required", "Web link is required"]) expect(text).toContain(message);
  });

  it("refuses values outside the closed lists and ranges", () => {
    const result = toolInputSchema.safeParse({
      ...minimal,
      category: "Astrology",
      toolType: "robot",
      baseProductivityGain: 150,
      webLink: "javascript:alert(1)",
      baseSavingsPerYear: 1.5,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["category", "toolType", "baseProductivityGain", "webLink", "baseSavingsPerYear"]));
  });

  it("makes URL-safe slugs", () => {
    expect(toolSlug("Notion AI")).toBe("notion-ai");
    expect(toolSlug("tl;dv")).toBe("tl-dv");
    expect(toolSlug("Café & Co.")).toBe("cafe-and-co");
  });
});
