// What a certified learner's performance report and certificate say (issue 27), for their owner only.
import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { courseLessonPractice, users } from "../../../db/schema/index";
import { taughtLevel } from "~/content/course-lessons/index";
import { SIMULATION_SKILL_LABELS } from "~/content/simulations/types";
import { fillSlots, slotsFor } from "~/lib/lesson-slots";
import { scoreBand, type ScoreBand } from "~/lib/simulation-scoring";
import { courseRole } from "../simulation/certificates.server";
import { moduleRecords } from "./course-certification.server";
import { findEnrolment } from "./course-enrolment.server";

export interface CourseReport {
  level: number;
  levelName: string;
  /** The name certificates are made out to (issue 28), or null until the holder gives it. */
  holderName: string | null;
  role: string;
  certifiedAt: string;
  score: number;
  band: ScoreBand;
  certificateCode: string;
  modules: { lesson: number; title: string; skillLabel: string; score: number | null; practiceTitle: string; practiceAnswer: string | null }[];
}

/** The certified level's report for its learner; null when the level is not (yet) certified. */
export async function courseReport(userId: number, level: number, db: Executor = getDb()): Promise<CourseReport | null> {
  const content = taughtLevel(level);
  const enrolment = await findEnrolment(userId, level, db);
  if (!content || !enrolment?.certificateCode || enrolment.score === null || !enrolment.certifiedAt) return null;
  const [[holder], records, practice] = await Promise.all([
    db.select({ name: users.certificateName }).from(users).where(eq(users.id, userId)).limit(1),
    moduleRecords(userId, level, db),
    db
      .select({ lesson: courseLessonPractice.lesson, answer: courseLessonPractice.answer })
      .from(courseLessonPractice)
      .where(and(eq(courseLessonPractice.userId, userId), eq(courseLessonPractice.level, level))),
  ]);
  const slots = slotsFor(enrolment.context);
  return {
    level,
    levelName: content.name,
    holderName: holder?.name ?? null,
    role: courseRole(enrolment.context.jobTitle),
    certifiedAt: enrolment.certifiedAt.toISOString().slice(0, 10),
    score: enrolment.score,
    band: scoreBand(enrolment.score),
    certificateCode: enrolment.certificateCode,
    modules: content.lessons.map((l) => ({
      lesson: l.number,
      title: l.title,
      skillLabel: SIMULATION_SKILL_LABELS[l.skill],
      score: records.find((r) => r.lesson === l.number)?.bestScore ?? null,
      practiceTitle: fillSlots(l.practice.title, slots),
      practiceAnswer: practice.find((p) => p.lesson === l.number)?.answer ?? null,
    })),
  };
}
