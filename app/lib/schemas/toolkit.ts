// What a toolkit request may contain: the wizard's form, POST /api/analyze-job and the job-role
// input all validate with these, with the specification's texts (visitor-side.md §5).
import { z } from "zod";
import { plainText } from "~/lib/text-rule";
import { WIZARD_INDUSTRIES } from "../catalogue-constants";
import { JOB_TITLE_MESSAGES, validateJobTitle } from "../job-title";

export { JOB_TITLE_MAX, JOB_TITLE_MESSAGES, JOB_TITLE_MIN } from "../job-title";

export const FREE_TEXT_MAX = 2000;
export const SHORT_TEXT_MAX = 200;
export const MAX_WORK_AREAS = 20;
export const MAX_TOOLS_PER_LIST = 30;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

export function jobTitleSchema(emptyMessage: string = JOB_TITLE_MESSAGES.empty) {
  return z.unknown().transform((value, ctx) => {
    const check = validateJobTitle(value, emptyMessage);
    if (check.ok) return check.value;
    ctx.addIssue({ code: "custom", message: check.message });
    return z.NEVER;
  });
}

const text = (max: number, label: string) =>
  z.preprocess((v) => (v === null || v === undefined ? "" : trimmed(v)), plainText(max, `${label} must be ${max} characters or fewer`));

const listItem = z.preprocess(trimmed, plainText(100, "Each item must be 100 characters or fewer").pipe(z.string().min(1)));
export const toolList = z.array(listItem).max(MAX_TOOLS_PER_LIST, `At most ${MAX_TOOLS_PER_LIST} tools per list`).default([]);

/** Other tools are free text split on commas, trimmed, empties dropped (visitor-side.md §5). */
export function splitOtherTools(value: string): string[] {
  return [
    ...new Set(
      value
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

export const currentToolsSchema = z.object({
  fileStorage: toolList,
  videoMeeting: toolList,
  emailClient: toolList,
  crm: toolList,
  otherTools: toolList,
});
export type CurrentToolsInput = z.infer<typeof currentToolsSchema>;
export const EMPTY_CURRENT_TOOLS: CurrentToolsInput = { fileStorage: [], videoMeeting: [], emailClient: [], crm: [], otherTools: [] };

export const industrySchema = z.enum(WIZARD_INDUSTRIES, { error: "Please choose your industry" });

/** Work areas: at least one, trimmed, no repeats (case-insensitive), no upper limit in the UI. */
export const workAreasSchema = z
  .array(listItem)
  .min(1, "Please choose at least one work area")
  .max(MAX_WORK_AREAS, `Please choose at most ${MAX_WORK_AREAS} work areas`)
  .transform((areas) => areas.filter((a, i) => areas.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i));

/** The longest company website address taken (the wizard's field uses it as its maxLength). */
export const COMPANY_URL_MAX = 500;

const companyUrl = z.preprocess(
  (v) => {
    const t = trimmed(v);
    if (typeof t !== "string" || t === "") return "";
    return /^https?:\/\//i.test(t) ? t : `https://${t}`;
  },
  z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "Please enter a valid website address" }).max(COMPANY_URL_MAX)]),
);

/** Everything the engine needs; the wizard and the API both end up here. */
export const analysisInputSchema = z.object({
  jobTitle: jobTitleSchema(),
  industry: industrySchema,
  workAreas: workAreasSchema,
  currentTools: currentToolsSchema.default(EMPTY_CURRENT_TOOLS),
  companyName: text(SHORT_TEXT_MAX, "Company name"),
  companyUrl,
  goalContext: text(FREE_TEXT_MAX, "Goals"),
  customChallenge: text(FREE_TEXT_MAX, "Challenge"),
  jobDescription: text(FREE_TEXT_MAX, "Job description"),
});
export type AnalysisInput = z.infer<typeof analysisInputSchema>;

/** 'Optimize {work areas joined} for {industry}' (visitor-side.md §7). */
export function priorityChallenge(workAreas: readonly string[], industry: string): string {
  return `Optimize ${workAreas.join(", ")} for ${industry}`;
}

/** The composed job description of §7: title, work areas, challenge, tools and context. */
export function composeJobDescription(input: Omit<AnalysisInput, "jobDescription">): string {
  const tools = Object.values(input.currentTools).flat();
  const parts = [
    `Job title: ${input.jobTitle}.`,
    `Industry: ${input.industry}.`,
    `Work areas: ${input.workAreas.join(", ")}.`,
    `Priority challenge: ${priorityChallenge(input.workAreas, input.industry)}.`,
    tools.length ? `Current tools: ${tools.join(", ")}.` : "",
    input.companyName ? `Company: ${input.companyName}${input.companyUrl ? ` (${input.companyUrl})` : ""}.` : "",
    input.goalContext ? `Goals: ${input.goalContext}` : "",
  ];
  return parts.filter(Boolean).join(" ").slice(0, FREE_TEXT_MAX);
}

/**
 * POST /api/analyze-job (visitor-side.md §7). The payload names no industry of its own: it is
 * read from priorityChallenge ('Optimize ... for {industry}') unless given as `industry`.
 */
export const analyzeJobPayloadSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const p = raw as Record<string, unknown>;
  const challenge = typeof p.priorityChallenge === "string" ? p.priorityChallenge : "";
  return {
    ...p,
    industry: p.industry ?? /\bfor (.+)$/.exec(challenge)?.[1]?.trim(),
    currentTools: Array.isArray(p.currentTools) ? { ...EMPTY_CURRENT_TOOLS, otherTools: p.currentTools } : p.currentTools,
  };
}, analysisInputSchema);
