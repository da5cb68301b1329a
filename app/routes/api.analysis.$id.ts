import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { operationContext } from "~/http/context.server";
import { requireUser } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { parseAnalysisId } from "~/lib/schemas/analysis-id";
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import { deleteToolbox } from "~/services/accounts/profile.server";

/**
 * DELETE /api/analysis/{id} (§7): the owner deletes a toolbox and its reports. Anyone else's
 * toolbox answers 404, the same as one that does not exist.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed();
  await requireUser(request);
  const outcome = await deleteToolbox(parseAnalysisId(params.id), await operationContext(request, context));
  if (!outcome.ok) return problemJson({ title: "Delete Failed", description: "Analysis Not Found" }, 404);
  return json({ success: true, title: ACCOUNT_SUCCESS.toolboxDeleted.title, message: ACCOUNT_SUCCESS.toolboxDeleted.description });
}
export const loader = methodNotAllowed;
