import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Upskill Academy: Adaptive Training That Starts With You" },
  { name: "description", content: "AI training tailored to your job, starting with a free, job-specific AI toolkit." },
];

export default function Home() {
  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Upskill Academy</h1>
          <p className="mt-3 text-xl font-semibold text-brand-700 sm:text-2xl">Adaptive Training That Starts With You</p>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Learn which AI tools fit your own job and how to use them, starting from the work you already do.
          </p>
          <div className="mt-10 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-block rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">Available Now</span>
            <h2 className="mt-3 text-2xl font-bold">AI Upskilling for Your Job Role</h2>
            <p className="mt-2 text-slate-700">
              Tell us your job title and get a free AI toolkit: the tools that fit your role, with research-based
              estimates of the time they can save.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to="/aiupskill" className="btn-primary">Get Your Free Toolkit</Link>
              <Link to="/tools" className="btn-outline">Browse the AI tools database</Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
