import { describe, expect, it } from "vitest";
import { WORK_ACTIVITY_TEXTS } from "../content/work-activities";
import { hoursSavedPerWeek } from "./productivity";
import { activityTimeSaved, type ActivityProfile } from "./work-activities";
import { findToolChoice } from "./workflow-choices";
import {
  composeDetailedWorkflow,
  composeWorkflowOptions,
  MAX_OPTIONS,
  MIN_OPTIONS,
  scoreTemplate,
  toolFor,
  workflowGain,
  workflowHours,
  type WorkflowCatalogueTool,
  type WorkflowEngineInput,
} from "./workflow-engine";
import { TEMPLATE_BY_ID, WORKFLOW_TEMPLATES } from "../content/workflow-templates";

const tools: WorkflowCatalogueTool[] = [
  { id: 1, name: "ChatGPT", webLink: "https://chatgpt.com/", kind: "general-assistant" },
  { id: 2, name: "Jasper", webLink: "https://www.jasper.ai/", kind: "marketing-copy" },
  { id: 3, name: "Perplexity AI", webLink: "https://www.perplexity.ai/", kind: "web-research" },
  { id: 4, name: "Canva Magic Studio", webLink: "https://www.canva.com/magic/", kind: "graphic-design" },
  { id: 5, name: "Grammarly", webLink: "https://www.grammarly.com/", kind: "writing-assistant" },
];

/** A profile over real activity ids, with the shares given (they add up to 1). */
function profile(shares: Record<string, number>, code = "11-2021.00"): ActivityProfile {
  const total = Object.values(shares).reduce((a, b) => a + b, 0);
  return {
    basis: { kind: "occupation", code, title: "Test occupation" },
    activities: Object.entries(shares).map(([id, share]) => {
      const text = WORK_ACTIVITY_TEXTS.find((a) => a.id === id)!;
      return { ...text, completion: 0.9, scope: 0.7, meanShare: 0.005, share: share / total, areas: [] };
    }),
  };
}

// A marketer: writing for commercial purposes, marketing materials, editing, planning.
const marketer = profile({ "4.A.3.b.6.I16": 30, "4.A.2.b.2.I12": 25, "4.A.2.b.1.I07": 20, "4.A.2.b.6.I02": 25 });
// A lawyer: legal documents, advice, negotiation, research.
const lawyer = profile({ "4.A.3.b.6.I14": 30, "4.A.4.b.6.I08": 30, "4.A.4.a.7.I02": 10, "4.A.2.a.4.I08": 30 }, "23-1011.00");

function input(overrides: Partial<WorkflowEngineInput> & { tool?: string } = {}): WorkflowEngineInput {
  const jobRole = overrides.jobRole ?? "Marketing Manager";
  return {
    jobRole,
    industry: "Marketing",
    ownTool: findToolChoice(jobRole, overrides.tool ?? "HubSpot CRM")!,
    workArea: "Content Creation",
    additionalInfo: "",
    profile: marketer,
    areaActivities: ["4.A.3.b.6.I16", "4.A.2.b.2.I22"],
    tools,
    ...overrides,
  };
}

