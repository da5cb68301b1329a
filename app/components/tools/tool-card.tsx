import { formatCurrency, formatPercent, formatRelevance } from "~/lib/format";
import { jobCategoryLabel, visibleJobCategories } from "~/lib/tools-query";
import type { ToolCard as ToolCardData } from "~/services/tools.server";
import { ToolLogo } from "./tool-logo";

export function ToolCard({ tool }: { tool: ToolCardData }) {
  const { shown, more } = visibleJobCategories(tool.jobCategories);
  return (
    <li className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <ToolLogo logoUrl={tool.logoUrl} emoji={tool.logoEmoji} />
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-lg font-semibold leading-snug text-slate-900">{tool.name}</h2>
          <p className="text-sm text-slate-600">{tool.category}</p>
        </div>
        <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">{tool.pricingTier}</span>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700">{tool.description}</p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Job roles">
        {shown.map((role) => (
          <li key={role} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-900">
            {jobCategoryLabel(role)}
          </li>
        ))}
        {more > 0 ? <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">+{more} more</li> : null}
      </ul>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center">
        <div>
          <dt className="text-xs text-slate-600">Productivity</dt>
          <dd className="text-sm font-semibold text-emerald-800">up to {formatPercent(tool.baseProductivityGain)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Yearly value</dt>
          <dd className="text-sm font-semibold text-emerald-800">up to {formatCurrency(tool.baseSavingsPerYear)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Relevance</dt>
          <dd className="text-sm font-semibold text-slate-900">{formatRelevance(tool.avgRelevanceScore)}</dd>
        </div>
      </dl>
      <a href={tool.webLink} target="_blank" rel="noopener noreferrer" className="btn-outline mt-4 w-full">
        Try {tool.name}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}
