import { describe, expect, it } from "vitest";
import { JOB_CATEGORIES } from "./catalogue-constants";
import { DETECTION_ORDER, GENERIC_SECONDARY_BENEFITS, JOB_CATEGORY_DEFINITIONS, SECONDARY_BENEFITS } from "../content/job-categories";
import { detectJobCategory, keywordMatches, secondaryBenefitsFor } from "./job-categories";

describe("detectJobCategory", () => {
  it("recognises a typical title of every category", () => {
    const examples: Record<string, string> = {
      "High School Teacher": "education",
      "Registered Nurse": "healthcare",
      "Chief Executive Officer": "executive",
      Accountant: "finance",
      "HR Manager": "hr",
      "Sales Representative": "sales",
      "Marketing Manager": "marketing",
      "Management Consultant": "consulting",
      "Supply Chain Coordinator": "operations",
      "Software Developer": "development",
      "UX Designer": "design",
      "Product Manager": "product",
      "Freelance Copywriter": "creative",
      "Corporate Lawyer": "professional_services",
    };
    for (const [title, category] of Object.entries(examples)) {
      expect(detectJobCategory(title), title).toBe(category);
    }
  });

  it("tests categories in the spec's order, first match wins", () => {
    expect(DETECTION_ORDER).toEqual([
      "education",
      "healthcare",
      "executive",
      "finance",
      "hr",
      "sales",
      "marketing",
      "consulting",
      "operations",
      "development",
      "design",
      "product",
      "creative",
      "professional_services",
    ]);
    expect(detectJobCategory("Chief Marketing Officer")).toBe("executive");
    expect(detectJobCategory("Chief Financial Officer")).toBe("executive");
    expect(detectJobCategory("Nursing Teacher")).toBe("education");
    expect(detectJobCategory("Sales Engineer")).toBe("sales");
    expect(detectJobCategory("Product Marketing Manager")).toBe("marketing");
    expect(detectJobCategory("Product Designer")).toBe("design");
    expect(detectJobCategory("Financial Advisor")).toBe("finance");
    expect(detectJobCategory("HR Consultant")).toBe("hr");
  });

  it("matches keywords of 3 characters or fewer only as whole words", () => {
    expect(detectJobCategory("HR Manager")).toBe("hr");
    expect(detectJobCategory("hr-business partner")).toBe("hr");
    expect(detectJobCategory("Head of HR")).toBe("hr");
    expect(detectJobCategory("three")).toBe("general");
    expect(detectJobCategory("UX Designer")).toBe("design");
    expect(detectJobCategory("UI/UX lead")).toBe("design");
    expect(detectJobCategory("luxury")).toBe("general");
    expect(detectJobCategory("CEO")).toBe("executive");
    expect(detectJobCategory("VP Engineering")).toBe("executive");
    expect(detectJobCategory("RN")).toBe("general"); // too short, see below
    expect(detectJobCategory("ICU RN")).toBe("healthcare");
    expect(detectJobCategory("Senior PM")).toBe("product");
    expect(detectJobCategory("QA lead")).toBe("development");
    expect(detectJobCategory("SEO lead")).toBe("marketing");
    expect(detectJobCategory("Head of AI")).toBe("development");
    // Short keywords inside longer words do not match.
    expect(detectJobCategory("Vpn specialist")).toBe("general");
    expect(detectJobCategory("Turner")).toBe("general"); // "rn"
    expect(detectJobCategory("Aquatics lead")).toBe("general"); // "qa" is not at a word boundary
    expect(detectJobCategory("Taxi driver")).toBe("general");
    expect(detectJobCategory("DevOps Engineer")).toBe("development"); // "ops" is not a whole word here
    expect(detectJobCategory("Ops lead")).toBe("operations");
  });

  it("treats digits as word characters and punctuation as boundaries", () => {
    expect(keywordMatches("hr2 lead", "hr")).toBe(false);
    expect(keywordMatches("2hr lead", "hr")).toBe(false);
    expect(keywordMatches("(hr) lead", "hr")).toBe(true);
    expect(keywordMatches("lead, hr", "hr")).toBe(true);
    expect(keywordMatches("hr", "hr")).toBe(true);
    expect(keywordMatches("shr hr", "hr")).toBe(true); // a later occurrence counts
  });

  it("matches longer keywords as substrings", () => {
    expect(detectJobCategory("Marketer")).toBe("marketing");
    expect(detectJobCategory("Digital Marketing Specialist")).toBe("marketing");
    expect(detectJobCategory("Recruitment Coordinator")).toBe("hr");
    expect(detectJobCategory("Pharmacist")).toBe("healthcare");
    expect(detectJobCategory("Bookkeeper")).toBe("finance");
    expect(detectJobCategory("Co-founder")).toBe("executive");
    expect(detectJobCategory("Illustrator")).toBe("design");
    expect(detectJobCategory("Photographer")).toBe("creative");
    expect(detectJobCategory("Paralegal")).toBe("professional_services");
  });

  it("trims and ignores case", () => {
    expect(detectJobCategory("   software ENGINEER  ")).toBe("development");
    expect(detectJobCategory("\tTEACHER\n")).toBe("education");
    expect(detectJobCategory("  hr  ")).toBe("general"); // 2 characters after trimming
  });

  it("needs a title longer than 2 characters", () => {
    expect(detectJobCategory("")).toBe("general");
    expect(detectJobCategory("   ")).toBe("general");
    expect(detectJobCategory("HR")).toBe("general");
    expect(detectJobCategory("PM")).toBe("general");
    expect(detectJobCategory("CEO")).toBe("executive");
  });

  it("falls back to general when nothing matches", () => {
    expect(detectJobCategory("Barista")).toBe("general");
    expect(detectJobCategory("Pilot")).toBe("general");
    expect(detectJobCategory("Chef")).toBe("general");
  });

  it("avoids the traps the keyword choices document", () => {
    expect(detectJobCategory("Principal Engineer")).toBe("development");
    expect(detectJobCategory("School Principal")).toBe("education");
    expect(detectJobCategory("Product Owner")).toBe("product");
    expect(detectJobCategory("Business Owner")).toBe("executive");
    expect(detectJobCategory("Account Executive")).toBe("sales");
    expect(detectJobCategory("Telecommunications Technician")).toBe("general");
    expect(detectJobCategory("Communications Manager")).toBe("marketing");
    expect(detectJobCategory("Production Assistant")).toBe("general");
    expect(detectJobCategory("Video Producer")).toBe("creative");
    expect(detectJobCategory("Project Manager")).toBe("operations");
    expect(detectJobCategory("Civil Engineer")).toBe("development");
  });
});

