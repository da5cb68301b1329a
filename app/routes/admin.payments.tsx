import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { AdminTable } from "~/components/admin/admin-table";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { OffersForm } from "~/components/admin/offers-form";
import { ConfirmDeletePanel, DeleteButton } from "~/components/admin/confirm-delete";
import { formatDate, Pagination, TableControls, tdClass } from "~/components/admin/table-controls";
import { adminTableLoader, adminTabAction, adminDeleteAction, backTo, NO_STORE, redirectWithToast } from "~/http/admin-page.server";
import { parseConfirmId, parseRecordId, paymentQuerySchema, readTableQuery, type PaymentQuery } from "~/lib/admin-query";
import { formatPrice } from "~/lib/currency";
import { bundleOnSale, formatEndDate, readOfferChanges } from "~/lib/offers";
import { deletePayment, listPayments, refundDuePayment } from "~/services/admin/admin-payments.server";
import { readOffers, updateOffers } from "~/services/sales/offer-settings.server";

// The Payments tab (accounts-admin-sales.md §2, §3; issue 14): status badge (default style for
// completed, else secondary), amount and currency, product, job title, date; delete with a
// confirmation. Above the list, the sales offers (issue 27): the bundle's end date and the
// pre-launch switch, the same settings as `academy offers set`; a payment's review note (a refund
// due for levels already owned, or refunded) shows under its status, and a refund due that the
// webhook could not make has a "Refund now" button.

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminTableLoader(request, async (params) => {
    const query = readTableQuery(paymentQuerySchema, params);
    const [page, offers] = await Promise.all([listPayments(query), readOffers()]);
    return { query, page, confirmId: parseConfirmId(params), offers: { ...offers, bundleOnSale: bundleOnSale(offers) } };
  });

export const action = ({ request }: ActionFunctionArgs) =>
  adminTabAction(request, async (access, formData) => {
    if (formData.get("intent") === "offers") {
      const read = readOfferChanges({ bundleEnds: String(formData.get("bundleEnds") ?? ""), prelaunch: String(formData.get("prelaunch") ?? "") });
      if (!read.ok) return json({ problem: { title: "Offers Not Saved", description: read.message } }, { status: 400, headers: NO_STORE });
      const offers = await updateOffers(access.ctx, read.changes);
      return redirectWithToast(request, backTo(request), {
        kind: "success",
        title: "Offers Saved",
        description: `The bundle ends ${formatEndDate(offers.bundleEndsAt)}; pre-launch prices are ${offers.prelaunchPrices ? "on" : "off"}.`,
      });
    }
    if (formData.get("intent") === "refund") {
      const id = parseRecordId(String(formData.get("id") ?? ""));
      const outcome = id === null ? null : await refundDuePayment(access.ctx, id);
      if (!outcome?.ok)
        return redirectWithToast(request, backTo(request), { kind: "error", title: "Not Refunded", description: outcome?.message ?? "Payment not found" });
      return redirectWithToast(request, backTo(request), {
        kind: "success",
        title: "Payment Refunded",
        description: `Payment #${outcome.id} was refunded${outcome.stripeRefundId ? ` (Stripe refund ${outcome.stripeRefundId})` : ""} and the buyer emailed.`,
      });
    }
    return adminDeleteAction(request, formData, {
      remove: (id) => deletePayment(access.ctx, id),
      refused: () => ({ title: "Error", description: "Payment not found" }),
      deleted: (outcome) => ({ title: "Payment Deleted", description: `Payment #${outcome.id} was removed.` }),
    });
  });

const SORTS: { value: PaymentQuery["sort"]; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "amount", label: "Largest amount" },
];

export default function AdminPayments() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (data.state !== "admin") return null;
  const { page, query } = data;
  const confirm = page.rows.find((p) => p.id === data.confirmId) ?? (data.confirmId ? { id: data.confirmId, productCode: "", amount: 0, currency: "" } : null);
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className="text-2xl font-bold">
        Payments
      </h2>
      <OffersForm offers={data.offers} problem={answer && "problem" in answer && answer.problem.title === "Offers Not Saved" ? answer.problem : null} />
      <div className="mt-4">
        <TableControls id="payments" q={query.q} sort={query.sort} sorts={SORTS} searchLabel="Search payments" />
      </div>
      {confirm ? (
        <div className="mt-4">
          <ConfirmDeletePanel
            id={confirm.id}
            what={`payment #${confirm.id}`}
            detail={
              confirm.currency
                ? `${confirm.productCode}, ${formatPrice(confirm.amount, confirm.currency)}. The record of this sale goes; course access already granted stays.`
                : undefined
            }
          />
        </div>
      ) : null}
      <AdminTable
        caption={`Payments, page ${page.page} of ${page.pageCount}`}
        columns={[
          { label: "Status" },
          { label: "Amount", numeric: true },
          { label: "Product" },
          { label: "Buyer" },
          { label: "Job title" },
          { label: "Date" },
          { label: "Actions", hidden: true },
        ]}
        emptyText={page.rows.length === 0 ? (query.q ? "No payments match this search." : "No payments yet.") : null}
      >
        {page.rows.map((p) => (
          <tr key={p.id}>
            <td className={tdClass}>
              <span
                className={
                  p.status === "completed"
                    ? "rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
                    : "rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800"
                }
              >
                {p.status}
              </span>
              {p.reviewNote ? <p className="mt-1 max-w-xs text-xs text-slate-700">{p.reviewNote}</p> : null}
            </td>
            <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>{formatPrice(p.amount, p.currency)}</td>
            <td className={tdClass}>{p.productCode}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{p.email ?? <span className="text-slate-600">Deleted account</span>}</td>
            <td className={tdClass}>{p.jobTitle ?? "—"}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{formatDate(p.createdAt)}</td>
            <td className={tdClass}>
              <div className="flex flex-wrap items-center gap-3">
                {p.status === "pending" && p.reviewNote?.startsWith("Refund due") ? (
                  // A plain form: refunding works the same with JavaScript off.
                  <Form method="post">
                    <input type="hidden" name="intent" value="refund" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className="font-semibold text-brand-700 underline" aria-label={`Refund payment #${p.id}`}>
                      Refund now
                    </button>
                  </Form>
                ) : null}
                <DeleteButton id={p.id} what={`payment #${p.id}`} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} noun="payment" />
    </section>
  );
}
