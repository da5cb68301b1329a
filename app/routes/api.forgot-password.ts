import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { methodNotAllowed, problemJson } from "~/services/api-auth.server";
import { forgotPassword, readFields } from "~/services/auth.server";

/** POST /api/forgot-password (§7): email. The same answer whether or not the address has an account. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const outcome = await forgotPassword((await readFields(request)) ?? {}, context.clientIp ?? "unknown");
  if (!outcome.ok) return problemJson(outcome.problem, outcome.status, outcome);
  return json({ success: true, title: outcome.message.title, message: outcome.message.description });
}
export const loader = methodNotAllowed;
