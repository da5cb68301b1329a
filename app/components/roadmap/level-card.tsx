import { Link } from "@remix-run/react";
import { lessonForChallenge } from "~/content/course-lessons/index";
import type { Challenge, RoadmapLevel } from "~/lib/roadmap";

const DIFFICULTY_STYLE: Record<Challenge["difficulty"], string> = {
  Beginner: "bg-emerald-50 text-emerald-900",
  Intermediate: "bg-amber-50 text-amber-900",
  Advanced: "bg-rose-50 text-rose-900",
};

export interface Progress {
  /** Challenges whose practice task the learner has done. */
  practised: string[];
  completed: boolean;
}

/**
 * One level (visitor-side.md §2): locked with what opens it, or unlocked with its challenge cards.
 * `purchaseHref` is where "Purchase Training Access" leads: the next level's checkout, else the course page.
 */
export function LevelCard({ level, progress, purchaseHref }: { level: RoadmapLevel; progress: Progress | null; purchaseHref: string }) {
  const headingId = `level-${level.id}-heading`;
  return (
    <section id={`level-${level.id}`} aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Level {level.id}</p>
          <h3 id={headingId} className="text-xl font-bold text-slate-900">
            {level.title}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{level.description}</p>
        </div>
        {progress?.completed ? (
          <span className="rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white">Completed</span>
        ) : level.unlocked ? (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">Unlocked</span>
        ) : (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">Locked</span>
        )}
      </div>
      {level.unlocked ? (
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {level.challenges.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCard challenge={challenge} progress={progress} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-5 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
          {level.id > 1 ? <p className="text-sm text-slate-800">{`Complete Level ${level.id - 1} to unlock this level`}</p> : null}
          <Link to={purchaseHref} className={`btn-primary ${level.id > 1 ? "mt-3" : ""}`}>
            Purchase Training Access
          </Link>
        </div>
      )}
    </section>
  );
}

/** A challenge is a practice task of its level's lessons (issue 27): done there, never by a note here. */
function ChallengeCard({ challenge, progress }: { challenge: Challenge; progress: Progress | null }) {
  const lesson = lessonForChallenge(challenge.id);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 p-4" aria-label={challenge.title}>
      <div className="flex flex-wrap gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${DIFFICULTY_STYLE[challenge.difficulty]}`}>{challenge.difficulty}</span>
        <span className="chip">{challenge.tool}</span>
      </div>
      <h4 className="mt-2 font-semibold text-slate-900">{challenge.title}</h4>
      <p className="mt-1 text-sm text-slate-700">{challenge.description}</p>
      <p className="mt-2 text-xs text-slate-600">Work area: {challenge.workArea}</p>
      {progress?.practised.includes(challenge.id) ? (
        <p className="mt-3 rounded-md bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">{`Done in lesson ${lesson?.lesson}`}</p>
      ) : progress && lesson ? (
        <Link to={`/learn/level-${lesson.level}/${lesson.lesson}#practice`} className="btn-outline mt-auto w-full text-center">
          {`Practise it in lesson ${lesson.lesson}`}
        </Link>
      ) : null}
    </article>
  );
}
