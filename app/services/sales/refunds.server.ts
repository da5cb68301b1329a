// The simulation's money-back guarantee (issue 19; visitor-side.md §9): within 30 days the buyer
// asks from /profile; a Stripe payment is refunded through Stripe (the Checkout Session's payment
// intent), a test-checkout payment needs no call. The payment is then recorded as refunded, which
// ends access, and the buyer's certificates are withdrawn: their credentials are revoked (the
// status list's bit), and their verification pages say so.
import { and, eq } from "drizzle-orm";
import { getDb } from "../../../db/client";
import { payments, simulationAttempts, users } from "../../../db/schema/index";
import { productFor } from "~/content/course";
import { refundDecision } from "~/lib/refund-window";
import type { OperationContext } from "../context";
import { simulationAccess } from "../simulation/simulation-access.server";
import { stripeClient, stripeConfigured } from "~/adapters/payments.server";
import { log } from "~/adapters/log.server";
import { queueEmail } from "../delivery/email.server";
import { duplicateRefundEmail } from "../delivery/emails/receipt.server";
import { revokeForRefund } from "../credentials/revocation.server";

export type RefundOutcome =
  | { ok: true; paymentId: number; stripeRefundId: string | null }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "expired"; message: string }
  | { ok: false; reason: "failed"; message: string };

async function refundThroughStripe(paymentId: number, sessionId: string): Promise<string> {
  const stripe = stripeClient();
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new Error("The Checkout Session has no payment intent");
  // The key makes a retried request the same refund, never a second one.
  const refund = await stripe.refunds.create({ payment_intent: intent, reason: "requested_by_customer" }, { idempotencyKey: `refund-payment-${paymentId}` });
  return refund.id;
}

export async function requestSimulationRefund(ctx: OperationContext, now: Date = new Date(), db = getDb()): Promise<RefundOutcome> {
  const access = await simulationAccess(ctx.actor?.id, db);
  if (!ctx.actor || !access) return { ok: false, reason: "not-found" };
  const decision = refundDecision(access.paidAt, now);
  if (!decision.ok) return { ok: false, reason: "expired", message: decision.reason };
  let stripeRefundId: string | null = null;
  if (access.method === "Stripe") {
    if (!stripeConfigured() || !access.stripeSessionId) {
      return { ok: false, reason: "failed", message: "The refund could not be made right now. Please reply to your receipt email and we will refund you." };
    }
    try {
      stripeRefundId = await refundThroughStripe(access.paymentId, access.stripeSessionId);
    } catch (error) {
      log.error({ err: error, paymentId: access.paymentId }, "Refund of a payment failed");
      return { ok: false, reason: "failed", message: "The refund could not be made right now. Please try again later or reply to your receipt email." };
    }
  }
  const userId = ctx.actor.id;
  await db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ status: "refunded" })
      .where(and(eq(payments.id, access.paymentId), eq(payments.status, "completed")));
    await tx.update(simulationAttempts).set({ certificateCode: null }).where(eq(simulationAttempts.userId, userId));
    // Their credentials are revoked, not removed: the status list tells every verifier, and the
    // certificate's page says it was revoked after a refund (issue 28).
    await revokeForRefund(userId, tx);
  });
  return { ok: true, paymentId: access.paymentId, stripeRefundId };
}

export type DuplicateRefundOutcome = { refunded: true; stripeRefundId: string | null } | { refunded: false; note: string };

/**
 * A payment for course levels the buyer already owned (issue 27 item 4): the checkout refuses
 * such a purchase, so this one slipped through (two checkouts open at once, a second address's
 * session). fulfilPurchase records it as pending with a "Refund due" note and tells the admins;
 * this returns the money the way the money-back guarantee does (through Stripe for a card
 * payment, nothing to call for a test checkout), records it as refunded and emails the buyer. When Stripe cannot be
 * reached the payment stays pending with the note, for an admin to refund by hand.
 */
export async function refundDuplicatePayment(paymentId: number, db = getDb()): Promise<DuplicateRefundOutcome> {
  const [payment] = await db
    .select({
      id: payments.id,
      method: payments.method,
      stripeSessionId: payments.stripeSessionId,
      reviewNote: payments.reviewNote,
      email: payments.email,
      productCode: payments.productCode,
      amountCents: payments.amountCents,
      currency: payments.currency,
      username: users.username,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")));
  if (!payment) return { refunded: false, note: "not a pending payment" };
  let stripeRefundId: string | null = null;
  if (payment.method === "Stripe") {
    const cannot = !stripeConfigured() ? "Stripe is not configured here" : !payment.stripeSessionId ? "no Checkout Session on the payment" : null;
    try {
      if (cannot) throw new Error(cannot);
      stripeRefundId = await refundThroughStripe(payment.id, payment.stripeSessionId!);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
      log.error({ paymentId }, `Automatic refund of a duplicate purchase failed: ${reason}`);
      const note = `${payment.reviewNote ?? "Refund due"}. Automatic refund failed (${reason}): refund it in Stripe.`;
      await db.update(payments).set({ reviewNote: note }).where(eq(payments.id, paymentId));
      return { refunded: false, note };
    }
  }
  const note = `${(payment.reviewNote ?? "Refund due").replace(/^Refund due/, "Refunded")}${stripeRefundId ? ` (Stripe refund ${stripeRefundId})` : ""}.`;
  // The refund's record and the buyer's email in one transaction: the buyer hears of every refund made.
  await db.transaction(async (tx) => {
    const refunded = await tx
      .update(payments)
      .set({ status: "refunded", reviewNote: note })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    if (!refunded.length || !payment.email) return;
    const product = productFor(payment.productCode);
    const email = duplicateRefundEmail({
      name: payment.username ?? "",
      productName: product?.name ?? payment.productCode,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentId: payment.id,
    });
    await queueEmail(
      { to: payment.email, ...email, kind: "transactional", template: "duplicate-refund", idempotencyKey: `duplicate-refund:${payment.id}` },
      tx,
    );
  });
  return { refunded: true, stripeRefundId };
}
