import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { detailPayloadSchema, generateStepSchema, industryStepSchema, roleStepSchema, toolStepSchema, WORKFLOW_MESSAGES } from "./workflow";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const valid = { jobRole: "Marketing Manager", industry: "Marketing", currentTools: ["HubSpot CRM"], selectedWorkArea: "Content Creation", additionalInfo: "" };

describe("workflow step rules (visitor-side.md §5)", () => {
  it("step 1 needs a job role, trimmed, not too long, without control characters", () => {
    expect(firstError(roleStepSchema.safeParse({ jobRole: "   " }))).toBe(WORKFLOW_MESSAGES.jobRoleEmpty);
    expect(firstError(roleStepSchema.safeParse({}))).toBe(WORKFLOW_MESSAGES.jobRoleEmpty);
    expect(firstError(roleStepSchema.safeParse({ jobRole: "x".repeat(121) }))).toBe(WORKFLOW_MESSAGES.jobRoleLong);
    expect(firstError(roleStepSchema.safeParse({ jobRole: "Nurse\u0000" }))).toBe(WORKFLOW_MESSAGES.controlCharacters);
    expect(roleStepSchema.parse({ jobRole: "  Nurse " })).toEqual({ jobRole: "Nurse" });
  });

  it("step 2 needs one of the 11 industries", () => {
    expect(firstError(industryStepSchema.safeParse({ jobRole: "Nurse", industry: "Space" }))).toBe(WORKFLOW_MESSAGES.industry);
    expect(industryStepSchema.safeParse({ jobRole: "Nurse", industry: "Healthcare" }).success).toBe(true);
  });

  it("step 3 needs exactly one tool the role is offered", () => {
    const base = { jobRole: "Marketing Manager", industry: "Marketing" };
    expect(firstError(toolStepSchema.safeParse({ ...base, currentTools: [] }))).toBe(WORKFLOW_MESSAGES.toolNone);
    expect(firstError(toolStepSchema.safeParse({ ...base, currentTools: ["Slack", "Gmail"] }))).toBe(WORKFLOW_MESSAGES.toolMany);
    expect(firstError(toolStepSchema.safeParse({ ...base, currentTools: ["GitHub"] }))).toBe(WORKFLOW_MESSAGES.toolUnknown);
    expect(toolStepSchema.safeParse({ ...base, currentTools: "Slack" }).success).toBe(true);
  });

  it("step 4 needs exactly one of the role's work areas; additional information is optional and bounded", () => {
    expect(generateStepSchema.parse(valid)).toEqual({
      jobRole: "Marketing Manager",
      industry: "Marketing",
      currentTool: "HubSpot CRM",
      selectedWorkArea: "Content Creation",
      additionalInfo: "",
    });
    expect(firstError(generateStepSchema.safeParse({ ...valid, selectedWorkArea: [] }))).toBe(WORKFLOW_MESSAGES.workAreaNone);
    expect(firstError(generateStepSchema.safeParse({ ...valid, selectedWorkArea: ["Content Creation", "Brand Management"] }))).toBe(
      WORKFLOW_MESSAGES.workAreaMany,
    );
    expect(firstError(generateStepSchema.safeParse({ ...valid, selectedWorkArea: "Surgery" }))).toBe(WORKFLOW_MESSAGES.workAreaUnknown);
    expect(firstError(generateStepSchema.safeParse({ ...valid, additionalInfo: "x".repeat(1001) }))).toBe(WORKFLOW_MESSAGES.additionalInfoLong);
    expect(generateStepSchema.parse({ ...valid, additionalInfo: "We post\ntwice a week" }).additionalInfo).toBe("We post\ntwice a week");
  });

  it("a workflow id must look like one of ours", () => {
    expect(firstError(detailPayloadSchema.safeParse({ ...valid, workflowId: "../../etc" }))).toBe(WORKFLOW_MESSAGES.workflowUnknown);
    expect(detailPayloadSchema.parse({ ...valid, workflowId: "campaign-planning" }).workflowId).toBe("campaign-planning");
  });

  it("reads the page's form posts the same way (conform)", () => {
    const ok = parseWithZod(
      form([
        ["jobRole", "Marketing Manager"],
        ["industry", "Marketing"],
        ["currentTools", "Slack"],
        ["selectedWorkArea", "Lead Generation"],
      ]),
      { schema: generateStepSchema },
    );
    expect(ok.status).toBe("success");
    const two = parseWithZod(
      form([
        ["jobRole", "Marketing Manager"],
        ["industry", "Marketing"],
        ["currentTools", "Slack"],
        ["currentTools", "Gmail"],
      ]),
      { schema: toolStepSchema },
    );
    expect(two.status).toBe("error");
    expect(two.reply().error?.currentTools).toEqual([WORKFLOW_MESSAGES.toolMany]);
    const empty = parseWithZod(form([["jobRole", ""]]), { schema: roleStepSchema });
    expect(empty.reply().error?.jobRole).toEqual([WORKFLOW_MESSAGES.jobRoleEmpty]);
  });
});
