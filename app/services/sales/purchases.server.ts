// Fulfilment (accounts-admin-sales.md §1, §3, §4): every purchase, whether it came through Stripe's
// webhook or the local test checkout, ends here. In one transaction: the webhook event is recorded
// once, the payment once per checkout session, the buyer's account is found or made by email,
// the course levels are granted, and the receipt email is queued. A replayed or concurrent copy
// of the same event or session changes nothing.
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { courseAccess, payments, stripeEvents, users } from "../../../db/schema/index";
import { productFor, type Product } from "~/content/course";
import { COURSE_LEVEL_COUNT, levelStates, type AccessRow, type LevelState } from "~/lib/course-access";
import { acceptedPrices } from "~/lib/offers";
import { config } from "~/config.server";
import { log } from "~/adapters/log.server";
import { paymentReviewEmail, purchaseReceiptEmail } from "../delivery/emails/receipt.server";
import { issueResetLink } from "../accounts/reset-tokens.server";
import { queueEmail } from "../delivery/email.server";
import { adoptCheckoutName } from "../accounts/certificate-name.server";

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
  /**
   * The account the buyer was signed in to when paying (our test checkout, or the Checkout
   * Session's client_reference_id, which only our server sets). Someone who pays while signed in
   * to the account of the address holds its password: the purchase is theirs without a claim.
   */
  paidByUserId?: number | null;
}

export type FulfilmentOutcome =
  | { status: "fulfilled"; paymentId: number; userId: number; product: Product }
  /** Recorded; the course waits for the address's holder to claim the account (the receipt has the link). */
  | { status: "held-for-claim"; paymentId: number; userId: number; product: Product }
  /** Recorded and flagged for a person: the amount or currency is not the product's. Nothing granted. */
  | { status: "flagged"; paymentId: number; reason: string }
  /**
   * Recorded as pending with a "Refund due" note: the buyer already owned every level it sells (the
   * checkout refuses that; this one slipped through). Nothing granted, no receipt; the caller
   * refunds it (refunds.server.ts refundDuplicatePayment).
   */
  | { status: "already-owned"; paymentId: number; reason: string }
  | { status: "duplicate" };

export class UnknownProductError extends Error {}

interface Buyer {
  id: number;
  username: string;
  hasPassword: boolean;
  /** Whether the purchase may go to this account now (see mayOwnPurchases). */
  ownsPurchases: boolean;
}

async function findOrMakeBuyer(email: string, name: string, jobTitle: string | null, tx: Executor): Promise<Buyer> {
  // Bought before registering: the account is made now, without a password (the receipt says how
  // to set one). ON CONFLICT keeps concurrent purchases by one address to one account.
  await tx.execute(sql`
    INSERT INTO users (username, email, job_title, journey_stage)
    VALUES (${name}, ${email}, ${jobTitle}, 'purchased')
    ON CONFLICT ((lower(email))) DO NOTHING`);
  const [buyer] = await tx
    .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
    // One purchase per buyer at a time: the "already owned" check below sees the one before.
    .for("update");
  const hasPassword = buyer!.passwordHash !== null;
  // An account owns what its address buys once the address is proven (DESIGN.md §4). One with no
  // password yet can only ever be entered through a link mailed to the address, so it may hold
  // the purchase now. One with a password whose address was never proven may belong to someone
  // who registered the buyer's address first: it gets nothing until the address's holder claims it.
  return { id: buyer!.id, username: buyer!.username, hasPassword, ownsPurchases: buyer!.emailVerifiedAt !== null || !hasPassword };
}

/** Why a payment does not match what we sell (Stripe's amount or currency), or null when it does. */
function mismatch(product: Product, purchase: Purchase): string | null {
  // A level has two true prices (pre-launch and full, app/lib/offers.ts): a session opened before
  // an admin switched pre-launch prices off is still paid at the price it showed.
  const expectedCents = acceptedPrices(product).map((price) => price * 100);
  const currency = purchase.currency.toLowerCase();
  if (currency !== config.courseCurrency) return `currency ${currency}, expected ${config.courseCurrency}`;
  if (!expectedCents.includes(purchase.amountCents)) return `amount ${purchase.amountCents}, expected ${expectedCents.join(" or ")} (${product.code})`;
  return null;
}

