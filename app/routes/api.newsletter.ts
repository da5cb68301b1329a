import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { NEWSLETTER_MESSAGES } from "~/content/workshops";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { subscribeToNewsletter } from "~/services/newsletter.server";

/**
 * POST /api/newsletter: { name, email, city? } as JSON. The spec's newsletter dialog makes no
 * call (visitor-side.md §7); ours subscribes for real (issue 6). Success (a new or an already
 * subscribed address alike): { success, title, message } with the §8 texts. Refusals:
 * { title, message } with 400 (missing or malformed fields; a body that is not a JSON object gets
 * the §8 failure texts), 429 or 500.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) return problemJson(NEWSLETTER_MESSAGES.failed, 400);
  const outcome = await subscribeToNewsletter(body as Record<string, unknown>, context.clientIp ?? "unknown");
  if (!outcome.ok) return problemJson(outcome.problem, outcome.status, { retryAfterSeconds: outcome.retryAfterSeconds });
  return json({ success: true, title: outcome.message.title, message: outcome.message.description }, { headers: { "Cache-Control": "no-store" } });
}

export const loader = methodNotAllowed;
