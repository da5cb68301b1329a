import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BarChart } from "~/components/admin/bar-chart";
import { tableClass, tdClass, thClass } from "~/components/admin/table-controls";
import { adminTableLoader } from "~/http/admin-page.server";
import { EVENT_SERIES } from "~/lib/admin-analytics";
import { getAiCredits, getAnalytics } from "~/services/admin/admin-analytics.server";

// The Analytics tab (accounts-admin-sales.md §2, §3, §9; issue 14): analyses in the last 24 hours,
// AI credits (tokens, cost and the recent usage list for the last 5 days, built-in engine runs at
// no cost) and the first-party events per day as server-drawn SVG charts.

export async function loader({ request }: LoaderFunctionArgs) {
  return adminTableLoader(request, async () => {
    const [analytics, credits] = await Promise.all([getAnalytics(), getAiCredits()]);
    return { analytics, credits };
  });
}

const COLORS = ["#4f46e5", "#0f766e", "#b45309", "#be123c"];
const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: n > 0 && n < 0.01 ? 4 : 2 })}`;

export default function AdminAnalytics() {
  const data = useLoaderData<typeof loader>();
  if (data.state !== "admin") return null;
  const { analytics, credits } = data;
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title" className="text-2xl font-bold">
        Analytics
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">Analyses (24 hours)</p>
          <p className="mt-1 text-3xl font-bold">{analytics.analysesLast24h.toLocaleString("en-US")}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">AI tokens ({credits.days} days)</p>
          <p className="mt-1 text-3xl font-bold">{credits.totalTokens.toLocaleString("en-US")}</p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm text-slate-600">AI cost ({credits.days} days)</p>
          <p className="mt-1 text-3xl font-bold">{usd(credits.totalCost)}</p>
          <p className="mt-1 text-xs text-slate-600">
            {credits.totalRuns.toLocaleString("en-US")} runs, {credits.builtinRuns.toLocaleString("en-US")} by the built-in engine at no cost
          </p>
        </div>
      </div>

      <h3 className="mt-8 text-lg font-bold">Activity, last {analytics.eventDays.length} days</h3>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {EVENT_SERIES.map((series, i) => (
          <BarChart
            key={series.key}
            id={`chart-${series.key}`}
            title={series.label}
            color={COLORS[i]}
            points={analytics.eventDays.map((d) => ({ label: d.date, value: d[series.key] }))}
          />
        ))}
      </div>

      <h3 className="mt-8 text-lg font-bold">AI credits: recent usage</h3>
      <div className="relative mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className={tableClass}>
          <caption className="sr-only">AI usage per day, last {credits.days} days</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={thClass}>
                Day
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Tokens
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Cost
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Model runs
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Built-in runs
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {credits.dailyUsage.map((d) => (
              <tr key={d.date}>
                <td className={tdClass}>{d.date}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{d.tokens.toLocaleString("en-US")}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{usd(d.cost)}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{d.modelRuns}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{d.builtinRuns}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