/**
 * The course levels this account owns: those granted, and those bought and held until the address
 * is claimed (a completed payment not yet granted), which are the account's as much.
 */
export async function ownedCourseLevels(userId: number | null, db: Executor = getDb()): Promise<AccessRow[]> {
  if (!userId) return [];
  const [granted, held] = await Promise.all([
    db.select({ level: courseAccess.level, completedAt: courseAccess.completedAt }).from(courseAccess).where(eq(courseAccess.userId, userId)),
    db
      .select({ productCode: payments.productCode })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, "completed"), isNull(payments.accessGrantedAt))),
  ]);
  const rows: AccessRow[] = [...granted];
  for (const level of held.flatMap((p) => productFor(p.productCode)?.levels ?? [])) {
    if (!rows.some((r) => r.level === level)) rows.push({ level, completedAt: null });
  }
  return rows;
}

/** Why this buyer may not be sold this product again (every level it sells already theirs), or null. */
async function alreadyOwned(userId: number, product: Product, tx: Executor): Promise<string | null> {
  if (!product.levels.length) return null;
  const owned = new Set((await ownedCourseLevels(userId, tx)).map((r) => r.level));
  if (!product.levels.every((level) => owned.has(level))) return null;
  return `the buyer already owns ${product.levels.length > 1 ? `Levels ${product.levels.join(", ")}` : `Level ${product.levels[0]}`}`;
}

async function grantLevels(userId: number, paymentId: number, product: Product, tx: Executor): Promise<void> {
  for (const level of product.levels) {
    await tx.insert(courseAccess).values({ userId, level, paymentId }).onConflictDoNothing();
  }
  await tx.update(payments).set({ accessGrantedAt: new Date() }).where(eq(payments.id, paymentId));
}

/**
 * Grant what was bought with this account's address while the address was unproven: called when
 * its holder follows a claim or reset link (and so has just set the password and ended every
 * other session). Returns the number of payments released.
 */
export async function grantHeldPurchases(userId: number, tx: Executor): Promise<number> {
  const held = await tx
    .select({ id: payments.id, productCode: payments.productCode })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "completed"), isNull(payments.accessGrantedAt)));
  for (const payment of held) {
    const product = productFor(payment.productCode);
    if (product) await grantLevels(userId, payment.id, product, tx);
  }
  return held.length;
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
    const found = await findOrMakeBuyer(email, name, jobTitle, tx);
    const buyer = { ...found, ownsPurchases: found.ownsPurchases || purchase.paidByUserId === found.id };
    const problem = mismatch(product, purchase);
    const owned = problem ? null : await alreadyOwned(buyer.id, product, tx);
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
        // A payment that does not match the product waits for a person instead of being fulfilled;
        // one for levels already owned waits for its refund.
        status: problem || owned ? "pending" : "completed",
        reviewNote: problem ? `Not fulfilled: ${problem}` : owned ? `Refund due: ${owned}` : null,
        stripeSessionId: purchase.checkoutSessionId,
        stripeEventId: purchase.event?.id ?? null,
      })
      .onConflictDoNothing({ target: payments.stripeSessionId })
      .returning({ id: payments.id, createdAt: payments.createdAt });
    // The same session reported again under another event id (Stripe may send both
    // checkout.session.completed and async_payment_succeeded): already fulfilled.
    if (!payment) return { status: "duplicate" } as const;
    if (problem) {
      log.warn({ paymentId: payment.id }, `Payment flagged for review: ${problem}`);
      await tellAdmins(tx, payment.id, email, product, purchase, `Not fulfilled: ${problem}`);
      return { status: "flagged", paymentId: payment.id, reason: problem } as const;
    }
    if (owned) {
      log.warn({ paymentId: payment.id }, `Payment for levels already owned: ${owned}`);
      await tellAdmins(tx, payment.id, email, product, purchase, `Refund due: ${owned}`);
      return { status: "already-owned", paymentId: payment.id, reason: owned } as const;
    }
    if (buyer.ownsPurchases) {
      await grantLevels(buyer.id, payment.id, product, tx);
      // The name typed at checkout is the buyer's own: their certificates' name, unless they gave one already (issue 28).
      await adoptCheckoutName(buyer.id, purchase.name, tx);
    }
    await queueReceipt(tx, email, buyer, product, purchase, payment);
    return { status: buyer.ownsPurchases ? "fulfilled" : "held-for-claim", paymentId: payment.id, userId: buyer.id, product } as const;
  });
}

