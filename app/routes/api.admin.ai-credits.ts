import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { getAiCredits } from "~/services/admin/admin-analytics.server";

// GET /api/admin/ai-credits (§3, §7, §9): totalTokens, totalCost and dailyUsage for the last 5
// days; toolkits made by the built-in engine count as runs that cost nothing.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return noStoreJson(await getAiCredits());
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
