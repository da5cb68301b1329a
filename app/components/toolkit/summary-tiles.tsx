import { Link } from "@remix-run/react";
import { formatCurrency, formatHours, formatPercent } from "~/lib/format";
import type { ToolkitTotals } from "~/lib/savings";

/**
 * The three tiles (visitor-side.md §2, with the whole toolkit's hours a week and share of the
 * week instead of an average per tool: issue 23), how they are estimated, and the legend.
 */
export function SummaryTiles({
  totals,
  valueNote = "up to, at your salary",
  countNote = "each for work your job does",
}: {
  totals: ToolkitTotals;
  /** Under the yearly value: whose salary it is at (an occupation's page: its median wage). */
  valueNote?: string;
  countNote?: string;
}) {
  const tiles = [
    {
      label: "Time Saved a Week",
      value: formatHours(totals.totalHoursPerWeek),
      note: `up to ${formatPercent(totals.totalGain)} of a 40-hour week`,
      testId: "tile-gain",
    },
    { label: "Potential Annual Value Generated", value: formatCurrency(totals.totalAnnualValue), note: valueNote, testId: "tile-value" },
    { label: "AI Power Tools", value: String(totals.toolCount), note: countNote, testId: "tile-count" },
  ];
  return (
    <section aria-label="Toolkit summary" className="mt-6">
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex flex-col justify-between rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm sm:p-5">
            <dt className="text-xs font-medium text-slate-600 sm:text-sm">{tile.label}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900 sm:text-3xl" data-testid={tile.testId}>
              {tile.value}
            </dd>
            <dd className="mt-1 text-[11px] text-slate-600 sm:text-xs">{tile.note}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        Estimates, not promises: for each of your job&apos;s work activities a tool serves, its share of your week × how well AI did that activity in a large
        study of real use × the time saving a published study found for that kind of work; a second tool on the same activity counts only for what the first
        leaves. Value = hours × your hourly rate (salary ÷ 2,080) × 52 weeks.{" "}
        <Link to="/methodology" className="font-medium text-brand-700 underline">
          See how we estimate these figures
        </Link>
        .
      </p>
    </section>
  );
}

export const TYPE_BADGES = {
  core: { label: "CORE", meaning: "primary thinking partners", className: "bg-brand-600 text-white" },
  assistant: { label: "ASSISTANT", meaning: "productivity helpers", className: "bg-emerald-100 text-emerald-900" },
  specialist: { label: "SPECIALIST", meaning: "domain expertise tools", className: "bg-amber-100 text-amber-900" },
  agent: { label: "AGENT", meaning: "tools that act on your behalf", className: "bg-violet-100 text-violet-900" },
} as const;

export function TypeBadge({ type }: { type: keyof typeof TYPE_BADGES }) {
  const badge = TYPE_BADGES[type] ?? TYPE_BADGES.agent;
  return <span className={`rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide ${badge.className}`}>{badge.label}</span>;
}

export function ClassificationLegend() {
  return (
    <section aria-labelledby="legend-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="legend-title" className="text-sm font-semibold text-slate-800">
        How tools are classified
      </h2>
      <ul className="mt-2 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-6">
        {(["core", "assistant", "specialist"] as const).map((type) => (
          <li key={type} className="flex items-center gap-2">
            <TypeBadge type={type} /> {TYPE_BADGES[type].meaning}
          </li>
        ))}
      </ul>
    </section>
  );
}
