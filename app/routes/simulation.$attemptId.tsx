import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SimulationTimer } from "~/components/simulation/timer";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import { operationContext } from "~/http/context.server";
import { formProblem, formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { requireUser } from "~/http/guards.server";
import { ANSWER_FORM } from "~/http/simulation-forms.server";
import { answerSchema, SIMULATION_PROBLEMS } from "~/lib/schemas/simulation";
import { answerPoint, attemptToPlay } from "~/services/simulation/simulations.server";
import { attemptIdOf, notPlayable } from "~/http/simulation-request.server";
import { DecisionFields } from "~/components/simulation/decision-fields";

// One decision point per page (issue 19). The answer posts here; the next point (or the result)
// follows by redirect, so a reload never answers twice and JavaScript is not needed.
export const meta: MetaFunction = () => [{ title: "Simulation | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireUser(request);
  const attemptId = attemptIdOf(params.attemptId);
  const view = attemptId ? await attemptToPlay(attemptId, await operationContext(request, context)) : null;
  // Not bought (or refunded): the preview. Someone else's or missing: not found. No question either way.
  if (!view) throw await notPlayable(request);
  if (view.state === "finished") return redirect(`/simulation/${view.attemptId}/result`);
  return json(view, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireUser(request);
  const attemptId = attemptIdOf(params.attemptId);
  const ctx = await operationContext(request, context);
  const { submission, outcome } = await submitForm(ANSWER_FORM, await request.formData(), ctx, (value, c) =>
    attemptId ? answerPoint({ attemptId, ...value }, c) : Promise.resolve({ ok: false as const, reason: "not-found" as const }),
  );
  if (!outcome.ok) {
    return json(
      { result: formReply(ANSWER_FORM, submission, outcome), problem: formProblem(ANSWER_FORM, submission, outcome) },
      { status: refusalStatus(outcome) },
    );
  }
  return redirect(outcome.finished ? `/simulation/${outcome.attemptId}/result` : `/simulation/${outcome.attemptId}`);
}

export default function PlayPoint() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { form, problem, onSubmit } = useProblemForm({
    id: `answer-${view.point.id}`,
    schema: answerSchema,
    problems: SIMULATION_PROBLEMS,
    lastResult: answer?.result,
  });
  const shown = problem ?? answer?.problem;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {view.roleLabel} · {view.title}
        </p>
        <SimulationTimer startedAt={view.startedAt} minutes={view.minutes} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Decision {view.point.number} of {view.total}
      </p>
      <progress
        className="mt-1 h-2 w-full accent-brand-600"
        max={view.total}
        value={view.answered}
        aria-label={`${view.answered} of ${view.total} decisions answered`}
      />
      {view.practice ? (
        <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-slate-900" data-testid="simulation-practice">
          Practice attempt: does not change your certificate. Only the first attempt you finish after buying counts.
        </p>
      ) : null}
      {view.point.number === 1 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-slate-800">{view.brief}</p>
      ) : (
        <details className="mt-4 rounded-xl bg-slate-50 p-4 text-slate-800">
          <summary className="cursor-pointer font-semibold">The situation</summary>
          <p className="mt-2">{view.brief}</p>
        </details>
      )}
      <p className="mt-6 text-lg text-slate-800">{view.point.situation}</p>
      <FormAlert problem={shown} className="mt-4" />
      <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-4" key={view.point.id}>
        <DecisionFields point={view.point} total={view.total} leaveTo="/simulation" submitting={navigation.state === "submitting"} required />
      </Form>
    </main>
  );
}
