import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { formatDateTime } from "~/components/admin/table-controls";
import { adminTabAction, adminTableLoader, backTo, redirectWithToast } from "~/http/admin-page.server";
import { GAP_REPORT_EVERY, jobTitlesPreview, plural } from "~/lib/gap-analysis";
import { gapStatus, listGapReports, requestGapReport, type GapReportView } from "~/services/catalogue/gap-analysis.server";

// The Gap Analysis tab (accounts-admin-sales.md §2, §3 "Gap status", §9; issue 15): progress
// toward the next automatic report (n/10), the latest report, the earlier ones, and Generate.

export async function loader({ request }: LoaderFunctionArgs) {
  return adminTableLoader(request, async () => {
    const [status, reports] = await Promise.all([gapStatus(), listGapReports(20)]);
    return { status, reports };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return adminTabAction(request, async (access) => {
    const outcome = await requestGapReport(access.ctx);
    if (!outcome.ok) return redirectWithToast(request, backTo(request), { kind: "error", title: "Error", description: "Failed to generate gap analysis" });
    return redirectWithToast(request, backTo(request), {
      kind: "success",
      title: "Gap Report Generated",
      description: `Report #${outcome.report.reportNumber} lists ${plural(outcome.gaps.length, "gap")} in ${plural(outcome.report.toolkitCount, "toolkit")}.`,
    });
  });
}

function Report({ report }: { report: GapReportView }) {
  return (
    <article aria-labelledby={`gap-report-${report.reportNumber}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`gap-report-${report.reportNumber}`} className="text-lg font-bold">
        Report #{report.reportNumber}
      </h3>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">Created: </dt>
          <dd className="inline">{formatDateTime(report.createdAt)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Toolkits: </dt>
          <dd className="inline">{report.toolkitCount}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Average confidence: </dt>
          <dd className="inline">{Math.round(report.averageConfidence * 100)}%</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Email sent: </dt>
          <dd className="inline">{report.emailSent ? "Yes" : "No"}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-slate-600">Job titles: </dt>
          <dd className="inline">{jobTitlesPreview(report.jobTitles) || "none"}</dd>
        </div>
      </dl>
      <h4 className="mt-3 text-sm font-semibold">Missing categories</h4>
      {report.missingCategories.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {report.missingCategories.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">None: every work area had a tool that fits it well.</p>
      )}
    </article>
  );
}

export default function AdminGapAnalysis() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  if (data.state !== "admin") return null;
  const { status, reports } = data;
  const pending = navigation.state === "submitting";
  const progress = Math.min(status.toolkitsSinceLastReport, GAP_REPORT_EVERY);
  return (
    <section aria-labelledby="gap-title">
      <h2 id="gap-title" className="text-2xl font-bold">
        Gap Analysis
      </h2>
      <p className="mt-2 text-slate-700">
        Where the AI tools catalogue served recent toolkits poorly. A report is written and emailed to the admins every {GAP_REPORT_EVERY} toolkits.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <div className="min-w-[12rem]">
          <p className="text-sm text-slate-600" id="gap-progress-label">
            Toward the next report
          </p>
          <p className="text-2xl font-bold" data-testid="gap-progress">
            {progress}/{GAP_REPORT_EVERY}
          </p>
          <progress className="mt-1 w-full" max={GAP_REPORT_EVERY} value={progress} aria-labelledby="gap-progress-label" />
        </div>
        <Form method="post">
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Generating..." : "Generate Report"}
          </button>
        </Form>
      </div>
      <div className="mt-6 space-y-4">
        {reports.length === 0 ? <p className="text-slate-700">No reports yet.</p> : null}
        {reports[0] ? <Report report={reports[0]} /> : null}
        {reports.length > 1 ? (
          <>
            <h3 className="text-lg font-bold">Earlier reports</h3>
            {reports.slice(1).map((r) => (
              <Report key={r.id} report={r} />
            ))}
          </>
        ) : null}
      </div>
    </section>
  );
}
