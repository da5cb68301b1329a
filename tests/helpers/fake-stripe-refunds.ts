// A faithful fake of the two Stripe calls a refund makes (read the Checkout Session for its
// payment intent, then create the refund), on loopback, with STRIPE_SECRET_KEY and
// STRIPE_API_BASE pointed at it for the describe block that uses it. The real `stripe` client
// talks to it; every request it saw is returned for the test to read.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export interface SeenStripeRequest {
  method: string;
  url: string;
  body: string;
  idempotencyKey: string | undefined;
}

export function useFakeStripeRefunds(options: { sessionPrefix: string; paymentIntent: string; refundId: string }): SeenStripeRequest[] {
  const seen: SeenStripeRequest[] = [];
  let fake: http.Server;
  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        seen.push({ method: req.method!, url: req.url!, body, idempotencyKey: req.headers["idempotency-key"] as string | undefined });
        res.setHeader("Content-Type", "application/json");
        if (req.method === "GET" && req.url?.startsWith(`/v1/checkout/sessions/${options.sessionPrefix}`)) {
          res.end(JSON.stringify({ id: req.url.split("/").pop(), object: "checkout.session", payment_intent: options.paymentIntent }));
        } else if (req.method === "POST" && req.url === "/v1/refunds") {
          res.end(JSON.stringify({ id: options.refundId, object: "refund", status: "succeeded", payment_intent: options.paymentIntent }));
        } else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
        }
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", () => resolve()));
    process.env.STRIPE_SECRET_KEY = "sk_test_fake";
    process.env.STRIPE_API_BASE = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_API_BASE;
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });
  return seen;
}
