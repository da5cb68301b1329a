// HTTP plumbing of the workflow generator's routes: who is acting (account and visit), who is
// viewing (plus a ?share= token), the product's own origins, and the JSON answers of its /api
// calls. The operations (app/services/workflows/workflows.server.ts) never see a Request.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { drawPayloadSchema } from "~/lib/schemas/workflow";
import { config } from "~/config.server";
import { getCurrentUser } from "./session.server";
import { AI_GENERATION_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "~/services/operations/rate-limit.server";
import { ensureVisit, readVisitId } from "./visit.server";
import type { WorkflowActor, WorkflowViewer } from "~/services/workflows/workflow-access.server";
import type { DrawingRefusal, DrawingSubject } from "~/services/workflows/drawing-quota.server";
import { DRAWING_QUOTA_MESSAGES } from "~/lib/drawing-quota";

/** The actor, making the visit on first need (its cookie goes in `setCookie`). */
export async function workflowActor(request: Request): Promise<{ actor: WorkflowActor; setCookie: string | null }> {
  const [visit, user] = await Promise.all([ensureVisit(request), getCurrentUser(request)]);
  return { actor: { userId: user?.id ?? null, browserSessionId: visit.id }, setCookie: visit.setCookie };
}

export async function workflowViewer(request: Request): Promise<WorkflowViewer> {
  const [user, visitId] = await Promise.all([getCurrentUser(request), readVisitId(request)]);
  const share = new URL(request.url).searchParams.get("share");
  return {
    userId: user?.id ?? null,
    browserSessionId: visitId,
    isAdmin: user?.role === "admin",
    shareToken: share && /^[A-Za-z0-9_-]{16,64}$/.test(share) ? share : null,
  };
}

/** This product's origins: the configured public address and the one this request came to. */
export function ownOrigins(request: Request): string[] {
  return [...new Set([new URL(config.appUrl).origin, new URL(request.url).origin])];
}

export const absoluteUrl = (request: Request, path: string) => `${new URL(request.url).origin}${path}`;

export const apiMessage = (message: string, status: number, headers?: HeadersInit) =>
  json({ message }, { status, headers: { "Cache-Control": "no-store", ...(headers as Record<string, string> | undefined) } });

/** The JSON body of an /api call, or null when it is not JSON. */
export async function readJson(request: Request): Promise<unknown | null> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

/** The AI generation limit (per client address), as an answer to return when it is reached. */
export async function generationLimited(clientIp: string | undefined): Promise<Response | null> {
  const limit = await hitRateLimit(AI_GENERATION_LIMIT, clientIp ?? "unknown");
  if (limit.allowed) return null;
  return apiMessage(TOO_MANY_REQUESTS_MESSAGE, 429, { "Retry-After": String(limit.retryAfterSeconds) });
}

/**
 * A drawing the drawing quota refused (issue 24): 429 when this visit's or address's share of the
 * day is used, 503 when the drawings kept for no one are at their ceiling.
 */
export function drawingRefused(refusal: DrawingRefusal): Response {
  const [message, status] = refusal.reason === "quota" ? [DRAWING_QUOTA_MESSAGES.quota, 429] : [DRAWING_QUOTA_MESSAGES.full, 503];
  return apiMessage(message, status, { "Retry-After": String(refusal.retryAfterSeconds) });
}

/**
 * The action of a drawing API (flowchart, images): POST only, a JSON body of the draw payload, the
 * generation limit, then `draw`'s answer as JSON (or the Response it gives for a refusal).
 */
export function drawApiAction(
  draw: (
    payload: z.infer<typeof drawPayloadSchema>,
    actor: WorkflowActor,
    request: Request,
    subject: DrawingSubject,
  ) => Promise<Record<string, unknown> | Response>,
) {
  return async ({ request, context }: ActionFunctionArgs) => {
    if (request.method !== "POST") return apiMessage("Method not allowed", 405);
    const body = await readJson(request);
    if (body === null) return apiMessage("The request body must be JSON.", 400);
    const parsed = drawPayloadSchema.safeParse(body);
    if (!parsed.success) return apiMessage(parsed.error.issues[0]?.message ?? "Invalid request", 400);
    const limited = await generationLimited(context.clientIp);
    if (limited) return limited;
    const { actor, setCookie } = await workflowActor(request);
    // A visit made just now for this one request is nobody's to count against: the address is.
    const visitId = setCookie ? null : actor.browserSessionId;
    const answer = await draw(parsed.data, actor, request, { visitId, clientIp: context.clientIp ?? "unknown" });
    return answer instanceof Response ? answer : json(answer, { headers: { "Cache-Control": "no-store" } });
  };
}

export { TOO_MANY_REQUESTS_MESSAGE };
