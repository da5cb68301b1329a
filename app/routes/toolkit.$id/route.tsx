import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientActionFunctionArgs, ShouldRevalidateFunction } from "@remix-run/react";
import { isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { AnalysisMessage } from "~/components/toolkit/analysis-message";
import { GetToolkitSection, ReadyToDownloadDialog } from "~/components/toolkit/download";
import { EmailReportDialogs } from "~/components/toolkit/email-report";
import { ExplorationBanner, ExploringPrompt, useExploration } from "~/components/toolkit/exploration";
import { groupTools, TOP_TOOLS_PER_CATEGORY } from "~/lib/tool-grouping";
import { InsightsBody, InsightsDialog, useToolUseCases } from "~/components/toolkit/insights";
import { SalaryForm } from "~/components/toolkit/salary-form";
import { ClassificationLegend, SummaryTiles } from "~/components/toolkit/summary-tiles";
import { ToolkitToolCard } from "~/components/toolkit/tool-card";
import { BookConsultation } from "~/components/toolkit/consultation-dialog";
import { SaveToolkit } from "~/components/toolkit/save-toolkit";
import { ToolkitHeading } from "~/components/toolkit/toolkit-heading";
import { type ResultTool } from "~/components/toolkit/types";
import { useEmailReport } from "~/components/toolkit/use-email-report";
import { useHydrated } from "~/components/ui/use-hydrated";
import { toolkitTotals, toolSavings } from "~/lib/savings";
import { EMAIL_SIGNUP_TIMEOUT_MS, fetcherErrorMessage, settleWithin } from "~/lib/report-errors";
import { toolkitAction, type ToolkitActionData } from "./action.server";
import { toolkitLoader } from "./loader.server";

export const loader = (args: LoaderFunctionArgs) => toolkitLoader(args);

/** The email sign-up and a tool's Insights, with JavaScript (fetchers) and without; see action.server.ts. */
export const action = (args: ActionFunctionArgs) => toolkitAction(args);

/**
 * With JavaScript the page's fetchers post through here: a request that breaks or has no answer
 * after §7's 120 s becomes an answer the page can show (§8's texts) instead of the error page.
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<ToolkitActionData> {
  try {
    return await settleWithin(serverAction<typeof action>() as Promise<ToolkitActionData>, EMAIL_SIGNUP_TIMEOUT_MS);
  } catch (error) {
    // A redirect or a thrown answer of the action is Remix's to follow.
    if (error instanceof Response) throw error;
    return { clientError: fetcherErrorMessage(error) };
  }
}

/** Insights answer with their own data: the rest of the page has not changed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "insights" ? false : defaultShouldRevalidate;

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? errorHeaders?.get("Cache-Control") ?? "private, no-store",
});

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  {
    title: data
      ? `Your ${data.toolkit.jobTitle} AI Toolkit | Upskill Academy`
      : `${isRouteErrorResponse(error) && error.status === 404 ? "Analysis Not Found" : "Analysis Failed"} | Upskill Academy`,
  },
  { name: "robots", content: "noindex" },
];

export default function ToolkitResults() {
  const data = useLoaderData<typeof loader>();
  const { toolkit, band } = data;
  const hydrated = useHydrated();
  const [salary, setSalary] = useState(data.salary);
  useEffect(() => setSalary(data.salary), [data.salary]);
  const [readyOpen, setReadyOpen] = useState(false);
  const posted = useActionData<typeof action>() as ToolkitActionData | undefined;
  const [insightsFor, setInsightsFor] = useState<ResultTool | null>(null);
  const { explored, explore, scrollPromptOpen, closeScrollPrompt } = useExploration(
    toolkit.id,
    useCallback(() => setReadyOpen(true), []),
  );

  const groups = useMemo(() => groupTools(toolkit.aspects, toolkit.tools, { perCategory: TOP_TOOLS_PER_CATEGORY }), [toolkit]);
  const shownTools = useMemo(() => groups.flatMap((g) => g.tools), [groups]);
  const totals = toolkitTotals(
    toolkit.tools.map((t) => t.productivityGain),
    salary,
  );
  const savingsOf = (tool: ResultTool) => toolSavings(tool.productivityGain, salary);
  const valueDiscovered = shownTools.filter((t) => explored.has(t.id)).reduce((sum, t) => sum + savingsOf(t).adjustedSavings, 0);

  const pageAction = hrefWith({});
  const flow = useEmailReport({ toolkitId: toolkit.id, salary, report: data.report, action: pageAction });
  const { entries, load } = useToolUseCases(toolkit, pageAction);
  function hrefWith(extra: Record<string, string>) {
    const query = new URLSearchParams({
      ...(data.share ? { share: data.share } : {}),
      ...(data.salaryInUrl ? { salary: String(data.salary) } : {}),
      ...extra,
    }).toString();
    return `/toolkit/${toolkit.id}${query ? `?${query}` : ""}`;
  }
  const openInsights = (tool: ResultTool) => {
    explore(tool.id);
    setInsightsFor(tool);
    load(tool);
  };
  const insightsTool = data.insights ? (toolkit.tools.find((t) => t.id === data.insights!.toolId) ?? null) : null;

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <ToolkitHeading toolkit={toolkit} shareUrl={data.shareUrl} downloadHref={flow.downloadHref} onDownload={flow.onDownloadClick} />

      {insightsTool && data.insights ? (
        <section id="insights" aria-labelledby="insights-panel-title" className="mt-6 scroll-mt-4 rounded-xl border-2 border-brand-500 bg-white p-6 shadow-lg">
          <InsightsBody
            tool={insightsTool}
            savings={savingsOf(insightsTool)}
            entry={data.insights.entry}
            titleId="insights-panel-title"
            onTry={() => explore(insightsTool.id)}
            actions={
              <Link to={`${hrefWith({})}#tool-${insightsTool.id}`} className="btn-outline">
                Back to all tools
              </Link>
            }
          />
        </section>
      ) : null}

      <div className="mt-6">
        <SalaryForm toolkitId={toolkit.id} band={band} salary={salary} share={data.share} onChange={setSalary} />
      </div>
      <SummaryTiles totals={totals} />
      <ExplorationBanner explored={explored.size} total={shownTools.length} valueDiscovered={valueDiscovered} />
      <ClassificationLegend />

      <section id="toolkit-tools" aria-label="Your AI tools" className="mt-8 scroll-mt-4 space-y-10">
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`${group.key}-title`}>
            <h2 id={`${group.key}-title`} className="text-xl font-bold text-slate-900">
              {group.name}
            </h2>
            {group.description ? <p className="mt-1 max-w-3xl text-sm text-slate-700">{group.description}</p> : null}
            <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.tools.map((tool) => (
                <ToolkitToolCard
                  key={tool.id}
                  tool={tool}
                  savings={savingsOf(tool)}
                  insightsAction={pageAction}
                  interactive={hydrated}
                  onInsights={openInsights}
                  onTry={(t) => explore(t.id)}
                />
              ))}
            </ul>
          </section>
        ))}
      </section>

      <GetToolkitSection
        action={`${hrefWith({})}#get-toolkit`}
        salary={salary}
        error={posted && "emailReport" in posted ? posted.emailReport : null}
        sending={flow.sending}
        formRef={flow.sectionForm}
        onSubmit={hydrated ? flow.onSectionSubmit : undefined}
      />

      <SaveToolkit state={data.saving} analysisId={toolkit.id} />

      <section
        aria-labelledby="consultation-cta-title"
        className="mt-8 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="consultation-cta-title" className="text-lg font-semibold">
            Want help putting these tools to work?
          </h2>
          <p className="mt-1 text-sm text-slate-700">Book a free consultation about one of your work areas; we reply within 24 hours.</p>
        </div>
        <BookConsultation
          jobTitle={toolkit.jobTitle}
          workAreas={toolkit.aspects.map((a) => a.name)}
          href={`/toolkit/${toolkit.id}/consultation${data.share ? `?share=${encodeURIComponent(data.share)}` : ""}`}
        />
      </section>

      <InsightsDialog
        tool={insightsFor}
        savings={insightsFor ? savingsOf(insightsFor) : null}
        entry={insightsFor ? entries[insightsFor.id] : undefined}
        onClose={() => setInsightsFor(null)}
        onRetry={() => insightsFor && load(insightsFor, true)}
        onTry={() => insightsFor && explore(insightsFor.id)}
      />
      <ExploringPrompt
        open={scrollPromptOpen}
        onClose={closeScrollPrompt}
        explored={explored.size}
        total={shownTools.length}
        valueDiscovered={valueDiscovered}
        totalValue={totals.totalAnnualValue}
        onGetToolkit={() => void flow.startDownload()}
      />
      <ReadyToDownloadDialog
        open={readyOpen}
        onClose={() => setReadyOpen(false)}
        totalValue={totals.totalAnnualValue}
        toolCount={totals.toolCount}
        downloadHref={flow.downloadHref}
        onDownload={flow.onDownloadClick}
      />
      <EmailReportDialogs flow={flow} jobTitle={toolkit.jobTitle} />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return <AnalysisMessage kind={isRouteErrorResponse(error) && error.status === 404 ? "not-found" : "failed"} />;
}