describe("workflow options", () => {
  it("offers 3 to 5 options with distinct ids, the work area's own first, the same every time", () => {
    const options = composeWorkflowOptions(input());
    expect(options.length).toBeGreaterThanOrEqual(MIN_OPTIONS);
    expect(options.length).toBeLessThanOrEqual(MAX_OPTIONS);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(options[0]!.id).toBe("content-draft-pipeline");
    expect(composeWorkflowOptions(input())).toEqual(options);
  });

  it("sizes every option by its activities' shares of the person's week and what AI saves on them", () => {
    const template = TEMPLATE_BY_ID.get("content-draft-pipeline")!;
    const expected = template.activities.reduce((sum, id) => {
      const a = marketer.activities.find((x) => x.id === id);
      return a ? sum + a.share * activityTimeSaved(a) : sum;
    }, 0);
    expect(workflowGain(template, marketer)).toBeCloseTo(Math.round(expected * 1000) / 10, 5);
    expect(workflowHours(template, marketer)).toBe(hoursSavedPerWeek(workflowGain(template, marketer)));
    for (const option of composeWorkflowOptions(input())) expect(option.estimatedSavings).toBe(workflowHours(TEMPLATE_BY_ID.get(option.id)!, marketer));
    // Work the person does not do saves them nothing.
    expect(workflowGain(TEMPLATE_BY_ID.get("code-feature-flow")!, marketer)).toBe(0);
  });

  it("never offers a workflow whose main work is not the person's", () => {
    const ids = composeWorkflowOptions(input()).map((o) => o.id);
    expect(ids).not.toContain("code-feature-flow");
    expect(ids).not.toContain("clinical-notes");
    expect(ids).not.toContain("trades-quote-to-invoice");
  });

  it("gives a lawyer legal work even for a work area that asks for none", () => {
    const options = composeWorkflowOptions(
      input({ jobRole: "Lawyer", tool: "Gmail", profile: lawyer, workArea: "Project Planning", areaActivities: ["4.A.2.b.6.I02"] }),
    );
    expect(options.map((o) => o.id)).toContain("legal-drafting");
    expect(options.map((o) => o.id)).not.toContain("content-draft-pipeline");
  });

  it("reads the additional information", () => {
    const social = TEMPLATE_BY_ID.get("social-media-batch")!;
    const plain = scoreTemplate(social, input({ workArea: "Brand Management", areaActivities: [] }));
    expect(
      scoreTemplate(social, input({ workArea: "Brand Management", areaActivities: [], additionalInfo: "Mostly Instagram and LinkedIn posts" })),
    ).toBeCloseTo(plain + 0.5);
  });

  it("every template has 3 to 6 steps, known activities and a kind for every step", () => {
    const ids = new Set(WORK_ACTIVITY_TEXTS.map((a) => a.id));
    for (const template of WORKFLOW_TEMPLATES) {
      expect(template.steps.length).toBeGreaterThanOrEqual(3);
      expect(template.steps.length).toBeLessThanOrEqual(6);
      expect(template.activities.length).toBeGreaterThan(0);
      for (const id of template.activities) expect(ids.has(id)).toBe(true);
      for (const step of template.steps) expect(step.kinds.length).toBeGreaterThan(0);
    }
  });
});

describe("detailed workflow", () => {
  it("numbers 3 to 8 steps whose tools are offered catalogue tools or the person's own, with their real links", () => {
    const i = input({ additionalInfo: "We publish a weekly newsletter" });
    const detail = composeDetailedWorkflow(i, "content-draft-pipeline")!;
    expect(detail.steps.map((s) => s.stepNumber)).toEqual(detail.steps.map((_, n) => n + 1));
    expect(detail.steps.length).toBeGreaterThanOrEqual(3);
    expect(detail.steps.length).toBeLessThanOrEqual(8);
    const allowed = new Map([...tools.map((t) => [t.name, t.webLink] as const), ["HubSpot CRM", "https://www.hubspot.com/products/crm"]]);
    for (const step of detail.steps) for (const tool of step.tools) expect(allowed.has(tool)).toBe(true);
    for (const link of detail.toolLinks) expect(link.url).toBe(allowed.get(link.name));
    expect(detail.steps.at(-1)!.tools).toEqual(["HubSpot CRM"]);
    expect(detail.steps[0]!.description).toContain("We publish a weekly newsletter");
    expect(detail.steps.find((s) => s.title === "Draft with AI")!.tools).toEqual(["Jasper"]);
  });

  it("fills a step with its kind of tool, else a general assistant", () => {
    expect(toolFor(["marketing-copy"], tools)!.name).toBe("Jasper");
    expect(toolFor(["field-service-management"], tools)!.name).toBe("ChatGPT");
    expect(toolFor(["field-service-management"], [])).toBeNull();
  });

  it("starts from the person's analytics tool when that is the tool they use", () => {
    const detail = composeDetailedWorkflow(input({ tool: "Google Analytics" }), "content-draft-pipeline")!;
    expect(detail.steps[0]!.title).toBe("Pull the numbers from Google Analytics");
  });

  it("refuses an unknown id and an option not offered for these inputs", () => {
    expect(composeDetailedWorkflow(input(), "no-such-workflow")).toBeNull();
    expect(composeDetailedWorkflow(input(), "code-feature-flow")).toBeNull();
  });
});
