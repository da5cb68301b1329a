import { SAFETY_MISTAKE_LABELS } from "~/content/simulations/types";
import type { ReviewedPoint } from "~/lib/simulation-scoring";

const creditText = (credit: number) => (credit === 1 ? "Best answer" : credit === 0.5 ? "Half credit" : "No credit");

/** Every decision of a finished attempt with the team's reason for each option (issue 19: shown only after the end). */
export function AnswerReview({ points }: { points: ReviewedPoint[] }) {
  return (
    <section aria-labelledby="review-title" className="mt-8">
      <h2 id="review-title" className="text-xl font-bold">
        Your decisions, with the reasons
      </h2>
      <ol className="mt-3 space-y-4">
        {points.map((p) => (
          <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
              Decision {p.number} · {p.skillLabel}
            </p>
            <p className="mt-1 text-slate-700">{p.situation}</p>
            <h3 className="mt-2 font-semibold text-slate-900">{p.question}</h3>
            <ul className="mt-2 space-y-2">
              {p.options.map((o) => (
                <li key={o.id} className={`rounded-lg border p-3 ${o.id === p.chosenId ? "border-brand-600 bg-brand-50" : "border-slate-100"}`}>
                  <p className="text-slate-900">
                    {o.text}{" "}
                    <span className="text-sm font-semibold text-slate-700">
                      ({creditText(o.credit)}
                      {o.id === p.chosenId ? ", your answer" : ""})
                    </span>
                  </p>
                  {o.safety ? <p className="mt-1 text-sm font-semibold text-red-800">Safety-critical mistake: {SAFETY_MISTAKE_LABELS[o.safety]}.</p> : null}
                  <p className="mt-1 text-sm text-slate-700">{o.reason}</p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
