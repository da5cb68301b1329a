import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { randomBytes } from "node:crypto";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { config } from "~/config.server";
import { productFor, type Product } from "~/content/course";
import { formatPrice } from "~/lib/currency";
import { isDeliverableEmail } from "~/lib/email-rule";
import type { FormProblem } from "~/lib/schemas/report";
import { findUserById } from "~/services/accounts/accounts.server";
import { getCurrentUser } from "~/http/session.server";
import { fulfilPurchase } from "~/services/sales/purchases.server";
import { checkoutOffer } from "~/services/sales/checkout-offer.server";
import { refundDuplicatePayment } from "~/services/sales/refunds.server";
import { ownedRefusal, type PurchaseRefusal } from "~/lib/course-purchase";
import { CHECKOUT_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "~/services/operations/rate-limit.server";
import { createCheckoutSession, stripeConfigured } from "~/adapters/payments.server";

// /checkout/{product} (accounts-admin-sales.md §2 "Purchases go to an external hosted checkout"):
// with Stripe configured, a Checkout Session and a redirect to Stripe's page. Without Stripe keys,
// a local test checkout where a tester pays or fails; it ends in the same fulfilment function as
// the webhook, and it is refused in production, where only Stripe may take money.
// Before any of that (issue 27): a level already owned, a level whose previous one is not
// completed, or an offer that has ended is refused with its reason and a link, and nothing
// changes; otherwise the price is today's (app/lib/offers.ts), the one the sales page showed.
export const meta: MetaFunction = () => [{ title: "Checkout | Upskill Academy" }, { name: "robots", content: "noindex" }];

function productOr404(code: string | undefined): Product {
  const product = productFor(code);
  if (!product) throw new Response("Not Found", { status: 404 });
  return product;
}

function testCheckoutAllowed(clientIp: string | undefined): boolean {
  return !stripeConfigured() && config.testCheckoutAllowedFor(clientIp);
}

async function buyer(request: Request) {
  const current = await getCurrentUser(request);
  return current ? findUserById(current.id) : null;
}

/** The refusal page: the reason and where to go instead, with its status (409, 403 or 410). */
const refused = (refusal: PurchaseRefusal, productName: string) =>
  json({ state: "refused" as const, refusal, productName }, { status: refusal.status, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const product = productOr404(params.product);
  const user = await buyer(request);
  const jobTitle = (new URL(request.url).searchParams.get("jobTitle") ?? user?.jobTitle ?? "").trim().slice(0, 120) || null;
  const offer = await checkoutOffer(product, user?.id ?? null);
  if (!offer.ok) return refused(offer.refusal, product.name);
  if (stripeConfigured()) {
    const limit = await hitRateLimit(CHECKOUT_LIMIT, context.clientIp ?? "unknown");
    if (!limit.allowed) throw new Response(TOO_MANY_REQUESTS_MESSAGE, { status: 429 });
    const url = await createCheckoutSession({ product, price: offer.price, email: user?.email ?? null, jobTitle, userId: user?.id ?? null });
    return redirect(url, 303);
  }
  if (!testCheckoutAllowed(context.clientIp)) throw new Response("Payments are not available right now.", { status: 503 });
  return json(
    {
      state: "open" as const,
      product,
      price: formatPrice(offer.price, config.courseCurrency),
      email: user?.email ?? "",
      name: user?.username ?? "",
      jobTitle: jobTitle ?? "",
      // Why this page exists at all: it grants courses without payment, so it says what allowed it.
      enabledBy: config.loopbackAppUrl
        ? "this server runs on a local address"
        : process.env.TEST_CHECKOUT
          ? "TEST_CHECKOUT is on"
          : `NODE_ENV is ${config.nodeEnv}`,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const product = productOr404(params.product);
  if (!testCheckoutAllowed(context.clientIp)) throw new Response("Not Found", { status: 404 });
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "").trim();
  const values = { email: field("email"), name: field("name"), jobTitle: field("jobTitle") };
  const refuse = (problem: FormProblem, status: number) => json({ problem, values }, { status });
  const paidByUserId = (await getCurrentUser(request))?.id ?? null;
  const offer = await checkoutOffer(product, paidByUserId);
  if (!offer.ok) return refused(offer.refusal, product.name);
  if (form.get("intent") === "fail") return redirect(`/aiupskill/success?redirect_status=failed&product=${product.code}`);
  if (!values.email || !isDeliverableEmail(values.email)) {
    return refuse({ title: "Invalid Email", description: "Please enter a valid email address." }, 400);
  }
  if (values.name.length > 120 || values.jobTitle.length > 120) {
    return refuse({ title: "Too Long", description: "Please keep your name and job title under 120 characters." }, 400);
  }
  const limit = await hitRateLimit(CHECKOUT_LIMIT, context.clientIp ?? "unknown");
  if (!limit.allowed) return refuse({ title: "Error", description: TOO_MANY_REQUESTS_MESSAGE }, 429);
  const outcome = await fulfilPurchase({
    productCode: product.code,
    email: values.email,
    name: values.name || null,
    jobTitle: values.jobTitle || null,
    // The amount is today's catalogue price, whatever the browser sent.
    amountCents: offer.price * 100,
    currency: config.courseCurrency,
    method: "Test checkout",
    checkoutSessionId: `test_${randomBytes(18).toString("base64url")}`,
    paidByUserId,
  });
  if (outcome.status === "already-owned") {
    // The address typed owns these levels already (or a second tab paid first): given back at once.
    await refundDuplicatePayment(outcome.paymentId);
    return refused(ownedRefusal(product), product.name);
  }
  return redirect(`/aiupskill/success?redirect_status=succeeded&product=${product.code}`);
}

function Refused({ refusal, productName }: { refusal: PurchaseRefusal; productName: string }) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{productName}</p>
        <h1 className="mt-1 text-2xl font-bold">{refusal.title}</h1>
        <p role="alert" className="mt-3 text-slate-800" data-testid="checkout-refusal">
          {refusal.message}
        </p>
        <Link to={refusal.link.href} className="btn-primary mt-5">
          {refusal.link.label}
        </Link>
      </div>
    </main>
  );
}

export default function TestCheckout() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  if (result && "refusal" in result) return <Refused refusal={result.refusal} productName={result.productName} />;
  if (data.state === "refused") return <Refused refusal={data.refusal} productName={data.productName} />;
  const answer = result && "problem" in result ? result : null;
  const values = answer?.values ?? { email: data.email, name: data.name, jobTitle: data.jobTitle };
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10">
      <p role="note" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-900">
        TEST MODE: Stripe is not configured on this server, so no real payment is taken. Use the buttons below to try a successful or a failed payment. It
        grants the course without payment and is offered only because {data.enabledBy}.
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold">Checkout</h1>
        <dl className="mt-4 flex items-baseline justify-between gap-4 border-b border-slate-100 pb-4">
          <dt className="font-medium text-slate-800">{data.product.name}</dt>
          <dd className="whitespace-nowrap text-xl font-bold text-slate-900">{data.price}</dd>
        </dl>
        <FormAlert problem={answer?.problem} className="mt-4" />
        <Form method="post" noValidate className="mt-4 space-y-4">
          <TextField id="email" name="email" label="Email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} />
          <TextField id="name" name="name" label="Full Name (optional)" autoComplete="name" maxLength={120} defaultValue={values.name} />
          <TextField
            id="jobTitle"
            name="jobTitle"
            label="Job Title (optional)"
            autoComplete="organization-title"
            maxLength={120}
            defaultValue={values.jobTitle}
          />
          <p className="text-xs text-slate-600">30-day money-back guarantee • Instant access • One-time payment</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="submit" name="intent" value="pay" className="btn-primary flex-1" disabled={navigation.state === "submitting"}>
              Pay {data.price} (test)
            </button>
            <button type="submit" name="intent" value="fail" className="btn-outline flex-1" formNoValidate>
              Simulate a failed payment
            </button>
          </div>
        </Form>
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/aiupskill/training" className="text-brand-700 underline">
          Back to the course
        </Link>
      </p>
    </main>
  );
}
