import type { Standing } from "~/lib/certification";

/** Where the learner stands against the certification rule (issue 27), in numbers and in words. */
export function StandingSummary({ standing, certified }: { standing: Standing; certified: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="standing">
      <p className="font-semibold text-slate-900">
        Overall score {standing.overall}% · {standing.scored} of {standing.total} simulations taken · {standing.practiced} of {standing.total} practice tasks
        done
      </p>
      <p className="mt-1 text-sm text-slate-700">Certification needs 70% or more across all modules and every practice task completed.</p>
      {certified ? (
        <p className="mt-2 font-semibold text-emerald-800">Certified: you met the rule.</p>
      ) : standing.missing.length ? (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
          {standing.missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