describe("JOB_CATEGORY_DEFINITIONS", () => {
  it("defines every job category, general included", () => {
    expect(Object.keys(JOB_CATEGORY_DEFINITIONS).sort()).toEqual([...JOB_CATEGORIES].sort());
    for (const category of JOB_CATEGORIES) {
      const definition = JOB_CATEGORY_DEFINITIONS[category];
      expect(definition.key).toBe(category);
      expect(definition.label.length).toBeGreaterThan(0);
    }
    expect(JOB_CATEGORY_DEFINITIONS.hr.label).toBe("Human Resources");
    expect(JOB_CATEGORY_DEFINITIONS.professional_services.label).toBe("Professional Services");
    expect(JOB_CATEGORY_DEFINITIONS.general.label).toBe("General");
  });

  it("tests every category but general", () => {
    expect([...DETECTION_ORDER].sort()).toEqual(JOB_CATEGORIES.filter((c) => c !== "general").sort());
    expect(JOB_CATEGORY_DEFINITIONS.general.keywords).toEqual([]);
  });

  it("has 8 to 20 lower-case, trimmed, unique keywords per detected category", () => {
    for (const category of DETECTION_ORDER) {
      const { keywords } = JOB_CATEGORY_DEFINITIONS[category];
      expect(keywords.length, category).toBeGreaterThanOrEqual(8);
      expect(keywords.length, category).toBeLessThanOrEqual(20);
      expect(new Set(keywords).size, category).toBe(keywords.length);
      for (const keyword of keywords) {
        expect(keyword, category).toBe(keyword.trim().toLowerCase());
        expect(keyword.length, category).toBeGreaterThan(1);
      }
    }
  });

  it("detects each category from each of its own keywords", () => {
    // A keyword standing alone (padded to pass the length rule) lands in its own category or in
    // one tested earlier, never in a later one or in general.
    for (const category of DETECTION_ORDER) {
      for (const keyword of JOB_CATEGORY_DEFINITIONS[category].keywords) {
        const detected = detectJobCategory(`${keyword} x`);
        expect(DETECTION_ORDER.indexOf(detected), `${keyword} -> ${detected}`).toBeLessThanOrEqual(DETECTION_ORDER.indexOf(category));
        expect(detected, keyword).not.toBe("general");
      }
    }
  });

  it("suggests 6 to 8 unique work areas and 4 to 7 options in each of the 4 tool lists", () => {
    for (const category of JOB_CATEGORIES) {
      const { workAreas, toolOptions } = JOB_CATEGORY_DEFINITIONS[category];
      expect(workAreas.length, category).toBeGreaterThanOrEqual(6);
      expect(workAreas.length, category).toBeLessThanOrEqual(8);
      expect(new Set(workAreas).size, category).toBe(workAreas.length);
      expect(Object.keys(toolOptions).sort()).toEqual(["crm", "emailClient", "fileStorage", "videoMeeting"]);
      for (const list of Object.values(toolOptions)) {
        expect(list.length, category).toBeGreaterThanOrEqual(4);
        expect(list.length, category).toBeLessThanOrEqual(7);
        expect(new Set(list).size, category).toBe(list.length);
      }
    }
    expect(JOB_CATEGORY_DEFINITIONS.marketing.workAreas.slice(0, 5)).toEqual([
      "Content Creation",
      "Campaign Management",
      "Social Media Strategy",
      "Lead Generation",
      "Brand Management",
    ]);
    expect(JOB_CATEGORY_DEFINITIONS.sales.toolOptions.crm).toContain("Salesforce");
    expect(JOB_CATEGORY_DEFINITIONS.development.toolOptions.crm).toContain("Jira");
    expect(JOB_CATEGORY_DEFINITIONS.healthcare.toolOptions.crm).toContain("Epic");
  });
});

