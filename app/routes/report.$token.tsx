// A toolkit report's status page (/report/{downloadToken}): where the results page's email form
// lands without JavaScript. It shows the report's real stage on the server and reloads itself
// every 2 s until the report is sent (then §2's 'Your AI Toolkit is Ready!') or has failed.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { ReportProgressView, ToolkitReadyContent } from "~/components/toolkit/email-report";
import { downloadUrlFor } from "~/components/toolkit/use-email-report";
import { REPORT_FAILED_TEXT, REPORT_SLOW_TEXT } from "~/lib/report-progress";
import { reportState } from "~/services/delivery/reports.server";

export const REFRESH_SECONDS = 2;

export async function loader({ params, request }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const state = await reportState(token);
  if (!state) throw new Response("Report not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const share = new URL(request.url).searchParams.get("share");
  const shareQuery = share && /^[A-Za-z0-9_-]{16,64}$/.test(share) ? `?share=${share}` : "";
  return json(
    {
      jobTitle: state.jobTitle,
      progress: state.progress,
      slow: state.slow,
      toolkitHref: `/toolkit/${state.analysisId}${shareQuery}`,
      downloadUrl: downloadUrlFor(token),
      // The page's own address without its fragment: a refresh to an address with one (#main, after
      // the form's redirect) would only scroll, never reload.
      selfUrl: `/report/${token}${shareQuery}`,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: !data
      ? "Report Not Found | Upskill Academy"
      : data.progress.failed
        ? "Your AI Toolkit could not be sent | Upskill Academy"
        : data.progress.done
          ? "Your AI Toolkit is Ready! | Upskill Academy"
          : `${data.progress.percent}% · Generating your AI Toolkit | Upskill Academy`,
  },
  { name: "robots", content: "noindex" },
  ...(data && !data.progress.done ? [{ httpEquiv: "refresh", content: `${REFRESH_SECONDS}; url=${data.selfUrl}` } as const] : []),
];

export default function ReportStatus() {
  const { jobTitle, progress, slow, toolkitHref, downloadUrl } = useLoaderData<typeof loader>();
  const backLink = (
    <Link to={toolkitHref} className="btn-outline">
      <span aria-hidden="true">←</span> Back to your toolkit
    </Link>
  );
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {progress.failed ? (
          <>
            <h1 className="text-xl font-bold text-slate-900">We couldn't send your AI Toolkit</h1>
            <p role="alert" className="mt-3 text-sm text-red-800">
              {REPORT_FAILED_TEXT}
            </p>
            <div className="mt-6 flex justify-end">{backLink}</div>
          </>
        ) : progress.done ? (
          <ToolkitReadyContent level={1} titleId="report-ready-title" jobTitle={jobTitle} downloadUrl={downloadUrl} closeAction={backLink} />
        ) : (
          <>
            <h1 className="text-xl font-bold text-slate-900">Generating Your AI Toolkit</h1>
            <p className="mt-2 text-sm text-slate-700">
              We're building your {jobTitle} toolkit as a PDF and sending it to your inbox. This page updates itself every few seconds.
            </p>
            <ReportProgressView text={progress.text} percent={progress.percent} />
            {slow ? (
              <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {REPORT_SLOW_TEXT}
              </p>
            ) : null}
            <div className="mt-6">{backLink}</div>
          </>
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{missing ? "Report Not Found" : "Something went wrong"}</h1>
      <p className="mt-2 text-slate-600">
        {missing ? "This link doesn't match a toolkit report. Ask for your toolkit again from its page." : REPORT_FAILED_TEXT}
      </p>
      <Link to="/" className="btn-primary mt-6">
        Return Home
      </Link>
    </main>
  );
}
