import { Form, Link, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { FormAlert } from "~/components/ui/form-alert";
import { useProblemForm } from "~/components/ui/use-problem-form";
import type { Challenge, RoadmapLevel } from "~/lib/roadmap";
import { CHALLENGE_PROBLEMS, challengeSchema, NOTE_MAX } from "~/lib/schemas/roadmap";

const DIFFICULTY_STYLE: Record<Challenge["difficulty"], string> = {
  Beginner: "bg-emerald-50 text-emerald-900",
  Intermediate: "bg-amber-50 text-amber-900",
  Advanced: "bg-rose-50 text-rose-900",
};

/** The Level 1 lesson whose practice task each of its roadmap challenges became: a first draft, checking it, keeping data out. */
const LEVEL_ONE_PRACTICE_LESSON: Record<string, number> = { "1-1": 2, "1-2": 4, "1-3": 5 };

export interface Progress {
  roadmapId: number;
  /** Challenge id to the learner's note. */
  done: Record<string, string>;
  completed: boolean;
  /** The refused submission, for the challenge it was about. */
  lastResult: { challengeId: string; reply: SubmissionResult<string[]> } | null;
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

function ChallengeCard({ challenge, progress }: { challenge: Challenge; progress: Progress | null }) {
  const note = progress?.done[challenge.id];
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 p-4" aria-label={challenge.title}>
      <div className="flex flex-wrap gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${DIFFICULTY_STYLE[challenge.difficulty]}`}>{challenge.difficulty}</span>
        <span className="chip">{challenge.tool}</span>
      </div>
      <h4 className="mt-2 font-semibold text-slate-900">{challenge.title}</h4>
      <p className="mt-1 text-sm text-slate-700">{challenge.description}</p>
      <p className="mt-2 text-xs text-slate-600">Work area: {challenge.workArea}</p>
      {note !== undefined ? (
        <div className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="font-semibold">Done</p>
          <p className="break-words">{note}</p>
        </div>
      ) : progress && challenge.id.startsWith("1-") ? (
        // Level 1's challenges are its lessons' practice tasks (issue 27), done on the lesson's page.
        <Link to={`/learn/level-1/${LEVEL_ONE_PRACTICE_LESSON[challenge.id] ?? 1}#practice`} className="btn-outline mt-auto w-full text-center">
          Practise it in lesson {LEVEL_ONE_PRACTICE_LESSON[challenge.id] ?? 1}
        </Link>
      ) : progress ? (
        <ChallengeForm challenge={challenge} progress={progress} />
      ) : null}
    </article>
  );
}

function ChallengeForm({ challenge, progress }: { challenge: Challenge; progress: Progress }) {
  const lastResult = progress.lastResult?.challengeId === challenge.id ? progress.lastResult.reply : null;
  const { form, problem, onSubmit } = useProblemForm({ id: `challenge-${challenge.id}`, schema: challengeSchema, problems: CHALLENGE_PROBLEMS, lastResult });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("challengeId") === challenge.id;
  const noteId = `note-${challenge.id}`;
  return (
    <Form method="post" id={form.id} noValidate onSubmit={onSubmit} className="mt-auto space-y-2 pt-3">
      <FormAlert problem={problem} />
      <input type="hidden" name="intent" value="complete-challenge" />
      <input type="hidden" name="roadmapId" value={progress.roadmapId} />
      <input type="hidden" name="challengeId" value={challenge.id} />
      <label htmlFor={noteId} className="label">
        What did you do?
      </label>
      <textarea id={noteId} name="note" rows={2} maxLength={NOTE_MAX} required minLength={3} className="field" />
      <button type="submit" className="btn-outline w-full" disabled={busy}>
        {busy ? "Saving..." : "Mark as done"}
      </button>
    </Form>
  );
}
