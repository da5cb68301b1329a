import { WIZARD_STEP_COUNT, type WizardStep } from "~/lib/wizard-state";

/** 'Step N of 4', the progress bar, the job title and the detected job category. */
export function WizardHeader({ step, jobTitle, categoryLabel }: { step: WizardStep; jobTitle: string; categoryLabel: string }) {
  const percent = Math.round((step / WIZARD_STEP_COUNT) * 100);
  return (
    <header>
      <h1 className="text-2xl font-black tracking-tight text-slate-900 sm:text-3xl">
        Building AI Toolkit for: <span className="break-words text-brand-700">{jobTitle}</span>
      </h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span>Detected job category:</span>
        <span className="chip" data-testid="job-category">
          {categoryLabel}
        </span>
      </p>
      <div className="mt-6">
        <div className="flex items-center justify-between text-sm font-medium text-slate-700">
          <p id="wizard-step-count" aria-live="polite">
            {`Step ${step} of ${WIZARD_STEP_COUNT}`}
          </p>
          <p aria-hidden="true">{percent}% complete</p>
        </div>
        <div
          role="progressbar"
          aria-labelledby="wizard-step-count"
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${WIZARD_STEP_COUNT}`}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </header>
  );
}
