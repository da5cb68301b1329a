import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson, readObjectBody, toolFailure } from "~/http/admin-api.server";
import { parseRecordId } from "~/lib/admin-query";
import { TOOL_ID_REQUIRED, TOOL_TOASTS } from "~/lib/schemas/admin-tool";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { deleteTool, getAdminTool, updateTool } from "~/services/admin/admin-tools.server";

// GET, PUT and DELETE /api/admin/tools/{id} (§7). PUT takes the whole tool object (§3, with or
// without its id; the path's id decides), through the same schema as create and the CLI import.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseRecordId(params.id);
  const tool = id === null ? null : await getAdminTool(id);
  if (!tool) return problemJson({ title: "Error", description: "Tool not found" }, 404);
  return noStoreJson(tool);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseRecordId(params.id);
  if (request.method === "PUT") {
    if (id === null) return problemJson({ title: TOOL_TOASTS.updateFailed.title, description: TOOL_ID_REQUIRED }, 400);
    const body = await readObjectBody(request);
    if (!body) return problemJson({ title: TOOL_TOASTS.updateFailed.title, description: "The request body must be a JSON object." }, 400);
    const outcome = await updateTool(adminContext(admin), id, body);
    if (!outcome.ok) return toolFailure(outcome, TOOL_TOASTS.updateFailed.title);
    return noStoreJson({ success: true, title: TOOL_TOASTS.updated.title, message: TOOL_TOASTS.updated.description, tool: outcome.tool });
  }
  if (request.method === "DELETE") {
    const outcome = id === null ? null : await deleteTool(adminContext(admin), id);
    if (!outcome?.ok) return problemJson({ title: TOOL_TOASTS.deleteFailed, description: "Tool not found" }, 404);
    return noStoreJson({ success: true, title: TOOL_TOASTS.deleted.title, message: TOOL_TOASTS.deleted.description, id });
  }
  return methodNotAllowed();
}
