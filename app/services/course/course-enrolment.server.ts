// Who may open a level's lessons (issue 27): the level is theirs (course_access, the same answer
// as the roadmap and /profile) and open; and their enrolment, made on first opening, with the job
// context the lessons are written for.
import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseEnrolments } from "../../../db/schema/index";
import type { LearnerContext } from "~/lib/lesson-slots";
import { courseLevelsFor, ownedCourseLevels } from "../sales/purchases.server";
import { buildLearnerContext } from "./learner-context.server";

/** Whether the learner may open this level now (bought and its prerequisites met, or already completed). */
export async function mayOpenLevel(userId: number, level: number, db: Executor = getDb()): Promise<boolean> {
  const state = (await courseLevelsFor(userId, db)).find((s) => s.level === level);
  return Boolean(state && (state.unlocked || state.status === "completed"));
}

/**
 * Why a level the learner may not open is closed to them: owned (or Level 5, never sold) but
 * waiting on the level before, with the lock's words ("Complete Level 2"), or not owned at all.
 */
export async function levelLock(userId: number, level: number, db: Executor = getDb()): Promise<{ owned: boolean; reason: string | null }> {
  const [states, owned] = await Promise.all([courseLevelsFor(userId, db), ownedCourseLevels(userId, db)]);
  const mine = level === 5 || owned.some((r) => r.level === level);
  return { owned: mine, reason: mine ? (states.find((s) => s.level === level)?.lockedReason ?? null) : null };
}

export interface Enrolment {
  id: number;
  context: LearnerContext;
  certifiedAt: Date | null;
  score: number | null;
  certificateCode: string | null;
}

export async function findEnrolment(userId: number, level: number, db: Executor = getDb()): Promise<Enrolment | null> {
  const [row] = await db
    .select({
      id: courseEnrolments.id,
      context: courseEnrolments.context,
      certifiedAt: courseEnrolments.certifiedAt,
      score: courseEnrolments.score,
      certificateCode: courseEnrolments.certificateCode,
    })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.level, level)))
    .limit(1);
  return row ?? null;
}

/** The learner's enrolment in the level, made (with their job context) the first time. */
export async function enrol(userId: number, level: number, db: Executor = getDb()): Promise<Enrolment> {
  const found = await findEnrolment(userId, level, db);
  if (found) return found;
  const context = await buildLearnerContext(userId, db);
  // Two first visits at once (two devices) keep one enrolment: the later insert does nothing.
  await db.insert(courseEnrolments).values({ userId, level, context }).onConflictDoNothing();
  return (await findEnrolment(userId, level, db))!;
}
