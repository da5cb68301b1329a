import { describe, expect, it } from "vitest";
import { DEFAULT_WORK_AREAS, findToolChoice, toolCategoriesFor, workAreasFor, WORKFLOW_INDUSTRIES } from "./workflow-choices";

describe("workflow choices (visitor-side.md §3)", () => {
  it("has the 11 workflow industries", () => {
    expect(WORKFLOW_INDUSTRIES).toHaveLength(11);
    expect(WORKFLOW_INDUSTRIES.at(-1)).toBe("Other");
  });

  it("offers tool categories by role text, case-insensitive", () => {
    expect(toolCategoriesFor("Senior Software ENGINEER")).toEqual(["Cloud File Storage", "Communication", "Project Management", "Development"]);
    expect(toolCategoriesFor("Product Designer")).toEqual(["Cloud File Storage", "Design", "Communication", "Project Management"]);
    expect(toolCategoriesFor("Sales Lead")).toEqual(["Cloud File Storage", "CRM", "Communication", "Email", "Analytics"]);
    expect(toolCategoriesFor("Nurse")).toEqual(["Cloud File Storage", "Communication", "Project Management", "Email"]);
  });

  it("accepts only a tool the role is offered", () => {
    expect(findToolChoice("Marketing Manager", "hubspot crm")?.url).toBe("https://www.hubspot.com/products/crm");
    expect(findToolChoice("Nurse", "HubSpot CRM")).toBeNull();
    expect(findToolChoice("Nurse", "https://evil.example")).toBeNull();
  });

  it("gives five work areas by the first role keyword, else by industry, else the default", () => {
    expect(workAreasFor("Marketing Manager", "Technology")).toEqual([
      "Content Creation",
      "Campaign Management",
      "Social Media Strategy",
      "Lead Generation",
      "Brand Management",
    ]);
    expect(workAreasFor("Project Manager", "Other")[0]).toBe("Project Planning");
    expect(workAreasFor("UX Researcher", "Other")[0]).toBe("User Research");
    // "ui" only as a whole word: a builder is not a UI designer.
    expect(workAreasFor("Builder", "Manufacturing")[0]).toBe("Process Documentation");
    expect(workAreasFor("Nurse", "Healthcare")).toContain("Patient Documentation");
    expect(workAreasFor("Nurse", "Other")).toEqual(DEFAULT_WORK_AREAS);
    for (const industry of WORKFLOW_INDUSTRIES) expect(workAreasFor("Zzz", industry)).toHaveLength(5);
  });
});
