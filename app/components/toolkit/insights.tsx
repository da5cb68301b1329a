import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ToolLogo } from "~/components/tools/tool-logo";
import { formatCurrency, formatPercent } from "~/lib/format";
import type { ToolSavings } from "~/lib/savings";
import { fallbackUseCases, hasUseCases, USE_CASES_FAILED, USE_CASES_UNAVAILABLE, type UseCases } from "~/lib/use-cases";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { TypeBadge } from "./summary-tiles";
import { appLink, type ResultTool, type ResultToolkit } from "./types";

export type UseCasesEntry =
  { status: "loading" } | { status: "ready"; useCases: UseCases } | { status: "failed"; useCases: UseCases } | { status: "unavailable" };

const stringList = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : []);

/**
 * Use cases per recommendation in the browser: the stored ones, else POST /api/generate-use-cases
 * (with recommendationId, so the answer is stored on it). On failure, §8's fallback lists.
 */
export function useToolUseCases(toolkit: ResultToolkit) {
  const initial = () =>
    Object.fromEntries(
      toolkit.tools.filter((t) => hasUseCases(t.aiGeneratedUseCases)).map((t) => [t.id, { status: "ready", useCases: t.aiGeneratedUseCases! }]),
    ) as Record<number, UseCasesEntry>;
  const [entries, setEntries] = useState<Record<number, UseCasesEntry>>(initial);
  const current = useRef(entries);
  current.current = entries;
  useEffect(() => setEntries((e) => ({ ...initial(), ...e })), [toolkit]); // eslint-disable-line react-hooks/exhaustive-deps

  const load = useCallback(
    async (tool: ResultTool, retry = false) => {
      const entry = current.current[tool.id];
      if (entry?.status === "loading" || entry?.status === "ready" || (entry && !retry)) return;
      const set = (value: UseCasesEntry) => setEntries((e) => ({ ...e, [tool.id]: value }));
      set({ status: "loading" });
      try {
        const response = await fetch("/api/generate-use-cases", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          credentials: "same-origin",
          cache: "no-store",
          body: JSON.stringify({
            toolName: tool.name,
            toolDescription: tool.description,
            toolCategory: tool.category,
            jobTitle: toolkit.jobTitle,
            jobDescription: toolkit.jobDescription,
            recommendationId: tool.id,
          }),
        });
        if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
        const body = (await response.json()) as Record<string, unknown>;
        const useCases = {
          specificApplications: stringList(body.specificApplications),
          implementationTips: stringList(body.implementationTips),
          successMetrics: stringList(body.successMetrics),
        };
        set(hasUseCases(useCases) ? { status: "ready", useCases } : { status: "unavailable" });
      } catch {
        set({ status: "failed", useCases: fallbackUseCases(tool.name, toolkit.jobTitle) });
      }
    },
    [toolkit.jobTitle, toolkit.jobDescription],
  );
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
