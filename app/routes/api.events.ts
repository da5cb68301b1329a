import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { TOOLKIT_EVENTS } from "~/components/toolkit/track-event";
import { analysisIdSchema } from "~/lib/schemas/analysis-id";
import { recordEvent } from "~/services/analytics.server";
import { isForeignKeyViolation } from "../../db/errors";

// Only the results page's engagement events (visitor-side.md §7); the server records the others itself.

const eventSchema = z.object({
  name: z.enum(TOOLKIT_EVENTS),
  analysisId: analysisIdSchema,
});

/**
 * POST /api/events {name, analysisId}: 204 when recorded. Only the name and the analysis id are
 * stored, nothing about the person; the analysis must exist (the foreign key checks it).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed" }, { status: 405 });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return json({ message: "The request body must be JSON." }, { status: 400 });
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return json({ message: "Unknown event or analysis" }, { status: 400 });
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
