// First-party analytics (visitor-side.md §7's events), stored in analytics_events with no
// personal data beyond the analysis id: no names, emails or addresses.
import { getDb, type Executor } from "../../../db/client";
import { analyticsEvents, type AnalyticsEventName } from "../../../db/schema/index";

export async function recordEvent(
  name: AnalyticsEventName,
  context: { analysisId?: number | null; path?: string | null; properties?: Record<string, string | number | boolean> } = {},
  db: Executor = getDb(),
): Promise<void> {
  await db.insert(analyticsEvents).values({
    name,
    analysisId: context.analysisId ?? null,
    path: context.path?.slice(0, 300) ?? null,
    properties: context.properties ?? {},
  });
}
