import { WORKFLOW_STEPS } from "~/lib/schemas/workflow";

/** The six-step progress indicator (visitor-side.md §2): done, current and to come. */
export function WorkflowProgress({ step }: { step: number }) {
  return (
    <nav aria-label="Workflow generator progress" className="mt-6">
      <p className="text-sm font-medium text-slate-700" id="workflow-step-count">
        Step {step} of {WORKFLOW_STEPS.length}
      </p>
      <ol className="mt-3 grid grid-cols-6 gap-1.5 sm:gap-2">
        {WORKFLOW_STEPS.map((s) => {
          const state = s.number < step ? "done" : s.number === step ? "current" : "to-come";
          return (
            <li key={s.number} aria-current={state === "current" ? "step" : undefined} className="flex flex-col items-center gap-1 text-center">
              <span
                className={`flex h-8 w-8 items-center justify-center rounded-full text-sm font-bold ${
                  state === "done"
                    ? "bg-brand-600 text-white"
                    : state === "current"
                      ? "bg-brand-700 text-white ring-4 ring-brand-100"
                      : "bg-slate-200 text-slate-700"
                }`}
              >
                {state === "done" ? <span aria-hidden="true">✓</span> : s.number}
              </span>
              <span className={`hidden text-xs sm:block ${state === "current" ? "font-semibold text-slate-900" : "text-slate-600"}`}>{s.label}</span>
              <span className="sr-only">
                {s.label}
                {state === "done" ? " (done)" : state === "current" ? " (current step)" : ""}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
