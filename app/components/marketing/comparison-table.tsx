// The home page's comparison of the old training model with the academy (visitor-side.md §2):
// a real table, with column and row headers, that fits a phone without scrolling sideways.
import type { ComparisonRow } from "~/content/home";
import { CheckIcon } from "./check-list";

export interface ComparisonTableProps {
  caption: string;
  columns: { aspect: string; oldModel: string; academy: string };
  rows: readonly ComparisonRow[];
}

export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-left text-[13px] leading-snug hyphens-auto sm:text-base sm:hyphens-manual">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-[26%] sm:w-1/4" />
          <col className="w-[37%] sm:w-[37.5%]" />
          <col className="w-[37%] sm:w-[37.5%]" />
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="bg-slate-50 px-2 py-3 font-semibold text-slate-700 sm:px-5">
              {columns.aspect}
            </th>
            <th scope="col" className="bg-slate-50 px-2 py-3 font-semibold text-slate-700 sm:px-5">
              {columns.oldModel}
            </th>
            <th scope="col" className="bg-brand-600 px-2 py-3 font-semibold text-white sm:px-5">
              {columns.academy}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect} className="border-b border-slate-100 last:border-b-0 align-top">
              <th scope="row" className="px-2 py-3 font-semibold text-slate-900 sm:px-5">
                {row.aspect}
              </th>
              <td className="px-2 py-3 text-slate-700 sm:px-5">{row.oldModel}</td>
              <td className="bg-brand-50 px-2 py-3 text-slate-900 sm:px-5">
                <span className="flex gap-2">
                  <CheckIcon className="mt-0.5 hidden h-5 w-5 shrink-0 text-emerald-700 sm:block" />
                  <span>{row.academy}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
