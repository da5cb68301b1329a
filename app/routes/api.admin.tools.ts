import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson, pagedJson, readObjectBody, toolFailure } from "~/http/admin-api.server";
import { readApiPageSize, readTableQuery, toolQuerySchema } from "~/lib/admin-query";
import { TOOL_ID_REQUIRED, TOOL_TOASTS } from "~/lib/schemas/admin-tool";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { createTool, listAdminTools } from "~/services/admin/admin-tools.server";

// GET /api/admin/tools: the tool list (a page of it, ?pageSize up to 500, default 100;
// X-Total-Count has the count).
// POST /api/admin/tools: create, from §3's snake_case object (camelCase too), through the same
// schema as the CLI import. PUT without an id: 'Tool ID is required for update'.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const page = await listAdminTools(readTableQuery(toolQuerySchema, params), undefined, readApiPageSize(params));
  return pagedJson(page);
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method === "PUT") return problemJson({ title: TOOL_TOASTS.updateFailed.title, description: TOOL_ID_REQUIRED }, 400);
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readObjectBody(request);
  if (!body) return problemJson({ title: TOOL_TOASTS.createFailed.title, description: "The request body must be a JSON object." }, 400);
  const outcome = await createTool(adminContext(admin), body);
  if (!outcome.ok) return toolFailure(outcome, TOOL_TOASTS.createFailed.title);
  return noStoreJson({ success: true, title: TOOL_TOASTS.created.title, message: TOOL_TOASTS.created.description, tool: outcome.tool }, 201);
}
