import type { MouseEvent } from "react";
import { Form, Link } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import { formatCurrency, formatShortDate } from "~/lib/format";
import { ACCOUNT_PROBLEMS } from "~/lib/schemas/account";

export interface SavedToolbox {
  id: number;
  jobTitle: string;
  createdAt: string;
  totalSavingsPerYear: number;
}

/**
 * My AI Toolboxes. Without JavaScript, Delete is a link to ?delete={id}, which shows the
 * confirmation form in the card (confirmId); with it, onDelete opens the dialog instead.
 */
export function ToolboxList({
  toolboxes,
  confirmId,
  deleteFailed,
  onDelete,
}: {
  toolboxes: readonly SavedToolbox[];
  confirmId: number | null;
  deleteFailed: boolean;
  onDelete: (toolbox: { id: number; jobTitle: string }, event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <section aria-labelledby="toolboxes-title" className="mt-8">
      <h2 id="toolboxes-title" className="text-xl font-bold">
        My AI Toolboxes
      </h2>
      {deleteFailed ? <FormAlert problem={ACCOUNT_PROBLEMS.deleteFailed} className="mt-3" /> : null}
      {toolboxes.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          No saved toolboxes yet.{" "}
          <Link to="/aitoolkit" className="font-semibold text-brand-700 underline">
            Get your free AI toolkit
          </Link>{" "}
          and it will be kept here.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {toolboxes.map((toolbox) => (
            <li key={toolbox.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-slate-900">{toolbox.jobTitle}</h3>
              <p className="mt-1 text-sm text-slate-600">Saved {formatShortDate(toolbox.createdAt)}</p>
              <p className="mt-2 text-sm text-slate-800">
                Up to <strong className="text-emerald-800">{formatCurrency(toolbox.totalSavingsPerYear)}</strong> saved per year
              </p>
              {confirmId === toolbox.id ? (
                <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                  <p>Delete the {toolbox.jobTitle} toolbox and its reports? This cannot be undone.</p>
                  <Form method="post" className="mt-2 flex gap-2">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={toolbox.id} />
                    <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
                      Delete
                    </button>
                    <Link to="/profile" className="btn-outline">
                      Cancel
                    </Link>
                  </Form>
                </div>
              ) : (
                <div className="mt-4 flex gap-2">
                  <Link to={`/toolkit/${toolbox.id}`} className="btn-primary">
                    Open
                  </Link>
                  <a
                    href={`/profile?delete=${toolbox.id}`}
                    className="btn-outline"
                    aria-label={`Delete the ${toolbox.jobTitle} toolbox`}
                    onClick={(event) => onDelete({ id: toolbox.id, jobTitle: toolbox.jobTitle }, event)}
                  >
                    Delete
                  </a>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
