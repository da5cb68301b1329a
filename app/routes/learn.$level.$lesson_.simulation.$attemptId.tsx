import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NotOwned } from "~/components/course/not-owned";
import { SimulationTimer } from "~/components/simulation/timer";
import { FormAlert } from "~/components/ui/form-alert";
import { operationContext } from "~/http/context.server";
import { lessonAddress, notFound, notOwned } from "~/http/course-request.server";
import { requireUser } from "~/http/guards.server";
import { errorMessages, firstProblem } from "~/lib/schemas/problems";
import { COURSE_PROBLEMS, lessonAnswerSchema, numberParam } from "~/lib/schemas/course";
import { answerLessonPoint, lessonAttemptView } from "~/services/course/lesson-simulations.server";
import { DecisionFields } from "~/components/simulation/decision-fields";
import { SAFETY_MISTAKE_LABELS } from "~/content/simulations/types";

// A lesson's simulation (issue 27), one decision per page like the job simulation: the answer
// posts here and the next point, or the result with every option's reason, follows by redirect.
// Another learner's attempt is not found (404); a level not owned is 403.
export const meta: MetaFunction = () => [{ title: "Lesson simulation | Upskill Academy" }, { name: "robots", content: "noindex" }];

const STATUS = { "not-found": 404, duplicate: 409, finished: 409, invalid: 400 } as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { level, lesson } = lessonAddress(params);
  const attemptId = numberParam(params.attemptId);
  const view = attemptId ? await lessonAttemptView(level, lesson, attemptId, await operationContext(request, context)) : null;
  if (view === "not-owned") return notOwned(level, user.id);
  if (!view) throw notFound();
  return json({ state: "view" as const, level, lesson, view }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { level, lesson } = lessonAddress(params);
  const attemptId = numberParam(params.attemptId);
  if (!attemptId) throw notFound();
  const submission = parseWithZod(await request.formData(), { schema: lessonAnswerSchema });
  if (submission.status !== "success") {
    return json({ problem: firstProblem(errorMessages(submission.error ?? {}), COURSE_PROBLEMS) ?? COURSE_PROBLEMS.noChoice }, { status: 400 });
  }
  const outcome = await answerLessonPoint({ level, lesson, attemptId, ...submission.value }, await operationContext(request, context));
  if (!outcome.ok) {
    if (outcome.reason === "not-owned") return notOwned(level, user.id);
    if (outcome.reason === "not-found") throw notFound();
    return json({ problem: COURSE_PROBLEMS[outcome.reason] }, { status: STATUS[outcome.reason] });
  }
  if (outcome.certified) return redirect("/learn?certified=1");
  return redirect(`/learn/level-${level}/${lesson}/simulation/${attemptId}`);
}

export default function LessonSimulation() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  if (data.state === "not-owned") return <NotOwned level={data.level} salesPage={data.salesPage} lockedReason={data.lockedReason} />;
  if (answer && "state" in answer) return <NotOwned level={answer.level} salesPage={answer.salesPage} lockedReason={answer.lockedReason} />;
  const { view, level, lesson } = data;
  const back = `/learn/level-${level}/${lesson}`;
  if (view.state === "finished") {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Lesson {lesson} simulation · {view.title}
        </p>
        <h1 className="mt-1 text-3xl font-black text-slate-900">{`Your result: ${view.result.score}%`}</h1>
        <p className="mt-2 text-slate-700">
          {view.result.score >= 70 ? "Module passed (70% or more)." : "Under 70%: you can retake this module's simulation from the lesson page."}
        </p>
        {view.result.safetyMistakes.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 font-semibold text-red-800" data-testid="lesson-safety-mistakes">
            {view.result.safetyMistakes.map((m) => (
              <li key={m.pointId}>{`Safety-critical mistake at decision ${m.number}: ${m.label}. It caps the score below 70.`}</li>
            ))}
          </ul>
        ) : null}
        {view.reviewWithheld ? (
          <p className="mt-6 text-slate-700" data-testid="review-withheld">
            The reasons for each option are hidden while your retake of this simulation is open: they are shown again once it ends.
          </p>
        ) : null}
        <ol className="mt-6 space-y-4">
          {view.review.map((point) => (
            <li key={point.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">
                {point.number}. {point.question}
              </p>
              <ul className="mt-2 space-y-1 text-sm">
                {point.options.map((o) => (
                  <li key={o.id} className={o.id === point.chosenId ? "font-semibold text-slate-900" : "text-slate-700"}>
                    {o.id === point.chosenId ? "Your answer: " : ""}
                    {o.text} ({o.credit} of 1). {o.safety ? `Safety-critical mistake: ${SAFETY_MISTAKE_LABELS[o.safety]}. ` : ""}
                    {o.reason}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <Link to={back} className="btn-primary mt-6 inline-block">
          Back to the lesson
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Lesson {lesson} simulation · {view.title}
        </p>
        <SimulationTimer startedAt={view.startedAt} minutes={view.minutes} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Decision {view.point.number} of {view.total}
      </p>
      <progress className="mt-1 h-2 w-full" max={view.total} value={view.answered} aria-label={`${view.answered} of ${view.total} decisions answered`} />
      {view.point.number === 1 ? <p className="mt-4 rounded-xl bg-slate-50 p-4 text-slate-800">{view.brief}</p> : null}
      <p className="mt-6 text-lg text-slate-800">{view.point.situation}</p>
      <FormAlert problem={answer?.problem} className="mt-4" />
      <Form method="post" className="mt-4" key={view.point.id}>
        <DecisionFields point={view.point} total={view.total} leaveTo={back} submitting={navigation.state === "submitting"} />
      </Form>
    </main>
  );
}
