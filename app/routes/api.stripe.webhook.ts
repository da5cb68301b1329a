import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { methodNotAllowed, problemJson } from "~/http/problem.server";
import { WebhookSignatureError } from "~/adapters/payments.server";
import { handleStripeWebhook } from "~/services/sales/stripe-webhook.server";
import { log } from "~/adapters/log.server";

const UNVERIFIED = { title: "Bad Request", description: "This webhook request could not be verified." };

/**
 * POST /api/stripe/webhook: Stripe's signed event deliveries. The signature is checked over the
 * raw body (read here as text, untouched by any parser); a bad one is 400 and changes nothing.
 * The Origin check exempts this path (server/security.ts): the signature is its proof.
 * Whatever the reason (no STRIPE_WEBHOOK_SECRET here, no header, a wrong or stale signature), the
 * answer is the same plain 400: the reason goes to the server log, not to whoever is asking.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const rawBody = await request.text();
  try {
    const outcome = await handleStripeWebhook(rawBody, request.headers.get("Stripe-Signature"));
    return json({ received: true, status: outcome.status });
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      log.warn({ reason: error.message }, "Stripe webhook refused");
      return problemJson(UNVERIFIED, 400);
    }
    log.error({ err: error }, "Stripe webhook handling failed");
    // 500: Stripe delivers again later, and the event id was not recorded (the transaction rolled back).
    return json({ error: "Webhook handling failed" }, { status: 500 });
  }
}
export const loader = methodNotAllowed;
