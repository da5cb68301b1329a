import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { adminContext, noStoreJson } from "~/http/admin-api.server";
import { parseRecordId } from "~/lib/admin-query";
import { requireAdmin } from "~/http/guards.server";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { deletePayment } from "~/services/admin/admin-payments.server";

// DELETE /api/admin/payments/{id} (§7).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return methodNotAllowed();
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (request.method !== "DELETE") return methodNotAllowed();
  const id = parseRecordId(params.id);
  const outcome = id === null ? null : await deletePayment(adminContext(admin), id);
  if (!outcome?.ok) return problemJson({ title: "Error", description: "Payment not found" }, 404);
  return noStoreJson({ success: true, message: "Payment deleted", id });
}
