// Everything a visitor leaves with us: toolkit e-mail sign-ups and the PDF reports they trigger,
// consultation bookings, waitlist, newsletter and coach sign-ups, the pre-launch survey, and the
// log of every e-mail sent (visitor-side.md §3 and §7, accounts-admin-sales.md §3 and §5).
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { customType, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  AI_FEELINGS,
  FAMILIARITY_LEVELS,
  JOB_IMPROVEMENT_BELIEFS,
  TRAINING_INTEREST_LEVELS,
  VALUE_OUTPUTS,
  WILLINGNESS_TO_PAY,
  WORK_PRESSURE_ANSWERS,
} from "../../app/lib/survey-options";
import { inList } from "./checks";
import { analyses } from "./toolkits";
import { users } from "./users";

/** The spec's simple pattern (text, @, text, dot, text), without spaces. */
function emailShape(column: AnyColumn): SQL {
  return sql`${column} ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$'`;
}

function notBlank(column: AnyColumn): SQL {
  return sql`length(trim(${column})) > 0`;
}

export const emailSignups = pgTable(
  "email_signups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    analysisId: integer("analysis_id").references(() => analyses.id, { onDelete: "set null" }),
    // Yearly salary the visitor set on the slider; drives the savings in the report.
    currentSalary: integer("current_salary"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_signups_analysis_id_idx").on(t.analysisId),
    index("email_signups_email_lower_idx").on(sql`lower(${t.email})`),
    index("email_signups_created_at_idx").on(t.createdAt),
    check("email_signups_name_not_blank", notBlank(t.name)),
    check("email_signups_email_shape", emailShape(t.email)),
    check("email_signups_salary_range", sql`${t.currentSalary} IS NULL OR ${t.currentSalary} > 0`),
  ],
);

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const REPORT_STATUSES = ["queued", "rendering", "sending", "sent", "failed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * A toolkit PDF report: rendered and mailed by a background job, downloadable later from the
 * profile through /api/download-report/{downloadToken}. The token is shown to its owner again,
 * so it is stored as is (not hashed) and must be unguessable.
 */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    analysisId: integer("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    emailSignupId: integer("email_signup_id").references(() => emailSignups.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    jobTitle: text("job_title").notNull(),
    downloadToken: text("download_token").notNull(),
    status: text("status").notNull().default("queued"),
    error: text("error"),
    pdfPath: text("pdf_path"),
    // The rendered PDF itself, so any web server can hand it out (the web tier keeps no files).
    pdf: bytea("pdf"),
    // Finer progress while rendering, shown by the generating dialog: 'selecting', 'insights', 'pdf'.
    stage: text("stage"),
    salary: integer("salary"),
    // Asked for by the toolkit's own visit or account; false for a share-link holder's or an
    // admin's report, which the owner's page never offers (issue 24, item 8).
    forOwner: boolean("for_owner").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reports_download_token_unique").on(t.downloadToken),
    index("reports_analysis_id_idx").on(t.analysisId),
    index("reports_email_signup_id_idx").on(t.emailSignupId),
    index("reports_user_id_idx").on(t.userId, t.createdAt),
    // Reports requested before registering are found by address.
    index("reports_email_lower_idx").on(sql`lower(${t.email})`),
    index("reports_status_idx").on(t.status),
    check("reports_status_check", inList(t.status, REPORT_STATUSES)),
    check("reports_email_shape", emailShape(t.email)),
    check("reports_job_title_not_blank", notBlank(t.jobTitle)),
    check("reports_download_token_length", sql`length(${t.downloadToken}) >= 16`),
    check("reports_salary_range", sql`${t.salary} IS NULL OR ${t.salary} > 0`),
    check("reports_sent_has_time", sql`${t.status} <> 'sent' OR ${t.sentAt} IS NOT NULL`),
    check("reports_stage_check", sql`${t.stage} IS NULL OR ${t.stage} IN ('selecting', 'insights', 'pdf')`),
  ],
);

export const consultations = pgTable(
  "consultations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    workArea: text("work_area"),
    workAreaDescription: text("work_area_description"),
    jobTitle: text("job_title"),
    analysisId: integer("analysis_id").references(() => analyses.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("consultations_analysis_id_idx").on(t.analysisId),
    index("consultations_created_at_idx").on(t.createdAt),
    check("consultations_name_not_blank", notBlank(t.name)),
    check("consultations_email_shape", emailShape(t.email)),
  ],
);

/** Toolkit waitlist (/toolkit-landing): one row per address, a repeat sign-up is not an error. */
export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("waitlist_signups_email_lower_unique").on(sql`lower(${t.email})`),
    check("waitlist_signups_name_not_blank", notBlank(t.name)),
    check("waitlist_signups_email_shape", emailShape(t.email)),
  ],
);

export const newsletterSignups = pgTable(
  "newsletter_signups",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    city: text("city"),
    // Which form it came from (e.g. 'workshops').
    source: text("source"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_signups_email_lower_unique").on(sql`lower(${t.email})`),
    check("newsletter_signups_name_not_blank", notBlank(t.name)),
    check("newsletter_signups_email_shape", emailShape(t.email)),
  ],
);

/**
 * Email coach (/coach) sign-ups: one row per address (a repeat sign-up updates it, see
 * app/services/marketing/coach.server.ts). source says which form was used first ('hero' or 'footer'
 * today); free text so a new form needs no migration. challengesSent counts the challenges
 * queued to this address and picks the next one; lastChallengeAt spaces them out.
 */
