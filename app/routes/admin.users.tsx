import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminTable } from "~/components/admin/admin-table";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeletePanel, DeleteButton } from "~/components/admin/confirm-delete";
import { ExportLink, USER_EXPORT_TEXTS } from "~/components/admin/export-link";
import { formatDate, Pagination, TableControls, tdClass } from "~/components/admin/table-controls";
import { UrlDialog } from "~/components/admin/url-dialog";
import { adminTableLoader, adminTabAction, adminDeleteAction } from "~/http/admin-page.server";
import { parseRecordId, readTableQuery, userQuerySchema, withQuery, type UserQuery } from "~/lib/admin-query";
import { formatMoney } from "~/lib/format";
import { formatPrice } from "~/lib/currency";
import { deleteUser, getUserDetails, listUsers } from "~/services/admin/admin-users.server";

// The CRM tab (accounts-admin-sales.md §2, §3, §6; issue 14): users with search, sort and paging
// in the URL, a details dialog (?details=id), delete (never an admin; ?confirm=id without
// JavaScript) and the CSV exports.

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminTableLoader(request, async (params) => {
    const query = readTableQuery(userQuerySchema, params);
    const detailsId = parseRecordId(params.get("details"));
    const confirmId = parseRecordId(params.get("confirm"));
    const [page, details, confirm] = await Promise.all([
      listUsers(query),
      detailsId ? getUserDetails(detailsId) : null,
      confirmId ? getUserDetails(confirmId) : null,
    ]);
    return {
      query,
      page,
      details: details?.ok ? details.user : null,
      detailsMissing: detailsId !== null && !details?.ok,
      confirm: confirm?.ok && confirm.user.role !== "admin" ? { id: confirm.user.id, label: `${confirm.user.username} (${confirm.user.email})` } : null,
    };
  });

export const action = ({ request }: ActionFunctionArgs) =>
  adminTabAction(request, (access, formData) =>
    adminDeleteAction(request, formData, {
      remove: (id) => deleteUser(access.ctx, id),
      invalid: { title: "Error", description: "Choose a user to delete." },
      refused: (outcome) => ({ title: "Error", description: outcome && !outcome.ok ? outcome.message : "User not found" }),
      deleted: () => ({ title: "User Deleted", description: "The account, its sessions and personal data are gone; its payments stay on record." }),
    }),
  );

const SORTS: { value: UserQuery["sort"]; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Name" },
  { value: "email", label: "Email" },
];

export default function AdminUsers() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (data.state !== "admin") return null;
  const { page, query } = data;
  const closeTo = withQuery(search, { details: null });
  return (
    <section aria-labelledby="crm-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="crm-title" className="text-2xl font-bold">
          Users
        </h2>
        <div className="flex flex-wrap gap-2">
          <ExportLink href="/api/admin/users/export-all" label="Export all users" texts={USER_EXPORT_TEXTS} />
          <ExportLink href="/api/admin/users/export-new" label="Export new users" texts={USER_EXPORT_TEXTS} />
        </div>
      </div>
      <div className="mt-4">
        <TableControls id="users" q={query.q} sort={query.sort} sorts={SORTS} searchLabel="Search users" />
      </div>
      {data.confirm ? (
        <div className="mt-4">
          <ConfirmDeletePanel
            id={data.confirm.id}
            what={`user ${data.confirm.label}`}
            detail="Their sessions end and their toolkits, reports and sign-ups are removed. Their payments stay as records without the person."
          />
        </div>
      ) : null}
      {data.detailsMissing ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          That user no longer exists.
        </p>
      ) : null}
      <AdminTable
        caption={`Users, ${query.sort} first, page ${page.page} of ${page.pageCount}`}
        columns={[{ label: "Name" }, { label: "Email" }, { label: "Job title" }, { label: "Role" }, { label: "Joined" }, { label: "Actions", hidden: true }]}
        emptyText={page.rows.length === 0 ? (query.q ? "No users match this search." : "No users yet.") : null}
      >
        {page.rows.map((u) => (
          <tr key={u.id}>
            <td className={`${tdClass} font-medium`}>{u.username}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{u.email}</td>
            <td className={tdClass}>{u.jobTitle ?? "—"}</td>
            <td className={tdClass}>
              <span className={u.role === "admin" ? "chip" : "chip chip-muted"}>{u.role}</span>
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>{formatDate(u.createdAt)}</td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <div className="flex gap-3">
                <Link
                  to={withQuery(search, { details: u.id, confirm: null })}
                  preventScrollReset
                  className="font-semibold text-brand-700 underline"
                  aria-label={`Details of ${u.username}`}
                >
                  Details
                </Link>
                {u.role === "admin" ? null : <DeleteButton id={u.id} what={`user ${u.username}`} />}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} noun="user" />
      {data.details ? (
        <UrlDialog titleId="user-details-title" title={data.details.username} closeTo={closeTo} wide>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {[
              ["Email", data.details.email],
              ["Role", data.details.role],
              ["Job title", data.details.jobTitle ?? "—"],
              ["Company", data.details.companyName ?? "—"],
              ["Journey stage", data.details.journeyStage],
              ["Joined", formatDate(data.details.createdAt)],
              ["Toolkits", String(data.details.totalAnalyses)],
              ["Purchases", String(data.details.totalPurchases)],
              ["Revenue", formatPrice(data.details.totalRevenue, data.details.payments[0]?.currency ?? "aud")],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd className="break-words font-medium">{value}</dd>
              </div>
            ))}
          </dl>
          {data.details.roleDescription ? <p className="mt-3 text-sm text-slate-800">{data.details.roleDescription}</p> : null}
          <h3 className="mt-5 font-bold">Toolkits</h3>
          {data.details.toolkits.length ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {data.details.toolkits.map((t) => (
                <li key={t.id}>
                  <Link to={`/toolkit/${t.id}`} className="text-brand-700 underline">
                    {t.jobTitle}
                  </Link>{" "}
                  · {formatDate(t.createdAt)} · {formatMoney(t.totalSavingsPerYear, "usd")} a year
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No toolkits.</p>
          )}
          <h3 className="mt-5 font-bold">Payments</h3>
          {data.details.payments.length ? (
            <ul className="mt-1 list-disc pl-5 text-sm">
              {data.details.payments.map((p) => (
                <li key={p.id}>
                  {p.productCode} · {formatPrice(p.amount, p.currency)} · {p.status} · {formatDate(p.createdAt)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">No payments.</p>
          )}
        </UrlDialog>
      ) : null}
    </section>
  );
}
