// The toolkit builder wizard's state and its step transitions (visitor-side.md §2, §4, §5).
// Pure and isomorphic: the route's action runs these on a posted form (JavaScript off), and the
// page runs the very same functions in the browser (JavaScript on), so both give the same steps,
// the same checks and the same error texts, all taken from the shared zod schemas.
import { WIZARD_INDUSTRIES, type JobCategory } from "~/lib/catalogue-constants";
import { detectJobCategory } from "~/lib/job-categories";
import { JOB_CATEGORY_DEFINITIONS, type ToolOptionLists } from "~/content/job-categories";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  analysisInputSchema,
  composeJobDescription,
  FREE_TEXT_MAX,
  MAX_TOOLS_PER_LIST,
  MAX_WORK_AREAS,
  splitOtherTools,
  type AnalysisInput,
} from "~/lib/schemas/toolkit";
import { wizardErrorField, wizardStepOptions } from "~/lib/schemas/wizard";

export const WIZARD_STEP_COUNT = 4;
export type WizardStep = 1 | 2 | 3 | 4;

export const TOOL_GROUPS = [
  { key: "fileStorage", label: "File storage" },
  { key: "videoMeeting", label: "Video meetings" },
  { key: "emailClient", label: "Email client" },
  { key: "crm", label: "CRM / project tools" },
] as const;
export type ToolGroup = (typeof TOOL_GROUPS)[number]["key"];

/** A custom work area is at most this long (the schema's limit for any list item). */
export const WORK_AREA_MAX = 100;

export interface WizardState {
  industry: string;
  /** In the order chosen; suggested and custom areas alike. */
  workAreas: string[];
  tools: Record<ToolGroup, string[]>;
  /** Free text, split on commas when the step is left and when the toolkit is generated. */
  otherTools: string;
  companyName: string;
  companyUrl: string;
}

export type WizardErrorKey = "industry" | "workAreas" | "customArea" | ToolGroup | "otherTools" | "companyName" | "companyUrl" | "form";
export type WizardErrors = Partial<Record<WizardErrorKey, string>>;

export interface WizardView {
  step: WizardStep;
  state: WizardState;
  errors: WizardErrors;
  /** The text in step 2's 'add your own' field. */
  customArea: string;
}

export type WizardIntent =
  { type: "back" } | { type: "next" } | { type: "add-area" } | { type: "remove-area"; area: string } | { type: "generate"; skipCompany: boolean };

export const emptyWizardState = (): WizardState => ({
  industry: "",
  workAreas: [],
  tools: { fileStorage: [], videoMeeting: [], emailClient: [], crm: [] },
  otherTools: "",
  companyName: "",
  companyUrl: "",
});

export const initialWizardView = (): WizardView => ({ step: 1, state: emptyWizardState(), errors: {}, customArea: "" });

/** Step 2 offers this many of the occupation's own work areas. */
export const WIZARD_AREA_COUNT = 8;

/** What the wizard offers for a job title: its category, its work areas and the category's tool lists. */
export interface WizardOptions {
  categoryLabel: string;
  workAreas: string[];
  toolOptions: ToolOptionLists;
}

/**
 * The work areas are the title's occupation's own when the server found some (a plumber is offered
 * quotes and site diaries, not slide design), else the category's suggestions; a title whose words
 * name no category takes its occupation's (a plumber's is Operations, not General).
 */
export function wizardOptions(jobTitle: string, occupation: { workAreas: readonly string[]; category: JobCategory | null } = NO_OCCUPATION): WizardOptions {
  const detected = detectJobCategory(jobTitle);
  const definition = JOB_CATEGORY_DEFINITIONS[detected === "general" && occupation.category ? occupation.category : detected];
  const workAreas = occupation.workAreas.length > 0 ? [...occupation.workAreas] : definition.workAreas;
  return { categoryLabel: definition.label, workAreas, toolOptions: definition.toolOptions };
}

const NO_OCCUPATION = { workAreas: [], category: null };

/** The work areas of the category a title's words name, to put first among its occupation's own; none for General. */
export function namedCategoryAreas(jobTitle: string): string[] {
  const detected = detectJobCategory(jobTitle);
  return detected === "general" ? [] : JOB_CATEGORY_DEFINITIONS[detected].workAreas;
}

export const INDUSTRY_OPTIONS: readonly string[] = WIZARD_INDUSTRIES;

// ---------------------------------------------------------------------------------------------
// Reading and writing the form. Posted values are capped just above the schemas' limits, so an
// oversized post is still refused with the schema's message but never echoed back in bulk.

const LIST_CAP = Math.max(MAX_WORK_AREAS, MAX_TOOLS_PER_LIST) + 1;
const TEXT_CAP = FREE_TEXT_MAX + 1;

