// A lesson as its learner reads it (issue 27): the written lesson with their own job filled in,
// their practice answer, their attempts at its simulation and where they stand on the level's
// certification rule; and saving the practice task, which may be the last thing the rule needed.
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseLessonPractice, simulationAttempts } from "../../../db/schema/index";
import { courseLesson, taughtLevel } from "~/content/course-lessons/index";
import type { Lesson } from "~/content/course-lessons/types";
import type { ModuleStanding, Standing } from "~/lib/certification";
import { fillDeep, slotsFor, type LearnerContext } from "~/lib/lesson-slots";
import type { OperationContext } from "../context";
import { certifyIfDue, standingFor } from "./course-certification.server";
import { enrol, mayOpenLevel } from "./course-enrolment.server";

export interface LessonPage {
  level: number;
  levelName: string;
  lessonCount: number;
  lesson: Omit<Lesson, "simulation"> & { simulationTitle: string; simulationMinutes: number; simulationPoints: number };
  context: LearnerContext;
  practiceAnswer: string | null;
  attempts: { id: number; finished: boolean; score: number | null }[];
  module: ModuleStanding;
  standing: Standing;
  certified: boolean;
}

export async function lessonPage(level: number, lesson: number, ctx: OperationContext, db: Executor = getDb()): Promise<LessonPage | "not-owned" | null> {
  const content = courseLesson(level, lesson);
  if (!content) return null;
  const userId = ctx.actor?.id;
  if (!userId || !(await mayOpenLevel(userId, level, db))) return "not-owned";
  const enrolment = await enrol(userId, level, db);
  const [[practice], attempts, standing] = await Promise.all([
    db
      .select({ answer: courseLessonPractice.answer })
      .from(courseLessonPractice)
      .where(and(eq(courseLessonPractice.userId, userId), eq(courseLessonPractice.level, level), eq(courseLessonPractice.lesson, lesson)))
      .limit(1),
    db
      .select({ id: simulationAttempts.id, finishedAt: simulationAttempts.finishedAt, score: simulationAttempts.score })
      .from(simulationAttempts)
      .where(and(eq(simulationAttempts.userId, userId), eq(simulationAttempts.courseLevel, level), eq(simulationAttempts.courseLesson, lesson)))
      .orderBy(desc(simulationAttempts.id)),
    standingFor(userId, level, db),
  ]);
  const { simulation, ...teaching } = content;
  const filled = fillDeep(teaching, slotsFor(enrolment.context));
  return {
    level,
    levelName: taughtLevel(level)!.name,
    lessonCount: standing.total,
    lesson: { ...filled, simulationTitle: simulation.title, simulationMinutes: simulation.minutes, simulationPoints: simulation.points.length },
    context: enrolment.context,
    practiceAnswer: practice?.answer ?? null,
    attempts: attempts.map((a) => ({ id: a.id, finished: a.finishedAt !== null, score: a.score })),
    module: standing.modules.find((m) => m.lesson === lesson)!,
    standing,
    certified: enrolment.certificateCode !== null,
  };
}

export type PracticeOutcome = { ok: true; certified: boolean } | { ok: false; reason: "not-owned" | "not-found" };

/** Save (or replace) the learner's answer to a lesson's practice task. */
export async function savePractice(input: { level: number; lesson: number; answer: string }, ctx: OperationContext, db = getDb()): Promise<PracticeOutcome> {
  const actor = ctx.actor;
  if (!courseLesson(input.level, input.lesson)) return { ok: false, reason: "not-found" };
  if (!actor || !(await mayOpenLevel(actor.id, input.level, db))) return { ok: false, reason: "not-owned" };
  await enrol(actor.id, input.level, db);
  return db.transaction(async (tx) => {
    await tx
      .insert(courseLessonPractice)
      .values({ userId: actor.id, level: input.level, lesson: input.lesson, answer: input.answer })
      .onConflictDoUpdate({
        target: [courseLessonPractice.userId, courseLessonPractice.level, courseLessonPractice.lesson],
        set: { answer: input.answer, savedAt: new Date() },
      });
    return { ok: true, certified: await certifyIfDue(actor, input.level, tx) } as const;
  });
}
