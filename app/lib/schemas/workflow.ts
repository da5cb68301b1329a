// The workflow generator's rules (visitor-side.md §5): one zod schema per step, used by the page's
// action (parseWithZod), by conform in the browser (constraints and live checks) and by the /api
// calls of §7, so a step refuses the same things with the same words everywhere.
import { z } from "zod";
import { findToolChoice, isOfferedWorkArea, WORKFLOW_INDUSTRIES } from "../workflow-choices";

export const WORKFLOW_LIMITS = { jobRole: 120, additionalInfo: 1000, workflowId: 60 } as const;

export const WORKFLOW_MESSAGES = {
  jobRoleEmpty: "Please enter your job role.",
  jobRoleLong: `Please keep your job role to ${WORKFLOW_LIMITS.jobRole} characters or fewer.`,
  industry: "Please choose your industry.",
  toolNone: "Please choose the one tool you use most.",
  toolMany: "Please choose only one tool.",
  toolUnknown: "Please choose a tool from the list.",
  workAreaNone: "Please choose one work area.",
  workAreaMany: "Please choose only one work area.",
  workAreaUnknown: "Please choose a work area from the list.",
  additionalInfoLong: `Please keep the additional information to ${WORKFLOW_LIMITS.additionalInfo.toLocaleString("en-US")} characters or fewer.`,
  workflowUnknown: "Please choose one of the workflows offered.",
  controlCharacters: "Please remove the control characters from this text.",
  notOurImages: "Only images made by this workflow generator can be downloaded.",
  notOurFlowchart: "Only flowcharts made by this workflow generator can be downloaded.",
} as const;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Trimmed text; empty reads as missing (conform sends nothing for an empty field). */
const text = (empty: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z
      .string({ error: empty })
      .max(max, tooLong)
      .refine((s) => !CONTROL.test(s), WORKFLOW_MESSAGES.controlCharacters),
  );

const optionalText = (max: number, tooLong: string) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : (v ?? undefined)),
      z
        .string()
        .max(max, tooLong)
        .refine((s) => !CONTROL.test(s.replace(/[\r\n\t]/g, " ")), WORKFLOW_MESSAGES.controlCharacters)
        .optional(),
    )
    .transform((v) => v ?? "");

/** One value or a list (a checkbox group posts a list; JSON may send either). */
const list = z.preprocess((v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(z.string().trim().max(100)).max(20));

export const jobRoleField = text(WORKFLOW_MESSAGES.jobRoleEmpty, WORKFLOW_LIMITS.jobRole, WORKFLOW_MESSAGES.jobRoleLong);
export const industryField = z.enum(WORKFLOW_INDUSTRIES, { error: WORKFLOW_MESSAGES.industry });

export const roleStepSchema = z.object({ jobRole: jobRoleField });
export const industryStepSchema = roleStepSchema.extend({ industry: industryField });

function checkTool(value: { jobRole: string; currentTools: string[] }, ctx: z.RefinementCtx) {
  const picked = value.currentTools.filter(Boolean);
  if (picked.length === 0) ctx.addIssue({ code: "custom", path: ["currentTools"], message: WORKFLOW_MESSAGES.toolNone });
  else if (picked.length > 1) ctx.addIssue({ code: "custom", path: ["currentTools"], message: WORKFLOW_MESSAGES.toolMany });
  else if (!findToolChoice(value.jobRole, picked[0]!)) ctx.addIssue({ code: "custom", path: ["currentTools"], message: WORKFLOW_MESSAGES.toolUnknown });
}

function checkWorkArea(value: { jobRole: string; industry: string; selectedWorkArea: string[] }, ctx: z.RefinementCtx) {
  const picked = value.selectedWorkArea.filter(Boolean);
  if (picked.length === 0) ctx.addIssue({ code: "custom", path: ["selectedWorkArea"], message: WORKFLOW_MESSAGES.workAreaNone });
  else if (picked.length > 1) ctx.addIssue({ code: "custom", path: ["selectedWorkArea"], message: WORKFLOW_MESSAGES.workAreaMany });
  else if (!isOfferedWorkArea(value.jobRole, value.industry, picked[0]!))
    ctx.addIssue({ code: "custom", path: ["selectedWorkArea"], message: WORKFLOW_MESSAGES.workAreaUnknown });
}

export const toolStepSchema = industryStepSchema.extend({ currentTools: list }).superRefine(checkTool);

const generateShape = industryStepSchema.extend({
  currentTools: list,
  selectedWorkArea: list,
  additionalInfo: optionalText(WORKFLOW_LIMITS.additionalInfo, WORKFLOW_MESSAGES.additionalInfoLong),
});

/** Step 4, 'Generate Workflows': everything the engine needs. */
export const generateStepSchema = generateShape
  .superRefine((value, ctx) => {
    checkTool(value, ctx);
    checkWorkArea(value, ctx);
  })
  .transform((v) => ({
    jobRole: v.jobRole,
    industry: v.industry,
    currentTool: v.currentTools.filter(Boolean)[0]!,
    selectedWorkArea: v.selectedWorkArea.filter(Boolean)[0]!,
    additionalInfo: v.additionalInfo,
  }));
export type WorkflowInputs = z.output<typeof generateStepSchema>;

const workflowId = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || undefined : v),
  z
    .string({ error: WORKFLOW_MESSAGES.workflowUnknown })
    .max(WORKFLOW_LIMITS.workflowId, WORKFLOW_MESSAGES.workflowUnknown)
    .regex(/^[a-z0-9-]+$/, WORKFLOW_MESSAGES.workflowUnknown),
);

