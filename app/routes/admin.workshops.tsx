import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { Pagination, TableControls, tdClass } from "~/components/admin/table-controls";
import { UrlDialog } from "~/components/admin/url-dialog";
import { NEW_WORKSHOP_DEFAULTS, WorkshopForm, type WorkshopFormValues } from "~/components/admin/workshop-form";
import { adminTableLoader, adminTabAction, backTo, NO_STORE, redirectWithToast } from "~/http/admin-page.server";
import { operationContext } from "~/http/context.server";
import { formProblem, formReply, refusalStatus, submitForm } from "~/http/forms.server";
import { WORKSHOP_FORM } from "~/http/workshop-forms.server";
import { parseRecordId, readTableQuery, withQuery, workshopQuerySchema, type WorkshopQuery } from "~/lib/admin-query";
import { workshopToFields } from "~/lib/schemas/workshop";
import { formatWorkshopDate, formatWorkshopPrice, formatWorkshopTime, placesLeft, workshopStatus, type WorkshopStatus } from "~/lib/workshops";
import { cancelWorkshop, cityDemand, createWorkshop, getWorkshop, listAdminWorkshops, updateWorkshop } from "~/services/sales/workshops.server";

// The Workshops tab (issue 30 item 1): every workshop (upcoming, past and cancelled) with search,
// sort and pages in the URL; add and edit in a dialog (?edit=new or ?edit=id) through the one
// workshop schema `academy workshops` uses; cancel after a confirm step (?cancel=id), after which
// the workshop leaves /workshops; and the demand by city from 'Don't See Your City?' sign-ups.
// Admin access is checked on the server by every loader and action (adminTableLoader, adminTabAction).

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminTableLoader(request, async (params) => {
    const query = readTableQuery(workshopQuerySchema, params);
    const edit = params.get("edit");
    const editId = edit === "new" ? null : parseRecordId(edit);
    const cancelId = parseRecordId(params.get("cancel"));
    const [page, editing, cancelling, demand] = await Promise.all([
      listAdminWorkshops(query),
      editId ? getWorkshop(editId) : null,
      cancelId ? getWorkshop(cancelId) : null,
      cityDemand(),
    ]);
    return {
      query,
      page,
      now: new Date().toISOString(),
      form:
        edit === "new"
          ? { mode: "create" as const, id: null, values: NEW_WORKSHOP_DEFAULTS }
          : editing
            ? { mode: "update" as const, id: editing.id, values: workshopToFields(editing) as WorkshopFormValues }
            : null,
      editMissing: edit !== null && edit !== "new" && !editing,
      cancel:
        cancelling && !cancelling.cancelledAt
          ? { id: cancelling.id, title: cancelling.title, date: formatWorkshopDate(cancelling.startsAt, cancelling.timeZone) }
          : null,
      demand,
    };
  });

export const action = ({ request, context }: ActionFunctionArgs) =>
  adminTabAction(request, async (access, formData) => {
    if (formData.get("intent") === "cancel") {
      const id = parseRecordId(String(formData.get("id") ?? ""));
      const outcome = id === null ? null : await cancelWorkshop(access.ctx, id);
      if (!outcome?.ok)
        return redirectWithToast(request, backTo(request, ["cancel"]), {
          kind: "error",
          title: "Workshop Not Found",
          description: "That workshop no longer exists.",
        });
      return redirectWithToast(request, backTo(request, ["cancel"]), {
        kind: "success",
        title: "Workshop Cancelled",
        description: `${outcome.workshop.title} (${formatWorkshopDate(outcome.workshop.startsAt, outcome.workshop.timeZone)}) ${outcome.alreadyCancelled ? "was already cancelled" : "is cancelled and no longer listed on /workshops"}.`,
      });
    }
    const mode = formData.get("mode") === "update" ? "update" : "create";
    const id = parseRecordId(String(formData.get("id") ?? ""));
    const ctx = await operationContext(request, context);
    const { submission, outcome } = await submitForm(WORKSHOP_FORM, formData, ctx, async (input) =>
      mode === "update"
        ? id === null
          ? { ok: false as const, reason: "not-found" as const, problem: "notFound" as const }
          : updateWorkshop(access.ctx, id, input)
        : createWorkshop(access.ctx, input),
    );
    if (!outcome.ok) {
      return json(
        { reply: formReply(WORKSHOP_FORM, submission, outcome), problem: formProblem(WORKSHOP_FORM, submission, outcome) },
        { status: refusalStatus(outcome), headers: NO_STORE },
      );
    }
    const saved = outcome.workshop;
    return redirectWithToast(request, backTo(request), {
      kind: "success",
      title: mode === "update" ? "Workshop Saved" : "Workshop Added",
      description: `${saved.title}, ${formatWorkshopDate(saved.startsAt, saved.timeZone)} in ${saved.city}.`,
    });
  });

const SORTS: { value: WorkshopQuery["sort"]; label: string }[] = [
  { value: "latest", label: "Latest date first" },
  { value: "soonest", label: "Earliest date first" },
  { value: "added", label: "Recently added" },
  { value: "title", label: "Title" },
];

const STATUS: Record<WorkshopStatus, { label: string; className: string }> = {
  upcoming: { label: "Upcoming", className: "bg-brand-600 text-white" },
  "taken-place": { label: "Taken place", className: "bg-slate-200 text-slate-800" },
  cancelled: { label: "Cancelled", className: "bg-red-100 text-red-900" },
};

