import { Link } from "@remix-run/react";
import { WIZARD_STEP_COUNT, type WizardStep } from "~/lib/wizard-state";

const defaultIntent = (step: WizardStep) => (step === 2 ? "add-area" : step === WIZARD_STEP_COUNT ? "generate" : "next");

/**
 * The form's default button, first in the form, so that Enter in a text field does what it
 * should with or without JavaScript: adds the typed work area on step 2, generates on step 4,
 * continues elsewhere. It is out of sight and out of the tab order.
 */
export function DefaultButton({ step }: { step: WizardStep }) {
  return (
    <button type="submit" name="intent" value={defaultIntent(step)} tabIndex={-1} aria-hidden="true" className="sr-only">
      {defaultIntent(step)}
    </button>
  );
}

function Spinner() {
  return (
    <svg className="h-4 w-4 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export const GENERATING_LABEL = "Toolkit Generating...";
export const GENERATING_NOTE = "This may take around 30 seconds. Thanks for your patience.";

/** Back and Continue; on the last step Back, Skip and 'Generate My Toolkit'. */
export function WizardActions({ step, generating }: { step: WizardStep; generating: boolean }) {
  const last = step === WIZARD_STEP_COUNT;
  return (
    <div className="mt-8 border-t border-slate-200 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {step === 1 ? (
          <Link to="/" className="btn-outline">
            Back
          </Link>
        ) : (
          <button type="submit" name="intent" value="back" className="btn-outline" disabled={generating}>
            Back
          </button>
        )}
        <div className={`flex items-center justify-end gap-3 ${last ? "w-full sm:w-auto" : ""}`}>
          {last ? (
            <>
              <button type="submit" name="intent" value="skip" className="btn-outline" disabled={generating}>
                Skip
              </button>
              <button
                type="submit"
                name="intent"
                value="generate"
                className="btn-primary flex-1 sm:min-w-48 sm:flex-none"
                disabled={generating}
                aria-describedby="wizard-generating-note"
              >
                {generating ? (
                  <>
                    <Spinner />
                    {GENERATING_LABEL}
                  </>
                ) : (
                  "Generate My Toolkit"
                )}
              </button>
            </>
          ) : (
            <button type="submit" name="intent" value="next" className="btn-primary min-w-32">
              Continue
            </button>
          )}
        </div>
      </div>
      <p id="wizard-generating-note" role="status" className="mt-3 text-right text-sm text-slate-700">
        {generating ? GENERATING_NOTE : ""}
      </p>
    </div>
  );
}
