// The simulation's money-back guarantee (issue 19; visitor-side.md §9): within 30 days the buyer
// asks from /profile; a Stripe payment is refunded through Stripe (the Checkout Session's payment
// intent), a test-checkout payment needs no call. The payment is then recorded as refunded, which
// ends access, and the buyer's certificates are withdrawn (their verification links stop working).
import { and, eq } from "drizzle-orm";
import { getDb } from "../../../db/client";
import { payments, simulationAttempts } from "../../../db/schema/index";
import { refundDecision } from "~/lib/refund-window";
import type { OperationContext } from "../context";
import { simulationAccess } from "../simulation/simulation-access.server";
import { stripeClient, stripeConfigured } from "~/adapters/payments.server";
import { log } from "~/adapters/log.server";

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
  });
  return { ok: true, paymentId: access.paymentId, stripeRefundId };
}
