import { Link } from "@remix-run/react";

/**
 * Keeping a toolkit (accounts-admin-sales.md §1): signed out, the visitor who made it is offered
 * an account, which then owns it; the owner sees where it is kept.
 */
export function SaveToolkit({ state, analysisId }: { state: "saved" | "offer" | null; analysisId: number }) {
  if (state === "saved") {
    return (
      <p className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
        This toolkit is saved in{" "}
        <Link to="/profile" className="font-semibold underline">
          My AI Toolboxes
        </Link>
        .
      </p>
    );
  }
  if (state !== "offer") return null;
  return (
    <section
      aria-labelledby="save-toolkit-title"
      className="mt-8 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="save-toolkit-title" className="text-lg font-semibold text-slate-900">
          Keep this toolkit
        </h2>
        <p className="mt-1 text-sm text-slate-700">Create a free account to save it in My AI Toolboxes and download its reports any time.</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={`/login?mode=register&analysisId=${analysisId}`} className="btn-primary">
          Create Free Account
        </Link>
        <Link to={`/login?mode=login&analysisId=${analysisId}`} className="btn-outline">
          Sign In
        </Link>
      </div>
    </section>
  );
}
