// Scenarios for every occupation (issue 28 item 5) through the real choice: the job title is
// matched to its O*NET occupation in the seeded database, the occupation's activities fill its
// group's family, and "matched to your job title" is said only of the occupation's own scenarios;
// a Paralegal's set is legal work, a Dental Hygienist's clinical, and the page shows it.
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../db/client";
import { occupations } from "../../db/schema/index";
import { ROLE_OCCUPATIONS, SPECIFIC_KITS, familyScenarioId, specificKitFor } from "../../app/content/simulations/occupations";
import type { PlayableScenario } from "../../app/content/simulations/types";
import { MAJOR_GROUPS } from "../../app/lib/occupation-groups";
import { findScenario, scenarioChoices, simulationPreview, type ScenarioChoice } from "../../app/services/simulation/scenario-choices.server";
import { startAttempt } from "../../app/services/simulation/simulations.server";
import { matchOccupation } from "../../app/services/toolkits/occupations.server";
import { Browser } from "../helpers/browser";
import { contextOf, learner } from "../helpers/course-learner";
import { useTestDatabase } from "../helpers/test-database";
import { useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

async function buyer(jobTitle: string) {
  const who = await learner(web.base, { buys: "simulation", jobTitle });
  return { id: who.id, browser: who.browser, ctx: contextOf(who) };
}

async function textOf(choice: ScenarioChoice): Promise<string> {
  const found = await findScenario(choice.id, getDb());
  expect(found, choice.id).not.toBeNull();
  const s: PlayableScenario = found!.scenario;
  return [s.title, s.brief, ...s.points.flatMap((p) => [p.situation, p.question, ...p.options.map((o) => `${o.text} ${o.reason}`)])].join(" ");
}

/**
 * A choice is the title's own only if it is the scenario written for the matched occupation, its
 * group's family filled for that same occupation, a sample role's pair written for it, or a draft
 * approved for the exact title.
 */
async function expectHonestMatches(jobTitle: string, choices: ScenarioChoice[]) {
  const occupation = await matchOccupation(jobTitle);
  for (const choice of choices.filter((c) => c.recommended)) {
    const ownIds = new Set<string>();
    if (occupation) {
      const kit = specificKitFor(occupation.code);
      if (kit) ownIds.add(`occ-${kit.key}`);
      ownIds.add(familyScenarioId(occupation.code));
      for (const [key, socs] of Object.entries(ROLE_OCCUPATIONS)) if (socs.includes(occupation.code.slice(0, 7))) ownIds.add(`${key}-1`).add(`${key}-2`);
    }
    expect(ownIds.has(choice.id) || choice.id.startsWith("draft-"), `${jobTitle}: ${choice.id} is said to match but is not the occupation's own`).toBe(true);
    expect(choice.note).toBe("matched to your job title");
  }
  for (const choice of choices.filter((c) => !c.recommended)) expect(choice.note ?? "").not.toMatch(/matched/i);
}

describe("a Paralegal and a Dental Hygienist play their own work", () => {
  it("a Paralegal's own scenarios are legal work, matched to the title; nothing from a wholesaler's office is said to match", async () => {
    const choices = await scenarioChoices("Paralegal");
    await expectHonestMatches("Paralegal", choices);
    const own = choices.filter((c) => c.recommended);
    expect(own.map((c) => c.id)).toEqual(["occ-paralegal", "fam-23-2011-00"]);
    expect(choices[0]!.roleLabel).toBe("Paralegal");
    for (const choice of own) {
      const text = await textOf(choice);
      expect(text, choice.id).toMatch(/attorney|counsel|lawyer|solicitor|partner/i);
      expect(text, choice.id).toMatch(/privilege/i);
      expect(text, choice.id).not.toMatch(/kitchen equipment/i);
    }
    const generic = choices.find((c) => c.id === "generic-1")!;
    expect(generic).toMatchObject({ recommended: false, note: "for any job", roleLabel: "Any job" });
  });

  it("a Dental Hygienist's own scenarios are clinical, filled with the occupation's own activities", async () => {
    const choices = await scenarioChoices("Dental Hygienist");
    await expectHonestMatches("Dental Hygienist", choices);
    const own = choices.filter((c) => c.recommended);
    expect(own.map((c) => c.id)).toEqual(["occ-dental-hygienist", "fam-29-1292-00"]);
    for (const choice of own) {
      const text = await textOf(choice);
      expect(text, choice.id).toMatch(/patient/i);
      expect(text, choice.id).toMatch(/clinic|dentist|periodontal/i);
      expect(text, choice.id).not.toMatch(/office administrator|supplier emails/i);
    }
    const family = (await findScenario("fam-29-1292-00", getDb()))!;
    expect(family.roleLabel).toBe("Dental Hygienist");
    expect(family.scenario.brief).toContain("You are a dental hygienist");
    expect(family.scenario.brief).not.toMatch(/[{}]/);
  });
});

describe("the most common occupations and every major group", () => {
  const titles: [title: string, id: string][] = [
    ["Registered Nurse", "occ-registered-nurse"],
    ["Electrician", "occ-electrician"],
    ["Plumber", "occ-plumber"],
    ["Truck Driver", "occ-truck-driver"],
    ["Elementary School Teacher", "occ-elementary-teacher"],
    ["Accountant", "occ-accountant"],
    ["Retail Salesperson", "occ-retail-salesperson"],
    ["Restaurant Cook", "occ-cook"],
    ["Janitor", "occ-janitor"],
    ["Home Health Aide", "occ-home-health-aide"],
    ["Lawyer", "occ-lawyer"],
    ["Cashier", "occ-cashier"],
    ["Customer Service Representative", "customer-service-rep-1"],
  ];
  for (const [title, id] of titles) {
    it(`offers a ${title} their own scenario first, and says "matched" only of their own`, async () => {
      const choices = await scenarioChoices(title);
      expect(choices[0]!.id).toBe(id);
      expect(choices[0]!.recommended).toBe(true);
      await expectHonestMatches(title, choices);
    });
  }

  it("offers each of the 40 most common occupations its own scenario first, by its O*NET title or its everyday one", async () => {
    const socs = [...new Set([...SPECIFIC_KITS.flatMap((k) => k.socCodes), "43-4051", "15-1252", "41-4012", "13-1082"])];
    const rows = await getDb().select({ code: occupations.code, title: occupations.title }).from(occupations);
    const everyday: Record<string, string> = {
      "43-4051": "Customer Service Representative",
      "15-1252": "Software Developer",
      "41-4012": "Sales Representative",
      "13-1082": "Project Manager",
    };
    let own = 0;
    for (const soc of socs) {
      const occupation = rows.find((r) => r.code === `${soc}.00`)!;
      const kit = specificKitFor(occupation.code);
      const candidates = [occupation.title, kit?.label ?? everyday[soc]!];
      // The title that the matcher reads as this occupation ("Licensed Practical and Licensed Vocational Nurses" reads as nursing in general).
      let title: string | undefined;
      for (const candidate of candidates) if (!title && (await matchOccupation(candidate))?.code.startsWith(soc)) title = candidate;
      expect(title, `no title of ${soc} matches it`).toBeDefined();
      const choices = await scenarioChoices(title!);
      const expected = kit ? `occ-${kit.key}` : `${Object.entries(ROLE_OCCUPATIONS).find(([, list]) => list.includes(soc))![0]}-1`;
      expect(choices[0], title).toMatchObject({ id: expected, recommended: true });
      await expectHonestMatches(title!, choices);
      own++;
    }
    expect(own).toBeGreaterThanOrEqual(40);
  });

  it("fills every major group's family for an occupation of that group, with its title and activities", async () => {
    const rows = await getDb().select({ code: occupations.code, title: occupations.title }).from(occupations).orderBy(asc(occupations.code));
    for (const group of Object.keys(MAJOR_GROUPS)) {
      const occupation = rows.find((r) => r.code.startsWith(`${group}-`))!;
      const found = await findScenario(familyScenarioId(occupation.code), getDb());
      expect(found, occupation.code).not.toBeNull();
      expect(JSON.stringify(found!.scenario), occupation.code).not.toMatch(/[{}]\w|\w[{}]/);
      expect(found!.scenario.brief.toLowerCase(), occupation.code).toContain(found!.roleLabel.toLowerCase());
    }
    expect(await findScenario("fam-99-9999-00", getDb())).toBeNull();
    expect(await findScenario("occ-astronaut", getDb())).toBeNull();
  });
});

describe("nearby roles say so, and an unmatched title is told no scenario matched it", () => {
  it("a Licensed Practical Nurse is offered the Registered Nurse's scenario as a nearby role", async () => {
    const choices = await scenarioChoices("Licensed Practical Nurse");
    await expectHonestMatches("Licensed Practical Nurse", choices);
    const nurse = choices.find((c) => c.id === "occ-registered-nurse")!;
    expect(nurse).toMatchObject({ recommended: false, match: "nearby", note: "a nearby role", roleLabel: "Registered Nurse" });
  });

  it("an HR assistant gets the HR Manager's pair as a nearby role, not as their own", async () => {
    const choices = await scenarioChoices("HR Assistant");
    await expectHonestMatches("HR Assistant", choices);
    const hr = choices.find((c) => c.id === "hr-manager-1")!;
    expect(hr.recommended).toBe(false);
  });

  it("a title that matches no occupation or role has no scenario said to match it", async () => {
    const choices = await scenarioChoices("Qwxz Blorfington");
    expect(choices.filter((c) => c.recommended)).toEqual([]);
    expect(choices[0]).toMatchObject({ id: "generic-1", note: "for any job" });
  });

  it("keeps the sample roles for their own titles", async () => {
    const choices = await scenarioChoices("Senior Marketing Manager");
    await expectHonestMatches("Senior Marketing Manager", choices);
    expect(choices.slice(0, 2).map((c) => c.id)).toEqual(["marketing-manager-1", "marketing-manager-2"]);
  });
});

describe("through the page and the attempt", () => {
  it("previews a Paralegal's own scenarios before the purchase, never a wholesaler's", async () => {
    const visitor = new Browser(web.base);
    const preview = await visitor.get("/aiupskill?simulation=Paralegal");
    expect(preview.status).toBe(200);
    expect(preview.body).toContain("Draft the Discovery Responses Before the Deadline");
    expect(preview.body).not.toContain("Hand a Weekly Task to AI");
    const nobody = await visitor.get("/aiupskill?simulation=Qwxz%20Blorfington");
    expect(nobody.body).toContain("Hand a Weekly Task to AI");
    // A roofer's own family, then a nearby role's scenario that says whose it is.
    const roofer = await simulationPreview("Roofer");
    expect(roofer.scenarios).toHaveLength(2);
    expect(roofer.scenarios[0]!.description).toContain("You are a roofer");
    expect(roofer.scenarios[1]!.description).toMatch(/^A nearby role's scenario \(/);
    const marketing = await visitor.get("/aiupskill?simulation=Marketing%20Manager");
    expect(marketing.body).toContain("Launch a Campaign Against the Clock");
  });

  it("shows a Paralegal their own scenarios first, and the page says 'matched' only on them", async () => {
    const paralegal = await buyer("Paralegal");
    const page = await paralegal.browser.get("/simulation");
    expect(page.status).toBe(200);
    const own = (await scenarioChoices("Paralegal")).filter((c) => c.recommended);
    // Counted in what the page shows, not in the data it carries for the browser.
    const shown = page.body.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown.split("matched to your job title").length - 1).toBe(own.length);
    expect(page.body.indexOf("Draft the Discovery Responses Before the Deadline")).toBeLessThan(page.body.indexOf("Hand a Weekly Task to AI"));
    expect(page.body).toContain("for any job");

    const started = await startAttempt({ scenarioId: "occ-paralegal" }, paralegal.ctx);
    if (!started.ok) throw new Error(started.reason);
    const [row] = await getDb().execute<{ role_label: string; title: string }>(
      sql`SELECT role_label, scenario->>'title' AS title FROM simulation_attempts WHERE id = ${started.attemptId}`,
    );
    expect(row).toEqual({ role_label: "Paralegal", title: "Draft the Discovery Responses Before the Deadline" });
    const play = await paralegal.browser.get(`/simulation/${started.attemptId}`);
    expect(play.body).toContain("interrogatories");
  });

  it("starts a group's family filled for the occupation and certifies its role", async () => {
    const hygienist = await buyer("Dental Hygienist");
    const started = await startAttempt({ scenarioId: "fam-29-1292-00" }, hygienist.ctx);
    if (!started.ok) throw new Error(started.reason);
    const [row] = await getDb().execute<{ role_label: string; brief: string }>(
      sql`SELECT role_label, scenario->>'brief' AS brief FROM simulation_attempts WHERE id = ${started.attemptId}`,
    );
    expect(row!.role_label).toBe("Dental Hygienist");
    expect(row!.brief).toContain("You are a dental hygienist");
  });

  it("tells a title nobody recognises that no scenario matched it", async () => {
    const stranger = await buyer("Qwxz Blorfington");
    const page = await stranger.browser.get("/simulation");
    expect(page.body).not.toContain("matched to your job title");
    expect(page.body).toContain("for any job");
    expect((await startAttempt({ scenarioId: "fam-99-9999-00" }, stranger.ctx)).ok).toBe(false);
  });
});
