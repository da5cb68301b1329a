// Where a learner stands against the certification rule (app/lib/certification.ts), and the
// certificate it issues (issue 27): the first time the rule is met, in the transaction of the
// answer or practice task that met it, the enrolment gets its certificate code and score, the
// level is completed (course_access.completed_at) and the level-complete email is queued.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseEnrolments, courseLessonPractice, simulationAttempts, users } from "../../../db/schema/index";
import { taughtLevel } from "~/content/course-lessons/index";
import { config } from "~/config.server";
import { certificationStanding, type ModuleRecord, type Standing } from "~/lib/certification";
import { fillSlots, slotsFor } from "~/lib/lesson-slots";
import { queueEmail } from "../delivery/email.server";
import { LEVEL_COMPLETE_TEMPLATE, levelCompleteEmail } from "../delivery/emails/level-complete.server";
import { completeLevel, courseLevelsFor } from "../sales/purchases.server";
import { nextStep } from "./roadmaps.server";
import { issueCredential } from "../credentials/credentials.server";
import { courseRole } from "../simulation/certificates.server";

export async function moduleRecords(userId: number, level: number, db: Executor = getDb()): Promise<ModuleRecord[]> {
  const attempts = await db
    .select({
      lesson: simulationAttempts.courseLesson,
      best: sql<number | null>`max(${simulationAttempts.score})`,
      open: sql<boolean>`bool_or(${simulationAttempts.finishedAt} IS NULL)`,
    })
    .from(simulationAttempts)
    .where(and(eq(simulationAttempts.userId, userId), eq(simulationAttempts.courseLevel, level)))
    .groupBy(simulationAttempts.courseLesson);
  const practised = await db
    .select({ lesson: courseLessonPractice.lesson })
    .from(courseLessonPractice)
    .where(and(eq(courseLessonPractice.userId, userId), eq(courseLessonPractice.level, level)));
  const done = new Set(practised.map((p) => p.lesson));
  const lessons = taughtLevel(level)?.lessons ?? [];
  return lessons.map((l) => {
    const a = attempts.find((row) => row.lesson === l.number);
    return { lesson: l.number, bestScore: a?.best ?? null, practiceDone: done.has(l.number), inProgress: Boolean(a?.open) };
  });
}

export async function standingFor(userId: number, level: number, db: Executor = getDb()): Promise<Standing> {
  return certificationStanding(await moduleRecords(userId, level, db), taughtLevel(level)?.lessons.length ?? 0);
}

export interface Learner {
  id: number;
  email: string;
  username: string;
}

/** Issue the level's certificate when the rule is met for the first time; true when it was issued now. */
export async function certifyIfDue(learner: Learner, level: number, tx: Executor): Promise<boolean> {
  // The enrolment's row is the lock: two answers finishing at once issue one certificate.
  const [enrolment] = await tx
    .select()
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, learner.id), eq(courseEnrolments.level, level)))
    .for("update");
  const content = taughtLevel(level);
  if (!enrolment || enrolment.certificateCode || !content) return false;
  const standing = await standingFor(learner.id, level, tx);
  if (!standing.passed) return false;
  const code = randomBytes(18).toString("base64url");
  const certifiedAt = new Date();
  await tx.update(courseEnrolments).set({ certifiedAt, score: standing.overall, certificateCode: code }).where(eq(courseEnrolments.id, enrolment.id));
  // The level's Open Badges credential, signed in the same transaction (issue 28).
  await issueCredential(
    {
      kind: "course",
      subjectId: enrolment.id,
      holder: { id: learner.id, email: learner.email, name: await certificateNameOf(learner.id, tx) },
      role: courseRole(enrolment.context.jobTitle),
      level,
      score: standing.overall,
      certificateCode: code,
      issuedAt: certifiedAt,
    },
    tx,
  );
  await completeLevel(learner.id, level, tx);
  const practice = await tx
    .select({ lesson: courseLessonPractice.lesson, answer: courseLessonPractice.answer })
    .from(courseLessonPractice)
    .where(and(eq(courseLessonPractice.userId, learner.id), eq(courseLessonPractice.level, level)));
  const slots = slotsFor(enrolment.context);
  const email = levelCompleteEmail({
    name: learner.username,
    level,
    levelTitle: content.name,
    challenges: content.lessons.map((l) => ({
      title: fillSlots(l.practice.title, slots),
      note: practice.find((p) => p.lesson === l.number)?.answer ?? "",
    })),
    next: nextStep(level, await courseLevelsFor(learner.id, tx)),
    certificate: { score: standing.overall, verifyUrl: `${config.appUrl}/certificates/${code}` },
  });
  await queueEmail(
    { to: learner.email, ...email, kind: "transactional", template: LEVEL_COMPLETE_TEMPLATE, idempotencyKey: `level-complete:${learner.id}:${level}` },
    tx,
  );
  return true;
}

/** The name the learner gave for their certificates (issue 28), or null. */
async function certificateNameOf(userId: number, db: Executor): Promise<string | null> {
  const [row] = await db.select({ name: users.certificateName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
