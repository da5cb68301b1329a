import { COACH_PROGRESS } from "~/content/coach";
import { formatScore } from "~/lib/format";

export interface DimensionView {
  name: "Clarity" | "Impact" | "Confidence";
  score: number;
  why: string;
  better: string;
}

export interface ScoredView {
  attempt: number;
  date: string;
  overall: number;
  dimensions: DimensionView[];
}

/** What the page shows of one reply: its scores, or why it has none. */
export type ReplyView =
  ({ kind: "scored" } & ScoredView) | { kind: "unscored"; attempt: number; date: string; reason: string } | { kind: "scoring"; attempt: number; date: string };

export interface AnsweredChallengeView {
  number: number;
  title: string;
  skill: string | null;
  sentOn: string;
  /** The first reply: the answer that counts. */
  first: ReplyView | null;
  /** Later replies: practice. */
  practice: ReplyView[];
}

const scoreText = (n: number) => `${formatScore(n)}/10`;

/** One answered challenge on the progress page: the first answer's card and any practice tries (its benchmark is in Benchmarking). */
export function ProgressAnswer({ answer }: { answer: AnsweredChallengeView }) {
  const headingId = `answer-${answer.number}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {answer.skill ? `Challenge #${answer.number} · ${answer.skill}` : `Challenge #${answer.number}`}
      </p>
      <h3 id={headingId} className="mt-1 text-xl font-bold tracking-tight text-slate-900">
        {answer.title}
      </h3>
      <p className="text-sm text-slate-600">{`Sent ${answer.sentOn}`}</p>
      {answer.first ? <FirstReply reply={answer.first} /> : null}
      {answer.practice.length > 0 ? (
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h4 className="text-sm font-semibold text-slate-900">{COACH_PROGRESS.practiceHeading}</h4>
          <p className="text-sm text-slate-600">{COACH_PROGRESS.practiceNote}</p>
          <ul className="mt-2 space-y-2">
            {answer.practice.map((reply) => (
              <li key={reply.attempt} className="rounded-lg border border-slate-200 p-3 text-sm">
                <PracticeReply reply={reply} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

function FirstReply({ reply }: { reply: ReplyView }) {
  if (reply.kind === "scoring") return <p className="mt-4 text-sm text-slate-700">{`Answered ${reply.date}. ${COACH_PROGRESS.scoringText}`}</p>;
  if (reply.kind === "unscored") return <p className="mt-4 text-sm text-slate-700">{`Answered ${reply.date}. Not scored: ${reply.reason}.`}</p>;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-brand-50 p-4">
        <p className="text-3xl font-black text-brand-700">
          {formatScore(reply.overall)}
          <span className="text-base font-bold text-slate-600">/10</span>
        </p>
        <p className="text-sm font-semibold text-slate-800">
          Overall score
          <span className="block font-normal text-slate-600">{`Answered ${reply.date}`}</span>
        </p>
      </div>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {reply.dimensions.map((d) => (
          <li key={d.name}>
            <p className="flex items-baseline justify-between">
              <span className="font-semibold text-slate-900">{d.name}</span>
              <span className="font-bold text-slate-900">{scoreText(d.score)}</span>
            </p>
            <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${d.score * 10}%` }} />
            </div>
            {d.why ? <p className="mt-2 text-sm text-slate-700">{d.why}</p> : null}
            {d.better ? <p className="mt-1 text-sm text-slate-700">{`${COACH_PROGRESS.betterLabel}: ${d.better}`}</p> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function PracticeReply({ reply }: { reply: ReplyView }) {
  const label = `Try ${reply.attempt}, ${reply.date}`;
  if (reply.kind === "scoring") return <p>{`${label}: being scored.`}</p>;
  if (reply.kind === "unscored") return <p>{`${label}: not scored, ${reply.reason}.`}</p>;
  const parts = reply.dimensions.map((d) => `${d.name} ${scoreText(d.score)}`).join(", ");
  return <p>{`${label}: overall ${scoreText(reply.overall)} (${parts}).`}</p>;
}
