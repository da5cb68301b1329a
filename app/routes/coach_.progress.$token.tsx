// The email coach's private progress page, /coach/progress/:token (issue 29 item 3), linked from
// every challenge and score card. The token signs the person's sign-up id (app/lib/coach-tokens.ts),
// so a forged or mistyped one is the site's 404 before any lookup. Growth Tracking (the overall
// scores of first answers as a chart and a table), Benchmarking (each first answer against
// everyone else's), every answered challenge with its card, the challenge waiting for a reply,
// and "Challenge Others": a form that invites a colleague (inviteColleague, through the edge), with
// JavaScript and without. Personal: never cached, never indexed.
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { InviteColleagueForm } from "~/components/coach/invite-colleague-form";
import { ProgressAnswer, type AnsweredChallengeView, type ReplyView } from "~/components/coach/progress-answer";
import { ScoreChartFigure } from "~/components/coach/score-chart-figure";
import { COACH_INVITE, COACH_PROGRESS, COACH_SKILLS } from "~/content/coach";
import { COACH_INVITE_FORM } from "~/http/coach-invite-form.server";
import { operationContext } from "~/http/context.server";
import { formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { successAnswer } from "~/http/success.server";
import { benchmarkSentence, growthSentence } from "~/lib/coach-progress";
import { readCoachToken } from "~/lib/coach-tokens";
import { formatScore, formatShortDate } from "~/lib/format";
import { maskEmail } from "~/lib/mask-email";
import { COACH_INVITE_SUCCESS } from "~/lib/schemas/coach";
import { coachSecret } from "~/services/coach/challenge-sends.server";
import { inviteColleague } from "~/services/coach/invitations.server";
import { coachProgress, DIMENSIONS, type CoachProgress, type ProgressReply } from "~/services/coach/progress-page.server";

const NO_STORE = { "Cache-Control": "no-store" };
const INVITE_ID = "challenge-others";

export const meta: MetaFunction = () => [{ title: "Your coaching progress | Upskill Academy" }, { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...NO_STORE, "Retry-After": retryAfter } : NO_STORE;
};

const notFound = () => new Response("Not Found", { status: 404, headers: NO_STORE });

function signupIdOf(token: string | undefined): number {
  const id = readCoachToken("progress", token ?? "", coachSecret());
  if (!id) throw notFound();
  return id;
}

const UNSCORED_REASONS: Record<NonNullable<ProgressReply["problem"]>, string> = {
  empty: "there was no answer in it",
  "attachment-only": "the answer was in an attachment, and your coach reads only the message",
  "too-large": "it was too large to read",
  language: "it wasn't in English",
  "too-many": "it came after the three tries a challenge gets",
};
const NAMES = { clarity: "Clarity", impact: "Impact", confidence: "Confidence" } as const;

function replyView(reply: ProgressReply): ReplyView {
  const date = formatShortDate(reply.receivedAt);
  if (reply.scores && reply.overall !== null) {
    return {
      kind: "scored",
      attempt: reply.attempt,
      date,
      overall: reply.overall,
      dimensions: DIMENSIONS.map((key) => ({ name: NAMES[key], ...reply.scores![key] })),
    };
  }
  if (reply.status === "unscorable" || reply.status === "failed") {
    return { kind: "unscored", attempt: reply.attempt, date, reason: reply.problem ? UNSCORED_REASONS[reply.problem] : "something went wrong on our side" };
  }
  return { kind: "scoring", attempt: reply.attempt, date };
}

/** What the page shows, from what the service read: dates as text, addresses masked, sentences written. */
function pageView(progress: CoachProgress, token: string) {
  const titleOf = (id: string) => progress.challenges.find((c) => c.challenge?.id === id)?.challenge?.title ?? "A retired challenge";
  const answered = progress.challenges.filter((c) => c.replies.length > 0);
  const latest = progress.challenges[0];
  const scores = progress.firstAnswers.map((a) => a.overall);
  return {
    // Without JavaScript the page comes back with the answer: the browser then jumps to the form.
    action: `/coach/progress/${token}#${INVITE_ID}`,
    email: maskEmail(progress.email),
    summary: {
      answered: answered.length,
      latest: scores.length ? formatScore(scores.at(-1)!) : null,
      best: scores.length ? formatScore(Math.max(...scores)) : null,
    },
    growth: {
      sentence: scores.length ? growthSentence(progress.growth) : null,
      answers: progress.firstAnswers.map((a, i) => ({ index: i + 1, title: titleOf(a.challengeId), date: formatShortDate(a.receivedAt), overall: a.overall })),
    },
    benchmarks: progress.challenges
      .filter((c) => c.benchmark)
      .map((c) => ({ number: c.number, title: c.challenge?.title ?? "A retired challenge", sentence: benchmarkSentence(c.benchmark!) })),
    waiting:
      latest && latest.replies.length === 0
        ? {
            number: latest.number,
            title: latest.challenge?.title ?? "Your latest challenge",
            skill: latest.challenge ? COACH_SKILLS[latest.challenge.skill] : null,
            sentOn: formatShortDate(latest.sentAt),
          }
        : null,
    answers: answered.map((c): AnsweredChallengeView => ({
      number: c.number,
      title: c.challenge?.title ?? "A retired challenge",
      skill: c.challenge ? COACH_SKILLS[c.challenge.skill] : null,
      sentOn: formatShortDate(c.sentAt),
      first: c.replies[0] ? replyView(c.replies[0]) : null,
      practice: c.replies.slice(1).map(replyView),
    })),
    invitations: progress.invitations.map((i) => ({
      id: i.id,
      email: maskEmail(i.email),
      status: i.confirmedAt ? ("joined" as const) : ("invited" as const),
      on: formatShortDate(i.confirmedAt ?? i.createdAt),
    })),
  };
}

export async function loader({ params }: LoaderFunctionArgs) {
  const progress = await coachProgress(signupIdOf(params.token));
  if (!progress) throw notFound();
  return json(pageView(progress, params.token!), { headers: NO_STORE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const signupId = signupIdOf(params.token);
  const formData = await request.formData();
  const { submission, outcome } = await submitForm(COACH_INVITE_FORM, formData, await operationContext(request, context), ({ email }) =>
    inviteColleague(signupId, email),
  );
  if (!outcome.ok) {
    const headers: Record<string, string> = { ...NO_STORE };
    if ("retryAfterSeconds" in outcome && outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
    return json({ result: formReply(COACH_INVITE_FORM, submission, outcome) }, { status: refusalStatus(outcome), headers });
  }
  const message = COACH_INVITE_SUCCESS[outcome.kind];
  return successAnswer(request, formData, {
    to: `/coach/progress/${params.token}#${INVITE_ID}`,
    ...message,
    kind: outcome.kind === "sent" ? "success" : "info",
    afterMs: 0,
    stay: true,
  });
}

export default function CoachProgressPage() {
  const page = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const lastResult = refused && "result" in refused ? refused.result : undefined;
  return (
    <main id="main">
      <section aria-labelledby="progress-heading" className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-4xl px-4 pb-6 pt-6">
          <Link to="/coach" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            <span aria-hidden="true">←</span> {COACH_PROGRESS.backLabel}
          </Link>
          <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-brand-700">{COACH_PROGRESS.eyebrow}</p>
          <h1 id="progress-heading" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            {COACH_PROGRESS.heading}
          </h1>
          <p className="mt-3 text-slate-700">
            {"For "}
            <span className="font-semibold text-slate-900">{page.email}</span>
            {`. ${COACH_PROGRESS.privacy}`}
          </p>
          <dl className="mt-6 grid grid-cols-3 gap-3">
            {[
              { label: "Challenges answered", value: String(page.summary.answered) },
              { label: "Latest overall", value: page.summary.latest ? `${page.summary.latest}/10` : "–" },
              { label: "Best overall", value: page.summary.best ? `${page.summary.best}/10` : "–" },
            ].map((s) => (
              <div key={s.label} className="rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:p-4">
                <dt className="text-xs text-slate-600 sm:text-sm">{s.label}</dt>
                <dd className="mt-1 text-xl font-black text-slate-900 sm:text-2xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className="mx-auto max-w-4xl space-y-12 px-4 py-10">
        {page.waiting ? (
          <section aria-labelledby="waiting-heading" className="rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-5 sm:p-6">
            <h2 id="waiting-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {COACH_PROGRESS.waitingHeading}
            </h2>
            <p className="mt-1 text-xl font-bold text-slate-900">{`Challenge #${page.waiting.number}: ${page.waiting.title}`}</p>
            <p className="text-sm text-slate-600">
              {page.waiting.skill ? `${page.waiting.skill} · Sent ${page.waiting.sentOn}` : `Sent ${page.waiting.sentOn}`}
            </p>
            <p className="mt-2 text-slate-800">{COACH_PROGRESS.waitingText}</p>
          </section>
        ) : null}

        <section aria-labelledby="growth-heading">
          <h2 id="growth-heading" className="text-2xl font-bold tracking-tight">
            {COACH_PROGRESS.growthHeading}
          </h2>
          {page.growth.sentence ? (
            <>
              <p className="mt-2 text-lg text-slate-800">{page.growth.sentence}</p>
              <p className="mt-1 text-sm text-slate-600">{COACH_PROGRESS.growthIntro}</p>
              <ScoreChartFigure answers={page.growth.answers} summary={page.growth.sentence} />
            </>
          ) : (
            <p className="mt-2 text-slate-700">{COACH_PROGRESS.noScores}</p>
          )}
        </section>

        {page.benchmarks.length > 0 ? (
          <section aria-labelledby="benchmark-heading">
            <h2 id="benchmark-heading" className="text-2xl font-bold tracking-tight">
              {COACH_PROGRESS.benchmarkHeading}
            </h2>
            <p className="mt-2 text-sm text-slate-600">{COACH_PROGRESS.benchmarkIntro}</p>
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {page.benchmarks.map((b) => (
                <li key={b.number} className="p-4">
                  <p className="font-semibold text-slate-900">{b.title}</p>
                  <p className="mt-1 text-sm text-slate-700">{b.sentence}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {page.answers.length > 0 ? (
          <section aria-labelledby="answers-heading">
            <h2 id="answers-heading" className="text-2xl font-bold tracking-tight">
              {COACH_PROGRESS.answersHeading}
            </h2>
            <div className="mt-4 space-y-6">
              {page.answers.map((answer) => (
                <ProgressAnswer key={answer.number} answer={answer} />
              ))}
            </div>
          </section>
        ) : null}

        <section id={INVITE_ID} aria-labelledby="invite-heading" className="scroll-mt-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:p-8">
          <h2 id="invite-heading" className="text-2xl font-bold tracking-tight">
            {COACH_INVITE.heading}
          </h2>
          <p className="mt-1 text-slate-700">{COACH_INVITE.text}</p>
          <div className="mt-5 max-w-xl">
            <InviteColleagueForm action={page.action} lastResult={lastResult} />
          </div>
          <h3 className="mt-8 text-lg font-semibold">{COACH_INVITE.listHeading}</h3>
          {page.invitations.length > 0 ? (
            <ul className="mt-2 divide-y divide-brand-100 rounded-xl border border-brand-100 bg-white">
              {page.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <span className="font-medium text-slate-900">{invitation.email}</span>
                  <span className={`chip ${invitation.status === "joined" ? "bg-emerald-100 text-emerald-900" : "chip-muted"}`}>
                    {`${COACH_INVITE.status[invitation.status]} ${invitation.on}`}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{COACH_INVITE.none}</p>
          )}
        </section>

        <p className="text-sm text-slate-600">
          {`${COACH_PROGRESS.methodology} `}
          <Link to="/methodology#coach" className="font-medium text-brand-700 underline">
            {COACH_PROGRESS.methodologyLink}
          </Link>
          .
        </p>
      </div>
    </main>
  );
}
