// The sales offers (issue 27 item 5): the early-access bundle's end date and whether levels sell at
// their pre-launch price. One row in offer_settings, written only here; the sales page, the
// checkout, the admin Payments tab and `academy offers` all read and change it through these
// two functions. With no row yet the defaults of app/content/course.ts hold.
import { getDb, type Database, type Executor } from "../../../db/client";
import { offerSettings } from "../../../db/schema/index";
import { DEFAULT_OFFERS } from "~/content/course";
import { formatEndDate, type OfferSettings } from "~/lib/offers";
import { recordAdminAction, type AdminContext } from "../operations/admin-audit.server";

export interface StoredOffers extends OfferSettings {
  /** When and by whom they were last changed; null while the defaults hold. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function readOffers(db: Executor = getDb()): Promise<StoredOffers> {
  const [row] = await db.select().from(offerSettings).limit(1);
  if (!row) return { ...DEFAULT_OFFERS, updatedAt: null, updatedBy: null };
  return {
    bundleEndsAt: row.bundleEndsAt.toISOString(),
    prelaunchPrices: row.prelaunchPrices,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** A change: either setting alone, or both. The callers parse and check the input (app/lib/offers.ts). */
export interface OfferChanges {
  bundleEndsAt?: Date;
  prelaunchPrices?: boolean;
}

/** Change the offers, written to the audit log in the same transaction; answers the offers now in force. */
export async function updateOffers(ctx: AdminContext, changes: OfferChanges, db: Database = getDb()): Promise<StoredOffers> {
  return db.transaction(async (tx) => {
    const current = await readOffers(tx);
    const next = {
      bundleEndsAt: changes.bundleEndsAt ?? new Date(current.bundleEndsAt),
      prelaunchPrices: changes.prelaunchPrices ?? current.prelaunchPrices,
      updatedAt: new Date(),
      updatedBy: ctx.actor.email,
    };
    await tx
      .insert(offerSettings)
      .values({ id: 1, ...next })
      .onConflictDoUpdate({ target: offerSettings.id, set: next });
    const summary = `Bundle ends ${formatEndDate(next.bundleEndsAt.toISOString())}; pre-launch prices ${next.prelaunchPrices ? "on" : "off"}`;
    await recordAdminAction(ctx, { action: "offers.update", summary, details: { before: current, after: next } }, tx);
    return readOffers(tx);
  });
}
