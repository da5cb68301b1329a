import { EXAMPLE_CHALLENGE, overallScore } from "~/content/coach";

/**
 * The sample score card (visitor-side.md §2): an overall score plus Clarity, Impact and
 * Confidence, each out of 10. Labelled as an example everywhere it shows, including to screen
 * readers, so nobody takes it for a real result.
 */
export function ExampleScoreCard() {
  const { criteria } = EXAMPLE_CHALLENGE;
  const overall = overallScore(criteria);
  return (
    <article aria-labelledby="example-card-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-md">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p id="example-card-title" className="text-lg font-bold text-slate-900">
            {EXAMPLE_CHALLENGE.cardTitle}
          </p>
          <p className="text-sm text-slate-600">{EXAMPLE_CHALLENGE.cardNote}</p>
        </div>
        <span className="shrink-0 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-amber-900">{EXAMPLE_CHALLENGE.badge}</span>
      </div>
      <div className="mt-5 flex items-center gap-4 rounded-xl bg-brand-50 p-4">
        <p className="text-4xl font-black text-brand-700">
          {overall}
          <span className="text-lg font-bold text-slate-600">/10</span>
        </p>
        <p className="text-sm font-semibold text-slate-800">
          Overall score
          <span className="block font-normal text-slate-600">The mean of the three scores below</span>
        </p>
      </div>
      <ul className="mt-5 space-y-4">
        {criteria.map((c) => (
          <li key={c.name}>
            <p className="flex items-baseline justify-between">
              <span className="font-semibold text-slate-900">{c.name}</span>
              <span className="font-bold text-slate-900">
                {c.score}
                <span className="font-medium text-slate-600">/10</span>
              </span>
            </p>
            <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${c.score * 10}%` }} />
            </div>
            <p className="mt-1 text-sm text-slate-700">{c.comment}</p>
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-slate-100 pt-4 text-sm text-slate-700">{EXAMPLE_CHALLENGE.coachTip}</p>
    </article>
  );
}
