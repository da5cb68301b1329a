import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NotOwned } from "~/components/course/not-owned";
import { StandingSummary } from "~/components/course/standing";
import { FormAlert } from "~/components/ui/form-alert";
import { operationContext } from "~/http/context.server";
import { lessonAddress, notOwned } from "~/http/course-request.server";
import { requireUser } from "~/http/guards.server";
import { errorMessages, firstProblem } from "~/lib/schemas/problems";
import { COURSE_PROBLEMS, PRACTICE_MAX, practiceSchema } from "~/lib/schemas/course";
import { lessonPage, savePractice } from "~/services/course/lessons.server";
import { startLessonSimulation } from "~/services/course/lesson-simulations.server";

// A lesson of a level taught in lessons (issue 27): the teaching with the learner's own job, a
// worked example, the practice task (a form) and the way into its simulation (a form). Both forms
// post here and answer with a redirect, so they work the same without JavaScript.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && "lesson" in data ? `${data.lesson.title} | Level ${data.level} | Upskill Academy` : "Lesson | Upskill Academy" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { level, lesson } = lessonAddress(params);
  const page = await lessonPage(level, lesson, await operationContext(request, context));
  if (page === "not-owned") return notOwned(level, user.id);
  if (!page) throw new Response("Not Found", { status: 404 });
  return json({ state: "open" as const, ...page }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { level, lesson } = lessonAddress(params);
  const ctx = await operationContext(request, context);
  const form = await request.formData();
  const here = `/learn/level-${level}/${lesson}`;
  if (form.get("intent") === "simulate") {
    const started = await startLessonSimulation(level, lesson, ctx);
    if (started.ok) return redirect(`${here}/simulation/${started.attemptId}`);
    if (started.reason === "not-owned") return notOwned(level, user.id);
    if (started.reason === "not-found") throw new Response("Not Found", { status: 404 });
    return json({ intent: "simulate" as const, problem: COURSE_PROBLEMS.passed }, { status: 409 });
  }
  const submission = parseWithZod(form, { schema: practiceSchema });
  if (submission.status !== "success") {
    const problem = firstProblem(errorMessages(submission.error ?? {}), COURSE_PROBLEMS) ?? COURSE_PROBLEMS.practiceTooShort;
    return json({ intent: "practice" as const, problem, answer: String(form.get("answer") ?? "").slice(0, PRACTICE_MAX) }, { status: 400 });
  }
  const saved = await savePractice({ level, lesson, answer: submission.value.answer }, ctx);
  if (!saved.ok) return saved.reason === "not-owned" ? notOwned(level, user.id) : new Response("Not Found", { status: 404 });
  return redirect(saved.certified ? "/learn?certified=1" : `${here}#practice`);
}

