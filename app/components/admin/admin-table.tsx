import type { ReactNode } from "react";
import { EmptyRow, tableClass, thClass } from "./table-controls";

export interface AdminColumn {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Named for screen readers only (the row's buttons). */
  hidden?: boolean;
}

/**
 * The frame of every admin tab's table (accounts-admin-sales.md §2): a scrolling card, a caption
 * for screen readers, the column heads, and the tab's own text when there are no rows.
 */
export function AdminTable({
  caption,
  columns,
  emptyText,
  children,
}: {
  caption: string;
  columns: AdminColumn[];
  emptyText: string | null;
  children: ReactNode;
}) {
  return (
    <div className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? `${thClass} text-right` : thClass}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {emptyText !== null ? <EmptyRow colSpan={columns.length} text={emptyText} /> : null}
          {children}
        </tbody>
      </table>
    </div>
  );
}
