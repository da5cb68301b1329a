// Scenarios for every occupation (issue 28 item 5): every family and every occupation's own
// scenario keeps the rules of the sample ones, every major group has a family, the most widely held
// occupations have their own, and the figures asked for are printed.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAJOR_GROUPS } from "~/lib/occupation-groups";
import { bestIsLongestCount, expectBestNotByLength, expectBrief, expectOptions, expectPointsCoverSkills } from "../scenario-rules";
import type { PlayableScenario } from "../types";
import {
  FAMILY_KITS,
  ROLE_OCCUPATIONS,
  SPECIFIC_KITS,
  familyScenario,
  familyScenarioCode,
  familyScenarioId,
  occupationRoleLabel,
  occupationScenarioBank,
  sampleFamilyScenarios,
  specificKitFor,
  specificScenario,
} from "./index";

const ONET = new Map(
  readFileSync("db/seed/onet-occupations.tsv", "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"))
    .map(([code, title]) => [code!, title!]),
);
const SOC_CODES = new Set([...ONET.keys()].map((code) => code.slice(0, 7)));

/**
 * The 40 most widely held occupations we hold to "their own scenario" (SPECIFIC_KITS says how
 * they were chosen): SOC code and the words a practitioner would expect in it.
 */
const MOST_COMMON: [soc: string, words: RegExp][] = [
  ["31-1121", /client|visit/i],
  ["31-1122", /client|visit/i],
  ["41-2031", /customer|store/i],
  ["35-3023", /allergen|fryer|counter/i],
  ["41-2011", /till|cash/i],
  ["11-1021", /staff|owners/i],
  ["29-1141", /NEWS2|handover|patient/],
  ["53-7062", /pallet|manifest/i],
  ["53-7065", /shelf|label|stock/i],
  ["43-9061", /application|form/i],
  ["43-4051", /customer|refund/i],
  ["35-3031", /table|allergy/i],
  ["37-2011", /clean|spill/i],
  ["53-3032", /trailer|brake|route/i],
  ["35-2014", /recipe|allergen|probe/i],
  ["13-2011", /tax|accounts/i],
  ["43-3031", /invoice|bank/i],
  ["25-2021", /reading|parent/i],
  ["31-1131", /resident|chart/i],
  ["49-9071", /work order|tenant/i],
  ["41-1011", /rota|team/i],
  ["43-6014", /minutes|board/i],
  ["15-1252", /code|test|stack trace|pull request/i],
  ["41-4012", /prospect|price|buyer/i],
  ["31-9092", /refill|patient/i],
  ["25-9042", /worksheet|group/i],
  ["47-2061", /trench|toolbox/i],
  ["47-2111", /circuit|cable|certificate/i],
  ["47-2152", /water heater|relief valve/i],
  ["47-2031", /joist|deck/i],
  ["33-9032", /alarm|patrol|incident/i],
  ["33-3051", /report|camera/i],
  ["29-2061", /resident|medication|wound/i],
  ["23-1011", /lease|case|advice/i],
  ["23-2011", /interrogator|privilege|attorney/i],
  ["29-1292", /periodontal|probing|scaling/i],
  ["49-3023", /torque|brake|repair order/i],
  ["43-4171", /appointment|caller/i],
  ["13-1082", /timeline|stakeholder|meeting/i],
  ["25-2031", /essay|exam/i],
];

const ROLE_SOC = new Set(Object.values(ROLE_OCCUPATIONS).flat());

function allText(scenario: PlayableScenario): string {
  return [scenario.title, scenario.brief, ...scenario.points.flatMap((p) => [p.situation, p.question, ...p.options.map((o) => `${o.text} ${o.reason}`)])].join(
    " ",
  );
}

/** The score of answering every point with its longest option. */
const longestScore = (scenario: PlayableScenario) =>
  (100 * scenario.points.reduce((sum, p) => sum + [...p.options].sort((a, b) => b.text.length - a.text.length)[0]!.credit, 0)) / scenario.points.length;

function expectRules(scenario: PlayableScenario) {
  expectBrief(scenario);
  expectPointsCoverSkills(scenario);
  expectOptions(scenario);
  expectBestNotByLength(scenario);
  // Stricter than the sample scenarios' rule: the best is the longest in at most 3 of the 7 points,
  // and answering by length alone (longest, second longest or shortest every time) never passes.
  expect(bestIsLongestCount(scenario), scenario.id).toBeLessThanOrEqual(3);
  for (const rank of [0, 1, -1]) {
    const earned = scenario.points.reduce((sum, p) => sum + [...p.options].sort((a, b) => b.text.length - a.text.length).at(rank)!.credit, 0);
    expect((100 * earned) / scenario.points.length, `${scenario.id}: choosing by length (${rank})`).toBeLessThan(70);
  }
  // Every kind of safety-critical mistake is there to be made (and scored as one).
  const safety = new Set(scenario.points.flatMap((p) => p.options.map((o) => o.safety).filter(Boolean)));
  expect(safety).toEqual(new Set(["leaks-personal-data", "leaks-secret", "skips-human-check"]));
  expect(allText(scenario)).not.toMatch(/[{}]/);
}

