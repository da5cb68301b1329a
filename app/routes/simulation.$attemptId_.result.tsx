import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AnswerReview } from "~/components/simulation/answer-review";
import { requireUser } from "~/http/guards.server";
import { PASS_SCORE, REVIEW_WITHHELD } from "~/lib/simulation-scoring";
import { attemptResult } from "~/services/simulation/simulation-attempt-results.server";
import { attemptIdOf, notPlayable } from "~/http/simulation-request.server";

// The result of a finished attempt (issue 19): score, skills, strengths, blind spots, what to
// learn next, both PDFs and every decision with its reason. Only for the attempt's owner.
export const meta: MetaFunction = () => [{ title: "Your Simulation Result | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const attemptId = attemptIdOf(params.attemptId);
  const data = attemptId ? await attemptResult(attemptId, user.id) : null;
  if (!data) throw await notPlayable(request);
  return json(data, { headers: { "Cache-Control": "no-store" } });
}

const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export default function SimulationResult() {
  const data = useLoaderData<typeof loader>();
  const { result, next } = data;
  const base = `/simulation/${data.attemptId}`;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {data.roleLabel} · {data.title}
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Your result</h1>
      <div className="mt-4 flex flex-wrap items-center gap-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <p className="text-5xl font-black text-brand-700" data-testid="simulation-score">
          {result.score}
          <span className="text-2xl font-bold text-slate-600">/100</span>
        </p>
        <div>
          <p className="text-xl font-bold" data-testid="simulation-band">
            {result.band}
          </p>
          <p className="text-slate-700">
            {number(result.earned)} of {result.possible} points earned. The certificate needs {PASS_SCORE}.
          </p>
          {data.practice ? (
            <p className="mt-1 font-semibold text-slate-800" data-testid="simulation-practice">
              Practice attempt: does not change your certificate. Only the first attempt you finish after buying counts.
            </p>
          ) : null}
          {result.safetyMistakes.length ? (
            <p className="mt-1 font-semibold text-red-800" data-testid="simulation-safety-cap">
              {result.rawScore > result.score
                ? `Capped at ${result.score} (from ${result.rawScore}) by a safety-critical mistake: no certificate can follow one.`
                : "A safety-critical mistake: no certificate can follow one, whatever the other answers."}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`${base}/report.pdf`} className="btn-primary">
          Download the performance report (PDF)
        </a>
        {data.certificateCode ? (
          <>
            <a href={`${base}/certificate.pdf`} className="btn-outline">
              Download the certificate (PDF)
            </a>
            <a href={`${base}/certificate.png`} className="btn-outline">
              Certificate image (PNG)
            </a>
            <Link to={`/certificates/${data.certificateCode}`} className="btn-outline">
              Verification page
            </Link>
          </>
        ) : null}
      </div>

      <section aria-labelledby="skills-title" className="mt-8">
        <h2 id="skills-title" className="text-xl font-bold">
          By skill
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                Skill
              </th>
              <th scope="col" className="py-2 text-right">
                Points
              </th>
              <th scope="col" className="py-2 text-right">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {result.skills.map((s) => (
              <tr key={s.skill} className="border-b border-slate-100">
                <td className="py-2">{s.label}</td>
                <td className="py-2 text-right">
                  {number(s.earned)} of {s.possible}
                </td>
                <td className="py-2 text-right">{s.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="strengths-title">
          <h2 id="strengths-title" className="text-xl font-bold">
            Strengths
          </h2>
          {result.strengths.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {result.strengths.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">No skill reached 75% this time.</p>
          )}
        </section>
        <section aria-labelledby="blind-spots-title">
          <h2 id="blind-spots-title" className="text-xl font-bold">
            Blind spots
          </h2>
          {result.blindSpots.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {result.blindSpots.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">No skill fell below 50%.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="next-title" className="mt-8 rounded-2xl bg-slate-50 p-6">
        <h2 id="next-title" className="text-xl font-bold">
          What to learn next: {next.levelName}
        </h2>
        <p className="mt-2 text-slate-800">{next.why}</p>
        {next.practise.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {next.practise.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {next.tools.length ? <p className="mt-2">Practise with the tools of your toolkit: {next.tools.join(", ")}.</p> : null}
        <p className="mt-3 flex flex-wrap gap-4">
          <Link to="/aiupskill/training" className="text-brand-700 underline">
            See the course levels
          </Link>
          <Link to="/aiupskill/rubric" className="text-brand-700 underline">
            Read the rubric
          </Link>
          <Link to="/simulation" className="text-brand-700 underline">
            Take another scenario
          </Link>
        </p>
      </section>

      {data.reviewWithheld ? (
        <section aria-labelledby="review-title" className="mt-8">
          <h2 id="review-title" className="text-xl font-bold">
            Your decisions, with the reasons
          </h2>
          <p className="mt-2 text-slate-700" data-testid="review-withheld">
            {REVIEW_WITHHELD}
          </p>
        </section>
      ) : (
        <AnswerReview points={data.review} />
      )}
    </main>
  );
}
