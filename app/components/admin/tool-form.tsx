import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { toast } from "~/components/ui/use-toast";
import {
  COMPLEXITY_LEVELS,
  JOB_LEVELS,
  LEARNING_CURVES,
  PRICE_CURRENCIES,
  PRICING_MODELS,
  PRICING_TIERS,
  PRIMARY_FUNCTIONS,
  SKILL_LEVELS,
  TOOL_CATEGORIES,
  TOOL_TYPES,
} from "~/lib/catalogue-constants";
import type { FormProblem } from "~/lib/schemas/report";
import { WORK_ACTIVITY_TEXTS } from "~/content/work-activities";
import { activitiesText, type ToolActivity } from "~/lib/schemas/tool";
import { kindLabel, TOOL_KINDS } from "~/lib/tool-kinds";

// The add/edit tool form (accounts-admin-sales.md §2-§5): every admin field of §3 with the spec's
// defaults, and what the toolkit engine reads: the kind, the O*NET work activities it serves (one
// per line, with how it is used), the occupations and specialties it is made for. It posts to the
// AI Tools route's action, whose answer (lastResult) puts §5's messages beside the fields; the
// same problem shows as a toast.

export type ToolFormValues = Record<string, string | string[] | number | boolean | null | undefined>;

/** §3's defaults for a new tool (complexity "medium" is the scale's middle, intermediate). */
export const NEW_TOOL_DEFAULTS: ToolFormValues = {
  baseProductivityGain: "0",
  baseSavingsPerYear: "0",
  toolType: "assistant",
  complexityLevel: "intermediate",
  implementationTime: "1-2 hours",
  learningCurve: "Easy",
  pricingTier: "Free",
  skillLevel: "beginner",
  primaryFunction: "thinking",
  pricingModel: "Free",
  priceCurrency: "USD",
  isActive: "true",
  logoEmoji: "🤖",
  evidenceTask: "general",
  kind: "other",
};

/** Conform gives the constraints of these four; the rest have defaults (§5). */
const constraint = {
  name: { required: true, maxLength: 120 },
  category: { required: true },
  description: { required: true, maxLength: 1000 },
  webLink: { required: true, maxLength: 500 },
};

const asText = (v: unknown) => (v === null || v === undefined ? "" : Array.isArray(v) ? v.join(", ") : String(v));
/** Stored activities ({ id, how }) as the textarea's lines; text typed back after an error stays as typed. */
const activityLines = (v: unknown) => (Array.isArray(v) && v.every((a) => a && typeof a === "object") ? activitiesText(v as ToolActivity[], "\n") : asText(v));
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined || v === null || v === "" ? [] : [String(v)]);

