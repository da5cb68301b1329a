import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminTable } from "~/components/admin/admin-table";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmDeletePanel, DeleteButton } from "~/components/admin/confirm-delete";
import { ExportLink, QUESTIONNAIRE_EXPORT_TEXTS } from "~/components/admin/export-link";
import { formatDate, Pagination, TableControls, tdClass } from "~/components/admin/table-controls";
import { UrlDialog } from "~/components/admin/url-dialog";
import { adminTableLoader, adminTabAction, adminDeleteAction } from "~/http/admin-page.server";
import { parseRecordId, questionnaireQuerySchema, readTableQuery, withQuery, type QuestionnaireQuery } from "~/lib/admin-query";
import { questionnaireInWords } from "~/lib/questionnaire-answers";
import { deleteQuestionnaire, getQuestionnaire, listQuestionnaires } from "~/services/admin/admin-questionnaires.server";
import { FAMILIARITY_OPTIONS, WILLINGNESS_TO_PAY_OPTIONS } from "~/content/survey";

// The Feedback tab (accounts-admin-sales.md §2, §3; issue 14): the survey's questionnaires, a
// details dialog with every answer in words (?details=id), delete, and the CSV export.

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminTableLoader(request, async (params) => {
    const query = readTableQuery(questionnaireQuerySchema, params);
    const detailsId = parseRecordId(params.get("details"));
    const confirmId = parseRecordId(params.get("confirm"));
    const [page, details, confirm] = await Promise.all([
      listQuestionnaires(query),
      detailsId ? getQuestionnaire(detailsId) : null,
      confirmId ? getQuestionnaire(confirmId) : null,
    ]);
    return {
      query,
      page,
      details: details
        ? {
            id: details.id,
            jobTitle: details.jobTitle,
            name: details.name,
            email: details.email,
            createdAt: details.createdAt,
            answers: questionnaireInWords(details),
          }
        : null,
      detailsMissing: detailsId !== null && !details,
      confirm: confirm ? { id: confirm.id, jobTitle: confirm.jobTitle } : null,
    };
  });

export const action = ({ request }: ActionFunctionArgs) =>
  adminTabAction(request, (access, formData) =>
    adminDeleteAction(request, formData, {
      remove: (id) => deleteQuestionnaire(access.ctx, id),
      refused: () => ({ title: "Error", description: "Questionnaire not found" }),
      deleted: (outcome) => ({ title: "Questionnaire Deleted", description: `Questionnaire #${outcome.id} was removed.` }),
    }),
  );

const SORTS: { value: QuestionnaireQuery["sort"]; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];

const label = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

export default function AdminFeedback() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (data.state !== "admin") return null;
  const { page, query } = data;
  return (
    <section aria-labelledby="feedback-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="feedback-title" className="text-2xl font-bold">
          Feedback
        </h2>
        <ExportLink href="/api/questionnaires/export" label="Export CSV" texts={QUESTIONNAIRE_EXPORT_TEXTS} />
      </div>
      <div className="mt-4">
        <TableControls id="feedback" q={query.q} sort={query.sort} sorts={SORTS} searchLabel="Search questionnaires" />
      </div>
      {data.confirm ? (
        <div className="mt-4">
          <ConfirmDeletePanel id={data.confirm.id} what={`the questionnaire from ${data.confirm.jobTitle}`} />
        </div>
      ) : null}
      {data.detailsMissing ? (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
          That questionnaire no longer exists.
        </p>
      ) : null}
      <AdminTable
        caption={`Questionnaires, page ${page.page} of ${page.pageCount}`}
        columns={[
          { label: "Job title" },
          { label: "AI level" },
          { label: "Would pay" },
          { label: "Early access" },
          { label: "Date" },
          { label: "Actions", hidden: true },
        ]}
        emptyText={page.rows.length === 0 ? (query.q ? "No questionnaires match this search." : "No questionnaires yet.") : null}
      >
        {page.rows.map((r) => (
          <tr key={r.id}>
            <td className={`${tdClass} font-medium`}>{r.jobTitle}</td>
            <td className={tdClass}>{label(FAMILIARITY_OPTIONS, r.familiarityLevel)}</td>
            <td className={tdClass}>{label(WILLINGNESS_TO_PAY_OPTIONS, r.willingnessToPay)}</td>
            <td className={tdClass}>{r.earlyAccessInterest ? `Yes${r.name ? `, ${r.name}` : ""}` : "No"}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{formatDate(r.createdAt)}</td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <div className="flex gap-3">
                <Link
                  to={withQuery(search, { details: r.id, confirm: null })}
                  preventScrollReset
                  className="font-semibold text-brand-700 underline"
                  aria-label={`Answers of questionnaire #${r.id} (${r.jobTitle})`}
                >
                  Details
                </Link>
                <DeleteButton id={r.id} what={`questionnaire #${r.id}`} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page.page} pageCount={page.pageCount} total={page.total} noun="questionnaire" />
      {data.details ? (
        <UrlDialog titleId="questionnaire-title" title={`Questionnaire from ${data.details.jobTitle}`} closeTo={withQuery(search, { details: null })} wide>
          <p className="text-sm text-slate-700">
            Received {formatDate(data.details.createdAt)}
            {data.details.name ? ` from ${data.details.name}` : ""}
            {data.details.email ? ` (${data.details.email})` : ""}.
          </p>
          <dl className="mt-4 space-y-3">
            {data.details.answers.map((a) => (
              <div key={a.question}>
                <dt className="text-sm text-slate-600">{a.question}</dt>
                <dd className="whitespace-pre-line break-words font-medium">{a.answer}</dd>
              </div>
            ))}
          </dl>
        </UrlDialog>
      ) : null}
    </section>
  );
}
