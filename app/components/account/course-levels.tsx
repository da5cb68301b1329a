import { Link } from "@remix-run/react";
import { COURSE_LEVELS } from "~/content/course";
import type { LevelState } from "~/lib/course-access";
import type { LessonProgress } from "~/lib/certification";

const BADGE: Record<LevelState["status"], { text: string; className: string }> = {
  completed: { text: "Completed", className: "bg-emerald-100 text-emerald-900" },
  current: { text: "Unlocked", className: "bg-emerald-600 text-white" },
  locked: { text: "Locked", className: "bg-slate-200 text-slate-800" },
  "not-purchased": { text: "Not purchased", className: "bg-slate-100 text-slate-800" },
};

/** The profile's course levels (accounts-admin-sales.md §4): what this account may open, and why not. */
export function CourseLevels({ levels, progress = {} }: { levels: LevelState[]; progress?: LessonProgress }) {
  return (
    <section aria-labelledby="course-title" className="mt-8">
      <h2 id="course-title" className="text-xl font-bold">
        My Course
      </h2>
      {levels.some((s) => s.unlocked || s.status === "completed") ? (
        <p className="mt-1 text-sm text-slate-700">
          Your lessons, scores per module and certificates are on{" "}
          <Link to="/learn" className="font-semibold text-brand-700 underline">
            your course page
          </Link>
          .
        </p>
      ) : null}
      <ol className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
        {levels.map((state) => {
          const level = COURSE_LEVELS.find((l) => l.id === state.level);
          const badge = BADGE[state.status];
          return (
            <li key={state.level} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-medium text-slate-900">{level?.name ?? `Level ${state.level}`}</p>
                {state.lockedReason && state.status !== "not-purchased" ? <p className="text-sm text-slate-600">{state.lockedReason}</p> : null}
                {progress[state.level] && state.status === "current" ? (
                  <p className="text-sm text-slate-600">
                    <Link to="/learn" className="underline">
                      {`${progress[state.level]!.done} of ${progress[state.level]!.total} lessons done`}
                    </Link>
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-3">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>{badge.text}</span>
                {state.status === "not-purchased" && level?.productCode ? (
                  <Link to="/aiupskill/training#levels" className="text-sm font-semibold text-brand-700 underline">
                    Buy Level {state.level}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