function Field({ field, label, children, hint }: { field: FieldMetadata<unknown>; label: string; children: ReactNode; hint?: string }) {
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
        {constraint[field.name as keyof typeof constraint]?.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {field.errors?.length ? (
        <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

const inputAttrs = (field: FieldMetadata<unknown>, hint = false) => ({
  id: field.id,
  name: field.name,
  "aria-invalid": field.errors?.length ? true : undefined,
  "aria-describedby": [field.errors?.length ? field.errorId : null, hint ? `${field.id}-hint` : null].filter(Boolean).join(" ") || undefined,
  className: "field",
});

export function ToolForm({
  mode,
  toolId,
  defaults,
  lastResult,
  problem,
}: {
  mode: "create" | "update";
  toolId: number | null;
  defaults: ToolFormValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  problem: FormProblem | null | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<Record<string, unknown>>({
    id: `tool-form-${toolId ?? "new"}`,
    lastResult,
    constraint,
    defaultValue: defaults as Record<string, never>,
    shouldValidate: "onSubmit",
  });
  useEffect(() => {
    if (problem) toast({ title: problem.title, description: problem.description, variant: "destructive" });
  }, [problem, lastResult]);
  const f = fields as unknown as Record<string, FieldMetadata<unknown>>;
  const value = (name: string) => f[name]!.initialValue;
  const select = (name: string, label: string, options: readonly string[], labels: Record<string, string> = {}) => (
    <Field field={f[name]!} label={label}>
      <select {...inputAttrs(f[name]!)} defaultValue={asText(value(name))}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o] ?? o}
          </option>
        ))}
      </select>
    </Field>
  );
  const text = (name: string, label: string, extra: Record<string, unknown> = {}, hint?: string) => (
    <Field field={f[name]!} label={label} hint={hint}>
      <input {...inputAttrs(f[name]!, !!hint)} type="text" defaultValue={asText(value(name))} {...extra} />
    </Field>
  );
  const checkboxes = (name: string, legend: string, options: readonly string[], labels: Record<string, string> = {}) => {
    const chosen = new Set(asList(value(name)));
    const field = f[name]!;
    return (
      <fieldset aria-describedby={field.errors?.length ? field.errorId : undefined}>
        <legend className="label">{legend}</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {options.map((o) => (
            <label key={o} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={field.name} value={o} defaultChecked={chosen.has(o)} className="h-4 w-4" />
              {labels[o] ?? o}
            </label>
          ))}
        </div>
        {field.errors?.length ? (
          <p id={field.errorId} className="mt-1 text-sm font-medium text-red-700">
            {field.errors[0]}
          </p>
        ) : null}
      </fieldset>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} noValidate preventScrollReset className="space-y-4">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="mode" value={mode} />
      {toolId !== null ? <input type="hidden" name="id" value={toolId} /> : null}
      <FormAlert problem={problem} />
      {form.errors?.length && !problem ? <p className="text-sm font-medium text-red-700">{form.errors[0]}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text("name", "Name", { maxLength: 120, required: true })}
        {select("category", "Category", ["", ...TOOL_CATEGORIES], { "": "Choose a category" })}
      </div>
      <Field field={f.description!} label="Description">
        <textarea {...inputAttrs(f.description!)} rows={3} maxLength={1000} required defaultValue={asText(value("description"))} />
      </Field>
      {text("webLink", "Web link", { type: "url", maxLength: 500, required: true, placeholder: "https://" })}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {text("baseProductivityGain", "Base productivity gain (%)", { inputMode: "decimal" })}
        {text("baseSavingsPerYear", "Base savings per year ($)", { inputMode: "numeric" })}
        {select("toolType", "Tool type", TOOL_TYPES)}
        {select("complexityLevel", "Complexity", COMPLEXITY_LEVELS)}
        {text("implementationTime", "Implementation time", { maxLength: 40 })}
        {text("primaryUseCase", "Primary use case", { maxLength: 200 })}
        {select("learningCurve", "Learning curve", LEARNING_CURVES)}
        {select("pricingTier", "Pricing tier", PRICING_TIERS)}
        {select("skillLevel", "Skill level", SKILL_LEVELS)}
        {select("primaryFunction", "Primary function", PRIMARY_FUNCTIONS)}
        {select("pricingModel", "Pricing model", PRICING_MODELS)}
        {text("price", "Price", { inputMode: "decimal" }, "Leave empty when unknown.")}
        {select("priceCurrency", "Price currency", PRICE_CURRENCIES)}
        {select("isActive", "Shown in the catalogue", ["true", "false"], { true: "Yes", false: "No" })}
      </div>
      <Field field={f.jobCategories!} label="Job categories" hint="Separate with commas or new lines.">
        <textarea {...inputAttrs(f.jobCategories!, true)} rows={2} defaultValue={asText(value("jobCategories"))} />
      </Field>
      <Field field={f.industryRelevance!} label="Industry relevance" hint="Separate with commas or new lines.">
        <textarea {...inputAttrs(f.industryRelevance!, true)} rows={2} defaultValue={asText(value("industryRelevance"))} />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {text("logoEmoji", "Logo emoji", { maxLength: 16 })}
        {text("logoUrl", "Logo URL", { type: "url", maxLength: 500 }, "Optional.")}
        {text("affiliateLink", "Affiliate link", { type: "url", maxLength: 500 }, "Optional.")}
      </div>
      {/* Which study its productivity figure rests on (docs/methodology.md): kept as it is. */}
      <input type="hidden" name="evidenceTask" value={asText(value("evidenceTask")) || "general"} />
      {checkboxes("jobLevels", "Job levels", JOB_LEVELS)}
      {select("kind", "Kind of tool", TOOL_KINDS, Object.fromEntries(TOOL_KINDS.map((k) => [k, kindLabel(k)])))}
      <Field
        field={f.activities!}
        label="Work activities it serves"
        hint="One per line: an O*NET work activity id, a colon, and how a worker uses the tool for it (e.g. 4.A.3.b.6.I11: record the visit and check the drafted note). The toolkit offers the tool only to jobs with these activities; the first is its core work."
      >
        <textarea {...inputAttrs(f.activities!, true)} rows={4} defaultValue={activityLines(value("activities"))} />
      </Field>
      <details className="rounded-lg border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Work activity ids</summary>
        <ul className="mt-2 max-h-64 space-y-0.5 overflow-y-auto text-xs text-slate-700">
          {WORK_ACTIVITY_TEXTS.map((a) => (
            <li key={a.id}>
              <code>{a.id}</code> {a.label} ({a.title.replace(/\.$/, "")})
            </li>
          ))}
        </ul>
      </details>
      <Field
        field={f.forOccupations!}
        label="Made for occupations"
        hint='SOC code prefixes, separated by commas ("47-", "29-1141"); "!" excludes. Empty: anyone with the activities.'
      >
        <textarea {...inputAttrs(f.forOccupations!, true)} rows={2} defaultValue={asText(value("forOccupations"))} />
      </Field>
      <Field field={f.specialties!} label="Specialties" hint="Words a job title or work area must contain (e.g. patent, roof). Empty: every occupation above.">
        <textarea {...inputAttrs(f.specialties!, true)} rows={2} defaultValue={asText(value("specialties"))} />
      </Field>
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : mode === "create" ? "Create tool" : "Save changes"}
        </button>
      </div>
    </Form>
  );
}
