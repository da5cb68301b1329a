// What the operators and the admin dashboard watch: backups, catalogue gap reports, AI usage,
// product analytics, cloud-drive sync, and the counters behind the rate limits
// (accounts-admin-sales.md §3, visitor-side.md §7, DESIGN.md §4).
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { inList } from "./checks";
import { analyses } from "./toolkits";
import { users } from "./users";

export const BACKUP_STATUSES = ["success", "partial", "error"] as const;
export const BACKUP_KINDS = ["incremental", "full"] as const;

export const backupLogs = pgTable(
  "backup_logs",
  {
    id: serial("id").primaryKey(),
    // When the run started (the spec's "timestamp").
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull(),
    kind: text("kind").notNull().default("incremental"),
    usersBackedUp: integer("users_backed_up").notNull().default(0),
    toolkitsBackedUp: integer("toolkits_backed_up").notNull().default(0),
    activitiesBackedUp: integer("activities_backed_up").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    errors: text("errors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: jsonb("details"),
  },
  (t) => [
    // Backup history shows the latest 10 runs; incremental runs start from the last run.
    index("backup_logs_timestamp_idx").on(t.timestamp),
    check("backup_logs_status_check", inList(t.status, BACKUP_STATUSES)),
    check("backup_logs_kind_check", inList(t.kind, BACKUP_KINDS)),
    check("backup_logs_counts_range", sql`${t.usersBackedUp} >= 0 AND ${t.toolkitsBackedUp} >= 0 AND ${t.activitiesBackedUp} >= 0`),
    check("backup_logs_duration_range", sql`${t.durationMs} >= 0`),
  ],
);

/** Catalogue gap-analysis reports, generated every 10 toolkits or on demand. */
export const gapReports = pgTable(
  "gap_reports",
  {
    id: serial("id").primaryKey(),
    reportNumber: integer("report_number").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    toolkitCount: integer("toolkit_count").notNull().default(0),
    // A fraction 0..1 (the UI shows it as a percentage).
    averageConfidence: numeric("average_confidence", { precision: 5, scale: 4, mode: "number" }).notNull().default(0),
    jobTitles: text("job_titles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    missingCategories: text("missing_categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailSent: boolean("email_sent").notNull().default(false),
    details: jsonb("details"),
  },
  (t) => [
    uniqueIndex("gap_reports_report_number_unique").on(t.reportNumber),
    // "Toolkits since the last report" reads the newest report.
    index("gap_reports_created_at_idx").on(t.createdAt),
    check("gap_reports_report_number_range", sql`${t.reportNumber} >= 1`),
    check("gap_reports_toolkit_count_range", sql`${t.toolkitCount} >= 0`),
    check("gap_reports_confidence_range", sql`${t.averageConfidence} >= 0 AND ${t.averageConfidence} <= 1`),
  ],
);

/** One row per AI model call: the admin "AI credits" tab sums tokens and cost per day. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: serial("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // What asked, e.g. 'analysis', 'use-cases', 'workflows', 'roadmap'.
    feature: text("feature").notNull(),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    totalTokens: integer("total_tokens").notNull().default(0),
    costUsd: numeric("cost_usd", { precision: 10, scale: 6, mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("ai_usage_created_at_idx").on(t.createdAt),
    check("ai_usage_tokens_range", sql`${t.promptTokens} >= 0 AND ${t.completionTokens} >= 0 AND ${t.totalTokens} >= 0`),
    check("ai_usage_cost_range", sql`${t.costUsd} >= 0`),
    check("ai_usage_feature_not_blank", sql`length(trim(${t.feature})) > 0`),
    check("ai_usage_model_not_blank", sql`length(trim(${t.model})) > 0`),
  ],
);

/** The events of visitor-side.md §7, recorded first-party, plus page views. */
export const ANALYTICS_EVENT_NAMES = [
  "toolkit_generation",
  "tool_explored",
  "scroll_prompt_shown",
  "modal_prompt_shown",
  "toolkit_download",
  "delayed_popup_download",
  "email_signup",
  "page_view",
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    // bigserial: the one table that grows with every page view.
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    properties: jsonb("properties")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    analysisId: integer("analysis_id").references(() => analyses.id, { onDelete: "set null" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    browserSessionId: text("browser_session_id"),
    path: text("path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_name_created_at_idx").on(t.name, t.createdAt),
    index("analytics_events_analysis_id_idx").on(t.analysisId),
    index("analytics_events_user_id_idx").on(t.userId),
    check("analytics_events_name_check", inList(t.name, ANALYTICS_EVENT_NAMES)),
    check("analytics_events_properties_object", sql`jsonb_typeof(${t.properties}) = 'object'`),
  ],
);

export const DRIVE_SYNC_STATUSES = ["pending", "synced", "failed"] as const;

/** Each account's folder in the cloud drive and how its last sync went. */
export const driveSyncState = pgTable(
  "drive_sync_state",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    folderId: text("folder_id"),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    status: text("status").notNull().default("pending"),
    error: text("error"),
  },
  (t) => [
    uniqueIndex("drive_sync_state_user_id_unique").on(t.userId),
    // "lastSync" of the drive status panel.
    index("drive_sync_state_last_synced_at_idx").on(t.lastSyncedAt),
    check("drive_sync_state_status_check", inList(t.status, DRIVE_SYNC_STATUSES)),
    check("drive_sync_state_synced_has_time", sql`${t.status} <> 'synced' OR ${t.lastSyncedAt} IS NOT NULL`),
  ],
);

/**
 * Fixed-window rate-limit counters, kept in PostgreSQL so a limit holds across web instances
 * (DESIGN.md §4). A hit is an upsert that increments count; old windows are swept by window_start.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    // e.g. 'login:ip:203.0.113.7' or 'reset:email:someone@example.com'.
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(1),
  },
  (t) => [
    primaryKey({ name: "rate_limit_hits_pk", columns: [t.key, t.windowStart] }),
    index("rate_limit_hits_window_start_idx").on(t.windowStart),
    check("rate_limit_hits_count_range", sql`${t.count} >= 1`),
    check("rate_limit_hits_key_not_blank", sql`length(trim(${t.key})) > 0`),
  ],
);

/**
 * Failed sign-ins per account and client address (issue 24): after a few, that pair waits a
 * growing delay between tries (app/lib/sign-in-delay.ts), while the owner at any other address is
 * not held up. Keyed by the lower-cased address typed, account or not. A row is forgotten a day
 * after its last failure.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    account: text("account").notNull(),
    clientIp: text("client_ip").notNull(),
    failures: integer("failures").notNull().default(1),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "sign_in_failures_pk", columns: [t.account, t.clientIp] }),
    index("sign_in_failures_last_failed_at_idx").on(t.lastFailedAt),
    check("sign_in_failures_failures_range", sql`${t.failures} >= 1`),
  ],
);

/** What an admin did, for the dashboard's "Recent admin actions" (issue 14). */
export const AUDIT_ACTIONS = [
  "user.delete",
  "users.export-all",
  "users.export-new",
  "tool.create",
  "tool.update",
  "tool.delete",
  "payment.delete",
  "questionnaire.delete",
  "questionnaires.export",
  "backup.force",
  "backup.full",
  "gap-report.generate",
  "drive.test",
  "drive.sync-user",
  "drive.sync-all",
  "simulation-draft.create",
  "simulation-draft.approve",
  "simulation-draft.reject",
  // An operator's `academy admin reset-2fa` (issue 24).
  "user.reset-2fa",
  // The sales offers: the bundle's end date and the pre-launch switch (issue 27), from the admin or `academy offers set`.
  "offers.update",
  // An admin refunding a payment for levels the buyer already owned (issue 27).
  "payment.refund",
  // An admin revoking a verifiable credential (issue 28), from the dashboard or `academy credentials revoke`.
  "credential.revoke",
  // An admin re-scoring a stored coach reply with the current scorer (issue 29), from the dashboard or `academy coach rescore`.
  "coach-reply.rescore",
  // The link check's flags on the AI Tools tab (issue 30): a hidden tool shown again, a moved address taken.
  "tool.restore-link",
  "tool.accept-moved-link",
  // Workshops (issue 30): from the admin Workshops tab or `academy workshops`.
  "workshop.create",
  "workshop.update",
  "workshop.cancel",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every admin action: who (kept by address too, so the entry survives the actor's account), when,
 * what, and which record. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    // e.g. 'user', 'tool', 'payment', 'questionnaire'; null for exports of many records.
    targetType: text("target_type"),
    targetId: text("target_id"),
    // A short description of the record as it was (a name, a count), never a password or a token.
    summary: text("summary"),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_actor_id_idx").on(t.actorId),
    check("audit_log_action_check", inList(t.action, AUDIT_ACTIONS)),
    check("audit_log_actor_email_not_blank", sql`length(trim(${t.actorEmail})) > 0`),
  ],
);
