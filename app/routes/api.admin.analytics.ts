import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { getAnalytics } from "~/services/admin/admin-analytics.server";

// GET /api/admin/analytics (§7): platform stats, analyses in the last 24 hours and the
// first-party events per day.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const analytics = await getAnalytics();
  return noStoreJson({ ...analytics.stats, analysesLast24h: analytics.analysesLast24h, eventDays: analytics.eventDays, eventTotals: analytics.eventTotals });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
