import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { WAITLIST_MESSAGES } from "~/content/waitlist";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { joinWaitlist } from "~/services/waitlist.server";

/**
 * POST /api/toolkit-waitlist (visitor-side.md §7): { name, email }, trimmed. Success (a new or an
 * already listed address alike): { success, title, message } with the §8 texts. Refusals:
 * { title, message } with 400 (the §5 texts; a body that is not a JSON object gets the §8 failure
 * texts), 429 or 500.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) return problemJson(WAITLIST_MESSAGES.failed, 400);
  const outcome = await joinWaitlist(body as Record<string, unknown>, context.clientIp ?? "unknown");
  if (!outcome.ok) return problemJson(outcome.problem, outcome.status, { retryAfterSeconds: outcome.retryAfterSeconds });
  return json({ success: true, title: outcome.message.title, message: outcome.message.description }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = methodNotAllowed;
