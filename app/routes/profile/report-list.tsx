import { formatShortDate } from "~/lib/format";

export interface ProfileReport {
  id: number;
  jobTitle: string;
  createdAt: string;
  downloadToken: string;
  status: string;
}

/** My Reports (accounts-admin-sales.md §2, §6): each report's PDF, or why there is none. */
export function ReportList({ reports }: { reports: ProfileReport[] }) {
  return (
    <section aria-labelledby="reports-title" className="mt-8">
      <h2 id="reports-title" className="text-xl font-bold">
        My Reports
      </h2>
      {reports.length === 0 ? (
        <p className="mt-3 text-slate-700">No reports yet. Email yourself a toolkit and its PDF report will be listed here.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {reports.map((report) => (
            <li key={report.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-medium text-slate-900">{report.jobTitle}</p>
                <p className="text-sm text-slate-600">{formatShortDate(report.createdAt)}</p>
              </div>
              {report.status === "failed" ? (
                <span className="text-sm text-slate-600">This report could not be made. Email the toolkit again for a new one.</span>
              ) : (
                <a
                  href={`/api/download-report/${report.downloadToken}`}
                  target="_blank"
                  rel="noopener"
                  className="btn-outline"
                  aria-label={`Download the ${report.jobTitle} report (opens in a new tab)`}
                >
                  Download
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