export const coachSignups = pgTable(
  "coach_signups",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    source: text("source").notNull().default("hero"),
    challengesSent: integer("challenges_sent").notNull().default(0),
    lastChallengeAt: timestamp("last_challenge_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coach_signups_email_lower_unique").on(sql`lower(${t.email})`),
    check("coach_signups_email_shape", emailShape(t.email)),
    check("coach_signups_source_not_blank", notBlank(t.source)),
    check("coach_signups_challenges_sent_range", sql`${t.challengesSent} >= 0`),
  ],
);

// Pre-launch survey option values (accounts-admin-sales.md §5) live in app/lib/survey-options.ts,
// shared with the form, its zod schema and the API; re-exported here for the table's CHECKs.
export {
  AI_FEELINGS,
  FAMILIARITY_LEVELS,
  JOB_IMPROVEMENT_BELIEFS,
  TRAINING_INTEREST_LEVELS,
  VALUE_OUTPUTS,
  WILLINGNESS_TO_PAY,
  WORK_PRESSURE_ANSWERS,
} from "../../app/lib/survey-options";

export const questionnaires = pgTable(
  "questionnaires",
  {
    id: serial("id").primaryKey(),
    jobTitle: text("job_title").notNull(),
    familiarityLevel: text("familiarity_level").notNull(),
    workPressure: text("work_pressure").notNull(),
    aiFeelings: text("ai_feelings").notNull(),
    jobImprovementBelief: text("job_improvement_belief").notNull(),
    aiTaskExample: text("ai_task_example"),
    trainingInterest: text("training_interest").notNull(),
    valueOutputs: text("value_outputs").array().notNull(),
    willingnessToPay: text("willingness_to_pay").notNull(),
    additionalComments: text("additional_comments"),
    earlyAccessInterest: boolean("early_access_interest").notNull().default(false),
    name: text("name"),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One early-access answer per address: the form's "duplicate" error (accounts-admin-sales.md §8).
    uniqueIndex("questionnaires_email_lower_unique")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} IS NOT NULL`),
    index("questionnaires_created_at_idx").on(t.createdAt),
    check("questionnaires_job_title_not_blank", notBlank(t.jobTitle)),
    check("questionnaires_familiarity_check", inList(t.familiarityLevel, FAMILIARITY_LEVELS)),
    check("questionnaires_work_pressure_check", inList(t.workPressure, WORK_PRESSURE_ANSWERS)),
    check("questionnaires_ai_feelings_check", inList(t.aiFeelings, AI_FEELINGS)),
    check("questionnaires_job_improvement_check", inList(t.jobImprovementBelief, JOB_IMPROVEMENT_BELIEFS)),
    check("questionnaires_training_interest_check", inList(t.trainingInterest, TRAINING_INTEREST_LEVELS)),
    check("questionnaires_willingness_check", inList(t.willingnessToPay, WILLINGNESS_TO_PAY)),
    check(
      "questionnaires_value_outputs_check",
      sql`cardinality(${t.valueOutputs}) >= 1 AND ${t.valueOutputs} <@ ARRAY[${sql.raw(VALUE_OUTPUTS.map((v) => `'${v}'`).join(", "))}]::text[]`,
    ),
    check(
      "questionnaires_early_access_contact",
      sql`NOT ${t.earlyAccessInterest} OR (${t.name} IS NOT NULL AND length(trim(${t.name})) > 0 AND ${t.email} IS NOT NULL)`,
    ),
    check("questionnaires_email_shape", sql`${t.email} IS NULL OR ${emailShape(t.email)}`),
  ],
);

export const EMAIL_KINDS = ["transactional", "marketing"] as const;
export const EMAIL_STATUSES = ["sent", "failed"] as const;
/** 'outbox' = written as .eml to .data/outbox (no MAIL_URL), 'smtp' = handed to the SMTP server. */
export const EMAIL_TRANSPORTS = ["outbox", "smtp"] as const;

/** Every e-mail the product sent or failed to send, whichever transport carried it. */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    // The template's name, e.g. 'toolkit-report' or 'password-reset'.
    template: text("template").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    analysisId: integer("analysis_id").references(() => analyses.id, { onDelete: "set null" }),
    reportId: integer("report_id").references(() => reports.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    transport: text("transport").notNull(),
    messageId: text("message_id"),
    outboxPath: text("outbox_path"),
    error: text("error"),
    // Set by senders that may be retried (jobs): a second attempt finds the first and does not resend.
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_messages_idempotency_key_unique").on(t.idempotencyKey),
    index("email_messages_to_address_lower_idx").on(sql`lower(${t.toAddress})`),
    index("email_messages_created_at_idx").on(t.createdAt),
    index("email_messages_user_id_idx").on(t.userId),
    index("email_messages_analysis_id_idx").on(t.analysisId),
    index("email_messages_report_id_idx").on(t.reportId),
    check("email_messages_kind_check", inList(t.kind, EMAIL_KINDS)),
    check("email_messages_status_check", inList(t.status, EMAIL_STATUSES)),
    check("email_messages_transport_check", inList(t.transport, EMAIL_TRANSPORTS)),
    check("email_messages_to_address_not_blank", notBlank(t.toAddress)),
    check("email_messages_template_not_blank", notBlank(t.template)),
  ],
);
