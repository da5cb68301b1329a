import { describe, expect, it } from "vitest";
import { hoursSavedPerWeek } from "./productivity";
import { workProfile } from "./work-profile";
import { findToolChoice } from "./workflow-choices";
import {
  composeDetailedWorkflow,
  composeWorkflowOptions,
  MAX_OPTIONS,
  scoreTemplate,
  MIN_OPTIONS,
  workflowGain,
  workflowHours,
  type WorkflowCatalogueTool,
  type WorkflowEngineInput,
} from "./workflow-engine";
import { TEMPLATE_BY_ID, WORKFLOW_TEMPLATES } from "./workflow-templates";

const tools: WorkflowCatalogueTool[] = [
  { id: 1, name: "ChatGPT", webLink: "https://chatgpt.com/", purposes: ["assistant", "writing"] },
  { id: 2, name: "Jasper", webLink: "https://www.jasper.ai/", purposes: ["marketing", "writing"] },
  { id: 3, name: "Perplexity AI", webLink: "https://www.perplexity.ai/", purposes: ["research"] },
  { id: 4, name: "Canva Magic Studio", webLink: "https://www.canva.com/magic/", purposes: ["visual-design"] },
  { id: 5, name: "Otter.ai", webLink: "https://otter.ai/", purposes: ["meetings"] },
  { id: 6, name: "Motion", webLink: "https://www.usemotion.com/", purposes: ["planning"] },
  { id: 7, name: "Julius AI", webLink: "https://julius.ai/", purposes: ["data-analysis"] },
];

function input(overrides: Partial<WorkflowEngineInput> & { jobRole?: string; workArea?: string; tool?: string } = {}): WorkflowEngineInput {
  const jobRole = overrides.jobRole ?? "Marketing Manager";
  const workArea = overrides.workArea ?? "Content Creation";
  return {
    jobRole,
    industry: "Marketing",
    ownTool: findToolChoice(jobRole, overrides.tool ?? "HubSpot CRM")!,
    workArea,
    additionalInfo: "",
    profile: workProfile({ occupation: null, workAreas: [workArea], industry: "Marketing & Advertising", titleCategory: "marketing" }),
    aiApplicabilityScore: null,
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

  it("computes every option's hours by the method, never a fixed number", () => {
    for (const option of composeWorkflowOptions(input())) {
      const template = TEMPLATE_BY_ID.get(option.id)!;
      expect(option.estimatedSavings).toBe(workflowHours(template, null));
    }
    // Writing (Noy and Zhang, 40% of the task) over a specialist's 15% of the week: 6% -> 2.4 h.
    expect(workflowGain({ evidenceTask: "writing", scope: "specialist" }, null)).toBe(6);
    expect(workflowHours({ evidenceTask: "writing", scope: "specialist" }, null)).toBe(2.4);
    // The general whole-week figure (5.4%) spread over the share the workflow covers.
    expect(workflowGain({ evidenceTask: "general", scope: "assistant" }, null)).toBe(0.5);
    // A more AI-applicable occupation saves more, within the bound.
    expect(workflowHours({ evidenceTask: "writing", scope: "specialist" }, 0.3)).toBe(hoursSavedPerWeek(9));
    expect(workflowHours({ evidenceTask: "writing", scope: "specialist" }, 0.01)).toBe(hoursSavedPerWeek(3));
  });

  it("never offers a workflow for work the person does not do", () => {
    const ids = composeWorkflowOptions(input()).map((o) => o.id);
    expect(ids).not.toContain("code-feature-flow");
    expect(ids).not.toContain("clinical-notes");
    const coder = composeWorkflowOptions(input({ jobRole: "Software Developer", workArea: "Code Review", tool: "GitHub" }));
    expect(coder.map((o) => o.id)).toContain("code-feature-flow");
  });

  it("reads the additional information and puts the person's own trade first", () => {
    const social = TEMPLATE_BY_ID.get("social-media-batch")!;
    const plain = scoreTemplate(social, input({ workArea: "Brand Management" }));
    expect(scoreTemplate(social, input({ workArea: "Brand Management", additionalInfo: "Mostly Instagram and LinkedIn posts" }))).toBeCloseTo(plain + 0.5);
    // A lawyer whose work area asks for no workflow of its own still gets contract work first.
    const lawyer = input({
      jobRole: "Lawyer",
      workArea: "Project Planning",
      tool: "Gmail",
      profile: workProfile({
        occupation: { code: "23-1011.00", title: "Lawyers" },
        workAreas: ["Project Planning"],
        industry: "Professional Services",
        titleCategory: "professional_services",
      }),
    });
    expect(composeWorkflowOptions(lawyer).map((o) => o.id)).toContain("legal-drafting");
  });

  it("every template has 3 to 6 steps, so a workflow with the person's own tool has 4 to 7", () => {
    for (const template of WORKFLOW_TEMPLATES) {
      expect(template.steps.length).toBeGreaterThanOrEqual(3);
      expect(template.steps.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("detailed workflow", () => {
  it("numbers 3 to 8 steps whose tools are catalogue tools or the person's own, with their real links", () => {
    const i = input({ additionalInfo: "We publish a weekly newsletter" });
    const detail = composeDetailedWorkflow(i, "content-draft-pipeline")!;
    expect(detail.steps.map((s) => s.stepNumber)).toEqual(detail.steps.map((_, n) => n + 1));
    expect(detail.steps.length).toBeGreaterThanOrEqual(3);
    expect(detail.steps.length).toBeLessThanOrEqual(8);
    expect(detail.hoursSaved).toBe(2.4);
    const allowed = new Map([...tools.map((t) => [t.name, t.webLink] as const), ["HubSpot CRM", "https://www.hubspot.com/products/crm"]]);
    for (const step of detail.steps) for (const tool of step.tools) expect(allowed.has(tool)).toBe(true);
    for (const link of detail.toolLinks) expect(link.url).toBe(allowed.get(link.name));
    expect(detail.toolLinks.map((l) => l.name)).toContain("HubSpot CRM");
    expect(detail.steps.at(-1)!.tools).toEqual(["HubSpot CRM"]);
    expect(detail.steps[0]!.description).toContain("We publish a weekly newsletter");
    expect(detail.steps.find((s) => s.title === "Draft with AI")!.tools).toEqual(["Jasper"]);
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
