import type { MarketingStatistic } from "~/content/statistics";

/** The marketing figures, each read as one sentence ("76% of large companies…") and, where known, its source. */
export function StatisticsGrid({ statistics }: { statistics: readonly MarketingStatistic[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {statistics.map((s) => (
        <li key={s.value + s.label} className="flex flex-col rounded-xl border border-brand-100 bg-white p-6 text-center shadow-sm">
          <p>
            <span className="block text-4xl font-black tracking-tight text-brand-700 sm:text-5xl">{s.value}</span>{" "}
            <span className="mt-2 block text-slate-700">{s.label}</span>
          </p>
          {s.source ? <p className="mt-3 text-xs text-slate-600">Source: {s.source}</p> : null}
        </li>
      ))}
    </ul>
  );
}
