import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDeletePanel, DeleteButton } from "~/components/admin/confirm-delete";
import { EmptyRow, formatDate, Pagination, TableControls, tableClass, tdClass, thClass } from "~/components/admin/table-controls";
import { adminPageAccess, backTo, NO_STORE, redirectWithToast, refusedAction } from "~/http/admin-page.server";
import { parseConfirmId, paymentQuerySchema, readTableQuery, type PaymentQuery } from "~/lib/admin-query";
import { formatMoney } from "~/lib/format";
import { adminDeleteSchema } from "~/lib/schemas/admin-delete";
import { deletePayment, listPayments } from "~/services/admin-payments.server";

// The Payments tab (accounts-admin-sales.md §2, §3; issue 14): status badge (default style for
// completed, else secondary), amount and currency, product, job title, date; delete with a
// confirmation.

export async function loader({ request }: LoaderFunctionArgs) {
  const access = await adminPageAccess(request);
  if (!access.ok) return access.response;
  const params = new URL(request.url).searchParams;
  const query = readTableQuery(paymentQuerySchema, params);
  const page = await listPayments(query);
  return json({ state: "admin" as const, query, page, confirmId: parseConfirmId(params) }, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const access = await adminPageAccess(request);
  if (!access.ok) return refusedAction(access, access.response.status === 403 ? "denied" : "signed-out");
  const submission = parseWithZod(await request.formData(), { schema: adminDeleteSchema });
  const outcome = submission.status === "success" ? await deletePayment(access.ctx, submission.value.id) : null;
  if (!outcome?.ok) return redirectWithToast(request, backTo(request), { kind: "error", title: "Error", description: "Payment not found" });
  return redirectWithToast(request, backTo(request), { kind: "success", title: "Payment Deleted", description: `Payment #${outcome.id} was removed.` });
}

const SORTS: { value: PaymentQuery["sort"]; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "amount", label: "Largest amount" },
];

export default function AdminPayments() {
  const data = useLoaderData<typeof loader>();
  if (data.state !== "admin") return null;
  const { page, query } = data;
  const confirm = page.rows.find((p) => p.id === data.confirmId) ?? (data.confirmId ? { id: data.confirmId, productCode: "", amount: 0, currency: "" } : null);
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className="text-2xl font-bold">
        Payments
      </h2>
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
                ? `${confirm.productCode}, ${formatMoney(confirm.amount, confirm.currency)}. The record of this sale goes; course access already granted stays.`
                : undefined
            }
          />
        </div>
      ) : null}
      <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className={tableClass}>
          <caption className="sr-only">
            Payments, page {page.page} of {page.pageCount}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Amount
              </th>
              <th scope="col" className={thClass}>
                Product
              </th>
              <th scope="col" className={thClass}>
                Buyer
              </th>
              <th scope="col" className={thClass}>
                Job title
              </th>
              <th scope="col" className={thClass}>
                Date
              </th>
              <th scope="col" className={thClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {page.rows.length === 0 ? <EmptyRow colSpan={7} text={query.q ? "No payments match this search." : "No payments yet."} /> : null}
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
                </td>
                <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
                  {formatMoney(p.amount, p.currency)} <span className="text-xs text-slate-600">{p.currency.toUpperCase()}</span>
                </td>
                <td className={tdClass}>{p.productCode}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{p.email ?? <span className="text-slate-600">Deleted account</span>}</td>
                <td className={tdClass}>{p.jobTitle ?? "—"}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDate(p.createdAt)}</td>
                <td className={tdClass}>
                  <DeleteButton id={p.id} what={`payment #${p.id}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} noun="payment" />
    </section>
  );
}