/**
 * The receipt (with the claim link when the purchase is held), queued in the purchase's
 * transaction. A mail that cannot be queued never undoes a payment: the failure is kept on the
 * payment for a person to follow up, and the purchase stands.
 */
async function queueReceipt(
  tx: Database | Executor,
  email: string,
  buyer: Buyer,
  product: Product,
  purchase: Purchase,
  payment: { id: number; createdAt: Date },
): Promise<void> {
  try {
    // A savepoint: a failed insert inside it leaves the purchase's transaction usable.
    await (tx as Database).transaction(async (sp) => {
      const claim = buyer.ownsPurchases ? null : await issueResetLink(buyer.id, "purchase-claim", sp);
      const receipt = purchaseReceiptEmail({
        name: buyer.username,
        productName: product.name,
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        paymentId: payment.id,
        paidAt: payment.createdAt,
        needsPassword: !buyer.hasPassword,
        claimUrl: claim?.url ?? null,
        startUrl: product.code === "simulation" ? `${config.appUrl}/simulation` : null,
      });
      await queueEmail({ to: email, ...receipt, kind: "transactional", template: "purchase-receipt", idempotencyKey: `receipt:${payment.id}` }, sp);
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
    log.error({ paymentId: payment.id }, `Receipt not queued: ${reason}`);
    await tx
      .update(payments)
      .set({ reviewNote: `Receipt not sent: ${reason}` })
      .where(eq(payments.id, payment.id));
    await tellAdmins(tx, payment.id, email, product, purchase, `Receipt not sent: ${reason}`);
  }
}

/** The administrators hear of a payment that needs a person, in the payment's transaction. */
async function tellAdmins(tx: Database | Executor, paymentId: number, email: string, product: Product, purchase: Purchase, note: string): Promise<void> {
  for (const admin of config.adminEmails) {
    const message = paymentReviewEmail({ paymentId, email, productName: product.name, amountCents: purchase.amountCents, currency: purchase.currency, note });
    try {
      await (tx as Database).transaction((sp) =>
        queueEmail({ to: admin, ...message, kind: "transactional", template: "payment-review", idempotencyKey: `payment-review:${paymentId}:${admin}` }, sp),
      );
    } catch (error) {
      // A misconfigured ADMIN_EMAILS must not undo the payment either: the note on it stays.
      log.error({ err: error, paymentId }, "Review notice to an admin not queued");
    }
  }
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
  // Level 5 is never bought, so it has no row until it is completed: the row records that, once all four are.
  if (level === COURSE_LEVEL_COUNT + 1) {
    const coreDone = await db
      .select({ level: courseAccess.level })
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, userId), sql`${courseAccess.level} <= ${COURSE_LEVEL_COUNT}`, isNotNull(courseAccess.completedAt)));
    if (coreDone.length < COURSE_LEVEL_COUNT) return false;
    await db
      .insert(courseAccess)
      .values({ userId, level, completedAt: sql`now()` })
      .onConflictDoUpdate({ target: [courseAccess.userId, courseAccess.level], set: { completedAt: sql`coalesce(${courseAccess.completedAt}, now())` } });
    return true;
  }
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
