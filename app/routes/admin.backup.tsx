import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { EmptyRow, formatDateTime, tableClass, tdClass, thClass } from "~/components/admin/table-controls";
import { adminTabAction, adminTableLoader, backTo, redirectWithToast } from "~/http/admin-page.server";
import { backupBadge, backupCountdown, formatBackupDuration } from "~/lib/backup-schedule";
import { latestBackupLogs } from "~/services/operations/backup-runs.server";
import { backupStatus, requestBackup } from "~/services/operations/backup-status.server";

// The Backup tab (accounts-admin-sales.md §2 "Backup panel", §4, §9; issue 15): the status badge,
// the countdown to the next hourly backup (refreshed every minute with JavaScript), Force Backup
// and Full Backup (disabled while one runs), and the latest 10 runs.

export async function loader({ request }: LoaderFunctionArgs) {
  return adminTableLoader(request, async () => {
    const now = new Date();
    const [status, logs] = await Promise.all([backupStatus(now), latestBackupLogs(10)]);
    return {
      status,
      now: now.toISOString(),
      logs: logs.map((l) => ({
        id: l.id,
        timestamp: l.timestamp.toISOString(),
        status: l.status,
        kind: l.kind,
        users: l.usersBackedUp,
        toolkits: l.toolkitsBackedUp,
        activities: l.activitiesBackedUp,
        durationMs: l.durationMs,
        errors: l.errors,
      })),
    };
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return adminTabAction(request, async (access, formData) => {
    const intent = formData.get("intent");
    if (intent !== "force" && intent !== "full")
      return redirectWithToast(request, backTo(request), { kind: "error", title: "Error", description: "Unknown backup request." });
    const outcome = await requestBackup(access.ctx, intent === "full" ? "full" : "incremental");
    if (!outcome.ok) return redirectWithToast(request, backTo(request), { kind: "error", title: "Error", description: "A backup is already running." });
    const what = outcome.kind === "full" ? "A full backup" : "A backup";
    return redirectWithToast(request, backTo(request), {
      kind: "success",
      title: "Backup Started",
      description: `${what} is running in the background; its entry appears below when it ends.`,
    });
  });
}

const BADGE_STYLE: Record<ReturnType<typeof backupBadge>, string> = {
  Running: "bg-amber-100 text-amber-900",
  "Completed with errors": "bg-red-100 text-red-900",
  Healthy: "bg-emerald-100 text-emerald-900",
  "Not started": "bg-slate-200 text-slate-800",
};

/** §9: the countdown refreshes every minute; the server's text shows until then and without JavaScript. */
function Countdown({ nextRun, renderedAt }: { nextRun: string | null; renderedAt: string }) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return <span data-testid="backup-countdown">{backupCountdown(nextRun, now)}</span>;
}

export default function AdminBackup() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  if (data.state !== "admin") return null;
  const { status, logs } = data;
  const badge = backupBadge(status);
  const busy = navigation.state === "submitting";
  const disabled = status.isRunning || busy;
  const pending = navigation.formData?.get("intent");
  return (
    <section aria-labelledby="backup-title">
      <h2 id="backup-title" className="text-2xl font-bold">
        Backup
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Status</dt>
          <dd className="mt-1">
            <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${BADGE_STYLE[badge]}`} data-testid="backup-badge">
              {badge}
            </span>
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Next backup</dt>
          <dd className="mt-1 font-semibold">
            <Countdown nextRun={status.nextRun} renderedAt={data.now} />
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Last run</dt>
          <dd className="mt-1 font-semibold">{status.lastRun ? formatDateTime(status.lastRun) : "Never"}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">In the database</dt>
          <dd className="mt-1 font-semibold">
            {status.totalUsers.toLocaleString("en-US")} users, {status.totalToolkits.toLocaleString("en-US")} toolkits
          </dd>
        </div>
      </dl>
      {status.errors.length ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">The last run reported errors:</p>
          <ul className="mt-1 list-disc pl-5">
            {status.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap gap-2">
        <button type="submit" name="intent" value="force" className="btn-primary" disabled={disabled}>
          {pending === "force" ? "Starting..." : "Force Backup"}
        </button>
        <button type="submit" name="intent" value="full" className="btn-outline" disabled={disabled}>
          {pending === "full" ? "Starting..." : "Full Backup"}
        </button>
        {status.isRunning ? <p className="self-center text-sm text-slate-700">A backup is running; the buttons come back when it ends.</p> : null}
      </Form>
      <h3 className="mt-8 text-lg font-bold">Latest runs</h3>
      <div className="relative mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className={tableClass}>
          <caption className="sr-only">The latest 10 backup runs</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={thClass}>
                When
              </th>
              <th scope="col" className={thClass}>
                Kind
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Users
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Toolkits
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Activities
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Duration
              </th>
              <th scope="col" className={thClass}>
                Errors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {logs.length === 0 ? <EmptyRow colSpan={8} text="No backups yet: the first runs at the next full hour, or start one above." /> : null}
            {logs.map((l) => (
              <tr key={l.id}>
                <td className={tdClass}>{formatDateTime(l.timestamp)}</td>
                <td className={tdClass}>{l.kind}</td>
                <td className={tdClass}>{l.status}</td>
                <td className={`${tdClass} text-right`}>{l.users.toLocaleString("en-US")}</td>
                <td className={`${tdClass} text-right`}>{l.toolkits.toLocaleString("en-US")}</td>
                <td className={`${tdClass} text-right`}>{l.activities.toLocaleString("en-US")}</td>
                <td className={`${tdClass} text-right`}>{formatBackupDuration(l.durationMs)}</td>
                <td className={tdClass}>{l.errors.length ? l.errors.join("; ") : "none"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