/** Step 5, a Select button. */
export const selectStepSchema = z.object({ workflowId });

/** POST /api/generate-detailed-workflow: the workflow's id plus the same form fields. */
export const detailPayloadSchema = generateShape
  .extend({ workflowId })
  .superRefine((value, ctx) => {
    checkTool(value, ctx);
    checkWorkArea(value, ctx);
  })
  .transform((v) => ({
    inputs: {
      jobRole: v.jobRole,
      industry: v.industry,
      currentTool: v.currentTools.filter(Boolean)[0]!,
      selectedWorkArea: v.selectedWorkArea.filter(Boolean)[0]!,
      additionalInfo: v.additionalInfo,
    } satisfies WorkflowInputs,
    workflowId: v.workflowId,
  }));

/** Which step a form post is for (the page's hidden `step` field). */
export const WORKFLOW_STEPS = [
  { number: 1, label: "Job role" },
  { number: 2, label: "Industry" },
  { number: 3, label: "Current tool" },
  { number: 4, label: "Work area" },
  { number: 5, label: "Choose workflow" },
  { number: 6, label: "Your workflow" },
] as const;

const shortText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !CONTROL.test(s), WORKFLOW_MESSAGES.controlCharacters);

/** A detailed workflow as a client sends it back (images and flowchart calls). */
export const workflowPayloadSchema = z.object({
  id: z.string().max(WORKFLOW_LIMITS.workflowId).optional(),
  title: shortText(200),
  hoursSaved: z.number().min(0).max(40).optional(),
  steps: z
    .array(
      z.object({
        stepNumber: z.number().int().min(1).max(8),
        title: shortText(200),
        description: z
          .string()
          .trim()
          .max(1200)
          .refine((s) => !CONTROL.test(s), WORKFLOW_MESSAGES.controlCharacters),
        tools: z.array(shortText(100)).max(5).default([]),
      }),
    )
    .min(3, "A workflow has 3 to 8 steps.")
    .max(8, "A workflow has 3 to 8 steps."),
  toolLinks: z
    .array(z.object({ name: shortText(100), url: z.string().max(500) }))
    .max(20)
    .optional(),
});
export type WorkflowPayload = z.output<typeof workflowPayloadSchema>;

/** POST /api/generate-workflow-images and -flowchart: { workflow, savedWorkflowId? }. */
export const drawPayloadSchema = z.object({
  workflow: workflowPayloadSchema,
  savedWorkflowId: z.number().int().positive().optional(),
});
