import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import { deleteSavedAnalysis } from "~/services/accounts.server";
import { methodNotAllowed, problemJson, requireUser } from "~/services/api-auth.server";
import { parseToolkitId } from "~/services/toolkits.server";

/**
 * DELETE /api/analysis/{id} (§7): the owner deletes a toolbox and its reports. Anyone else's
 * toolbox answers 404, the same as one that does not exist.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed();
  const { id: userId } = await requireUser(request);
  const id = parseToolkitId(params.id);
  if (!id || !(await deleteSavedAnalysis(userId, id))) return problemJson({ title: "Delete Failed", description: "Analysis Not Found" }, 404);
  return json({ success: true, title: ACCOUNT_SUCCESS.toolboxDeleted.title, message: ACCOUNT_SUCCESS.toolboxDeleted.description });
}
export const loader = methodNotAllowed;
