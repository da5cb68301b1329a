// Fulfilment (accounts-admin-sales.md §1, §3, §4): every purchase, whether it came through Stripe's
// webhook or the local test checkout, ends here. In one transaction: the webhook event is recorded
// once, the payment once per checkout session, the buyer's account is found or made by email,
// the course levels are granted, and the receipt email is queued. A replayed or concurrent copy
// of the same event or session changes nothing.
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../db/client";
import { courseAccess, payments, stripeEvents, users } from "../../db/schema/index";
import { productFor, type Product } from "~/content/course";
import { levelStates, type LevelState } from "~/lib/course-access";
import { purchaseReceiptEmail } from "./emails/receipt.server";
import { queueEmail } from "./email.server";

export interface Purchase {
  productCode: string;
  email: string;
  name?: string | null;
  jobTitle?: string | null;
  amountCents: number;
  currency: string;
  /** 'Stripe' for real card payments (the §3 default), 'Test checkout' for the local one. */
  method: string;
  /** The checkout session: one payment per session, however often it is reported. */
  checkoutSessionId: string;
  /** The webhook event that reported it, when it came by webhook. */
  event?: { id: string; type: string } | null;
}

export type FulfilmentOutcome =
  | { status: "fulfilled"; paymentId: number; userId: number; product: Product }
  | { status: "duplicate" };

export class UnknownProductError extends Error {}

async function findOrMakeBuyer(email: string, name: string, jobTitle: string | null, tx: Executor): Promise<{ id: number; username: string; hasPassword: boolean }> {
  // Bought before registering: the account is made now, without a password (the receipt says how
  // to set one). ON CONFLICT keeps concurrent purchases by one address to one account.
  await tx.execute(sql`
    INSERT INTO users (username, email, job_title, journey_stage)
    VALUES (${name}, ${email}, ${jobTitle}, 'purchased')
    ON CONFLICT ((lower(email))) DO NOTHING`);
  const [buyer] = await tx
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return { id: buyer!.id, username: buyer!.username, hasPassword: buyer!.passwordHash !== null };
}

export async function fulfilPurchase(purchase: Purchase, db: Database = getDb()): Promise<FulfilmentOutcome> {
  const product = productFor(purchase.productCode);
  if (!product) throw new UnknownProductError(`Unknown product ${purchase.productCode}`);
  const email = purchase.email.trim();
  return db.transaction(async (tx) => {
    if (purchase.event) {
      const recorded = await tx.insert(stripeEvents).values(purchase.event).onConflictDoNothing().returning({ id: stripeEvents.id });
      if (!recorded.length) return { status: "duplicate" } as const;
    }
    const name = purchase.name?.trim() || email.split("@")[0]!;
    const jobTitle = purchase.jobTitle?.trim() || null;
    const buyer = await findOrMakeBuyer(email, name, jobTitle, tx);
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: buyer.id,
        email,
        jobTitle,
        productCode: product.code,
        amountCents: purchase.amountCents,
        currency: purchase.currency.toLowerCase(),
        method: purchase.method,
        status: "completed",
        stripeSessionId: purchase.checkoutSessionId,
        stripeEventId: purchase.event?.id ?? null,
      })
      .onConflictDoNothing({ target: payments.stripeSessionId })
      .returning({ id: payments.id, createdAt: payments.createdAt });
    // The same session reported again under another event id (Stripe may send both
    // checkout.session.completed and async_payment_succeeded): already fulfilled.
    if (!payment) return { status: "duplicate" } as const;
    for (const level of product.levels) {
      await tx.insert(courseAccess).values({ userId: buyer.id, level, paymentId: payment.id }).onConflictDoNothing();
    }
    const receipt = purchaseReceiptEmail({
      name: buyer.username,
      productName: product.name,
      amountCents: purchase.amountCents,
      currency: purchase.currency,
      paymentId: payment.id,
      paidAt: payment.createdAt,
      needsPassword: !buyer.hasPassword,
    });
    await queueEmail({ to: email, ...receipt, kind: "transactional", template: "purchase-receipt", idempotencyKey: `receipt:${payment.id}` }, tx);
    return { status: "fulfilled", paymentId: payment.id, userId: buyer.id, product } as const;
  });
}

/** "What may this person open" (§4): the one answer for the roadmap's hasAccess and every level lock. */
export async function courseLevelsFor(userId: number | null, db: Executor = getDb()): Promise<LevelState[]> {
  const rows = userId
    ? await db.select({ level: courseAccess.level, completedAt: courseAccess.completedAt }).from(courseAccess).where(eq(courseAccess.userId, userId))
    : [];
  return levelStates(rows);
}

/**
 * Mark a level completed (the course's assessment calls this; levels unlock in turn). Only an
 * open level can be completed: Level N needs Level N-1 completed first (§4), so a call for a
 * locked level changes nothing and answers false. Completing a level again keeps the first date.
 */
export async function completeLevel(userId: number, level: number, db: Executor = getDb()): Promise<boolean> {
  const previousCompleted = sql`EXISTS (
    SELECT 1 FROM course_access previous
    WHERE previous.user_id = ${userId} AND previous.level = ${level - 1} AND previous.completed_at IS NOT NULL)`;
  const done = await db
    .update(courseAccess)
    .set({ completedAt: sql`coalesce(${courseAccess.completedAt}, now())` })
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.level, level), level === 1 ? undefined : previousCompleted))
    .returning({ id: courseAccess.id });
  return done.length > 0;
}
