import type { RoadmapUserData } from "~/lib/roadmap";

/** The summary card (visitor-side.md §2): job role, company or 'Not specified', focus areas, tools selected. */
export function RoadmapSummary({ userData, notFound }: { userData: RoadmapUserData; notFound: string[] }) {
  const count = userData.tools.length;
  return (
    <section aria-labelledby="summary-heading" className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
        Your Learning Profile
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-700">Job Role</dt>
          <dd className="font-semibold text-slate-900">{userData.jobTitle}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Company</dt>
          <dd className="font-semibold text-slate-900">{userData.companyName}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Focus Areas</dt>
          <dd className="font-semibold text-slate-900">{userData.workAreas.length ? userData.workAreas.join(", ") : "Not specified"}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-700">Tools Selected</dt>
          <dd className="font-semibold text-slate-900">
            {count} tool{count === 1 ? "" : "s"}
            {count ? <span className="block text-sm font-normal text-slate-700">{userData.tools.join(", ")}</span> : null}
          </dd>
        </div>
      </dl>
      {notFound.length ? (
        <p className="mt-4 text-sm text-slate-800" data-testid="not-found">
          Not found in your file: {notFound.join(", ")}. The challenges use general wording where the file said nothing.
        </p>
      ) : null}
    </section>
  );
}