export default function AdminWorkshops() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { search } = useLocation();
  if (data.state !== "admin") return null;
  const { page, query } = data;
  const now = new Date(data.now);
  const closeTo = withQuery(search, { edit: null });
  const refused = answer && "reply" in answer ? answer : null;
  return (
    <section aria-labelledby="workshops-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="workshops-title" className="text-2xl font-bold">
          Workshops
        </h2>
        <Link to={withQuery(search, { edit: "new", cancel: null })} preventScrollReset className="btn-primary">
          Add workshop
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Upcoming workshops show on /workshops, featured first; past ones move to its archive; cancelled ones leave it.
      </p>
      <div className="mt-4">
        <TableControls id="workshops" q={query.q} sort={query.sort} sorts={SORTS} searchLabel="Search workshops" />
      </div>
      {data.cancel ? (
        <section
          role="alertdialog"
          aria-labelledby="confirm-cancel-title"
          aria-describedby="confirm-cancel-text"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4"
        >
          <h3 id="confirm-cancel-title" className="font-bold text-red-900">{`Cancel ${data.cancel.title} on ${data.cancel.date}?`}</h3>
          <p id="confirm-cancel-text" className="mt-1 text-sm text-red-900">
            It leaves /workshops at once and stays on this list as cancelled. Tell the people who booked through the booking page.
          </p>
          <div className="mt-3 flex gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={data.cancel.id} />
              <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
                Yes, cancel it
              </button>
            </Form>
            <Link to={withQuery(search, { cancel: null })} className="btn-outline">
              Keep it
            </Link>
          </div>
        </section>
      ) : null}
      {data.editMissing ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          That workshop no longer exists.
        </p>
      ) : null}
      <AdminTable
        caption={`Workshops, page ${page.page} of ${page.pageCount}`}
        columns={[
          { label: "Workshop" },
          { label: "When (local time)" },
          { label: "Places left", numeric: true },
          { label: "Price", numeric: true },
          { label: "Status" },
          { label: "Actions", hidden: true },
        ]}
        emptyText={page.rows.length === 0 ? (query.q ? "No workshops match this search." : "No workshops yet.") : null}
      >
        {page.rows.map((w) => {
          const status = STATUS[workshopStatus(w, now)];
          return (
            <tr key={w.id} data-testid="admin-workshop-row">
              <td className={tdClass}>
                <span className="font-medium">{w.title}</span>
                {w.featured ? <span className="chip ml-2">Featured</span> : null}
                <p className="mt-0.5 text-xs text-slate-600">{`${w.location}, ${w.city} · Level ${w.level}`}</p>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                {formatWorkshopDate(w.startsAt, w.timeZone)}
                <p className="text-xs text-slate-600">{`${formatWorkshopTime(w.startsAt, w.endsAt, w.timeZone)} (${w.timeZone})`}</p>
              </td>
              <td className={`${tdClass} text-right tabular-nums`}>{`${placesLeft(w)} of ${w.capacity}`}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{formatWorkshopPrice(w.price)}</td>
              <td className={tdClass}>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}>{status.label}</span>
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <div className="flex gap-3">
                  <Link
                    to={withQuery(search, { edit: w.id, cancel: null })}
                    preventScrollReset
                    className="font-semibold text-brand-700 underline"
                    aria-label={`Edit ${w.title} on ${formatWorkshopDate(w.startsAt, w.timeZone)}`}
                  >
                    Edit
                  </Link>
                  {w.cancelledAt ? null : (
                    <Link
                      to={withQuery(search, { cancel: w.id, edit: null })}
                      preventScrollReset
                      className="font-semibold text-red-700 underline"
                      aria-label={`Cancel ${w.title} on ${formatWorkshopDate(w.startsAt, w.timeZone)}`}
                    >
                      Cancel
                    </Link>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </AdminTable>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} noun="workshop" />

      <section aria-labelledby="city-demand-title" className="mt-10">
        <h3 id="city-demand-title" className="text-xl font-bold">
          Demand by city
        </h3>
        <p className="mt-1 text-sm text-slate-700">{`Cities typed into 'Don't See Your City?' on /workshops, counted once per sign-up whatever the spelling's case or spacing.`}</p>
        <AdminTable
          caption="Newsletter sign-ups by city"
          columns={[{ label: "City" }, { label: "Sign-ups", numeric: true }]}
          emptyText={data.demand.length === 0 ? "No sign-up has named a city yet." : null}
        >
          {data.demand.map((d) => (
            <tr key={d.city} data-testid="city-demand-row">
              <td className={tdClass}>{d.city}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{d.signups.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </AdminTable>
      </section>

      {data.form ? (
        <UrlDialog titleId="workshop-form-title" title={data.form.mode === "create" ? "Add workshop" : "Edit workshop"} closeTo={closeTo} wide>
          <WorkshopForm
            key={data.form.id ?? "new"}
            mode={data.form.mode}
            workshopId={data.form.id}
            values={data.form.values as WorkshopFormValues}
            lastResult={refused?.reply ?? null}
            problem={refused?.problem ?? null}
          />
        </UrlDialog>
      ) : null}
    </section>
  );
}
