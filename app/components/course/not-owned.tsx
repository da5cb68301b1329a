import { Link } from "@remix-run/react";

/**
 * A lesson or simulation of a level the learner may not open (issue 27): 403 with where to buy
 * it, or, for a level they own that waits on the one before, what opens it ("Complete Level 2").
 */
export function NotOwned({ level, salesPage, lockedReason }: { level: number; salesPage: string; lockedReason: string | null }) {
  if (lockedReason) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-2xl font-bold text-slate-900">{`Level ${level} is not open yet`}</h1>
        <p className="mt-3 text-slate-700">{`${lockedReason} to open it: every lesson and simulation of Level ${level} opens here then.`}</p>
        <Link to="/learn" className="btn-primary mt-6 inline-block">
          Back to your course
        </Link>
      </main>
    );
  }
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
