import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import { operationContext } from "~/http/context.server";
import { flashHeaders } from "~/http/flash.server";
import { requireUser } from "~/http/guards.server";
import { refundDecision } from "~/lib/refund-window";
import { REFUND_PROBLEMS, refundSchema } from "~/lib/schemas/simulation";
import { parseWithZod } from "@conform-to/zod/v4";
import { requestSimulationRefund } from "~/services/sales/refunds.server";
import { simulationAccess } from "~/services/simulation/simulation-access.server";

// The 30-day money-back guarantee (issue 19): /profile's 'Request a refund' posts here. A refund
// ends access to the simulation; a refusal (too late, nothing to refund) is shown here with its reason.
export const meta: MetaFunction = () => [{ title: "Request a Refund | Upskill Academy" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const access = await simulationAccess(user.id);
  const decision = access ? refundDecision(access.paidAt) : null;
  return json(
    {
      purchase:
        access && decision ? { paidAt: access.paidAt.toISOString(), until: decision.until.toISOString(), refusal: decision.ok ? null : decision.reason } : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: refundSchema });
  const ctx = await operationContext(request, context);
  if (submission.status !== "success") return json({ problem: REFUND_PROBLEMS.notFound }, { status: 400 });
  const outcome = await requestSimulationRefund(ctx);
  if (outcome.ok) {
    return redirect("/profile", {
      headers: await flashHeaders(request, {
        kind: "success",
        title: "Refund Requested",
        description: "Your payment is refunded and the simulation is closed.",
      }),
    });
  }
  const problem = outcome.reason === "not-found" ? REFUND_PROBLEMS.notFound : { ...REFUND_PROBLEMS[outcome.reason], description: outcome.message };
  return json({ problem }, { status: outcome.reason === "not-found" ? 404 : outcome.reason === "expired" ? 409 : 502 });
}

const day = (iso: string) => iso.slice(0, 10);

export default function RefundPage() {
  const { purchase } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Request a refund</h1>
      <FormAlert problem={answer?.problem} className="mt-4" />
      {!purchase ? (
        <p className="mt-4 text-slate-700">There is no simulation purchase on this account to refund.</p>
      ) : purchase.refusal ? (
        <p className="mt-4 text-slate-700">{purchase.refusal}</p>
      ) : (
        <>
          <p className="mt-4 text-slate-700">
            You bought the AI simulation on {day(purchase.paidAt)}. The 30-day money-back guarantee runs until {day(purchase.until)}. A refund returns the full
            payment and ends your access to the simulation; certificates already issued are withdrawn.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
              Refund my purchase
            </button>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to="/profile" className="text-brand-700 underline">
          Back to your profile
        </Link>
      </p>
    </main>
  );
}
