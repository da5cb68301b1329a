// The email coach, /coach (visitor-side.md §2 "Email coach", §4, §5, §8, §9): the rotating 'I want
// to ...' headline with the first form, How It Works, an example challenge with its sample score
// card, Why It's Different, Challenge Others and the second form. Both forms post to this route's
// action, with JavaScript (through a fetcher) and without.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FeatureCards } from "~/components/marketing/feature-cards";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { CoachSignupForm } from "~/components/coach/coach-signup-form";
import { ExampleScoreCard } from "~/components/coach/example-score-card";
import { PhrasePauseButton, RotatingPhrase, usePhraseRotation } from "~/components/coach/rotating-phrase";
import coachStyles from "~/components/coach/coach.css?url";
import { config } from "~/config.server";
import {
  CHALLENGE_OTHERS,
  CLOSING_FORM,
  COACH_HERO,
  EXAMPLE_CHALLENGE,
  HOW_IT_WORKS,
  PHRASE_INTERVAL_MS,
  ROTATING_PHRASES,
  WHY_DIFFERENT,
} from "~/content/coach";
import { COACH_SOURCES, type CoachSource } from "~/lib/coach-signup";
import { COACH_FORM } from "~/http/coach-form.server";
import { operationContext } from "~/http/context.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { successAnswer } from "~/http/success.server";
import { HONEYPOT_FIELD } from "~/lib/schemas/account";
import { COACH_SUCCESS } from "~/lib/schemas/coach";
import { signUpForCoach } from "~/services/coach/signup.server";

export const meta: MetaFunction = () => [
  { title: "Email Performance Coach | Upskill Academy" },
  { name: "description", content: "Get a workplace challenge by email, reply with your answer, and get scored for Clarity, Impact and Confidence." },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: coachStyles }];

export function loader(_: LoaderFunctionArgs) {
  return json({ coachUrl: `${config.appUrl}/coach` });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const source = COACH_SOURCES.find((s) => s === formData.get("source")) ?? "hero";
  const { submission, outcome } = await submitForm(COACH_FORM, formData, await operationContext(request, context), (signup) => signUpForCoach(signup));
  if (!outcome.ok) {
    const headers = outcome.reason === "rate-limited" ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
    return json({ source, result: formReply(COACH_FORM, submission, outcome, [HONEYPOT_FIELD]) }, { status: refusalStatus(outcome), headers });
  }
  const message = COACH_SUCCESS[outcome.kind];
  const kind = outcome.kind === "already-sent" ? "info" : "success";
  return successAnswer(request, formData, { to: "/coach", ...message, kind, afterMs: 0, stay: true });
}

export default function CoachPage() {
  const { coachUrl } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const rotation = usePhraseRotation(ROTATING_PHRASES.length, PHRASE_INTERVAL_MS);
  const lastResultFor = (source: CoachSource) => (refused && "source" in refused && refused.source === source ? refused.result : undefined);
  const mailto = `mailto:?subject=${encodeURIComponent(CHALLENGE_OTHERS.mailSubject)}&body=${encodeURIComponent(CHALLENGE_OTHERS.mailBody(coachUrl))}`;

  return (
    <main id="main">
      <section aria-labelledby="coach-heading" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 pb-14 pt-6 sm:pb-20">
          <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            <span aria-hidden="true">←</span> {COACH_HERO.backLabel}
          </Link>
          <div className="mt-8 text-center sm:mt-12">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{COACH_HERO.eyebrow}</p>
            <h1 id="coach-heading" className="mt-3 min-h-[3.4em] text-4xl font-black tracking-tight sm:min-h-[3em] sm:text-5xl">
              {COACH_HERO.lead} <RotatingPhrase phrases={ROTATING_PHRASES} index={rotation.index} />
            </h1>
            <div className="mt-2 flex justify-center">
              <PhrasePauseButton rotation={rotation} />
            </div>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{COACH_HERO.text}</p>
            <div className="mx-auto mt-8 max-w-xl">
              <CoachSignupForm source="hero" submitLabel={COACH_HERO.submitLabel} lastResult={lastResultFor("hero")} />
              <p className="mt-3 text-sm text-slate-600">{COACH_HERO.note}</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-heading" className="text-center text-3xl font-bold tracking-tight">
          {HOW_IT_WORKS.heading}
        </h2>
        <NumberedSteps steps={HOW_IT_WORKS.steps} />
      </section>

      <section aria-labelledby="example-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-2 lg:items-start">
          <div>
            <h2 id="example-heading" className="text-3xl font-bold tracking-tight">
              {EXAMPLE_CHALLENGE.heading}
            </h2>
            <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {EXAMPLE_CHALLENGE.badge} challenge: {EXAMPLE_CHALLENGE.challengeTitle}
              </p>
              <p className="mt-2 text-slate-800">{EXAMPLE_CHALLENGE.challenge}</p>
            </div>
            <div className="mt-4 rounded-xl border border-slate-200 p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{EXAMPLE_CHALLENGE.answerLabel}</p>
              <blockquote className="mt-2 border-l-4 border-brand-500 pl-4 italic text-slate-800">{EXAMPLE_CHALLENGE.answer}</blockquote>
            </div>
          </div>
          <ExampleScoreCard />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight">
          {WHY_DIFFERENT.heading}
        </h2>
        <FeatureCards items={WHY_DIFFERENT.points} />
      </section>

      <section aria-labelledby="others-heading" className="mx-auto max-w-6xl px-4 pb-14">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="others-heading" className="text-2xl font-bold tracking-tight">
              {CHALLENGE_OTHERS.heading}
            </h2>
            <p className="mt-1 text-slate-700">{CHALLENGE_OTHERS.text}</p>
          </div>
          <a href={mailto} className="btn-outline shrink-0 px-5 py-3 text-base">
            {CHALLENGE_OTHERS.linkLabel}
          </a>
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="bg-brand-700 text-white">
        <div className="mx-auto max-w-2xl px-4 py-14 text-center">
          <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
            {CLOSING_FORM.heading}
          </h2>
          <p className="mt-2 text-brand-50">{CLOSING_FORM.text}</p>
          <div className="mt-6">
            <CoachSignupForm source="footer" tone="dark" submitLabel={CLOSING_FORM.submitLabel} lastResult={lastResultFor("footer")} />
          </div>
        </div>
      </section>
    </main>
  );
}
