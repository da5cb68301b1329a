import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { noStoreJson } from "~/http/admin-api.server";
import { paymentQuerySchema, readApiPageSize, readTableQuery } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { listPayments } from "~/services/admin-payments.server";

// GET /api/admin/payments (§7): a page of payments (X-Total-Count has the count).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const page = await listPayments(readTableQuery(paymentQuerySchema, params), undefined, readApiPageSize(params));
  const response = noStoreJson(page.rows);
  response.headers.set("X-Total-Count", String(page.total));
  response.headers.set("X-Page-Count", String(page.pageCount));
  return response;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
