import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { AdminContext } from "~/services/operations/admin-audit.server";
import { AdminTable } from "~/components/admin/admin-table";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeletePanel, DeleteButton } from "~/components/admin/confirm-delete";
import { formatDate, Pagination, TableControls, tdClass } from "~/components/admin/table-controls";
import { NEW_TOOL_DEFAULTS, ToolForm, type ToolFormValues } from "~/components/admin/tool-form";
import { UrlDialog } from "~/components/admin/url-dialog";
import { backTo, NO_STORE, redirectWithToast, adminTableLoader, adminTabAction, adminDeleteAction } from "~/http/admin-page.server";
import { parseRecordId, readTableQuery, toolQuerySchema, withQuery, type ToolQuery } from "~/lib/admin-query";
import { adminToolFormSchema, TOOL_ID_REQUIRED, TOOL_LINK_TOASTS, TOOL_TOASTS } from "~/lib/schemas/admin-tool";
import type { FormProblem } from "~/lib/schemas/report";
import { createTool, deleteTool, getAdminTool, listAdminTools, updateTool } from "~/services/admin/admin-tools.server";
import { acceptMovedToolLink, restoreToolLink } from "~/services/admin/admin-tool-links.server";
import { lastLinkCheckAt } from "~/services/catalogue/tool-check.server";
import { ToolLinkCheck } from "~/components/admin/tool-link-check";

// The AI Tools tab (accounts-admin-sales.md §2, §3, §5; issue 14): search, the add/edit form in a
// dialog (?edit=new or ?edit=id), delete, usageCount. The form goes through the same tool schema
// as the CLI import and POST /api/admin/tools; changes show in /tools at once. The weekly link check
// (issue 30 item 4) shows in its own column, with a filter for flagged tools (?links=flagged) and
// the forms that show a hidden tool again or take a moved tool's new address.

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminTableLoader(request, async (params) => {
    const query = readTableQuery(toolQuerySchema, params);
    const edit = params.get("edit");
    const editId = edit === "new" ? null : parseRecordId(edit);
    const confirmId = parseRecordId(params.get("confirm"));
    const links = params.get("links") === "flagged" ? ("flagged" as const) : ("all" as const);
    const [page, editing, confirm, lastCheck] = await Promise.all([
      listAdminTools(query, undefined, undefined, { flaggedLinks: links === "flagged" }),
      editId ? getAdminTool(editId) : null,
      confirmId ? getAdminTool(confirmId) : null,
      lastLinkCheckAt(),
    ]);
    return {
      query,
      links,
      lastCheck,
      page,
      form:
        edit === "new"
          ? { mode: "create" as const, id: null, defaults: NEW_TOOL_DEFAULTS }
          : editing
            ? { mode: "update" as const, id: editing.id, defaults: toolDefaults(editing) }
            : null,
      editMissing: edit !== null && edit !== "new" && !editing,
      confirm: confirm ? { id: confirm.id, name: confirm.name } : null,
    };
  });

function toolDefaults(tool: NonNullable<Awaited<ReturnType<typeof getAdminTool>>>): ToolFormValues {
  return {
    ...Object.fromEntries(Object.entries(tool).map(([k, v]) => [k, Array.isArray(v) ? v : v === null || v === undefined ? "" : String(v)])),
  } as ToolFormValues;
}

export const action = ({ request }: ActionFunctionArgs) => adminTabAction(request, (access, formData) => saveOrDelete(request, access.ctx, formData));

async function saveOrDelete(request: Request, ctx: AdminContext, formData: FormData) {
  const intent = formData.get("intent");
  if (intent === "restore-link" || intent === "accept-moved-link") {
    const id = parseRecordId(formData.get("id"));
    const outcome = id === null ? null : intent === "restore-link" ? await restoreToolLink(ctx, id) : await acceptMovedToolLink(ctx, id);
    if (!outcome?.ok)
      return redirectWithToast(request, backTo(request), {
        kind: "error",
        title: TOOL_TOASTS.updateFailed.title,
        description: outcome?.message ?? "Tool not found",
      });
    const toast = intent === "restore-link" ? TOOL_LINK_TOASTS.restored(outcome.name) : TOOL_LINK_TOASTS.movedTaken(outcome.name, outcome.webLink);
    return redirectWithToast(request, backTo(request), { kind: "success", ...toast });
  }
  if (formData.get("intent") === "delete") {
    return adminDeleteAction(request, formData, {
      remove: (id) => deleteTool(ctx, id),
      refused: () => ({ title: TOOL_TOASTS.deleteFailed, description: "Tool not found" }),
      deleted: () => TOOL_TOASTS.deleted,
    });
  }
  const mode = formData.get("mode") === "update" ? "update" : "create";
  const failedTitle = mode === "update" ? TOOL_TOASTS.updateFailed.title : TOOL_TOASTS.createFailed.title;
  const submission = parseWithZod(formData, { schema: adminToolFormSchema, disableAutoCoercion: true });
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {})
      .flat()
      .filter((e): e is string => typeof e === "string");
    const problem: FormProblem = { title: TOOL_TOASTS.validation, description: errors[0] ?? "Please check the tool's fields." };
    return json({ reply: submission.reply(), problem }, { status: 400, headers: NO_STORE });
  }
  const { id, ...tool } = submission.value;
  if (mode === "update" && !id) {
    return json(
      { reply: submission.reply({ formErrors: [TOOL_ID_REQUIRED] }), problem: { title: failedTitle, description: TOOL_ID_REQUIRED } },
      { status: 400, headers: NO_STORE },
    );
  }
  const outcome = mode === "update" ? await updateTool(ctx, id ?? null, tool) : await createTool(ctx, tool);
  if (!outcome.ok) {
    const problem: FormProblem = { title: outcome.reason === "invalid" ? TOOL_TOASTS.validation : failedTitle, description: outcome.message };
    return json(
      { reply: submission.reply({ formErrors: [outcome.message] }), problem },
      { status: outcome.reason === "not-found" ? 404 : outcome.reason === "duplicate" ? 409 : 400, headers: NO_STORE },
    );
  }
  return redirectWithToast(request, backTo(request), { kind: "success", ...(mode === "update" ? TOOL_TOASTS.updated : TOOL_TOASTS.created) });
}

