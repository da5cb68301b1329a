import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { SampleBody } from "~/components/sales/samples";

// The static example report page (accounts-admin-sales.md §2, §7 "an example report page").
export const meta: MetaFunction = () => [{ title: "Sample Performance Report | Upskill Academy" }];

export default function ExampleReport() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <Link to="/aiupskill/training" className="text-sm font-medium text-brand-700 underline">
        ← Back to the course
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Sample Performance Report</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <SampleBody kind="report" />
      </div>
    </main>
  );
}
