// Payments through Stripe (DESIGN.md §2, §3): the real client, pointed at Stripe unless
// STRIPE_API_BASE names another server (a stripe-mock, or the tests' fake on loopback). Checkout
// Sessions are created from our catalogue and configured price ids; a webhook's signature is
// checked over the raw body before anything is believed (what the event then does is
// app/services/sales/stripe-webhook.server.ts's).
import Stripe from "stripe";
import { config } from "~/config.server";
import type { Product } from "~/content/course";

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
  /** What to charge, in whole units of the course currency (app/lib/offers.ts priceNow): the price the page showed. */
  price: number;
  email: string | null;
  jobTitle: string | null;
  userId: number | null;
}

/** A Checkout Session for one product; returns the hosted page's address. */
export async function createCheckoutSession(request: CheckoutRequest): Promise<string> {
  // A configured Stripe Price holds the pre-launch amount; at any other price (a level at full
  // price) the catalogue's amount is charged, so Stripe never charges other than what was shown.
  const priceId = request.price === request.product.price ? config.stripePriceId(request.product.code) : undefined;
  const session = await stripeClient().checkout.sessions.create({
    mode: "payment",
    line_items: [
      priceId
        ? { price: priceId, quantity: 1 }
        : {
            price_data: { currency: config.courseCurrency, unit_amount: request.price * 100, product_data: { name: request.product.name } },
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

/**
 * The event of one webhook delivery, once its signature is checked. A bad signature (tampered
 * body, wrong secret, a timestamp outside Stripe's 300 s tolerance) throws WebhookSignatureError.
 */
export function verifiedWebhookEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = config.stripeWebhookSecret;
  if (!secret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  try {
    // The static helper needs no API key: verification is local.
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
  }
}