const text = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value.slice(0, TEXT_CAP) : "");
const list = (formData: FormData, name: string): string[] =>
  formData
    .getAll(name)
    .map(text)
    .map((v) => v.trim())
    .filter(Boolean)
    .slice(0, LIST_CAP);

export function parseStep(value: FormDataEntryValue | null): WizardStep {
  const n = Number(typeof value === "string" ? value : "");
  return n === 2 || n === 3 || n === 4 ? n : 1;
}

/**
 * The button pressed: back | next | add-area | generate | skip (generate without the company
 * step's answers) | remove-area:{area}. Anything else is read as next.
 */
export function parseIntent(value: FormDataEntryValue | null): WizardIntent {
  const raw = typeof value === "string" ? value : "";
  if (raw === "back" || raw === "add-area") return { type: raw };
  if (raw === "generate") return { type: "generate", skipCompany: false };
  if (raw === "skip") return { type: "generate", skipCompany: true };
  if (raw.startsWith("remove-area:")) return { type: "remove-area", area: raw.slice("remove-area:".length) };
  return { type: "next" };
}

export function readWizardForm(formData: FormData): { step: WizardStep; intent: WizardIntent; state: WizardState; customArea: string } {
  const state: WizardState = {
    industry: text(formData.get("industry")).trim(),
    workAreas: dedupe(list(formData, "workArea")),
    tools: {
      fileStorage: dedupe(list(formData, "fileStorage")),
      videoMeeting: dedupe(list(formData, "videoMeeting")),
      emailClient: dedupe(list(formData, "emailClient")),
      crm: dedupe(list(formData, "crm")),
    },
    otherTools: text(formData.get("otherTools")),
    companyName: text(formData.get("companyName")),
    companyUrl: text(formData.get("companyUrl")),
  };
  return { step: parseStep(formData.get("step")), intent: parseIntent(formData.get("intent")), state, customArea: text(formData.get("customArea")) };
}

/** The whole state as form fields, in the names the action reads. */
export function stateEntries(state: WizardState): [string, string][] {
  return [
    ["industry", state.industry],
    ...state.workAreas.map((a): [string, string] => ["workArea", a]),
    ...TOOL_GROUPS.flatMap(({ key }) => state.tools[key].map((t): [string, string] => [key, t])),
    ["otherTools", state.otherTools],
    ["companyName", state.companyName],
    ["companyUrl", state.companyUrl],
  ];
}

/**
 * The fields that travel hidden on a step: everything the step does not show as a control.
 * Step 2 shows suggested areas as checkboxes, so custom areas travel hidden; step 3 likewise
 * keeps any chosen tool that is not among its checkboxes.
 */
export function hiddenEntries(state: WizardState, step: WizardStep, options: WizardOptions): [string, string][] {
  const suggested = new Set(options.workAreas.map(lower));
  return stateEntries(state).filter(([name, value]) => {
    if (name === "industry") return step !== 1;
    if (name === "workArea") return step !== 2 || !suggested.has(lower(value));
    if (name === "otherTools") return step !== 3;
    if (name === "companyName" || name === "companyUrl") return step !== 4;
    const group = name as ToolGroup;
    return step !== 3 || !options.toolOptions[group].includes(value);
  });
}

export function wizardFormData(state: WizardState, step: WizardStep, intent: string): FormData {
  const formData = new FormData();
  for (const [name, value] of stateEntries(state)) formData.append(name, value);
  formData.append("step", String(step));
  formData.append("intent", intent);
  return formData;
}

// ---------------------------------------------------------------------------------------------
// Work areas

const lower = (s: string) => s.trim().toLowerCase();

