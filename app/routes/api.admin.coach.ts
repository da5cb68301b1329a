import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { getCoachStats } from "~/services/admin/coach-stats.server";

// GET /api/admin/coach (issue 29 item 4): the email coach's figures, as the Email Coach tab and
// `academy coach stats` show them: sign-ups, challenges sent, replies by inbound path, first
// answers' mean scores, unscorable replies by problem, dropped mail by reason, and the failures.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return noStoreJson(await getCoachStats());
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
