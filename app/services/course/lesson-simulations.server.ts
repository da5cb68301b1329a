// A lesson's closing simulation (issue 27), played by the job simulation's engine: the lesson's
// scenario with the learner's job filled in is stored on a simulation_attempts row marked with
// the level and lesson, answered one point at a time (recordAnswer) and scored by scoreSimulation.
// Starting while an attempt is open resumes it; a module already at 70 or more is not replayed.
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { simulationAttempts } from "../../../db/schema/index";
import { courseLesson, lessonScenario } from "~/content/course-lessons/index";
import { CERTIFICATION_SCORE } from "~/lib/certification";
import { fillDeep, slotsFor } from "~/lib/lesson-slots";
import { reviewOf, scoreSimulation, type SimulationScore, type ReviewedPoint } from "~/lib/simulation-scoring";
import type { OperationContext } from "../context";
import { answersOf, newOptionSeed, playingView, recordAnswer, type PlayView } from "../simulation/simulations.server";
import { certifyIfDue } from "./course-certification.server";
import { enrol, mayOpenLevel } from "./course-enrolment.server";

type Refused<R extends string> = { ok: false; reason: R };
export type LessonStart = { ok: true; attemptId: number; resumed: boolean } | Refused<"not-owned" | "not-found" | "passed">;

export async function startLessonSimulation(level: number, lesson: number, ctx: OperationContext, db = getDb()): Promise<LessonStart> {
  const userId = ctx.actor?.id;
  const content = courseLesson(level, lesson);
  if (!content) return { ok: false, reason: "not-found" };
  if (!userId || !(await mayOpenLevel(userId, level, db))) return { ok: false, reason: "not-owned" };
  const enrolment = await enrol(userId, level, db);
  return db.transaction(async (tx) => {
    const attempts = await tx
      .select({ id: simulationAttempts.id, finishedAt: simulationAttempts.finishedAt, score: simulationAttempts.score })
      .from(simulationAttempts)
      .where(and(eq(simulationAttempts.userId, userId), eq(simulationAttempts.courseLevel, level), eq(simulationAttempts.courseLesson, lesson)))
      .orderBy(desc(simulationAttempts.id))
      .for("update");
    const open = attempts.find((a) => !a.finishedAt);
    if (open) return { ok: true, attemptId: open.id, resumed: true } as const;
    if (attempts.some((a) => (a.score ?? 0) >= CERTIFICATION_SCORE)) return { ok: false, reason: "passed" } as const;
    const scenario = fillDeep(lessonScenario(level, content), slotsFor(enrolment.context));
    const [row] = await tx
      .insert(simulationAttempts)
      .values({
        userId,
        scenarioId: scenario.id,
        scenario,
        roleLabel: (enrolment.context.jobTitle ?? `Level ${level} learner`).slice(0, 120),
        courseLevel: level,
        courseLesson: lesson,
        // Each retake shows the options in an order of its own (issue 28).
        optionSeed: newOptionSeed(),
      })
      .returning({ id: simulationAttempts.id });
    return { ok: true, attemptId: row!.id, resumed: false } as const;
  });
}

async function lessonAttempt(attemptId: number, userId: number, level: number, lesson: number, db: Executor, lock = false) {
  const query = db
    .select()
    .from(simulationAttempts)
    .where(
      and(
        eq(simulationAttempts.id, attemptId),
        eq(simulationAttempts.userId, userId),
        eq(simulationAttempts.courseLevel, level),
        eq(simulationAttempts.courseLesson, lesson),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export type LessonAttemptView =
  | Extract<PlayView, { state: "playing" }>
  | {
      state: "finished";
      attemptId: number;
      title: string;
      result: SimulationScore;
      /** Empty while a retake of the lesson is open: its options are this attempt's, so their reasons wait until it ends. */
      review: ReviewedPoint[];
      reviewWithheld: boolean;
    };

/** The learner's own attempt at this lesson's simulation: the next point, or the result with reasons. */
export async function lessonAttemptView(
  level: number,
  lesson: number,
  attemptId: number,
  ctx: OperationContext,
  db: Executor = getDb(),
): Promise<LessonAttemptView | "not-owned" | null> {
  const userId = ctx.actor?.id;
  if (!userId || !(await mayOpenLevel(userId, level, db))) return "not-owned";
  const attempt = await lessonAttempt(attemptId, userId, level, lesson, db);
  if (!attempt) return null;
  const answers = await answersOf(attempt.id, db);
  if (!attempt.finishedAt) return playingView(attempt, answers);
  const result = scoreSimulation(attempt.scenario, answers);
  const retake = await openLessonAttempt(userId, level, lesson, db);
  const withheld = retake !== null && retake > attempt.id;
  return {
    state: "finished",
    attemptId: attempt.id,
    title: attempt.scenario.title,
    result,
    review: withheld ? [] : reviewOf(attempt.scenario, answers, result, attempt.optionSeed),
    reviewWithheld: withheld,
  };
}

export type LessonAnswer = { ok: true; finished: boolean; certified: boolean } | Refused<"not-owned" | "not-found" | "duplicate" | "finished" | "invalid">;

/** Answer the next point of the learner's own lesson attempt; the last answer scores it and may certify the level. */
export async function answerLessonPoint(
  input: { level: number; lesson: number; attemptId: number; pointId: string; optionId: string },
  ctx: OperationContext,
  db = getDb(),
): Promise<LessonAnswer> {
  const actor = ctx.actor;
  if (!actor || !(await mayOpenLevel(actor.id, input.level, db))) return { ok: false, reason: "not-owned" };
  return db.transaction(async (tx): Promise<LessonAnswer> => {
    const attempt = await lessonAttempt(input.attemptId, actor.id, input.level, input.lesson, tx, true);
    if (!attempt) return { ok: false, reason: "not-found" };
    const recorded = await recordAnswer(attempt, input, tx);
    if (!recorded.ok) return recorded;
    if (!recorded.finished) return { ok: true, finished: false, certified: false };
    const result = scoreSimulation(attempt.scenario, recorded.answers);
    await tx.update(simulationAttempts).set({ finishedAt: new Date(), score: result.score }).where(eq(simulationAttempts.id, attempt.id));
    return { ok: true, finished: true, certified: await certifyIfDue(actor, input.level, tx) };
  });
}

/** The open attempt of a lesson, if any (a retake in progress resumes it). */
export async function openLessonAttempt(userId: number, level: number, lesson: number, db: Executor = getDb()): Promise<number | null> {
  const [row] = await db
    .select({ id: simulationAttempts.id })
    .from(simulationAttempts)
    .where(
      and(
        eq(simulationAttempts.userId, userId),
        eq(simulationAttempts.courseLevel, level),
        eq(simulationAttempts.courseLesson, lesson),
        isNull(simulationAttempts.finishedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
