import { useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

/**
 * A password field with a show/hide toggle (accounts-admin-sales.md §2). The toggle needs
 * JavaScript, so it only appears once the page is interactive; without it the field still works.
 */
export function PasswordInput({
  id,
  name,
  label,
  autoComplete,
  required = true,
  defaultValue,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  required?: boolean;
  defaultValue?: string;
  /** A line under the field, read out with it. */
  hint?: string;
}) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          required={required}
          defaultValue={defaultValue}
          maxLength={128}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={`field ${hydrated ? "pr-16" : ""}`}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-controls={id}
            aria-pressed={shown}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-brand-700 hover:text-brand-900"
          >
            {shown ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
