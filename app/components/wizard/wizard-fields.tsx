// Small building blocks shared by the wizard's steps: the step's fieldset with its heading, a
// tickable choice, and an error line that fields point at with aria-describedby.
import type { ReactNode, RefObject } from "react";
import type { WizardErrorKey, WizardOptions, WizardState, WizardView } from "~/lib/wizard-state";

export interface WizardStepProps {
  view: WizardView;
  options: WizardOptions;
  hydrated: boolean;
  headingRef: RefObject<HTMLHeadingElement>;
  update: (change: (state: WizardState) => WizardState, clear?: WizardErrorKey[]) => void;
  setCustomArea: (value: string) => void;
}

export const errorId = (key: WizardErrorKey) => `wizard-${key}-error`;

/** Ids for aria-describedby: the given hint ids plus the error's id when there is an error. */
export function describedBy(error: string | undefined, key: WizardErrorKey, ...hints: string[]): string | undefined {
  const ids = [...hints, ...(error ? [errorId(key)] : [])];
  return ids.length ? ids.join(" ") : undefined;
}

export function FieldError({ errorKey, message }: { errorKey: WizardErrorKey; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(errorKey)} className="mt-2 flex items-center gap-1.5 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠</span>
      {message}
    </p>
  );
}

export function StepFrame(props: {
  title: string;
  hint: string;
  headingRef: RefObject<HTMLHeadingElement>;
  children: ReactNode;
  /** Set when the step itself is one group of choices that can be in error. */
  error?: { key: WizardErrorKey; message: string | undefined };
}) {
  const { title, hint, headingRef, children, error } = props;
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={describedBy(error?.message, error?.key ?? "form", "wizard-step-hint")}
      data-invalid={error?.message ? "" : undefined}
    >
      <legend className="p-0">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl">
          {title}
        </h2>
      </legend>
      <p id="wizard-step-hint" className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      {error ? <FieldError errorKey={error.key} message={error.message} /> : null}
      <div className="mt-5">{children}</div>
    </fieldset>
  );
}

export function Choice(props: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
}) {
  const { type, name, value, checked, onChange, invalid } = props;
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2 text-sm text-slate-800 transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
        invalid ? "border-red-400" : "border-slate-300"
      }`}
    >
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="h-4 w-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 break-words">{value}</span>
    </label>
  );
}
