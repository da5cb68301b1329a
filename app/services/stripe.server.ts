// Stripe Checkout (DESIGN.md §2, §3): the real client, pointed at Stripe unless STRIPE_API_BASE
// names another server (a stripe-mock, or the tests' fake on loopback). Checkout Sessions are
// created from our catalogue and configured price ids; the webhook's signature is checked over
// the raw body before anything is believed.
import Stripe from "stripe";
import { config } from "~/config.server";
import { productFor, type Product } from "~/content/course";
import { fulfilPurchase, type FulfilmentOutcome } from "./purchases.server";

let client: { key: string; base: string | undefined; stripe: Stripe } | undefined;

export const stripeConfigured = () => Boolean(config.stripeSecretKey);

export function stripeClient(): Stripe {
  const key = config.stripeSecretKey;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const base = config.stripeApiBase;
  if (!client || client.key !== key || client.base !== base) {
    const url = base ? new URL(base) : null;
    client = {
      key,
      base,
      stripe: new Stripe(key, {
        ...(url
          ? { host: url.hostname, port: url.port || (url.protocol === "https:" ? 443 : 80), protocol: url.protocol.replace(":", "") as "http" | "https" }
          : {}),
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
      }),
    };
  }
  return client.stripe;
}

export interface CheckoutRequest {
  product: Product;
  email: string | null;
  jobTitle: string | null;
  userId: number | null;
}

/** A Checkout Session for one product; returns the hosted page's address. */
export async function createCheckoutSession(request: CheckoutRequest): Promise<string> {
  const priceId = config.stripePriceId(request.product.code);
  const session = await stripeClient().checkout.sessions.create({
    mode: "payment",
    line_items: [
      priceId
        ? { price: priceId, quantity: 1 }
        : {
            price_data: { currency: config.courseCurrency, unit_amount: request.product.price * 100, product_data: { name: request.product.name } },
            quantity: 1,
          },
    ],
    customer_email: request.email ?? undefined,
    client_reference_id: request.userId ? String(request.userId) : undefined,
    metadata: { product_code: request.product.code, job_title: request.jobTitle ?? "" },
    success_url: `${config.appUrl}/aiupskill/success?redirect_status=succeeded&product=${request.product.code}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${config.appUrl}/aiupskill/training`,
  });
  if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
  return session.url;
}

export class WebhookSignatureError extends Error {}

/** The events that mean money arrived for a Checkout Session. */
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

export type WebhookOutcome = FulfilmentOutcome | { status: "ignored"; reason: string };

/**
 * Verify and act on one webhook delivery. A bad signature (tampered body, wrong secret, a
 * timestamp outside Stripe's 300 s tolerance) throws WebhookSignatureError and changes nothing.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = config.stripeWebhookSecret;
  if (!secret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  let event: Stripe.Event;
  try {
    // The static helper needs no API key: verification is local.
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
  }
  if (!PAID_EVENTS.has(event.type)) return { status: "ignored", reason: `not a payment event (${event.type})` };
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== "paid") return { status: "ignored", reason: `payment ${session.payment_status}` };
  const email = session.customer_details?.email ?? session.customer_email;
  const product = productFor(session.metadata?.product_code);
  if (!email || !product) return { status: "ignored", reason: "no email or no product of ours on the session" };
  return fulfilPurchase({
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
}
