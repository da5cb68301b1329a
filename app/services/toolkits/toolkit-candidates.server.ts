// The catalogue tools a toolkit may choose from: the active tools with what the engine reads of
// them, kept a minute in this process and dropped when the catalogue changes.
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { tools } from "../../../db/schema/index";
import type { ToolType } from "~/lib/catalogue-constants";
import { onCatalogueChange } from "~/lib/catalogue-changes";
import type { CandidateTool } from "~/lib/toolkit-engine";
import { createTtlCache } from "~/lib/ttl-cache";

const candidateColumns = {
  id: tools.id,
  name: tools.name,
  description: tools.description,
  category: tools.category,
  kind: tools.kind,
  toolType: tools.toolType,
  primaryUseCase: tools.primaryUseCase,
  activities: tools.activities,
  activityUses: tools.activityUses,
  forOccupations: tools.forOccupations,
  specialties: tools.specialties,
  webLink: tools.webLink,
  affiliateLink: tools.affiliateLink,
  implementationTime: tools.implementationTime,
  complexityLevel: tools.complexityLevel,
};
export type CandidateRow = CandidateTool & { webLink: string; affiliateLink: string | null; implementationTime: string; complexityLevel: string };

/**
 * Every active catalogue tool with what the engine reads of it, kept a minute in this process and
 * dropped at once when the catalogue changes (here, or in another process: catalogue-changes.server.ts):
 * under load each toolkit would otherwise read and parse a few hundred rows of the same JSON (issue 25).
 */
const activeCatalogue = createTtlCache<"active", CandidateRow[]>({ max: 1, ttlMs: 60_000 });
onCatalogueChange(() => activeCatalogue.clear());

/** Active and not hidden by the link check (three failed checks of its address in a row). */
const listedTool = and(eq(tools.isActive, true), isNull(tools.linkHiddenSince));

async function readActiveCatalogue(db: Executor): Promise<CandidateRow[]> {
  const rows = await db.select(candidateColumns).from(tools).where(listedTool).orderBy(asc(tools.id));
  return rows.map(({ activityUses, ...row }) => ({ ...row, toolType: row.toolType as ToolType, uses: activityUses }));
}

/** The active catalogue tools that serve at least one of these activities, in id order. */
export async function loadCandidates(activityIds: readonly string[], db: Executor): Promise<CandidateRow[]> {
  if (activityIds.length === 0) return [];
  // Only reads through the shared pool are kept: a transaction may see rows nobody else does.
  const all = db === getDb() ? await activeCatalogue.get("active", () => readActiveCatalogue(db)) : await readActiveCatalogue(db);
  const wanted = new Set(activityIds);
  return all.filter((tool) => tool.activities.some((id) => wanted.has(id)));
}
