import type { ReactNode } from "react";
import { formatDateTime, tableClass, tdClass, thClass } from "./table-controls";

// The Email Coach tab's figures (issue 29 item 4): the headline cards, the small "last 7 days /
// total" breakdowns and the failures panel. The data comes from getCoachStats
// (app/services/admin/coach-stats.server.ts), serialised by the loader.

export const PATH_LABELS: Record<string, string> = { smtp: "SMTP listener", webhook: "Webhook", imap: "IMAP mailbox" };
export const PROBLEM_LABELS: Record<string, string> = {
  empty: "Empty",
  "attachment-only": "Attachment only",
  "too-large": "Too large",
  language: "Not in English",
  "too-many": "Too many tries",
};
export const DROP_LABELS: Record<string, string> = {
  "unknown-token": "Unknown or forged address",
  "other-sender": "From another sender",
  "auto-reply": "Automatic reply",
};

const n = (value: number) => value.toLocaleString("en-US");
export const score = (value: number | null) => (value === null ? "—" : value.toFixed(1));

export function StatCard({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
    </li>
  );
}

/** One breakdown (by inbound path, problem or drop reason): a row per kind, its last days and its total. */
export function Breakdown({
  id,
  title,
  days,
  labels,
  counts,
}: {
  id: string;
  title: string;
  days: number;
  labels: Record<string, string>;
  counts: Record<string, { total: number; recent: number }>;
}) {
  const rows = Object.entries(counts);
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h4 id={id} className="px-3 pt-3 font-bold">
        {title}
      </h4>
      <table className={`${tableClass} mt-1`}>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              <span className="sr-only">Kind</span>
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              {days} days
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([key, c]) => (
            <tr key={key} data-testid={`${id}-${key}`}>
              <th scope="row" className={`${tdClass} font-normal`}>
                {labels[key] ?? key}
              </th>
              <td className={`${tdClass} text-right tabular-nums`}>{n(c.recent)}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{n(c.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export interface CoachFailures {
  failedJobs: { count: number; latest: { jobId: string; replyId: number | null; attempts: number; lastError: string | null; failedAt: string }[] };
  waiting: { count: number; minutes: number; oldest: { replyId: number; receivedAt: string }[] };
}

/** Replies that went unanswered: jobs out of attempts, and replies still queued after a few minutes. */
export function FailuresPanel({ failures }: { failures: CoachFailures }) {
  const { failedJobs, waiting } = failures;
  const none = failedJobs.count === 0 && waiting.count === 0;
  return (
    <section
      aria-labelledby="coach-failures"
      className={`mt-6 rounded-xl border p-4 shadow-sm sm:p-5 ${none ? "border-slate-200 bg-white" : "border-red-300 bg-red-50"}`}
    >
      <h3 id="coach-failures" className="text-lg font-bold">
        Failures
      </h3>
      {none ? <p className="mt-1 text-sm text-slate-700">None: every reply was answered, or is waiting less than {waiting.minutes} minutes.</p> : null}
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Answer jobs failed for good (no attempts left)</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="coach-failed-jobs">
            {n(failedJobs.count)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Replies still queued after {waiting.minutes} minutes</dt>
          <dd className="text-2xl font-bold tabular-nums" data-testid="coach-waiting">
            {n(waiting.count)}
          </dd>
        </div>
      </dl>
      {failedJobs.latest.length ? (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Latest failed answer jobs">
          {failedJobs.latest.map((job) => (
            <li key={job.jobId} className="break-words">
              <span className="font-semibold">Reply #{job.replyId ?? "?"}</span> (job {job.jobId}, {job.attempts} attempts, {formatDateTime(job.failedAt)}):{" "}
              {job.lastError ?? "no error recorded"}
            </li>
          ))}
        </ul>
      ) : null}
      {waiting.oldest.length ? (
        <p className="mt-3 text-sm">
          Waiting longest:{" "}
          {waiting.oldest.map((w, i) => (
            <span key={w.replyId}>
              {i ? ", " : ""}#{w.replyId} since {formatDateTime(w.receivedAt)}
            </span>
          ))}
          . Is a worker running (<code>academy serve</code> or <code>academy worker</code>)?
        </p>
      ) : null}
    </section>
  );
}
