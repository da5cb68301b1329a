import { describe, expect, it } from "vitest";
import { GENERIC_SIMULATION_SCENARIOS, SIMULATION_ROLES } from "~/content/simulation-scenarios";
import { matchSimulationRole, simulationScenariosFor } from "./simulation-scenarios";

const roleOf = (title: string) => simulationScenariosFor(title).roleKey;

describe("simulation scenario content", () => {
  it("has the eight roles of the spec, two scenarios each, and a generic pair", () => {
    expect(SIMULATION_ROLES.map((r) => r.key).sort()).toEqual(
      [
        "content-creator",
        "customer-service-rep",
        "hr-manager",
        "marketing-manager",
        "project-manager",
        "sales-representative",
        "software-developer",
        "ux-designer",
      ].sort(),
    );
    for (const role of SIMULATION_ROLES) {
      expect(role.scenarios).toHaveLength(2);
      for (const s of role.scenarios) {
        expect(s.title.trim()).not.toBe("");
        expect(s.description.trim()).not.toBe("");
      }
    }
    expect(GENERIC_SIMULATION_SCENARIOS).toHaveLength(2);
  });

  it("uses every keyword in one role only, in lower case", () => {
    const seen = new Map<string, string>();
    for (const role of SIMULATION_ROLES) {
      for (const keyword of role.keywords) {
        expect(keyword).toBe(keyword.toLowerCase());
        expect(seen.get(keyword), `"${keyword}" is in ${seen.get(keyword)} and ${role.key}`).toBeUndefined();
        seen.set(keyword, role.key);
      }
    }
  });
});

describe("simulationScenariosFor", () => {
  it("matches each role's own title", () => {
    expect(roleOf("Marketing Manager")).toBe("marketing-manager");
    expect(roleOf("Sales Representative")).toBe("sales-representative");
    expect(roleOf("Customer Service Rep")).toBe("customer-service-rep");
    expect(roleOf("UX Designer")).toBe("ux-designer");
    expect(roleOf("Project Manager")).toBe("project-manager");
    expect(roleOf("Software Developer")).toBe("software-developer");
    expect(roleOf("Content Creator")).toBe("content-creator");
    expect(roleOf("HR Manager")).toBe("hr-manager");
  });

  it("returns the role's two scenarios", () => {
    const match = simulationScenariosFor("Marketing Manager");
    const marketing = SIMULATION_ROLES.find((r) => r.key === "marketing-manager")!;
    expect(match.scenarios).toEqual(marketing.scenarios);
    expect(match.roleLabel).toBe("Marketing Manager");
  });

  it("falls back to the generic pair", () => {
    for (const title of ["Zookeeper", "Nurse", "Chief Executive Officer", "Product Manager", "   ", ""]) {
      const match = simulationScenariosFor(title);
      expect(match.roleKey, title).toBe("generic");
      expect(match.roleLabel).toBeNull();
      expect(match.scenarios).toEqual(GENERIC_SIMULATION_SCENARIOS);
    }
  });

  it("ignores case, accents, surrounding spaces and punctuation", () => {
    expect(roleOf("  marketing MANAGER ")).toBe("marketing-manager");
    expect(roleOf("UX/UI Designer")).toBe("ux-designer");
    expect(roleOf("Head of Customer-Service")).toBe("customer-service-rep");
    expect(roleOf("Développeur / Software Developer")).toBe("software-developer");
    expect(roleOf("L&D Lead")).toBe("hr-manager");
  });

  it("matches whole words only", () => {
    // "hr" inside "three", "ui" inside "build", "sales" inside "Salesforce", "pr" inside "product".
    expect(roleOf("Three Dimensional Artist")).toBe("generic");
    expect(roleOf("Build Coordinator")).toBe("generic");
    expect(roleOf("Salesforce Developer")).toBe("software-developer");
    expect(roleOf("Telecommunications Technician")).toBe("generic");
    expect(roleOf("Product Owner")).toBe("generic");
  });

  it("recognises common variants", () => {
    expect(roleOf("Senior Software Engineer")).toBe("software-developer");
    expect(roleOf("Full Stack Developer")).toBe("software-developer");
    expect(roleOf("Customer Success Manager")).toBe("customer-service-rep");
    expect(roleOf("Help Desk Analyst")).toBe("customer-service-rep");
    expect(roleOf("Talent Acquisition Specialist")).toBe("hr-manager");
    expect(roleOf("Human Resources Business Partner")).toBe("hr-manager");
    expect(roleOf("Technical Recruiter")).toBe("hr-manager");
    expect(roleOf("Account Executive")).toBe("sales-representative");
    expect(roleOf("Business Development Manager")).toBe("sales-representative");
    expect(roleOf("Copywriter")).toBe("content-creator");
    expect(roleOf("Social Media Coordinator")).toBe("content-creator");
    expect(roleOf("Brand Manager")).toBe("marketing-manager");
    expect(roleOf("SEO Specialist")).toBe("marketing-manager");
    expect(roleOf("Scrum Master")).toBe("project-manager");
    expect(roleOf("Programme Manager")).toBe("project-manager");
    expect(roleOf("Product Designer")).toBe("ux-designer");
  });

  it("settles titles with words of two roles by the documented order", () => {
    expect(roleOf("Customer Support Engineer")).toBe("customer-service-rep");
    expect(roleOf("HR Project Manager")).toBe("hr-manager");
    expect(roleOf("UX Engineer")).toBe("ux-designer");
    expect(roleOf("Sales Engineer")).toBe("sales-representative");
    expect(roleOf("Content Marketing Manager")).toBe("marketing-manager");
    expect(roleOf("Technical Project Manager")).toBe("project-manager");
    expect(roleOf("Software Project Manager")).toBe("project-manager");
  });

  it("takes a custom role list", () => {
    const roles = [{ ...SIMULATION_ROLES[0]!, keywords: ["zookeeper"] }];
    expect(matchSimulationRole("Head Zookeeper", roles)?.key).toBe(SIMULATION_ROLES[0]!.key);
    expect(matchSimulationRole("Marketing Manager", roles)).toBeNull();
  });
});