const SORTS: { value: ToolQuery["sort"]; label: string }[] = [
  { value: "name", label: "Name" },
  { value: "usage", label: "Most used" },
  { value: "newest", label: "Newest first" },
  { value: "category", label: "Category" },
];

export default function AdminTools() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  if (data.state !== "admin") return null;
  const { page, query } = data;
  const closeTo = withQuery(search, { edit: null });
  return (
    <section aria-labelledby="tools-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tools-title" className="text-2xl font-bold">
          AI Tools
        </h2>
        <Link to={withQuery(search, { edit: "new", confirm: null })} preventScrollReset className="btn-primary">
          Add tool
        </Link>
      </div>
      <div className="mt-4">
        <TableControls id="tools" q={query.q} sort={query.sort} sorts={SORTS} searchLabel="Search tools">
          <div>
            <label htmlFor="tools-links" className="label">
              Links
            </label>
            <select id="tools-links" name="links" defaultValue={data.links} className="field">
              <option value="all">All tools</option>
              <option value="flagged">Flagged by the link check</option>
            </select>
          </div>
        </TableControls>
        <p className="mt-2 text-sm text-slate-700">
          {data.lastCheck
            ? `The weekly link check last ran ${formatDate(data.lastCheck)}. A tool dead or unreachable three checks in a row is hidden until you show it again.`
            : "The weekly link check has not run yet (or run it now with academy tools check)."}
        </p>
      </div>
      {data.confirm ? (
        <div className="mt-4">
          <ConfirmDeletePanel
            id={data.confirm.id}
            what={`the tool ${data.confirm.name}`}
            detail="It leaves the catalogue, /tools and future toolkits at once."
          />
        </div>
      ) : null}
      {data.editMissing ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          That tool no longer exists.
        </p>
      ) : null}
      <AdminTable
        caption={`AI tools, page ${page.page} of ${page.pageCount}`}
        columns={[
          { label: "Name" },
          { label: "Category" },
          { label: "Pricing" },
          { label: "Usage", numeric: true },
          { label: "Updated" },
          { label: "Link check" },
          { label: "Actions", hidden: true },
        ]}
        emptyText={
          page.rows.length === 0
            ? data.links === "flagged"
              ? "No tool is flagged by the link check."
              : query.q
                ? "No tools match this search."
                : "No tools yet."
            : null
        }
      >
        {page.rows.map((t) => (
          <tr key={t.id}>
            <td className={tdClass}>
              <span className="font-medium">{t.name}</span>
              {t.isActive ? null : <span className="chip chip-muted ml-2">hidden</span>}
              <p className="mt-0.5 line-clamp-2 max-w-md text-xs text-slate-600">{t.description}</p>
            </td>
            <td className={tdClass}>{t.category}</td>
            <td className={tdClass}>{t.pricingModel}</td>
            <td className={`${tdClass} text-right tabular-nums`}>{t.usageCount.toLocaleString("en-US")}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{formatDate(t.updatedAt)}</td>
            <td className={tdClass}>
              <ToolLinkCheck tool={t} />
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <div className="flex gap-3">
                <Link
                  to={withQuery(search, { edit: t.id, confirm: null })}
                  preventScrollReset
                  className="font-semibold text-brand-700 underline"
                  aria-label={`Edit ${t.name}`}
                >
                  Edit
                </Link>
                <DeleteButton id={t.id} what={`tool ${t.name}`} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} noun="tool" />
      {data.form ? (
        <UrlDialog titleId="tool-form-title" title={data.form.mode === "create" ? "Add tool" : "Edit tool"} closeTo={closeTo} wide>
          <ToolForm
            key={data.form.id ?? "new"}
            mode={data.form.mode}
            toolId={data.form.id}
            defaults={data.form.defaults as ToolFormValues}
            lastResult={result && "reply" in result ? result.reply : null}
            problem={result && "problem" in result ? result.problem : null}
          />
        </UrlDialog>
      ) : null}
    </section>
  );
}
