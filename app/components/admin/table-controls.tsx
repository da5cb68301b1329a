import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { withQuery } from "~/lib/admin-query";

// The admin tables' search, sort and paging: a GET form and links, so the state lives in the URL
// and every view works without JavaScript (DESIGN.md §2).

export function TableControls<S extends string>({
  id,
  q,
  sort,
  sorts,
  searchLabel,
  children,
}: {
  id: string;
  q: string;
  sort: S;
  sorts: readonly { value: S; label: string }[];
  searchLabel: string;
  /** A tab's own filters, sent with the search (e.g. the AI Tools tab's link filter). */
  children?: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={searchLabel} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${id}-q`} className="label">
          {searchLabel}
        </label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={100} className="field" />
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="label">
          Sort by
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={sort} className="field">
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {children}
      <button type="submit" className="btn-outline">
        Apply
      </button>
    </Form>
  );
}

export function Pagination({
  page,
  pageCount,
  total,
  noun,
  plural = `${noun}s`,
}: {
  page: number;
  pageCount: number;
  total: number;
  noun: string;
  plural?: string;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {total.toLocaleString("en-US")} {total === 1 ? noun : plural} · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className="btn-outline" to={withQuery(search, { page: page - 1, confirm: null, details: null, edit: null })} rel="prev">
            Previous
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link className="btn-outline" to={withQuery(search, { page: page + 1, confirm: null, details: null, edit: null })} rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

export function EmptyRow({ colSpan, text }: { colSpan: number; text: string }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-center text-slate-600">
        {text}
      </td>
    </tr>
  );
}

export const tableClass = "min-w-full divide-y divide-slate-200 text-left text-sm";
export const thClass = "px-3 py-2 font-semibold text-slate-700";
export const tdClass = "px-3 py-2 align-top";

// One formatter each, made once: toLocaleString with options builds a new one per call, which
// showed in the admin tab's profile (50 rows a page).
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
export const formatDate = (iso: string) => DATE.format(new Date(iso));
export const formatDateTime = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;
