// Toolkit analyses (the /toolkit/{id} pages), their aspects and recommended tools, and the cache
// of generated use cases (visitor-side.md §3).
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { JOB_CATEGORIES, TOOL_TYPES } from "../../app/lib/catalogue-constants";
import type { SourcedSalaryBand } from "../../app/lib/salary";
import type { ActivityBasis } from "../../app/lib/work-activities";
import { occupations, tools } from "./catalogue";
import { inList } from "./checks";
import { users } from "./users";

/** Where a toolkit's text came from: the built-in engine or an OpenAI-compatible model. */
export const ANALYSIS_ENGINES = ["builtin", "openai"] as const;
export type AnalysisEngine = (typeof ANALYSIS_ENGINES)[number];

/** A toolkit shows the catalogue types plus 'agent' (visitor-side.md §3, "otherwise agent"). */
export const RECOMMENDATION_TOOL_TYPES = [...TOOL_TYPES, "agent"] as const;
export type RecommendationToolType = (typeof RECOMMENDATION_TOOL_TYPES)[number];

/** The wizard's current-tools answer; each list holds tool names. */
export interface CurrentTools {
  fileStorage: string[];
  videoMeeting: string[];
  emailClient: string[];
  crm: string[];
  otherTools: string[];
}

export interface CompanyContext {
  name: string;
  logo?: string | null;
  industry?: string | null;
}

/** The salary slider's range and starting point, from the matched occupation's wages. */
export type StoredSalaryBand = SourcedSalaryBand;

export interface GeneratedUseCases {
  specificApplications: string[];
  implementationTips: string[];
  successMetrics: string[];
}

