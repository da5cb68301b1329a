// The sales page's samples (accounts-admin-sales.md §2): what a learner receives, shown for one
// imaginary learner and always titled "Sample", plus the Level 1 outline (§9).
import { LEVEL_ONE_OUTLINE } from "~/content/course";
import { SAMPLE_LEARNER, SAMPLE_RECOMMENDATION, SAMPLE_REPORT, type SampleKind } from "~/content/sales";

export function SampleBody({ kind }: { kind: SampleKind }) {
  if (kind === "report") {
    return (
      <div>
        <p className="text-sm text-slate-600">
          Sample for an imaginary learner: {SAMPLE_LEARNER.name}, {SAMPLE_LEARNER.role}, {SAMPLE_LEARNER.level}
        </p>
        <p className="mt-3">{SAMPLE_REPORT.summary}</p>
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Sample scores by skill</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1">
                Skill
              </th>
              <th scope="col" className="py-1 text-right">
                Score
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_REPORT.scores.map((s) => (
              <tr key={s.skill} className="border-b border-slate-100">
                <td className="py-1">{s.skill}</td>
                <td className="py-1 text-right font-semibold">{s.score}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h3 className="mt-3 font-semibold">Strengths</h3>
        <ul className="list-disc pl-5 text-sm">
          {SAMPLE_REPORT.strengths.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        <h3 className="mt-3 font-semibold">Practise next</h3>
        <ul className="list-disc pl-5 text-sm">
          {SAMPLE_REPORT.practise.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (kind === "certificate") {
    return (
      <div className="rounded-xl border-4 border-double border-brand-600 p-6 text-center">
        <p className="text-xs uppercase tracking-widest text-slate-600">Sample certificate</p>
        <p className="mt-2 text-lg font-bold">Upskill Academy</p>
        <p className="mt-3 text-sm">This certifies that</p>
        <p className="text-2xl font-bold">{SAMPLE_LEARNER.name}</p>
        <p className="mt-2 text-sm">has passed</p>
        <p className="font-semibold">{SAMPLE_LEARNER.level}</p>
        <p className="mt-3 text-xs text-slate-600">Awarded for 70% or more across all modules with every challenge completed.</p>
      </div>
    );
  }
  return (
    <figure>
      <p className="text-sm text-slate-600">Sample recommendation, as it would appear on {SAMPLE_LEARNER.name}'s profile</p>
      <blockquote className="mt-3 border-l-4 border-brand-500 pl-4 italic">{SAMPLE_RECOMMENDATION}</blockquote>
      <figcaption className="mt-2 text-sm font-semibold">Upskill Academy</figcaption>
    </figure>
  );
}

export const SAMPLE_TITLES: Record<SampleKind, string> = {
  report: "Sample Performance Report",
  certificate: "Sample Certificate",
  recommendation: "Sample Recommendation",
};

export function OutlineBody() {
  return (
    <div>
      <p>
        {LEVEL_ONE_OUTLINE.lessons} lessons, about {LEVEL_ONE_OUTLINE.totalMinutes} minutes in all. Each lesson ends with a{" "}
        {LEVEL_ONE_OUTLINE.simulationMinutes} minute simulation of a real task from your job.
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-5">
        {LEVEL_ONE_OUTLINE.titles.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
    </div>
  );
}
