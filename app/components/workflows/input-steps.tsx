// Steps 1 to 4 of the workflow generator (visitor-side.md §2, §5): each a plain form posted to the
// page's action, with the earlier answers in hidden fields. With JavaScript, conform checks the
// step in the browser first (the same zod schema), and Remix submits without reloading.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { generateStepSchema, industryStepSchema, roleStepSchema, toolStepSchema, WORKFLOW_LIMITS } from "~/lib/schemas/workflow";
import { toolChoicesFor, workAreasFor, WORKFLOW_INDUSTRIES } from "~/lib/workflow-choices";
import { stepHref, type WorkflowDraft } from "~/lib/workflow-url";

const SCHEMAS = { 1: roleStepSchema, 2: industryStepSchema, 3: toolStepSchema, 4: generateStepSchema } as const;
const CONSTRAINTS = {
  1: getZodConstraint(roleStepSchema),
  2: getZodConstraint(industryStepSchema),
  3: {},
  4: {},
} as const;

export type InputStep = 1 | 2 | 3 | 4;

interface StepProps {
  step: InputStep;
  draft: WorkflowDraft;
  lastResult: SubmissionResult<string[]> | null;
}

/** The earlier steps' answers travel with the form; the current step's fields are left out. */
function Hidden({ draft, except }: { draft: WorkflowDraft; except: (keyof WorkflowDraft)[] }) {
  const fields: [string, string][] = [
    ["jobRole", draft.jobRole],
    ["industry", draft.industry],
    ["currentTools", draft.tool],
    ["selectedWorkArea", draft.workArea],
    ["additionalInfo", draft.additionalInfo],
  ];
  const keyOf: Record<string, keyof WorkflowDraft> = {
    jobRole: "jobRole",
    industry: "industry",
    currentTools: "tool",
    selectedWorkArea: "workArea",
    additionalInfo: "additionalInfo",
  };
  return (
    <>
      {fields
        .filter(([name, value]) => value && !except.includes(keyOf[name]!))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-700" aria-live="polite">
      {errors?.[0] ?? ""}
    </p>
  );
}

function Actions({ step, draft, busy }: { step: InputStep; draft: WorkflowDraft; busy: boolean }) {
  const label = step === 4 ? (busy ? "Generating Workflows..." : "Generate Workflows") : busy ? "Loading..." : "Next";
  return (
    <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
      {step > 1 ? (
        <Link to={stepHref(step - 1, draft)} className="btn-outline" preventScrollReset>
          Back
        </Link>
      ) : (
        <span />
      )}
      <button type="submit" className="btn-primary min-w-36" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" /> : null}
        {label}
      </button>
    </div>
  );
}

function StepForm({ step, draft, lastResult, children }: StepProps & { children: (fields: ReturnType<typeof useStepForm>[1]) => ReactNode }) {
  const [form, fields] = useStepForm(step, lastResult);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("step") === String(step);
  const except: (keyof WorkflowDraft)[] = step === 1 ? ["jobRole"] : step === 2 ? ["industry"] : step === 3 ? ["tool"] : ["workArea", "additionalInfo"];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby={`workflow-step-${step}-heading`}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <input type="hidden" name="step" value={step} />
      <Hidden draft={draft} except={except} />
      {form.errors?.length ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {form.errors[0]}
        </div>
      ) : null}
      {children(fields)}
      <Actions step={step} draft={draft} busy={busy} />
    </Form>
  );
}

function useStepForm(step: InputStep, lastResult: SubmissionResult<string[]> | null) {
  return useForm({
    id: `workflow-step-${step}`,
    lastResult,
    constraint: CONSTRAINTS[step],
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SCHEMAS[step] }),
  });
}

