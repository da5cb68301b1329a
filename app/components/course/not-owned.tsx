import { Link } from "@remix-run/react";

/** A lesson or simulation of a level the learner does not own (issue 27): 403, and where to buy it. */
export function NotOwned({ level, salesPage }: { level: number; salesPage: string }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Level {level} is not on your account</h1>
      <p className="mt-3 text-slate-700">
        This lesson belongs to Level {level} of the course. Once you own the level (and have completed the one before it), every lesson and simulation opens
        here.
      </p>
      <Link to={salesPage} className="btn-primary mt-6 inline-block">
        See the course and its levels
      </Link>
    </main>
  );
}
