import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { parseRecordId } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { getUserDetails } from "~/services/admin/admin-users.server";

// GET /api/admin/users/{id}/details (§3, §7): the user with totalAnalyses, totalPurchases,
// totalRevenue, their toolkits and payments.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseRecordId(params.id);
  const outcome = id === null ? null : await getUserDetails(id);
  if (!outcome?.ok) return problemJson({ title: "Error", description: "User not found" }, 404);
  return noStoreJson(outcome.user);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