const heading = (step: InputStep, text: string, hint?: string) => (
  <div className="mb-5">
    <h2 id={`workflow-step-${step}-heading`} className="text-xl font-bold text-slate-900">
      {text}
    </h2>
    {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
  </div>
);

export function RoleStep(props: StepProps) {
  return (
    <StepForm {...props}>
      {(fields) => (
        <>
          {heading(1, "What is your job role?", "We shape the workflows, tools and time savings to the work you do.")}
          <label htmlFor={fields.jobRole.id} className="label">
            Job role
          </label>
          <input
            {...getInputProps(fields.jobRole, { type: "text" })}
            key={fields.jobRole.key}
            defaultValue={String(fields.jobRole.initialValue ?? props.draft.jobRole)}
            placeholder="e.g. Marketing Manager"
            autoComplete="organization-title"
            maxLength={WORKFLOW_LIMITS.jobRole}
            className={`field ${fields.jobRole.errors ? "border-red-500" : ""}`}
          />
          <FieldError id={fields.jobRole.errorId} errors={fields.jobRole.errors} />
        </>
      )}
    </StepForm>
  );
}

export function IndustryStep(props: StepProps) {
  return (
    <StepForm {...props}>
      {(fields) => (
        <>
          {heading(2, "Which industry do you work in?")}
          <label htmlFor={fields.industry.id} className="label">
            Industry
          </label>
          <select
            {...getSelectProps(fields.industry)}
            key={fields.industry.key}
            defaultValue={String(fields.industry.initialValue ?? props.draft.industry)}
            className={`field ${fields.industry.errors ? "border-red-500" : ""}`}
          >
            <option value="">Select your industry</option>
            {WORKFLOW_INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </select>
          <FieldError id={fields.industry.errorId} errors={fields.industry.errors} />
        </>
      )}
    </StepForm>
  );
}

export function ToolStep(props: StepProps) {
  const groups = toolChoicesFor(props.draft.jobRole);
  return <StepForm {...props}>{(fields) => <ToolChoices groups={groups} draft={props.draft} field={fields.currentTools} />}</StepForm>;
}

function ToolChoices({
  groups,
  draft,
  field,
}: {
  groups: ReturnType<typeof toolChoicesFor>;
  draft: WorkflowDraft;
  field: { errorId: string; errors?: string[]; initialValue?: unknown };
}) {
  const initial = Array.isArray(field.initialValue)
    ? String(field.initialValue[0] ?? "")
    : typeof field.initialValue === "string"
      ? field.initialValue
      : draft.tool;
  // §5: one tool; ticking another replaces it, unticking clears it.
  const [chosen, setChosen] = useState(initial);
  return (
    <fieldset aria-describedby={`tool-hint ${field.errorId}`} aria-invalid={field.errors ? true : undefined}>
      <legend className="sr-only">The tool you use most</legend>
      {heading(3, "Which tool do you use most?")}
      <p id="tool-hint" className="-mt-3 mb-5 text-sm text-slate-600">
        Choose one. Your workflow ends (or starts) in the tool you already use.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {groups.map((group) => (
          <fieldset key={group.category} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">{group.category}</legend>
            <div className="mt-1 grid gap-2">
              {group.tools.map((tool) => (
                <label key={tool.name} className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    name="currentTools"
                    value={tool.name}
                    checked={chosen === tool.name}
                    onChange={(event) => setChosen(event.currentTarget.checked ? tool.name : "")}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {tool.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

export function WorkAreaStep(props: StepProps & { areas: string[] }) {
  const areas = props.areas.length > 0 ? props.areas : workAreasFor(props.draft.jobRole, props.draft.industry);
  return (
    <StepForm {...props}>
      {(fields) => (
        <>
          <fieldset aria-describedby={fields.selectedWorkArea.errorId} aria-invalid={fields.selectedWorkArea.errors ? true : undefined}>
            <legend className="sr-only">Work area</legend>
            {heading(4, "Which area of your work should AI help with?", "Choose one work area.")}
            <div className="grid gap-2 sm:grid-cols-2">
              {areas.map((area) => (
                <label
                  key={area}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm text-slate-800 hover:border-brand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="selectedWorkArea"
                    value={area}
                    defaultChecked={String(fields.selectedWorkArea.initialValue ?? props.draft.workArea) === area}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {area}
                </label>
              ))}
            </div>
            <FieldError id={fields.selectedWorkArea.errorId} errors={fields.selectedWorkArea.errors} />
          </fieldset>
          <div className="mt-4">
            <label htmlFor={fields.additionalInfo.id} className="label">
              Additional information (optional)
            </label>
            <textarea
              {...getTextareaProps(fields.additionalInfo)}
              key={fields.additionalInfo.key}
              defaultValue={String(fields.additionalInfo.initialValue ?? props.draft.additionalInfo)}
              rows={3}
              maxLength={WORKFLOW_LIMITS.additionalInfo}
              placeholder="e.g. We publish a weekly newsletter and two blog posts a month."
              className={`field ${fields.additionalInfo.errors ? "border-red-500" : ""}`}
            />
            <FieldError id={fields.additionalInfo.errorId} errors={fields.additionalInfo.errors} />
          </div>
        </>
      )}
    </StepForm>
  );
}