describe("secondary benefits", () => {
  it("has three benefits for every suggested work area", () => {
    for (const category of JOB_CATEGORIES) {
      for (const area of JOB_CATEGORY_DEFINITIONS[category].workAreas) {
        expect(SECONDARY_BENEFITS[area], area).toHaveLength(3);
        expect(secondaryBenefitsFor(area)).toEqual(SECONDARY_BENEFITS[area]);
      }
    }
  });

  it("lists no benefits for a work area nobody suggests", () => {
    const suggested = new Set(JOB_CATEGORIES.flatMap((c) => JOB_CATEGORY_DEFINITIONS[c].workAreas));
    expect(Object.keys(SECONDARY_BENEFITS).filter((area) => !suggested.has(area))).toEqual([]);
  });

  it("looks work areas up trimmed and case-insensitively", () => {
    expect(secondaryBenefitsFor("  content creation ")).toEqual(["Faster first drafts", "Consistent brand voice", "More time for strategy"]);
  });

  it("gives a generic trio for a custom work area", () => {
    expect(secondaryBenefitsFor("Beekeeping logistics")).toEqual([...GENERIC_SECONDARY_BENEFITS]);
    expect(secondaryBenefitsFor("")).toHaveLength(3);
  });

  it("returns a copy the caller may change", () => {
    secondaryBenefitsFor("Content Creation").push("x");
    secondaryBenefitsFor("custom").push("x");
    expect(SECONDARY_BENEFITS["Content Creation"]).toHaveLength(3);
    expect(GENERIC_SECONDARY_BENEFITS).toHaveLength(3);
  });
});
