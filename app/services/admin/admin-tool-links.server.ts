// What an admin does about a tool the link check flagged (issue 30 item 4), from the AI Tools tab:
// restore a tool the check hid (its run of failures starts again from nothing), or take the address
// a moved tool now redirects to (a new web_link, which also clears its check: migration 0028's
// trigger). Both are audited and are catalogue changes, so /tools and new toolkits follow at once.
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb, type Database } from "../../../db/client";
import { tools } from "../../../db/schema/index";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";
import { catalogueChanged } from "../catalogue/catalogue-changes.server";

export type ToolLinkOutcome = { ok: true; id: number; name: string; webLink: string } | { ok: false; reason: "not-found" | "not-moved"; message: string };

/** Shows a tool the link check hid again, and forgets its failures. */
export async function restoreToolLink(ctx: AdminContext, id: number, db: Database = getDb()): Promise<ToolLinkOutcome> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(tools)
      .set({ linkFailures: 0, linkHiddenSince: null })
      .where(eq(tools.id, id))
      .returning({ id: tools.id, name: tools.name, webLink: tools.webLink });
    if (updated) await recordAdminAction(ctx, { action: "tool.restore-link", targetType: "tool", targetId: id, summary: updated.name }, tx);
    return updated;
  });
  if (!row) return { ok: false, reason: "not-found", message: "Tool not found" };
  await catalogueChanged(db);
  return { ok: true, ...row };
}

/** Makes the address a moved tool redirects to its web link (and shows it again if it was hidden). */
export async function acceptMovedToolLink(ctx: AdminContext, id: number, db: Database = getDb()): Promise<ToolLinkOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ToolLinkOutcome> => {
    const [current] = await tx
      .select({ name: tools.name, webLink: tools.webLink, movedTo: tools.linkMovedTo })
      .from(tools)
      .where(eq(tools.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not-found", message: "Tool not found" };
    if (!current.movedTo) return { ok: false, reason: "not-moved", message: "The link check found no new address for this tool" };
    await tx
      .update(tools)
      .set({ webLink: current.movedTo, updatedAt: new Date() })
      .where(and(eq(tools.id, id), isNotNull(tools.linkMovedTo)));
    await recordAdminAction(
      ctx,
      { action: "tool.accept-moved-link", targetType: "tool", targetId: id, summary: current.name, details: { from: current.webLink, to: current.movedTo } },
      tx,
    );
    return { ok: true, id, name: current.name, webLink: current.movedTo };
  });
  if (outcome.ok) await catalogueChanged(db);
  return outcome;
}
