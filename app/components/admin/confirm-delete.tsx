import { Form, Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { withQuery } from "~/lib/admin-query";

// Deletes ask first (issue 14): with JavaScript a second click on the same button; without it a
// link to the confirm step (?confirm=id), a page that holds the real delete form.

export function DeleteButton({ id, what }: { id: number; what: string }) {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const fetcher = useFetcher();
  const [armed, setArmed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), 5000);
    return () => clearTimeout(timer);
  }, [armed]);
  if (!hydrated) {
    return (
      <Link to={withQuery(search, { confirm: id, details: null, edit: null })} className="font-semibold text-red-700 underline" aria-label={`Delete ${what}`}>
        Delete
      </Link>
    );
  }
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={(e) => (armed ? undefined : (e.preventDefault(), setArmed(true)))} className="inline">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <button
        ref={button}
        type="submit"
        disabled={busy}
        aria-label={armed ? `Confirm: delete ${what}` : `Delete ${what}`}
        className={armed ? "rounded bg-red-700 px-2 py-1 text-xs font-semibold text-white" : "font-semibold text-red-700 underline"}
      >
        {busy ? "Deleting..." : armed ? "Click again to delete" : "Delete"}
      </button>
      <span role="status" className="sr-only">
        {armed ? `Press again to delete ${what}.` : ""}
      </span>
    </fetcher.Form>
  );
}

/** The confirm step without JavaScript: what will be deleted, the delete form, and a way back. */
export function ConfirmDeletePanel({ id, what, detail }: { id: number; what: string; detail?: string }) {
  const { search } = useLocation();
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-delete-title"
      aria-describedby="confirm-delete-text"
      className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4"
    >
      <h3 id="confirm-delete-title" className="font-bold text-red-900">
        Delete {what}?
      </h3>
      <p id="confirm-delete-text" className="mt-1 text-sm text-red-900">
        {detail ?? "This cannot be undone."}
      </p>
      <div className="mt-3 flex gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800">
            Yes, delete
          </button>
        </Form>
        <Link to={withQuery(search, { confirm: null })} className="btn-outline">
          Cancel
        </Link>
      </div>
    </section>
  );
}
