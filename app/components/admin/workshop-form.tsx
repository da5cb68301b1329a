import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import type { FormProblem } from "~/lib/schemas/problems";
import { WORKSHOP_PROBLEMS, type WorkshopFields } from "~/lib/schemas/workshop";

// The admin Workshops tab's add/edit form (issue 30 item 1): every field of visitor-side.md §3's
// workshop, the day and hours as the place's clock reads them with its IANA time zone, lists one
// per line. A plain form posting to the tab's action (the same schema as `academy workshops`): it
// works without JavaScript, and a refusal comes back in the dialog with what was typed and the
// problem beside its field.

export type WorkshopFormValues = Partial<Record<keyof WorkshopFields, string | string[]>>;

/** A new workshop's starting values: the spec's place and hours, the date left to choose. */
export const NEW_WORKSHOP_DEFAULTS: WorkshopFormValues = {
  startTime: "09:00",
  endTime: "13:00",
  timeZone: "Australia/Melbourne",
  capacity: "20",
  placesTaken: "0",
  level: "1",
  curriculumTitle: "What you'll cover",
};

const CHECKBOXES = [
  { name: "featured", label: "Featured (listed first, with a badge)" },
  { name: "certificate", label: "Certificate" },
  { name: "performanceReport", label: "Performance report" },
  { name: "linkedinRecommendation", label: "LinkedIn recommendation" },
] as const;

const text = (v: unknown) => (Array.isArray(v) ? v.join("\n") : v === undefined || v === null ? "" : String(v));

export function WorkshopForm({
  mode,
  workshopId,
  values,
  lastResult,
  problem,
}: {
  mode: "create" | "update";
  workshopId: number | null;
  values: WorkshopFormValues;
  lastResult: SubmissionResult<string[]> | null;
  problem: FormProblem | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  // After a refusal, what was typed; else the stored workshop (or a new one's defaults).
  const shown: Record<string, unknown> = (lastResult?.initialValue as Record<string, unknown> | undefined) ?? values;
  const errorOf = (name: string) => {
    const key = lastResult?.error?.[name]?.[0];
    return key ? (WORKSHOP_PROBLEMS[key as keyof typeof WORKSHOP_PROBLEMS]?.description ?? key) : null;
  };
  const input = (name: keyof WorkshopFields, label: string, props: { type?: string; hint?: string; required?: boolean; inputMode?: "numeric" } = {}) => (
    <Field name={name} label={label} hint={props.hint} error={errorOf(name)} required={props.required}>
      <input
        id={`workshop-${name}`}
        name={name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        defaultValue={text(shown[name])}
        className="field"
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name, props.hint, errorOf(name))}
      />
    </Field>
  );
  const area = (name: keyof WorkshopFields, label: string, hint?: string) => (
    <Field name={name} label={label} hint={hint} error={errorOf(name)}>
      <textarea
        id={`workshop-${name}`}
        name={name}
        rows={4}
        defaultValue={text(shown[name])}
        className="field"
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name, hint, errorOf(name))}
      />
    </Field>
  );
  return (
    <Form method="post" noValidate className="space-y-4" aria-label={mode === "create" ? "Add workshop" : "Edit workshop"}>
      <FormAlert problem={problem} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="mode" value={mode} />
      {workshopId ? <input type="hidden" name="id" value={workshopId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("title", "Title", { required: true })}
        {input("subtitle", "Subtitle")}
      </div>
      {area("description", "Description")}
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">When and where (the place's own clock)</legend>
        {input("date", "Day", { type: "date", hint: "YYYY-MM-DD", required: true })}
        {input("timeZone", "Time zone", { hint: "IANA name, e.g. Australia/Melbourne", required: true })}
        {input("startTime", "Starts", { type: "time", hint: "HH:MM, 24-hour", required: true })}
        {input("endTime", "Ends", { type: "time", hint: "HH:MM, 24-hour", required: true })}
        {input("location", "Location", { hint: "e.g. Melbourne CBD", required: true })}
        {input("city", "City", { required: true })}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">Places and price</legend>
        {input("capacity", "Capacity", { inputMode: "numeric", required: true })}
        {input("placesTaken", "Places taken", { inputMode: "numeric", hint: "Booked on the booking page" })}
        {input("price", "Price (whole dollars)", { inputMode: "numeric", required: true })}
        {input("originalPrice", "Original price (optional)", { inputMode: "numeric", hint: "Shown struck through" })}
        <Field name="level" label="Level" error={errorOf("level")} required>
          <select id="workshop-level" name="level" defaultValue={text(shown.level) || "1"} className="field">
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>{`Level ${n}`}</option>
            ))}
          </select>
        </Field>
        {input("bookingUrl", "Booking address", { type: "url", hint: "https:// only: 'Reserve Your Spot' opens it", required: true })}
      </fieldset>
      {area("includes", "What's included", "One item per line")}
      <div className="grid gap-4 sm:grid-cols-2">
        {input("curriculumTitle", "Curriculum title")}
        {input("curriculumDescription", "Curriculum description")}
      </div>
      {area("modules", "Modules", "One per line; the card shows the first three")}
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Badges and benefits</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CHECKBOXES.map((box) => (
            <label key={box.name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name={box.name} defaultChecked={Boolean(text(shown[box.name]))} className="h-4 w-4" />
              {box.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving..." : mode === "create" ? "Add workshop" : "Save changes"}
        </button>
      </div>
    </Form>
  );
}

const describedBy = (name: string, hint: string | undefined, error: string | null) =>
  [hint ? `workshop-${name}-hint` : null, error ? `workshop-${name}-error` : null].filter(Boolean).join(" ") || undefined;

function Field({
  name,
  label,
  hint,
  error,
  required,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error: string | null;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`workshop-${name}`} className="label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`workshop-${name}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`workshop-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
