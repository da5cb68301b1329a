import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { COACH_MESSAGES } from "~/content/coach";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { signUpForCoach } from "~/services/coach.server";

/**
 * POST /api/coach-signup: JSON { email, source: 'hero' | 'footer' } from the /coach forms with
 * JavaScript on (the spec's forms make no call; ours store the sign-up and email a challenge).
 * Success: { success, kind, title, message }; errors: { title, message } (visitor-side.md §5, §8).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return problemJson({ title: "Error", description: "The request body must be JSON." }, 400);
  }
  const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  try {
    const result = await signUpForCoach(fields, context.clientIp ?? "unknown");
    if (!result.ok) return problemJson(result.problem, result.status, { retryAfterSeconds: result.retryAfterSeconds });
    return json(
      { success: true, kind: result.kind, title: result.message.title, message: result.message.description },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    console.error(error);
    return problemJson(COACH_MESSAGES.failed, 500);
  }
}

export const loader = methodNotAllowed;
