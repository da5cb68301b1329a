import { Form } from "@remix-run/react";
import { ToolLogo } from "~/components/tools/tool-logo";
import { formatCurrency, formatPercent } from "~/lib/format";
import type { ToolSavings } from "~/lib/savings";
import { linkCheckedLabel } from "~/lib/tool-link-check";
import { TypeBadge } from "./summary-tiles";
import { appLink, type ResultTool } from "./types";

/** A tool as shown in a toolkit (visitor-side.md §2 "Tool card"). */
export function ToolkitToolCard({
  tool,
  savings,
  insightsAction,
  interactive,
  onInsights,
  onTry,
}: {
  tool: ResultTool;
  savings: ToolSavings;
  /** Where the Insights form posts (the results page's action); without JavaScript it leads to the tool's insights URL. */
  insightsAction: string;
  /** Hydrated: Insights opens a dialog. */
  interactive: boolean;
  onInsights: (tool: ResultTool) => void;
  onTry: (tool: ResultTool) => void;
}) {
  const link = appLink(tool);
  const checked = link === tool.webLink ? linkCheckedLabel(tool.linkCheckedAt) : null;
  return (
    <li id={`tool-${tool.id}`} className="tool-card scroll-mt-20" data-testid="toolkit-tool">
      <div className="flex items-start gap-3">
        <ToolLogo logoUrl={tool.logoUrl} emoji={tool.logoEmoji} />
        <div className="min-w-0 flex-1">
          <h3 className="break-words text-lg font-semibold leading-snug text-slate-900">{tool.name}</h3>
          <p className="text-sm text-slate-600">{tool.category}</p>
        </div>
        <TypeBadge type={tool.toolType} />
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700">{tool.useCase || tool.description}</p>
      <dl className="tool-stats">
        <div>
          <dt>Productivity</dt>
          <dd className="gain">up to {formatPercent(tool.productivityGain)}</dd>
        </div>
        <div>
          <dt>Annual value</dt>
          <dd className="gain" data-testid="tool-annual-value">
            {formatCurrency(savings.adjustedSavings)}
          </dd>
        </div>
        <div>
          <dt>Time saved</dt>
          <dd>{savings.hoursSavedPerWeek} h/week</dd>
        </div>
      </dl>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Form
          method="post"
          action={insightsAction}
          onSubmit={
            interactive
              ? (event) => {
                  event.preventDefault();
                  onInsights(tool);
                }
              : undefined
          }
        >
          <input type="hidden" name="intent" value="insights" />
          <input type="hidden" name="recommendationId" value={tool.id} />
          <button type="submit" className="btn-outline w-full">
            Insights<span className="sr-only"> for {tool.name}</span>
          </button>
        </Form>
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="btn-primary" onClick={() => onTry(tool)}>
            Try App<span className="sr-only">: {tool.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {checked ? <p className="mt-2 text-center text-xs text-slate-600">{checked}</p> : null}
    </li>
  );
}
