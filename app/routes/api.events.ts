import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { TOOLKIT_EVENTS } from "~/components/toolkit/track-event";
import { analysisIdSchema } from "~/lib/schemas/analysis-id";
import { recordEvent } from "~/services/operations/analytics.server";
import { EVENTS_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "~/services/operations/rate-limit.server";
import { canViewToolkit } from "~/services/toolkits/toolkit-views.server";
import { toolkitViewer } from "~/http/viewer.server";
import { isForeignKeyViolation } from "../../db/errors";

// Only the results page's engagement events (visitor-side.md §7); the server records the others itself.

const eventSchema = z.object({
  name: z.enum(TOOLKIT_EVENTS),
  analysisId: analysisIdSchema,
});

/**
 * POST /api/events {name, analysisId}: 204 when recorded. Only the name and the analysis id are
 * stored, nothing about the person. Rate-limited per visitor, and only for a toolkit this viewer
 * may see (its visit, its owner, an admin, its share link): nobody can fill another toolkit's
 * figures by counting up ids.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  const limit = await hitRateLimit(EVENTS_LIMIT, context.clientIp ?? "unknown");
  if (!limit.allowed) return json({ message: TOO_MANY_REQUESTS_MESSAGE }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return json({ message: "The request body must be JSON." }, { status: 400 });
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return json({ message: "Unknown event or analysis" }, { status: 400 });
  const viewer = await toolkitViewer(request);
  // The page sends events from /toolkit/{id}?share=…: the share token travels in the page's address.
  const share = new URL(request.headers.get("Referer") ?? request.url, request.url).searchParams.get("share");
  if (!viewer.shareToken && share && /^[A-Za-z0-9_-]{16,64}$/.test(share)) viewer.shareToken = share;
  if (!(await canViewToolkit(parsed.data.analysisId, viewer))) return json({ message: "Unknown event or analysis" }, { status: 400 });
  try {
    await recordEvent(parsed.data.name, { analysisId: parsed.data.analysisId });
  } catch (error) {
    if (isForeignKeyViolation(error)) return json({ message: "Unknown event or analysis" }, { status: 400 });
    throw error;
  }
  return new Response(null, { status: 204 });
}

export function loader() {
  return json({ message: "Method not allowed" }, { status: 405 });
}
