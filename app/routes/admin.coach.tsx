import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { Breakdown, DROP_LABELS, FailuresPanel, PATH_LABELS, PROBLEM_LABELS, score, StatCard } from "~/components/admin/coach-figures";
import { formatDateTime, Pagination, tdClass } from "~/components/admin/table-controls";
import { adminTableLoader, adminTabAction, backTo, redirectWithToast } from "~/http/admin-page.server";
import { parseRecordId, readCoachReplyQuery } from "~/lib/admin-query";
import { getCoachStats, listCoachReplies } from "~/services/admin/coach-stats.server";
import { rescoreCoachReply } from "~/services/coach/rescore-reply.server";

// The Email Coach tab (issue 29 item 4, "Operable"): sign-ups, challenges sent, replies by inbound
// path, the first answers' mean scores, unscorable replies by problem, dropped mail by reason and
// the failures; then the replies, latest first, a page at a time (?page=, ?status= in the URL), each
// scored one with a Re-score button (the current scorer, audit-logged, nothing emailed). The same
// operations as GET /api/admin/coach and `academy coach stats | replies | rescore`.

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminTableLoader(request, async (params) => {
    const query = readCoachReplyQuery(params);
    const [stats, page] = await Promise.all([getCoachStats(), listCoachReplies(query)]);
    return { stats, query, page };
  });

export const action = ({ request }: ActionFunctionArgs) =>
  adminTabAction(request, async (access, formData) => {
    const back = backTo(request);
    const id = formData.get("intent") === "rescore" ? parseRecordId(String(formData.get("id") ?? "")) : null;
    if (id === null) return redirectWithToast(request, back, { kind: "error", title: "Not Re-scored", description: "No such reply." });
    const outcome = await rescoreCoachReply(access.ctx, id);
    if (!outcome.ok) return redirectWithToast(request, back, { kind: "error", title: "Not Re-scored", description: outcome.message });
    return redirectWithToast(request, back, {
      kind: "success",
      title: "Reply Re-scored",
      description: `Reply #${id}: overall ${score(outcome.before.overall)} before, ${score(outcome.after.overall)} now (scorer v${outcome.after.scorerVersion}).`,
    });
  });

const STATUSES = [
  { value: "", label: "All" },
  { value: "queued", label: "Queued" },
  { value: "scored", label: "Scored" },
  { value: "unscorable", label: "Unscorable" },
  { value: "failed", label: "Failed" },
] as const;

const STATUS_STYLE: Record<string, string> = {
  scored: "bg-brand-600 text-white",
  unscorable: "bg-amber-100 text-amber-900",
  queued: "bg-slate-200 text-slate-800",
  failed: "bg-red-700 text-white",
};

export default function AdminCoach() {
  const data = useLoaderData<typeof loader>();
  if (data.state !== "admin") return null;
  const { stats, page, query } = data;
  const days = stats.recentDays;
  const mean = stats.firstAnswers.mean;
  return (
    <section aria-labelledby="coach-title">
      <h2 id="coach-title" className="text-2xl font-bold">
        Email Coach
      </h2>
      <p className="mt-2 text-slate-700">
        People who signed up at /coach get a performance challenge by email, reply to it, and get a scored card back. Counts of the last {days} days are beside
        each total.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Sign-ups" value={stats.signups.total.toLocaleString("en-US")} note={`${stats.signups.recent} in ${days} days`} />
        <StatCard label="Challenges sent" value={stats.challengesSent.total.toLocaleString("en-US")} note={`${stats.challengesSent.recent} in ${days} days`} />
        <StatCard label="Replies" value={stats.replies.total.toLocaleString("en-US")} note={`${stats.replies.recent} in ${days} days`} />
        <StatCard
          label="First answers scored"
          value={stats.firstAnswers.scored.toLocaleString("en-US")}
          note={`${stats.unscorable.total} replies unscorable, ${stats.drops.total} messages dropped`}
        />
      </ul>
      <section aria-labelledby="coach-means" className="mt-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h3 id="coach-means" className="text-sm text-slate-600">
          Mean scores of scored first answers, out of 10
        </h3>
        <dl className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ["Clarity", mean.clarity],
              ["Impact", mean.impact],
              ["Confidence", mean.confidence],
              ["Overall", mean.overall],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl">{score(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="mt-6 grid gap-3 md:grid-cols-3">
        <Breakdown id="coach-paths" title="Replies by inbound path" days={days} labels={PATH_LABELS} counts={stats.replies.byPath} />
        <Breakdown id="coach-problems" title="Unscorable, by problem" days={days} labels={PROBLEM_LABELS} counts={stats.unscorable.byProblem} />
        <Breakdown id="coach-drops" title="Mail dropped, by reason" days={days} labels={DROP_LABELS} counts={stats.drops.byReason} />
      </div>
      <FailuresPanel failures={stats.failures} />

      <h3 id="coach-replies" className="mt-8 text-lg font-bold">
        Replies
      </h3>
      <Form method="get" aria-labelledby="coach-replies" className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="coach-status" className="label">
            Status
          </label>
          <select id="coach-status" name="status" defaultValue={query.status} className="field">
            {STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-outline">
          Show
        </button>
      </Form>
      <AdminTable
        caption={`Coach replies, latest first, page ${page.page} of ${page.pageCount}`}
        columns={[
          { label: "Reply" },
          { label: "From and challenge" },
          { label: "Status" },
          { label: "Overall", numeric: true },
          { label: "Actions", hidden: true },
        ]}
        emptyText={page.rows.length === 0 ? (query.status ? `No ${query.status} replies.` : "No replies yet.") : null}
      >
        {page.rows.map((r) => (
          <tr key={r.id} data-testid={`coach-reply-${r.id}`}>
            <td className={tdClass}>
              <p className="font-semibold tabular-nums">#{r.id}</p>
              <p className="whitespace-nowrap text-xs text-slate-700">
                {/* "27 Nov 2026" and "09:46 UTC" on lines of their own, so a narrow column breaks only there. */}
                {formatDateTime(r.receivedAt)
                  .split(", ")
                  .map((part, i) => (
                    <span key={part} className="block">
                      {part}
                      {i === 0 ? "," : ""}
                    </span>
                  ))}
              </p>
              <p className="whitespace-nowrap text-xs text-slate-700">
                {r.via}, try {r.attempt}
              </p>
            </td>
            <td className={`${tdClass} min-w-40`}>
              <p className="break-all">{r.email}</p>
              <p className="text-slate-700">{r.challengeTitle}</p>
            </td>
            <td className={tdClass}>
              <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[r.status] ?? STATUS_STYLE.queued}`}>
                {r.status}
              </span>
              {r.problem ? <p className="mt-1 whitespace-nowrap text-xs text-slate-700">{PROBLEM_LABELS[r.problem] ?? r.problem}</p> : null}
            </td>
            <td className={`${tdClass} text-right tabular-nums`}>{score(r.overall)}</td>
            <td className={tdClass}>
              {r.status === "scored" ? (
                // A plain form: re-scoring works the same with JavaScript off.
                <Form method="post">
                  <input type="hidden" name="intent" value="rescore" />
                  <input type="hidden" name="id" value={r.id} />
                  <button type="submit" className="whitespace-nowrap font-semibold text-brand-700 underline" aria-label={`Re-score reply #${r.id}`}>
                    Re-score
                  </button>
                </Form>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} noun="reply" plural="replies" />
    </section>
  );
}