export const analyses = pgTable(
  "analyses",
  {
    // The numeric toolkit id of /toolkit/{id}.
    id: serial("id").primaryKey(),
    // Null for anonymous toolkits; kept (set null) when the account goes so the numbers stay.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // The anonymous browser session that created it: it may see the toolkit (DESIGN.md §4).
    browserSessionId: text("browser_session_id"),
    // Bearer token of the ?share= link; unique so a token names exactly one toolkit.
    shareToken: text("share_token"),
    jobTitle: text("job_title").notNull(),
    jobDescription: text("job_description"),
    jobCategory: text("job_category"),
    occupationCode: text("occupation_code").references(() => occupations.code, { onDelete: "set null" }),
    industry: text("industry"),
    companyName: text("company_name"),
    companyUrl: text("company_url"),
    companyContext: jsonb("company_context").$type<CompanyContext>(),
    workAreas: text("work_areas")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    currentTools: jsonb("current_tools").$type<CurrentTools>(),
    priorityChallenge: text("priority_challenge"),
    goalContext: text("goal_context"),
    customChallenge: text("custom_challenge"),
    averageProductivityGain: numeric("average_productivity_gain", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    // Percent of a 40-hour week the whole toolkit saves, each work activity counted once.
    totalProductivityGain: numeric("total_productivity_gain", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    // Null for toolkits made before salaries came from the occupation (the title's band applies).
    salaryBand: jsonb("salary_band").$type<StoredSalaryBand>(),
    // Whose work activities the toolkit was built on (null for toolkits made before).
    activityBasis: jsonb("activity_basis").$type<ActivityBasis>(),
    totalSavingsPerYear: integer("total_savings_per_year").notNull().default(0),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    engine: text("engine").notNull().default("builtin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("analyses_share_token_unique").on(t.shareToken),
    // Profile "saved toolkits" list, newest first.
    index("analyses_user_id_idx").on(t.userId, t.createdAt),
    // Attaching an anonymous visit's toolkits to the account it registers.
    index("analyses_browser_session_id_idx").on(t.browserSessionId),
    index("analyses_occupation_code_idx").on(t.occupationCode),
    // Admin stats (analyses in the last 24 h) and toolkits since the last gap report.
    index("analyses_created_at_idx").on(t.createdAt),
    check("analyses_job_title_not_blank", sql`length(trim(${t.jobTitle})) > 0`),
    check("analyses_job_category_check", sql`${t.jobCategory} IS NULL OR ${inList(t.jobCategory, JOB_CATEGORIES)}`),
    check("analyses_engine_check", inList(t.engine, ANALYSIS_ENGINES)),
    check("analyses_gain_range", sql`${t.averageProductivityGain} >= 0 AND ${t.averageProductivityGain} <= 100`),
    check("analyses_total_gain_range", sql`${t.totalProductivityGain} >= 0 AND ${t.totalProductivityGain} <= 100`),
    check("analyses_savings_range", sql`${t.totalSavingsPerYear} >= 0`),
    check("analyses_share_token_length", sql`${t.shareToken} IS NULL OR length(${t.shareToken}) >= 16`),
    check("analyses_current_tools_object", sql`${t.currentTools} IS NULL OR jsonb_typeof(${t.currentTools}) = 'object'`),
    check("analyses_company_context_object", sql`${t.companyContext} IS NULL OR jsonb_typeof(${t.companyContext}) = 'object'`),
  ],
);

export const analysisAspects = pgTable(
  "analysis_aspects",
  {
    id: serial("id").primaryKey(),
    analysisId: integer("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    // "area": a work area the person chose (it may have no tool: then the description says so);
    // "activity": one of the occupation's own activities that a recommended tool serves.
    kind: text("kind").notNull().default("area"),
    activityId: text("activity_id"),
    // False for a chosen work area that no catalogue tool fits yet (the description says so).
    served: boolean("served").notNull().default(true),
  },
  (t) => [
    // Also serves lookups by analysis_id (leading column).
    uniqueIndex("analysis_aspects_position_unique").on(t.analysisId, t.position),
    // Target of the composite foreign key below: a recommendation's aspect must belong to the
    // same analysis.
    unique("analysis_aspects_analysis_id_id_unique").on(t.analysisId, t.id),
    check("analysis_aspects_position_range", sql`${t.position} >= 0`),
    check("analysis_aspects_name_not_blank", sql`length(trim(${t.name})) > 0`),
    check("analysis_aspects_kind_check", sql`${t.kind} IN ('area', 'activity')`),
  ],
);

/**
 * A recommended tool as shown in a toolkit. The figures and texts are copied from the catalogue
 * when the toolkit is made, so a saved toolkit (and its PDF) does not change when an admin edits
 * or deletes the tool later; tool_id is only a link back.
 */
export const analysisRecommendations = pgTable(
  "analysis_recommendations",
  {
    id: serial("id").primaryKey(),
    analysisId: integer("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    // Null for recommendations outside any aspect.
    aspectId: integer("aspect_id"),
    toolId: integer("tool_id").references(() => tools.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    toolName: text("tool_name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull().default(""),
    useCase: text("use_case"),
    toolType: text("tool_type").notNull().default("assistant"),
    productivityGain: numeric("productivity_gain", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    savingsPerYear: integer("savings_per_year").notNull().default(0),
    hoursSavedPerWeek: numeric("hours_saved_per_week", { precision: 4, scale: 1, mode: "number" }).notNull().default(0),
    implementationTime: text("implementation_time").notNull().default("1-2 hours"),
    complexityLevel: text("complexity_level").notNull().default("Medium"),
    webLink: text("web_link"),
    affiliateLink: text("affiliate_link"),
    relevanceScore: numeric("relevance_score", { precision: 3, scale: 1, mode: "number" }),
    // The toolkit's work activities (IWA ids) this tool serves, largest share first.
    activities: text("activities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    aiGeneratedUseCases: jsonb("ai_generated_use_cases").$type<GeneratedUseCases>(),
  },
  (t) => [
    // Not unique: positions may be numbered per aspect or over the whole toolkit.
    index("analysis_recommendations_analysis_idx").on(t.analysisId, t.position),
    index("analysis_recommendations_aspect_id_idx").on(t.aspectId),
    // Deleting a catalogue tool sets tool_id null here; the index keeps that cheap.
    index("analysis_recommendations_tool_id_idx").on(t.toolId),
    // MATCH SIMPLE: a null aspect_id skips the check; otherwise the aspect must be this
    // analysis's own. Deleting the aspect deletes its recommendations.
    foreignKey({
      name: "analysis_recommendations_aspect_fk",
      columns: [t.analysisId, t.aspectId],
      foreignColumns: [analysisAspects.analysisId, analysisAspects.id],
    }).onDelete("cascade"),
    check("analysis_recommendations_position_range", sql`${t.position} >= 0`),
    check("analysis_recommendations_tool_name_not_blank", sql`length(trim(${t.toolName})) > 0`),
    check("analysis_recommendations_tool_type_check", inList(t.toolType, RECOMMENDATION_TOOL_TYPES)),
    check("analysis_recommendations_gain_range", sql`${t.productivityGain} >= 0 AND ${t.productivityGain} <= 100`),
    check("analysis_recommendations_savings_range", sql`${t.savingsPerYear} >= 0`),
    // hours = 40 × gain / 100 (visitor-side.md §9), so never above a 40-hour week.
    check("analysis_recommendations_hours_range", sql`${t.hoursSavedPerWeek} >= 0 AND ${t.hoursSavedPerWeek} <= 40`),
    check("analysis_recommendations_relevance_range", sql`${t.relevanceScore} IS NULL OR (${t.relevanceScore} >= 0 AND ${t.relevanceScore} <= 5)`),
    check("analysis_recommendations_use_cases_object", sql`${t.aiGeneratedUseCases} IS NULL OR jsonb_typeof(${t.aiGeneratedUseCases}) = 'object'`),
  ],
);

/**
 * Generated use cases per (tool, job title), so POST /api/generate-use-cases answers a repeated
 * question without another model call. job_title_key is the normalised (trimmed, lower-cased)
 * job title.
 */
export const toolUseCases = pgTable(
  "tool_use_cases",
  {
    id: serial("id").primaryKey(),
    toolId: integer("tool_id")
      .notNull()
      .references(() => tools.id, { onDelete: "cascade" }),
    jobTitleKey: text("job_title_key").notNull(),
    specificApplications: text("specific_applications")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    implementationTips: text("implementation_tips")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    successMetrics: text("success_metrics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tool_use_cases_tool_job_unique").on(t.toolId, t.jobTitleKey),
    check("tool_use_cases_key_not_blank", sql`length(trim(${t.jobTitleKey})) > 0`),
    check("tool_use_cases_key_lower", sql`${t.jobTitleKey} = lower(${t.jobTitleKey})`),
  ],
);
