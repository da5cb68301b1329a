import { Form, Link, useNavigation } from "@remix-run/react";
import type { WorkflowView } from "~/services/workflows/workflow-views.server";

/** Step 5, 'Choose Your AI Workflow': each option with its outline, hours and a Select button. */
export function ChooseStep({ workflow, problem, choosing }: { workflow: WorkflowView; problem: string | null; choosing: boolean }) {
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "select" ? String(navigation.formData.get("workflowId")) : null;
  return (
    <section aria-labelledby="choose-heading" className="mt-6">
      <h2 id="choose-heading" className="text-xl font-bold text-slate-900">
        Choose Your AI Workflow
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        For {workflow.workArea.toLowerCase()} in {workflow.industry}, with {workflow.currentTool}. Hours are estimates from{" "}
        <Link to="/methodology" className="font-medium text-brand-700 underline">
          our method
        </Link>
        .
      </p>
      {problem ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </div>
      ) : null}
      <ul className="mt-5 grid gap-4">
        {workflow.options.map((option) => {
          const busy = pending === option.id;
          const current = workflow.selectedOptionId === option.id;
          return (
            <li key={option.id} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-semibold text-slate-900" id={`option-${option.id}`}>
                  {option.title}
                </h3>
                <p className="mt-1 text-sm text-slate-700">{option.outline}</p>
                <p className="mt-2 text-sm font-semibold text-emerald-800">Saves up to {option.estimatedSavings} hours a week</p>
              </div>
              {workflow.canChange ? (
                <Form method="post" preventScrollReset className="shrink-0">
                  <input type="hidden" name="intent" value="select" />
                  <input type="hidden" name="workflowId" value={option.id} />
                  <button
                    type="submit"
                    className="btn-primary w-full sm:w-auto"
                    disabled={pending !== null}
                    aria-describedby={`option-${option.id}`}
                    aria-busy={busy || undefined}
                  >
                    {busy ? "Building workflow..." : current ? "Selected: view again" : "Select"}
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/aiupskill/workflows" className="btn-outline">
          Start over
        </Link>
        {choosing && workflow.detail ? (
          <Link to={`/aiupskill/workflows/${workflow.id}`} className="btn-outline">
            Back to your workflow
          </Link>
        ) : null}
      </div>
    </section>
  );
}
