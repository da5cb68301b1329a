import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { productFor } from "~/content/course";
import { COURSE_PATH } from "~/lib/course-purchase";

// /aiupskill/success, the payment-return page (accounts-admin-sales.md §2, §4, §8): redirect_status
// 'failed' is a failure; succeeded, missing or anything else is a success. A failed payment's
// "Try Again" goes back to the checkout of what was being bought, else to the course page
// (issue 27: never to the toolkit wizard, which sends a visitor without a job title home).
export const meta: MetaFunction = () => [{ title: "Payment | Upskill Academy" }, { name: "robots", content: "noindex" }];

export const PAYMENT_FAILED_TEXT = "There was an issue processing your payment. Please try again or contact support.";

export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const failed = query.get("redirect_status") === "failed";
  // The product only chooses where the button leads; access is always checked by /simulation itself.
  const simulation = !failed && query.get("product") === "simulation";
  const product = productFor(query.get("product") ?? undefined);
  // The checkout itself refuses what may not be bought (an ended offer, an owned level) and says why.
  const tryAgain = product ? `/checkout/${product.code}` : COURSE_PATH;
  return json({ failed, simulation, tryAgain }, { headers: { "Cache-Control": "no-store" } });
}

export default function PaymentReturn() {
  const { failed, simulation, tryAgain } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <div className={`rounded-2xl border p-8 shadow-sm ${failed ? "border-red-200 bg-red-50" : "border-emerald-200 bg-emerald-50"}`}>
        <p aria-hidden="true" className="text-5xl">
          {failed ? "⚠️" : "🎉"}
        </p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{failed ? "Payment Failed" : "Payment Successful!"}</h1>
        <p className="mt-2 text-slate-800">
          {failed
            ? PAYMENT_FAILED_TEXT
            : "Thank you for your purchase. Your receipt is on its way by email, and your access is linked to your email address: sign in (or set a password with “Forgot your password?”) to start."}
        </p>
        {simulation ? (
          <Link to="/simulation" className="btn-primary mt-6">
            Start your simulation
          </Link>
        ) : (
          <Link to={failed ? tryAgain : "/"} className="btn-primary mt-6">
            {failed ? "Try Again" : "Return Home"}
          </Link>
        )}
      </div>
    </main>
  );
}
