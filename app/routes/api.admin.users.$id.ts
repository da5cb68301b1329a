import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson } from "~/http/admin-api.server";
import { parseRecordId } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { deleteUser } from "~/services/admin/admin-users.server";

// DELETE /api/admin/users/{id} (§7): never an admin's account (403); a missing one is 404.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "DELETE") return methodNotAllowed();
  const id = parseRecordId(params.id);
  if (id === null) return problemJson({ title: "Error", description: "User not found" }, 404);
  const outcome = await deleteUser(adminContext(admin), id);
  if (!outcome.ok) return problemJson({ title: "Error", description: outcome.message }, outcome.reason === "forbidden" ? 403 : 404);
  return noStoreJson({ success: true, message: "User deleted", id });
}
