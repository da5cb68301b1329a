import { formatCurrency, formatPercent, formatRelevance } from "~/lib/format";
import { jobCategoryLabel, visibleJobCategories } from "~/lib/tools-query";
import { linkCheckedLabel } from "~/lib/tool-link-check";
import type { ToolCard as ToolRecord } from "~/services/catalogue/tools.server";
import { ToolLogo } from "./tool-logo";

/** Only what a card shows: the page's hydration data repeats it, so it is kept small. */
export const CARD_FIELDS = [
  "id",
  "name",
  "description",
  "category",
  "jobCategories",
  "pricingTier",
  "baseProductivityGain",
  "baseSavingsPerYear",
  "avgRelevanceScore",
  "webLink",
  "logoUrl",
  "logoEmoji",
  "linkCheckedAt",
] as const;
export type ToolCardData = Pick<ToolRecord, (typeof CARD_FIELDS)[number]>;

export function toCardData(tool: ToolRecord): ToolCardData {
  return Object.fromEntries(CARD_FIELDS.map((f) => [f, tool[f]])) as ToolCardData;
}

export function ToolCard({ tool }: { tool: ToolCardData }) {
  const { shown, more } = visibleJobCategories(tool.jobCategories);
  const checked = linkCheckedLabel(tool.linkCheckedAt);
  return (
    <li className="tool-card">
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
          <li key={role} className="chip">
            {jobCategoryLabel(role)}
          </li>
        ))}
        {more > 0 ? <li className="chip chip-muted">+{more} more</li> : null}
      </ul>
      <dl className="tool-stats">
        <div>
          <dt>Productivity</dt>
          <dd className="gain">up to {formatPercent(tool.baseProductivityGain)}</dd>
        </div>
        <div>
          <dt>Yearly value</dt>
          <dd className="gain">up to {formatCurrency(tool.baseSavingsPerYear)}</dd>
        </div>
        <div>
          <dt>Relevance</dt>
          <dd>{formatRelevance(tool.avgRelevanceScore)}</dd>
        </div>
      </dl>
      <a href={tool.webLink} target="_blank" rel="noopener noreferrer" className="btn-outline mt-4 w-full">
        Try {tool.name}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {checked ? <p className="mt-2 text-center text-xs text-slate-600">{checked}</p> : null}
    </li>
  );
}
