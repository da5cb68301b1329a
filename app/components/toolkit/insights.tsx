import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ToolLogo } from "~/components/tools/tool-logo";
import { formatCurrency, formatPercent } from "~/lib/format";
import type { ToolSavings } from "~/lib/savings";
import { fallbackUseCases, hasUseCases, USE_CASES_FAILED, USE_CASES_UNAVAILABLE, type UseCases } from "~/lib/use-cases";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { SCRIPTED_FIELD } from "~/lib/scripted-submission";
import { TypeBadge } from "./summary-tiles";
import { appLink, type ResultTool, type ResultToolkit } from "./types";

export type UseCasesEntry =
  { status: "loading" } | { status: "ready"; useCases: UseCases } | { status: "failed"; useCases: UseCases } | { status: "unavailable" };

const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : []);
const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object";

/** The use cases in the action's answer for this tool, or null when it has none to give. */
function answeredUseCases(answer: unknown, toolId: number): UseCases | null {
  const insights = isRecord(answer) && isRecord(answer.insights) ? answer.insights : null;
  if (!insights || insights.toolId !== toolId || !isRecord(insights.useCases)) return null;
  return {
    specificApplications: stringList(insights.useCases.specificApplications),
    implementationTips: stringList(insights.useCases.implementationTips),
    successMetrics: stringList(insights.useCases.successMetrics),
  };
}

/**
 * Use cases per recommendation in the browser: the stored ones, else the Insights form posted to
 * the results page's action through a fetcher (intent=insights; the answer is stored on the
 * recommendation). On failure, §8's fallback lists.
 */
export function useToolUseCases(toolkit: ResultToolkit, action: string) {
  const fetcher = useFetcher({ key: `insights-${toolkit.id}` });
  const initial = () =>
    Object.fromEntries(
      toolkit.tools.filter((t) => hasUseCases(t.aiGeneratedUseCases)).map((t) => [t.id, { status: "ready", useCases: t.aiGeneratedUseCases! }]),
    ) as Record<number, UseCasesEntry>;
  const [entries, setEntries] = useState<Record<number, UseCasesEntry>>(initial);
  const current = useRef(entries);
  current.current = entries;
  useEffect(() => setEntries((e) => ({ ...initial(), ...e })), [toolkit]); // eslint-disable-line react-hooks/exhaustive-deps
  /** The tool the fetcher is asking for: one at a time, a new request replaces an unfinished one. */
  const asking = useRef<ResultTool | null>(null);

  const load = useCallback(
    (tool: ResultTool, retry = false) => {
      const entry = current.current[tool.id];
      if (entry?.status === "loading" || entry?.status === "ready" || (entry && !retry)) return;
      const replaced = asking.current;
      asking.current = tool;
      setEntries((e) => {
        const next = { ...e, [tool.id]: { status: "loading" } as UseCasesEntry };
        // The replaced request's tool asks again when it is opened next.
        if (replaced && replaced.id !== tool.id && next[replaced.id]?.status === "loading") delete next[replaced.id];
        return next;
      });
      fetcher.submit({ intent: "insights", recommendationId: String(tool.id), [SCRIPTED_FIELD]: "1" }, { method: "post", action });
    },
    [fetcher, action],
  );

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (answer === undefined || handled.current === answer) return;
    handled.current = answer;
    const tool = asking.current;
    asking.current = null;
    if (!tool) return;
    const useCases = answeredUseCases(answer, tool.id);
    const entry: UseCasesEntry = useCases
      ? hasUseCases(useCases)
        ? { status: "ready", useCases }
        : { status: "unavailable" }
      : { status: "failed", useCases: fallbackUseCases(tool.name, toolkit.jobTitle) };
    setEntries((e) => ({ ...e, [tool.id]: entry }));
  }, [answer, toolkit.jobTitle]);

  return { entries, load };
}

function UseCaseLists({ useCases }: { useCases: UseCases }) {
  const id = useId();
  const lists: [string, string[]][] = [
    ["Specific Applications", useCases.specificApplications],
    ["Implementation Tips", useCases.implementationTips],
    ["Success Metrics", useCases.successMetrics],
  ];
  return (
    <div className="mt-5 space-y-5">
      {lists.map(([title, items], i) =>
        items.length ? (
          <section key={title} aria-labelledby={`${id}-${i}`}>
            <h3 id={`${id}-${i}`} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              {title}
            </h3>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-800">
              {items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}

/** A tool's insights: what it does for this job, its figures at the chosen salary, and its use cases. */
export function InsightsBody({
  tool,
  savings,
  entry,
  titleId,
  onRetry,
  onTry,
  actions,
}: {
  tool: ResultTool;
  savings: ToolSavings;
  entry: UseCasesEntry | undefined;
  titleId: string;
  onRetry?: () => void;
  onTry?: () => void;
  actions: ReactNode;
}) {
  const link = appLink(tool);
  const facts: [string, string][] = [
    ["Productivity gain", `up to ${formatPercent(tool.productivityGain)}`],
    ["Time saved", `${savings.hoursSavedPerWeek} h/week`],
    ["Annual value", formatCurrency(savings.adjustedSavings)],
    ["Set-up time", tool.implementationTime],
    ["Complexity", tool.complexityLevel.charAt(0).toUpperCase() + tool.complexityLevel.slice(1)],
  ];
  return (
    <>
      <div className="flex items-start gap-3">
        <ToolLogo logoUrl={tool.logoUrl} emoji={tool.logoEmoji} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-xl font-bold leading-snug">
            {`${tool.name} Insights`}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <TypeBadge type={tool.toolType} /> {tool.category}
          </p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700">{tool.useCase || tool.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite">
        {!entry || entry.status === "loading" ? (
          <p className="mt-5 text-sm font-medium text-brand-700" role="status">
            Generating specific use cases...
          </p>
        ) : entry.status === "unavailable" ? (
          <p className="mt-5 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="alert">
            {USE_CASES_UNAVAILABLE}
          </p>
        ) : (
          <>
            {entry.status === "failed" ? (
              <p className="mt-5 rounded-md bg-red-50 p-3 text-sm text-red-800" role="alert">
                {USE_CASES_FAILED}
              </p>
            ) : null}
            <UseCaseLists useCases={entry.useCases} />
          </>
        )}
        {entry && (entry.status === "failed" || entry.status === "unavailable") && onRetry ? (
          <button type="button" className="btn-outline mt-3" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {actions}
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer" className="btn-primary" onClick={onTry}>
            Try App<span className="sr-only">: {tool.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </>
  );
}

export function InsightsDialog({
  tool,
  savings,
  entry,
  onClose,
  onRetry,
  onTry,
}: {
  tool: ResultTool | null;
  savings: ToolSavings | null;
  entry: UseCasesEntry | undefined;
  onClose: () => void;
  onRetry: () => void;
  onTry: () => void;
}) {
  return (
    <ModalDialog open={tool !== null} onClose={onClose} titleId="insights-title" testId="insights-dialog">
      {tool && savings ? (
        <InsightsBody
          tool={tool}
          savings={savings}
          entry={entry}
          titleId="insights-title"
          onRetry={onRetry}
          onTry={onTry}
          actions={
            <button type="button" className="btn-outline" onClick={onClose}>
              Close
            </button>
          }
        />
      ) : null}
    </ModalDialog>
  );
}
