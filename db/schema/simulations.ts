// The job simulation a buyer pays for (issue 19): scenarios drafted by a model for roles outside
// the built-in samples (served only once an admin approves them), each attempt with its answers,
// and the score and certificate code set when the last point is answered.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PlayableScenario } from "../../app/content/simulations/types";
import { inList } from "./checks";
import { payments } from "./commerce";
import { users } from "./users";

export const SCENARIO_DRAFT_STATUSES = ["pending", "approved", "rejected"] as const;
export type ScenarioDraftStatus = (typeof SCENARIO_DRAFT_STATUSES)[number];

export const simulationScenarioDrafts = pgTable(
  "simulation_scenario_drafts",
  {
    id: serial("id").primaryKey(),
    // The job title it was drafted for, as typed; matched in lower case.
    roleTitle: text("role_title").notNull(),
    scenario: jsonb("scenario").$type<PlayableScenario>().notNull(),
    status: text("status").notNull().default("pending"),
    model: text("model"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("simulation_scenario_drafts_role_idx").on(sql`lower(${t.roleTitle})`, t.status),
    check("simulation_scenario_drafts_status_check", inList(t.status, SCENARIO_DRAFT_STATUSES)),
    check("simulation_scenario_drafts_role_not_blank", sql`length(trim(${t.roleTitle})) > 0`),
    check("simulation_scenario_drafts_scenario_object", sql`jsonb_typeof(${t.scenario}) = 'object'`),
  ],
);

export const simulationAttempts = pgTable(
  "simulation_attempts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The built-in scenario's id, or `draft-{id}` for an approved model draft.
    scenarioId: text("scenario_id").notNull(),
    // The scenario as it was played: a later change of content cannot change a stored score.
    scenario: jsonb("scenario").$type<PlayableScenario>().notNull(),
    // The role the certificate names (the matched role's label, or the buyer's job title).
    roleLabel: text("role_label").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    score: integer("score"),
    // Unguessable, set only at 70 or more; null after a refund (the certificate is withdrawn).
    certificateCode: text("certificate_code"),
    // Set when the attempt is a course lesson's closing simulation (issue 27): the same engine and
    // tables, but such attempts belong to the course, never to the job simulation's purchase.
    courseLevel: integer("course_level"),
    courseLesson: integer("course_lesson"),
    // The purchase a job simulation attempt was started under (issue 28): only the first attempt
    // of each purchase to finish counts for the certificate. Null for a course lesson's attempt.
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    // The random seed the options' order is derived from (app/lib/option-order.ts), so a reload,
    // the result page and the report show the order this attempt was played in. Null before issue 28.
    optionSeed: text("option_seed"),
  },
  (t) => [
    index("simulation_attempts_user_id_idx").on(t.userId, t.startedAt),
    uniqueIndex("simulation_attempts_certificate_code_unique").on(t.certificateCode),
    check("simulation_attempts_score_range", sql`${t.score} IS NULL OR (${t.score} >= 0 AND ${t.score} <= 100)`),
    check("simulation_attempts_finished_scored", sql`(${t.finishedAt} IS NULL) = (${t.score} IS NULL)`),
    check("simulation_attempts_certificate_code_length", sql`${t.certificateCode} IS NULL OR length(${t.certificateCode}) >= 20`),
    check("simulation_attempts_scenario_object", sql`jsonb_typeof(${t.scenario}) = 'object'`),
    check("simulation_attempts_course_lesson_pair", sql`(${t.courseLevel} IS NULL) = (${t.courseLesson} IS NULL)`),
    index("simulation_attempts_payment_id_idx").on(t.paymentId),
    // A lesson's simulation never carries the job simulation's certificate: the level's own does.
    check("simulation_attempts_course_no_certificate", sql`${t.courseLevel} IS NULL OR ${t.certificateCode} IS NULL`),
    index("simulation_attempts_course_idx").on(t.userId, t.courseLevel, t.courseLesson),
  ],
);

export const simulationAnswers = pgTable(
  "simulation_answers",
  {
    id: serial("id").primaryKey(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => simulationAttempts.id, { onDelete: "cascade" }),
    pointId: text("point_id").notNull(),
    optionId: text("option_id").notNull(),
    credit: real("credit").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One answer per point: a second one for the same point is refused by the database too.
    uniqueIndex("simulation_answers_attempt_point_unique").on(t.attemptId, t.pointId),
    check("simulation_answers_credit_check", sql`${t.credit} IN (0, 0.5, 1)`),
  ],
);
