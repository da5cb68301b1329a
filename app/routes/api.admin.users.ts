import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pagedJson } from "~/http/admin-api.server";
import { readApiPageSize, readTableQuery, userQuerySchema } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { listUsers } from "~/services/admin/admin-users.server";

// GET /api/admin/users (accounts-admin-sales.md §7): the user list, one page of it (?q, ?sort,
// ?page as on /admin/users, ?pageSize up to 500, default 100); the whole count is in X-Total-Count.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const page = await listUsers(readTableQuery(userQuerySchema, params), undefined, readApiPageSize(params));
  return pagedJson(page);
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