function dedupe(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = lower(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const isAreaChosen = (areas: readonly string[], area: string) => areas.some((a) => lower(a) === lower(area));

/** Add is possible when the trimmed text is not blank and not already chosen (any case). */
export const canAddWorkArea = (areas: readonly string[], textValue: string) => textValue.trim() !== "" && !isAreaChosen(areas, textValue);

/** Tick or untick a suggested area. */
export function toggleWorkArea(areas: readonly string[], area: string, checked: boolean): string[] {
  if (!checked) return areas.filter((a) => lower(a) !== lower(area));
  return isAreaChosen(areas, area) ? [...areas] : [...areas, area];
}

/**
 * Add a custom area: trimmed; typing a suggestion in another case picks the suggestion itself.
 * Answers the new list, or an error for blank, repeated or over-long text.
 */
export function addWorkArea(areas: readonly string[], textValue: string, suggestions: readonly string[] = []): { areas: string[]; error?: string } {
  const area = textValue.trim().replace(/\s+/g, " ");
  if (area === "") return { areas: [...areas], error: "Please type a work area to add" };
  if (area.length > WORK_AREA_MAX) return { areas: [...areas], error: `Each item must be ${WORK_AREA_MAX} characters or fewer` };
  if (isAreaChosen(areas, area)) return { areas: [...areas], error: `'${area}' is already chosen` };
  const suggestion = suggestions.find((s) => lower(s) === lower(area));
  return { areas: [...areas, suggestion ?? area] };
}

export const removeWorkArea = (areas: readonly string[], area: string) => areas.filter((a) => lower(a) !== lower(area));

/** Other tools as the field shows them after it loses focus: split on commas, trimmed, no empties. */
export const tidyOtherTools = (value: string) => splitOtherTools(value).join(", ");

// ---------------------------------------------------------------------------------------------
// Validation, with the schemas' texts

const firstMessage = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? "Please check this field";

function currentToolsOf(state: WizardState) {
  return { ...state.tools, otherTools: splitOtherTools(state.otherTools) };
}

/** A step's fields checked with its one schema, as conform's submission (the action replies with it). */
export function stepSubmission(step: WizardStep, state: WizardState) {
  return parseWithZod(wizardFormData(state, step, "next"), wizardStepOptions(step));
}

/** The errors that stop Continue on a step; empty when the step may be left. */
export function validateStep(step: WizardStep, state: WizardState): WizardErrors {
  const submission = stepSubmission(step, state);
  const errors: WizardErrors = {};
  if (submission.status === "success") return errors;
  for (const [key, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.length) errors[wizardErrorField(key) as WizardErrorKey] ??= messages[0];
  }
  return errors;
}

const STEP_OF_FIELD: Record<string, WizardStep> = { industry: 1, workAreas: 2, currentTools: 3, companyName: 4, companyUrl: 4 };

/**
 * The analysis input for the whole wizard, validated with analysisInputSchema and given the
 * composed job description; or the first step that is wrong, with its errors.
 */
export function toAnalysisInput(
  jobTitle: string,
  state: WizardState,
): { ok: true; input: AnalysisInput } | { ok: false; step: WizardStep; errors: WizardErrors } {
  const parsed = analysisInputSchema.safeParse({
    jobTitle,
    industry: state.industry,
    workAreas: state.workAreas,
    currentTools: currentToolsOf(state),
    companyName: state.companyName,
    companyUrl: state.companyUrl,
    goalContext: "",
    customChallenge: "",
    jobDescription: "",
  });
  if (parsed.success) {
    const { jobDescription: _unused, ...rest } = parsed.data;
    return { ok: true, input: { ...parsed.data, jobDescription: composeJobDescription(rest) } };
  }
  const steps = parsed.error.issues.map((issue) => STEP_OF_FIELD[String(issue.path[0])] ?? 1);
  const step = Math.min(...steps) as WizardStep;
  const errors = validateStep(step, state);
  if (Object.keys(errors).length === 0) errors.form = firstMessage(parsed.error);
  return { ok: false, step, errors };
}

// ---------------------------------------------------------------------------------------------
// Transitions

export type WizardTransition =
  { type: "view"; view: WizardView; invalid: boolean } | { type: "generate"; input: AnalysisInput; state: WizardState } | { type: "leave" };

/** What a button press does on a step: the one state machine of the browser and the action. */
export function applyIntent(jobTitle: string, view: WizardView, intent: WizardIntent, options: WizardOptions): WizardTransition {
  const { step, customArea } = view;
  let state = view.state;
  if (step === 3) state = { ...state, otherTools: tidyOtherTools(state.otherTools) };
  const show = (next: Partial<WizardView>, invalid = false): WizardTransition => ({
    type: "view",
    view: { step, state, errors: {}, customArea, ...next },
    invalid,
  });

  switch (intent.type) {
    case "back":
      return step === 1 ? { type: "leave" } : show({ step: (step - 1) as WizardStep });
    case "add-area": {
      const added = addWorkArea(state.workAreas, customArea, options.workAreas);
      if (added.error) return show({ step: 2, errors: { customArea: added.error } }, true);
      state = { ...state, workAreas: added.areas };
      return show({ step: 2, customArea: "" });
    }
    case "remove-area":
      state = { ...state, workAreas: removeWorkArea(state.workAreas, intent.area) };
      return show({ step: 2 });
    case "next":
      if (step < WIZARD_STEP_COUNT) {
        const errors = validateStep(step, state);
        if (Object.keys(errors).length > 0) return show({ errors }, true);
        return show({ step: (step + 1) as WizardStep });
      }
      return applyIntent(jobTitle, { ...view, state }, { type: "generate", skipCompany: false }, options);
    case "generate": {
      if (intent.skipCompany) state = { ...state, companyName: "", companyUrl: "" };
      const result = toAnalysisInput(jobTitle, state);
      if (!result.ok) return show({ step: result.step, errors: result.errors }, true);
      return { type: "generate", input: result.input, state };
    }
  }
}

/** The text shown when creating the analysis fails (visitor-side.md §8). */
export const ANALYSIS_FAILED_TITLE = "Analysis Failed";
export const analysisFailedMessage = (message: string | null | undefined) => (message && message.trim()) || "Please try again.";
