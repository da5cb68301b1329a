// What a checkout may sell this person now (issue 27 items 4-6): the product at today's price, or
// the reason it is refused (a level already owned, a level whose previous one is not completed,
// an offer that has ended). The checkout page asks before it shows a price, before it opens a
// Stripe session and before a test payment is taken, so a refusal changes nothing.
import { getDb, type Executor } from "../../../db/client";
import type { Product } from "~/content/course";
import { purchaseRefusal, type PurchaseRefusal } from "~/lib/course-purchase";
import { priceNow } from "~/lib/offers";
import { ownedCourseLevels } from "./purchases.server";
import { readOffers } from "./offer-settings.server";

export type CheckoutOffer = { ok: true; product: Product; price: number } | { ok: false; product: Product; refusal: PurchaseRefusal };

export async function checkoutOffer(product: Product, userId: number | null, now: Date = new Date(), db: Executor = getDb()): Promise<CheckoutOffer> {
  const [offers, owned] = await Promise.all([readOffers(db), ownedCourseLevels(userId, db)]);
  const refusal = purchaseRefusal(product, owned, offers, now);
  return refusal ? { ok: false, product, refusal } : { ok: true, product, price: priceNow(product, offers) };
}
