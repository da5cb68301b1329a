import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { methodNotAllowed, problemJson } from "~/services/api-auth.server";
import { readFields, setNewPassword } from "~/services/auth.server";

/**
 * POST /api/reset-password (§7): token, newPassword (and confirmPassword, checked when sent).
 * Spends the token and ends every session of the account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const fields = (await readFields(request)) ?? {};
  const outcome = await setNewPassword(fields, context.clientIp ?? "unknown", "confirmPassword" in fields);
  if (!outcome.ok) return problemJson(outcome.problem, outcome.status, outcome);
  return json({ success: true, title: outcome.message.title, message: outcome.message.description });
}
export const loader = methodNotAllowed;
