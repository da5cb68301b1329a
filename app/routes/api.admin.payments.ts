import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pagedJson } from "~/http/admin-api.server";
import { paymentQuerySchema, readApiPageSize, readTableQuery } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { listPayments } from "~/services/admin/admin-payments.server";

// GET /api/admin/payments (§7): a page of payments (X-Total-Count has the count).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const page = await listPayments(readTableQuery(paymentQuerySchema, params), undefined, readApiPageSize(params));
  return pagedJson(page);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
