import { describe, expect, it } from "vitest";
import {
  assembleToolkit,
  buildToolkit,
  chooseTools,
  MAX_TOOLKIT_GAIN,
  MIN_MARGINAL_SHARE,
  namesSpecialty,
  NO_TOOL_YET,
  offeredTools,
  type CandidateTool,
  type EngineInput,
} from "./toolkit-engine";
import { activityTimeSaved, withWorkAreas, type ActivityEffort, type ActivityProfile, type ProfileActivity, type WorkActivity } from "./work-activities";

// A small world: a plumber-like job with hands-on work, quoting, records and reading; a desk job.
const A = (id: string, label: string, effort: ActivityEffort, meanShare = 0.005): WorkActivity => ({
  id,
  title: `${label}.`,
  label,
  effort,
  completion: 0.9,
  scope: 0.6,
  meanShare,
});
const INSTALL = A("4.A.3.a.2.I43", "Installing pipework", "physical");
const QUOTE = A("4.A.1.b.3.I02", "Estimating job costs", "consulting");
const RECORDS = A("4.A.3.b.6.I08", "Keeping work logs and records", "coordination");
const READ = A("4.A.1.a.1.I02", "Reading plans and work documents", "consulting", 0.02);
const WRITE = A("4.A.2.b.1.I07", "Editing written material", "writing", 0.02);
const PLAN = A("4.A.2.b.6.I02", "Planning work activities", "coordination", 0.02);
const CATALOGUE = new Map([INSTALL, QUOTE, RECORDS, READ, WRITE, PLAN].map((a) => [a.id, a]));

function profile(shares: [WorkActivity, number][], code = "47-2152.00"): ActivityProfile {
  const total = shares.reduce((s, [, x]) => s + x, 0);
  return {
    basis: { kind: "occupation", code, title: "Plumbers" },
    activities: shares.map(([a, x]) => ({ ...a, share: x / total, areas: [] })) as ProfileActivity[],
  };
}

let nextId = 1;
function tool(name: string, kind: string, activities: WorkActivity[], extra: Partial<CandidateTool> = {}): CandidateTool {
  return {
    id: nextId++,
    name,
    description: `${name} does things.`,
    category: "Productivity",
    kind,
    toolType: "specialist",
    primaryUseCase: `${name} work`,
    activities: activities.map((a) => a.id),
    uses: Object.fromEntries(activities.map((a) => [a.id, `use ${name} for ${a.label.toLowerCase()}`])),
    forOccupations: [],
    specialties: [],
    ...extra,
  };
}

const jobber = tool("Jobber", "field-service-management", [QUOTE, RECORDS], { forOccupations: ["47-", "49-"] });
const serviceTitan = tool("ServiceTitan", "field-service-management", [QUOTE, RECORDS], { forOccupations: ["47-", "49-"] });
const chatgpt = tool("ChatGPT", "general-assistant", [READ, WRITE, PLAN], { toolType: "core" });
const m365 = tool("Microsoft 365 Copilot", "office-suite", [WRITE, PLAN], { toolType: "core" });
const asana = tool("Asana", "project-management", [PLAN]);
const gong = tool("Gong", "conversation-intelligence", [RECORDS], { forOccupations: ["41-"] });
const roofr = tool("Roofr", "measurement-scanning", [QUOTE], { forOccupations: ["47-"], specialties: ["roof"] });
const codes = tool("UpCodes", "building-codes", [READ], { forOccupations: ["47-", "17-"] });

function input(p: ActivityProfile, extra: Partial<EngineInput> = {}): EngineInput {
  return {
    jobTitle: "Plumber",
    occupationCode: p.basis.kind === "general" ? null : (p.basis as { code: string }).code,
    profile: p,
    workAreas: [],
    areaActivities: [],
    currentTools: [],
    candidates: [chatgpt, m365, asana, gong, jobber, serviceTitan, roofr, codes],
    ...extra,
  };
}

const plumber = profile([
  [INSTALL, 60],
  [QUOTE, 10],
  [RECORDS, 10],
  [READ, 10],
  [WRITE, 5],
  [PLAN, 5],
]);

const names = (i: EngineInput) => chooseTools(i).map((c) => c.tool.name);