export default function LessonPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  if (data.state === "not-owned") return <NotOwned level={data.level} salesPage={data.salesPage} lockedReason={data.lockedReason} />;
  if (answer && "state" in answer) return <NotOwned level={answer.level} salesPage={answer.salesPage} lockedReason={answer.lockedReason} />;
  const { lesson, module } = data;
  const practiceProblem = answer && "intent" in answer && answer.intent === "practice" ? answer.problem : null;
  const simulateProblem = answer && "intent" in answer && answer.intent === "simulate" ? answer.problem : null;
  const draft = answer && "intent" in answer && answer.intent === "practice" ? answer.answer : (data.practiceAnswer ?? "");
  const open = data.attempts.find((a) => !a.finished);
  const busy = navigation.state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="Course">
        <Link to="/learn" className="text-sm text-brand-700 underline">
          Your course
        </Link>
      </nav>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">
        Level {data.level}: {data.levelName} · Lesson {lesson.number} of {data.lessonCount}
      </p>
      <h1 className="mt-1 text-3xl font-black tracking-tight text-slate-900">{lesson.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{lesson.summary}</p>

      <aside aria-labelledby="your-job" className="mt-6 rounded-xl bg-slate-50 p-4 text-slate-800">
        <h2 id="your-job" className="font-semibold text-slate-900">
          Written for your job
        </h2>
        <p className="mt-1 text-sm">
          {data.context.jobTitle ? `${data.context.jobTitle}` : "No job title on your profile yet"}
          {data.context.occupation ? ` (matched to the O*NET occupation ${data.context.occupation.title})` : ""}.
        </p>
        {data.context.activities.length ? (
          <p className="mt-1 text-sm">Your largest work activities: {data.context.activities.slice(0, 3).join("; ")}.</p>
        ) : null}
        {data.context.tools.length ? (
          <p className="mt-1 text-sm">
            Tools from {data.context.source === "toolkit" ? "your toolkit" : "the toolkit for your job title"}:{" "}
            {data.context.tools.map((t) => `${t.name} (${t.category})`).join(", ")}.
          </p>
        ) : (
          <p className="mt-1 text-sm">
            <Link to="/profile" className="underline">
              Add your job title
            </Link>{" "}
            to have your next level written for your own job.
          </p>
        )}
      </aside>

      {lesson.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-slate-800">
              {p}
            </p>
          ))}
          {section.list ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}

      <section aria-labelledby="example" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="example" className="text-xl font-bold text-slate-900">
          Worked example: {lesson.example.title}
        </h2>
        <dl className="mt-3 space-y-2">
          {lesson.example.steps.map((step) => (
            <div key={step.label}>
              <dt className="font-semibold text-slate-900">{step.label}</dt>
              <dd className="text-slate-800">{step.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-slate-800">{lesson.example.takeaway}</p>
      </section>

      <section id="practice" aria-labelledby="practice-title" className="mt-8">
        <h2 id="practice-title" className="text-xl font-bold text-slate-900">
          Practice task: {lesson.practice.title}
        </h2>
        <p className="mt-2 text-slate-800">{lesson.practice.instruction}</p>
        <p className="mt-2 text-sm text-slate-700">
          A good answer has: {lesson.practice.checklist.join("; ")}. About {lesson.practice.minutes} minutes.
        </p>
        {data.practiceAnswer ? <p className="mt-2 font-semibold text-emerald-800">Done. You can improve your answer at any time.</p> : null}
        <Form method="post" className="mt-3 space-y-2" key={data.practiceAnswer ?? "new"}>
          <FormAlert problem={practiceProblem} />
          <input type="hidden" name="intent" value="practice" />
          <label htmlFor="practice-answer" className="label">
            Your answer
          </label>
          <textarea id="practice-answer" name="answer" rows={8} maxLength={PRACTICE_MAX} defaultValue={draft} className="field" />
          <button type="submit" className="btn-outline" disabled={busy}>
            Save practice task
          </button>
        </Form>
      </section>

      <section aria-labelledby="simulation-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="simulation-title" className="text-xl font-bold text-slate-900">
          Simulation: {lesson.simulationTitle}
        </h2>
        <p className="mt-2 text-slate-800">
          {lesson.simulationPoints} decisions, about {lesson.simulationMinutes} minutes, scored on this lesson&apos;s skill.
        </p>
        <p className="mt-2 text-slate-800" data-testid="module-score">
          {module.bestScore === null ? "Not taken yet." : `Your best score: ${module.bestScore}%.`}
        </p>
        <FormAlert problem={simulateProblem} className="mt-3" />
        {module.retakeable || open ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="simulate" />
            <button type="submit" className="btn-primary" disabled={busy}>
              {open ? "Resume the simulation" : module.bestScore === null ? "Start the simulation" : "Retake the simulation"}
            </button>
          </Form>
        ) : (
          <p className="mt-2 font-semibold text-emerald-800">Module passed.</p>
        )}
        {data.attempts.some((a) => a.finished) ? (
          <ul className="mt-3 text-sm">
            {data.attempts
              .filter((a) => a.finished)
              .map((a) => (
                <li key={a.id}>
                  <Link to={`/learn/level-${data.level}/${lesson.number}/simulation/${a.id}`} className="text-brand-700 underline">
                    Attempt scored {a.score}%: see the reasons
                  </Link>
                </li>
              ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="standing-title" className="mt-8">
        <h2 id="standing-title" className="text-xl font-bold text-slate-900">
          Your Level {data.level} certification
        </h2>
        <div className="mt-3">
          <StandingSummary standing={data.standing} certified={data.certified} />
        </div>
      </section>

      <nav aria-label="Lessons" className="mt-8 flex flex-wrap justify-between gap-3">
        {lesson.number > 1 ? (
          <Link to={`/learn/level-${data.level}/${lesson.number - 1}`} className="btn-outline">
            Previous lesson
          </Link>
        ) : (
          <span />
        )}
        {lesson.number < data.lessonCount ? (
          <Link to={`/learn/level-${data.level}/${lesson.number + 1}`} className="btn-outline">
            Next lesson
          </Link>
        ) : null}
      </nav>
    </main>
  );
}
