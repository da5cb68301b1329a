// /learn, the learner's home (issue 27 item 7): each level they own with its state, for a level
// taught in lessons its lessons' progress, scores per module, where they stand on the
// certification rule and what is next; and every certificate they have earned.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseAccess } from "../../../db/schema/index";
import { COURSE_LEVELS } from "~/content/course";
import { taughtLevel } from "~/content/course-lessons/index";
import { nextLesson, type LessonProgress, type Standing } from "~/lib/certification";
import type { LevelState } from "~/lib/course-access";
import { courseLevelsFor } from "../sales/purchases.server";
import { listAttempts } from "../simulation/simulation-attempt-results.server";
import { standingFor } from "./course-certification.server";
import { findEnrolment } from "./course-enrolment.server";

export interface HomeLevel {
  level: number;
  name: string;
  state: LevelState;
  lessons: { number: number; title: string }[] | null;
  standing: Standing | null;
  next: number | null;
  certificate: { code: string; score: number; date: string } | null;
}

export interface LearnerHome {
  levels: HomeLevel[];
  /** Job simulation certificates (attempt ids), shown beside the course's. */
  simulationCertificates: { attemptId: number; title: string; score: number }[];
}

export async function learnerHome(userId: number, db: Executor = getDb()): Promise<LearnerHome> {
  const states = await courseLevelsFor(userId, db);
  const owned = new Set((await db.select({ level: courseAccess.level }).from(courseAccess).where(eq(courseAccess.userId, userId))).map((r) => r.level));
  const levels: HomeLevel[] = [];
  for (const state of states) {
    // Level 5 is never sold: finishing the four opens it.
    if (!owned.has(state.level) && !(state.level === 5 && state.unlocked)) continue;
    const content = taughtLevel(state.level);
    const open = state.unlocked || state.status === "completed";
    const standing = content && open ? await standingFor(userId, state.level, db) : null;
    const enrolment = content ? await findEnrolment(userId, state.level, db) : null;
    levels.push({
      level: state.level,
      name: COURSE_LEVELS.find((l) => l.id === state.level)?.name ?? `Level ${state.level}`,
      state,
      lessons: content ? content.lessons.map((l) => ({ number: l.number, title: l.title })) : null,
      standing,
      next: standing ? nextLesson(standing) : null,
      certificate:
        enrolment?.certificateCode && enrolment.score !== null && enrolment.certifiedAt
          ? { code: enrolment.certificateCode, score: enrolment.score, date: enrolment.certifiedAt.toISOString().slice(0, 10) }
          : null,
    });
  }
  const attempts = await listAttempts(userId, db);
  return {
    levels,
    simulationCertificates: attempts.filter((a) => a.hasCertificate && a.score !== null).map((a) => ({ attemptId: a.id, title: a.title, score: a.score! })),
  };
}

/** Lessons done (practice saved and simulation at 70 or more) of each open level, for /profile. */
export async function lessonProgress(userId: number, db: Executor = getDb()): Promise<LessonProgress> {
  const open = (await courseLevelsFor(userId, db)).filter((s) => s.unlocked && s.status !== "completed" && taughtLevel(s.level));
  const standings = await Promise.all(open.map(async (s) => [s.level, await standingFor(userId, s.level, db)] as const));
  return Object.fromEntries(standings.map(([level, standing]) => [level, { done: standing.modules.filter((m) => m.done).length, total: standing.total }]));
}