describe("which tools may be offered", () => {
  it("offers only tools made for the occupation, never another trade's", () => {
    const offered = offeredTools(input(plumber)).map((o) => o.tool.name);
    expect(offered).toContain("Jobber");
    expect(offered).not.toContain("Gong");
  });

  it("keeps office software from hands-on trades (a planner for a plumber)", () => {
    expect(offeredTools(input(plumber)).map((o) => o.tool.name)).not.toContain("Asana");
  });

  it("offers a specialty tool only when the title or a work area names the specialty", () => {
    expect(offeredTools(input(plumber)).map((o) => o.tool.name)).not.toContain("Roofr");
    expect(offeredTools(input(plumber, { jobTitle: "Roofer" })).map((o) => o.tool.name)).toContain("Roofr");
    // ...and then replaces the general tools of its kind.
    const scanner = tool("Floorplanner", "measurement-scanning", [QUOTE], { forOccupations: ["47-"] });
    const withScanner = (jobTitle: string) => offeredTools(input(plumber, { jobTitle, candidates: [roofr, scanner] })).map((o) => o.tool.name);
    expect(withScanner("Roofer")).toEqual(["Roofr"]);
    expect(withScanner("Plumber")).toEqual(["Floorplanner"]);
    expect(namesSpecialty(["pi"], ["Pipefitter"])).toBe(false);
    expect(namesSpecialty(["pi"], ["PI attorney"])).toBe(true);
    expect(namesSpecialty(["litigat"], ["Litigation Solicitor"])).toBe(true);
  });

  it("does not recommend a tool the person already uses", () => {
    expect(names(input(plumber, { currentTools: ["Jobber"] }))).not.toContain("Jobber");
  });
});

describe("choosing the toolkit", () => {
  it("puts the specialist that serves the job's work first and stacks no two of a kind", () => {
    const chosen = names(input(plumber));
    expect(chosen[0]).toBe("Jobber");
    expect(chosen.filter((n) => n === "Jobber" || n === "ServiceTitan")).toHaveLength(1);
  });

  it("takes one general assistant and one office suite, the suite of the person's own apps when known", () => {
    const desk = profile([
      [WRITE, 40],
      [PLAN, 30],
      [READ, 30],
    ]);
    const gemini = tool("Gemini for Google Workspace", "office-suite", [WRITE, PLAN], { toolType: "core" });
    const withGemini = (extra: Partial<EngineInput>) =>
      input(desk, { occupationCode: "13-1111.00", candidates: [...input(desk).candidates, gemini], ...extra });
    // Unknown apps and a desk job: the assistant, then the suite most used at work, never both suites.
    const plain = names(withGemini({}));
    expect(plain.slice(-2)).toEqual(["ChatGPT", "Microsoft 365 Copilot"]);
    // Outlook users get Microsoft's suite as their assistant; Gmail users Google's; no stand-alone assistant beside it.
    expect(names(withGemini({ currentTools: ["Microsoft Outlook"] }))).toEqual(expect.arrayContaining(["Microsoft 365 Copilot"]));
    expect(names(withGemini({ currentTools: ["Microsoft Outlook"] }))).not.toContain("ChatGPT");
    const gmail = names(withGemini({ currentTools: ["Gmail"] }));
    expect(gmail).toContain("Gemini for Google Workspace");
    expect(gmail).not.toContain("Microsoft 365 Copilot");
    expect(gmail).not.toContain("ChatGPT");
    // A hands-on trade with a little desk work gets the assistant only.
    expect(names(input(plumber))).not.toContain("Microsoft 365 Copilot");
  });

  it("adds no filler: it stops when the next tool would add too little of the week", () => {
    const tiny = profile([
      [INSTALL, 92],
      [QUOTE, 8],
    ]);
    const chosen = chooseTools(input(tiny));
    expect(chosen.map((c) => c.tool.name)).toEqual(["Jobber"]);
    expect(MIN_MARGINAL_SHARE).toBeGreaterThan(0);
  });

  it("is deterministic whatever the order of the catalogue", () => {
    const a = buildToolkit(input(plumber));
    const b = buildToolkit(input(plumber, { candidates: [...input(plumber).candidates].reverse() }));
    expect(b).toEqual(a);
  });
});

