import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pagedJson } from "~/http/admin-api.server";
import { readApiPageSize, readCoachReplyQuery } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed } from "~/http/problem.server";
import { listCoachReplies } from "~/services/admin/coach-stats.server";

// GET /api/admin/coach/replies (issue 29 item 4): a page of the coach's replies, latest first
// (`?page=`, `?pageSize=`, `?status=queued|scored|unscorable|failed`; X-Total-Count has the count).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  return pagedJson(await listCoachReplies(readCoachReplyQuery(params), undefined, readApiPageSize(params)));
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}
