import { WorkflowProgress } from "./workflow-progress";

/** The generator's heading and its six-step progress indicator, the same on every step. */
export function WorkflowPageHeader({ step, jobRole }: { step: number; jobRole: string | null }) {
  return (
    <header>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">AI Workflow Generator</p>
      <h1 className="mt-1 text-2xl font-black tracking-tight text-slate-900 sm:text-3xl">
        {jobRole ? (
          <>
            AI workflows for: <span className="break-words text-brand-700">{jobRole}</span>
          </>
        ) : (
          "Turn your job into an AI workflow"
        )}
      </h1>
      <WorkflowProgress step={step} />
    </header>
  );
}