describe("work areas", () => {
  const withArea = (areas: string[], areaActivities: string[][]) => {
    const p = { ...plumber, activities: withWorkAreas(plumber.activities, areaActivities, CATALOGUE) };
    return input(p, { workAreas: areas, areaActivities });
  };

  it("answers every chosen work area: a tool for it, or an honest line", () => {
    const result = buildToolkit(withArea(["Quotes & Estimates", "Underwater Welding"], [[QUOTE.id], []]));
    expect(result.aspects[0]).toMatchObject({ name: "Quotes & Estimates", kind: "area" });
    expect(result.recommendations.some((r) => r.aspectIndex === 0)).toBe(true);
    expect(result.aspects[1]).toMatchObject({ name: "Underwater Welding", description: NO_TOOL_YET("Underwater Welding"), coveredBy: [] });
  });

  it("gives each chosen area a tool of its own where one serves it, specialists before the assistant", () => {
    const estimator = tool("Estimator", "measurement-scanning", [QUOTE, READ], { forOccupations: ["47-"] });
    const assistant = tool("ChatGPT", "general-assistant", [READ, WRITE, PLAN, RECORDS], { toolType: "core" });
    const areas = [[QUOTE.id], [RECORDS.id]];
    const p = { ...plumber, activities: withWorkAreas(plumber.activities, areas, CATALOGUE) };
    const result = buildToolkit(input(p, { workAreas: ["Quotes & Estimates", "Records"], areaActivities: areas, candidates: [jobber, estimator, assistant] }));
    const under = (area: number) =>
      result.recommendations.filter((r) => r.aspectIndex === area).map((r) => [jobber, estimator, assistant].find((t) => t.id === r.toolId)!.name);
    // Jobber is the only specialist for records, so records gets it and quotes the estimator.
    expect(under(0)).toEqual(["Estimator"]);
    expect(under(1)[0]).toBe("Jobber");
  });

  it("says when a tool listed under another heading serves an area", () => {
    const result = buildToolkit(withArea(["Quotes & Estimates", "Records"], [[QUOTE.id], [RECORDS.id]]));
    const second = result.aspects[1]!;
    expect(result.recommendations.some((r) => r.aspectIndex === 1)).toBe(false);
    expect(second.coveredBy).toEqual([jobber.id]);
    expect(second.description).toContain("Jobber");
  });

  it("writes each use case from the job's activity and the tool's own use", () => {
    const [first] = chooseTools(withArea(["Quotes & Estimates"], [[QUOTE.id]]));
    expect(first!.useCase).toBe("For quotes & estimates in your work as a Plumber, use Jobber for estimating job costs.");
  });
});

describe("numbers per activity, counted once", () => {
  it("sizes each tool by its activities' shares, AI success and the study's time saving", () => {
    const result = buildToolkit(input(plumber));
    const jobberGain = result.recommendations.find((r) => r.toolId === jobber.id)!.productivityGain;
    const quote = plumber.activities.find((a) => a.id === QUOTE.id)!;
    const records = plumber.activities.find((a) => a.id === RECORDS.id)!;
    const expected = 100 * (quote.share * activityTimeSaved(quote) + records.share * activityTimeSaved(records));
    expect(jobberGain).toBeCloseTo(Math.floor(expected * 100) / 100, 2);
  });

  it("gives hands-on work no saving, and a second tool on an activity only what the first leaves", () => {
    expect(activityTimeSaved(INSTALL)).toBe(0);
    const chosen = chooseTools(input(plumber));
    const twice = assembleToolkit([...chosen, { ...chosen[0]!, tool: { ...chosen[0]!.tool, id: 999 } }], input(plumber));
    const first = twice.recommendations[0]!.productivityGain;
    const again = twice.recommendations.at(-1)!.productivityGain;
    expect(again).toBeLessThan(first);
  });

  it("reports the whole toolkit's share of the week, never above the bound", () => {
    const result = buildToolkit(input(plumber));
    const sum = result.recommendations.reduce((s, r) => s + r.productivityGain, 0);
    expect(result.totalProductivityGain).toBeCloseTo(sum, 2);
    expect(result.totalProductivityGain).toBeLessThanOrEqual(MAX_TOOLKIT_GAIN);
  });
});