describe("occupations' own scenarios", () => {
  for (const kit of SPECIFIC_KITS) {
    it(`${kit.key} keeps the rules of every scenario`, () => {
      expectRules(specificScenario(kit));
      for (const soc of kit.socCodes) expect(SOC_CODES, `${kit.key}: ${soc}`).toContain(soc);
    });
  }

  it("have unique keys, and no occupation has two", () => {
    const keys = SPECIFIC_KITS.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
    const socs = SPECIFIC_KITS.flatMap((k) => k.socCodes);
    expect(new Set(socs).size).toBe(socs.length);
    for (const soc of socs) expect(ROLE_SOC.has(soc), soc).toBe(false);
  });

  it("cover the 40 most widely held occupations, in their own words", () => {
    expect(new Set(MOST_COMMON.map(([soc]) => soc)).size).toBe(40);
    for (const [soc, words] of MOST_COMMON) {
      expect(SOC_CODES, soc).toContain(soc);
      const kit = specificKitFor(`${soc}.00`);
      const role = Object.entries(ROLE_OCCUPATIONS).find(([, socs]) => socs.includes(soc));
      expect(kit ?? role, `${soc} has no scenario of its own`).toBeTruthy();
      if (kit) expect(allText(specificScenario(kit)), soc).toMatch(words);
    }
  });

  it("give a Paralegal legal work and a Dental Hygienist clinical work", () => {
    const paralegal = allText(specificScenario(specificKitFor("23-2011.00")!));
    for (const word of [/attorney/i, /privilege/i, /interrogator/i, /court/i]) expect(paralegal).toMatch(word);
    expect(paralegal).not.toMatch(/kitchen equipment|warehouse/i);
    const hygienist = allText(specificScenario(specificKitFor("29-1292.00")!));
    for (const word of [/patient/i, /probing|pocket/i, /periodontal|gum/i, /dentist/i]) expect(hygienist).toMatch(word);
    expect(hygienist).not.toMatch(/office administrator|supplier emails/i);
  });
});

describe("families of the major groups", () => {
  it("exist for all 23 major groups of O*NET's occupations", () => {
    expect(Object.keys(FAMILY_KITS).sort()).toEqual(Object.keys(MAJOR_GROUPS).sort());
    expect(Object.keys(FAMILY_KITS)).toHaveLength(23);
  });

  for (const { group, scenario } of sampleFamilyScenarios()) {
    it(`${group} (${MAJOR_GROUPS[group]!.label}) keeps the rules of every scenario`, () => expectRules(scenario));
  }

  it("are filled with the occupation's own title and largest activities", () => {
    const scenario = familyScenario({ code: "29-1292.00", title: "Dental Hygienists" }, [
      "Gathering patient and client information",
      "Treating patients' teeth",
    ])!;
    expect(scenario.id).toBe("fam-29-1292-00");
    expect(scenario.brief).toContain("You are a dental hygienist");
    expect(scenario.brief).toContain("gathering patient and client information and treating patients' teeth");
    expect(familyScenarioCode(familyScenarioId("53-3032.00"))).toBe("53-3032.00");
    expect(familyScenarioCode("occ-registered-nurse")).toBeNull();
    expect(familyScenario({ code: "99-1011.00", title: "Unknown Workers" }, [])).toBeUndefined();
    expect(familyScenario({ code: "55-1011.00", title: "Air Crew Officers" }, [])!.brief).toContain("You are an air crew officer");
  });

  it("name one person of the occupation", () => {
    expect(occupationRoleLabel({ code: "29-1292.00", title: "Dental Hygienists" })).toBe("Dental Hygienist");
    expect(occupationRoleLabel({ code: "41-1011.00", title: "First-Line Supervisors of Retail Sales Workers" })).toBe(
      "First-Line Supervisor of Retail Sales Workers",
    );
    expect(occupationRoleLabel({ code: "43-6014.00", title: "Secretaries and Administrative Assistants, Except Legal, Medical, and Executive" })).toMatch(
      /^(Secretary|Administrative Assistant)$/,
    );
    expect(occupationRoleLabel({ code: "43-5071.00", title: "Shipping, Receiving, and Inventory Clerks" })).toBe("Inventory Clerk");
    expect(occupationRoleLabel({ code: "35-2014.00", title: "Cooks, Restaurant" })).toBe("Cook");
    expect(occupationRoleLabel({ code: "23-2011.00", title: "Paralegals and Legal Assistants" })).toBe("Paralegal");
    expect(occupationRoleLabel({ code: "29-1161.00", title: "Nurse Midwives" })).toBe("Nurse Midwife");
    expect(occupationRoleLabel({ code: "13-1141.00", title: "Compensation, Benefits, and Job Analysis Specialists" })).toBe("Job Analysis Specialist");
    expect(occupationRoleLabel({ code: "37-3013.00", title: "Tree Trimmers and Pruners" })).toBe("Tree Trimmer");
  });
});

it("prints the figures: occupations with their own scenarios and major groups covered", () => {
  const specificSocs = new Set(SPECIFIC_KITS.flatMap((k) => k.socCodes));
  const ownSocs = new Set([...specificSocs, ...ROLE_SOC].filter((soc) => SOC_CODES.has(soc)));
  const onetOwn = [...ONET.keys()].filter((code) => ownSocs.has(code.slice(0, 7)));
  const withFamily = [...ONET.keys()].filter((code) => FAMILY_KITS[code.slice(0, 2)]);
  console.log(
    [
      `Scenarios written for an occupation: ${SPECIFIC_KITS.length} (plus the 8 sample roles' 16)`,
      `Occupations (SOC codes) with a specific scenario of their own: ${ownSocs.size} (${specificSocs.size} new, ${ROLE_SOC.size} by the sample roles); O*NET occupations: ${onetOwn.length}`,
      `Major groups with a family of their own: ${Object.keys(FAMILY_KITS).length} of ${Object.keys(MAJOR_GROUPS).length}`,
      `O*NET occupations whose own family scenario is filled with their title and activities: ${withFamily.length} of ${ONET.size}`,
      `Choosing the longest option every time, over the ${occupationScenarioBank().length} occupation scenarios: best score ${Math.max(...occupationScenarioBank().map(longestScore)).toFixed(0)}/100, Distinction in none`,
    ].join("\n"),
  );
  expect(ownSocs.size).toBeGreaterThanOrEqual(40);
});
