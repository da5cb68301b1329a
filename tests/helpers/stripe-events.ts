// A Stripe "checkout.session.completed" event as Stripe sends it, and its delivery to the app's
// webhook signed with the test secret (the real `stripe` library makes the signature header).
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

export function paidSessionEvent(
  email: string,
  options: { amount?: number; currency?: string; product?: string; sessionPrefix?: string; name?: string } = {},
): { payload: string; sessionId: string } {
  const id = randomBytes(6).toString("hex");
  const sessionId = `${options.sessionPrefix ?? "cs_test_"}${id}`;
  const payload = JSON.stringify({
    id: `evt_test_${id}`,
    object: "event",
    api_version: "2025-06-30.basil",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "complete",
        payment_status: "paid",
        amount_total: options.amount ?? 4900,
        currency: options.currency ?? "aud",
        customer_email: null,
        customer_details: { email, name: options.name ?? "Buyer" },
        metadata: { product_code: options.product ?? "level-1", job_title: "" },
      },
    },
  });
  return { payload, sessionId };
}

/** POST the event to /api/stripe/webhook with a valid Stripe-Signature for `secret`. */
export function deliverWebhook(base: string, payload: string, secret: string): Promise<Response> {
  return fetch(`${base}/api/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
}
