// Workflows made by the workflow generator (/aiupskill/workflows, visitor-side.md §2, §3): the
// inputs of the six steps, the options offered, the detailed workflow chosen, and the files the
// product drew for it (step images, the flowchart, the PDF), served by their own random ids.
import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DetailedWorkflow, WorkflowOption } from "../../app/lib/workflow-engine";
import { WORKFLOW_INDUSTRIES } from "../../app/lib/workflow-choices";
import { inList } from "./checks";
import { occupations } from "./catalogue";
import { users } from "./users";

/** Where a workflow's texts came from: the built-in engine or an OpenAI-compatible model. */
export const WORKFLOW_ENGINES = ["builtin", "openai"] as const;
export const WORKFLOW_FILE_KINDS = ["image", "flowchart", "pdf"] as const;
export type WorkflowFileKind = (typeof WORKFLOW_FILE_KINDS)[number];

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const workflows = pgTable(
  "workflows",
  {
    id: serial("id").primaryKey(),
    // Null for anonymous workflows; kept (set null) when the account goes.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // The anonymous visit that made it may see it (as for toolkits, DESIGN.md §4).
    browserSessionId: text("browser_session_id"),
    // Bearer token of the ?share= link.
    shareToken: text("share_token").notNull(),
    jobRole: text("job_role").notNull(),
    industry: text("industry").notNull(),
    currentTool: text("current_tool").notNull(),
    workArea: text("work_area").notNull(),
    additionalInfo: text("additional_info").notNull().default(""),
    occupationCode: text("occupation_code").references(() => occupations.code, { onDelete: "set null" }),
    engine: text("engine").notNull().default("builtin"),
    options: jsonb("options").$type<WorkflowOption[]>().notNull(),
    selectedOptionId: text("selected_option_id"),
    detail: jsonb("detail").$type<DetailedWorkflow>(),
    detailEngine: text("detail_engine"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("workflows_share_token_unique").on(t.shareToken),
    // /profile's "My Workflows", newest first.
    index("workflows_user_id_idx").on(t.userId, t.createdAt),
    index("workflows_browser_session_id_idx").on(t.browserSessionId),
    check("workflows_job_role_not_blank", sql`length(trim(${t.jobRole})) > 0`),
    check("workflows_industry_check", inList(t.industry, WORKFLOW_INDUSTRIES)),
    check("workflows_engine_check", inList(t.engine, WORKFLOW_ENGINES)),
    check("workflows_detail_engine_check", sql`${t.detailEngine} IS NULL OR ${inList(t.detailEngine, WORKFLOW_ENGINES)}`),
    check("workflows_share_token_length", sql`length(${t.shareToken}) >= 16`),
    check("workflows_options_array", sql`jsonb_typeof(${t.options}) = 'array'`),
    check("workflows_detail_object", sql`${t.detail} IS NULL OR jsonb_typeof(${t.detail}) = 'object'`),
  ],
);

export const workflowFiles = pgTable(
  "workflow_files",
  {
    // Random, unguessable, made by the product: the only way a file is named.
    id: text("id").primaryKey(),
    // Null for files drawn through the API for a workflow that was not stored here.
    workflowId: integer("workflow_id").references(() => workflows.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    position: integer("position").notNull().default(0),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workflow_files_workflow_id_idx").on(t.workflowId, t.kind, t.position),
    check("workflow_files_kind_check", inList(t.kind, WORKFLOW_FILE_KINDS)),
    check("workflow_files_id_format", sql`${t.id} ~ '^[A-Za-z0-9_-]{22,64}$'`),
  ],
);
