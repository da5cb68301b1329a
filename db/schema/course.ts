// The course a learner pays for (issue 27): per level, the learner's enrolment (the job context
// their lessons were written for, kept so every lesson and device shows the same job, and the
// level's certificate once the certification rule is met) and each lesson's practice task. The
// lessons' simulations are simulation_attempts rows with course_level and course_lesson set.
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { LearnerContext } from "../../app/lib/lesson-slots";
import { users } from "./users";

export const courseEnrolments = pgTable(
  "course_enrolments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    context: jsonb("context").$type<LearnerContext>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    // Set together when the certification rule is first met; never unset by a later retake.
    certifiedAt: timestamp("certified_at", { withTimezone: true }),
    score: integer("score"),
    certificateCode: text("certificate_code"),
  },
  (t) => [
    uniqueIndex("course_enrolments_user_level_unique").on(t.userId, t.level),
    uniqueIndex("course_enrolments_certificate_code_unique").on(t.certificateCode),
    check("course_enrolments_level_range", sql`${t.level} >= 1 AND ${t.level} <= 5`),
    check(
      "course_enrolments_certified_together",
      sql`(${t.certifiedAt} IS NULL) = (${t.certificateCode} IS NULL) AND (${t.certifiedAt} IS NULL) = (${t.score} IS NULL)`,
    ),
    check("course_enrolments_score_range", sql`${t.score} IS NULL OR (${t.score} >= 0 AND ${t.score} <= 100)`),
    check("course_enrolments_certificate_code_length", sql`${t.certificateCode} IS NULL OR length(${t.certificateCode}) >= 20`),
    check("course_enrolments_context_object", sql`jsonb_typeof(${t.context}) = 'object'`),
  ],
);

export const courseLessonPractice = pgTable(
  "course_lesson_practice",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    lesson: integer("lesson").notNull(),
    answer: text("answer").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_lesson_practice_unique").on(t.userId, t.level, t.lesson),
    check("course_lesson_practice_level_range", sql`${t.level} >= 1 AND ${t.level} <= 5`),
    check("course_lesson_practice_lesson_range", sql`${t.lesson} >= 1 AND ${t.lesson} <= 12`),
    check("course_lesson_practice_answer_length", sql`length(trim(${t.answer})) BETWEEN 40 AND 4000`),
  ],
);
