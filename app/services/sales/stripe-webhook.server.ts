// Stripe's webhook (DESIGN.md §2, §3): a delivery whose signature holds (app/adapters/payments.server.ts)
// and that says money arrived for one of our products is fulfilled like any other purchase.
import type Stripe from "stripe";
import { verifiedWebhookEvent } from "~/adapters/payments.server";
import { config } from "~/config.server";
import { productFor } from "~/content/course";
import { fulfilPurchase, type FulfilmentOutcome } from "./purchases.server";
import { refundDuplicatePayment, type DuplicateRefundOutcome } from "./refunds.server";

/** The events that mean money arrived for a Checkout Session. */
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export type WebhookOutcome =
  | Exclude<FulfilmentOutcome, { status: "already-owned" }>
  | (Extract<FulfilmentOutcome, { status: "already-owned" }> & { refund: DuplicateRefundOutcome })
  | { status: "ignored"; reason: string };

/**
 * Verify and act on one webhook delivery. A bad signature (tampered body, wrong secret, a
 * timestamp outside Stripe's 300 s tolerance) throws WebhookSignatureError and changes nothing.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const event = verifiedWebhookEvent(rawBody, signature);
  if (!PAID_EVENTS.has(event.type)) return { status: "ignored", reason: `not a payment event (${event.type})` };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== "paid") return { status: "ignored", reason: `payment ${session.payment_status}` };
  const email = session.customer_details?.email ?? session.customer_email;
  const product = productFor(session.metadata?.product_code);
  if (!email || !product) return { status: "ignored", reason: "no email or no product of ours on the session" };
  const outcome = await fulfilPurchase({
    productCode: product.code,
    email,
    name: session.customer_details?.name ?? null,
    jobTitle: session.metadata?.job_title || null,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? config.courseCurrency,
    method: "Stripe",
    checkoutSessionId: session.id,
    event: { id: event.id, type: event.type },
    // Set by createCheckoutSession() for a signed-in buyer; the event is signed, so it is ours.
    paidByUserId: /^\d{1,9}$/.test(session.client_reference_id ?? "") ? Number(session.client_reference_id) : null,
  });
  // A second purchase of levels the buyer owns (issue 27 item 4) goes back at once, after the
  // payment is recorded: a refund that fails leaves it pending with its note for an admin.
  if (outcome.status === "already-owned") return { ...outcome, refund: await refundDuplicatePayment(outcome.paymentId) };
  return outcome;
}
