// The AI tools catalogue and the O*NET occupations it is matched against.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  COMPLEXITY_LEVELS,
  EVIDENCE_TASKS,
  LEARNING_CURVES,
  PRICE_CURRENCIES,
  PRICING_MODELS,
  PRICING_TIERS,
  PRIMARY_FUNCTIONS,
  SKILL_LEVELS,
  TOOL_CATEGORIES,
  TOOL_TYPES,
} from "../../app/lib/catalogue-constants";
import { TOOL_KINDS } from "../../app/lib/tool-kinds";
import { LINK_STATUSES } from "../../app/lib/tool-link-check";
import { ACTIVITY_EFFORTS } from "../../app/lib/work-activities";
import { inList } from "./checks";

export const tools = pgTable(
  "tools",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    jobCategories: text("job_categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Lower-cased job categories joined by '|', kept by a trigger so the Job Role filter
    // (substring on any job category) can use a trigram index.
    jobCategoriesSearch: text("job_categories_search").notNull().default(""),
    // What sort of product it is (app/lib/tool-kinds.ts): a toolkit never stacks two of a kind.
    kind: text("kind").notNull().default("other"),
    // The O*NET work activities (IWA ids) it serves: the toolkit engine offers a tool only to
    // people whose job has one of these (app/lib/toolkit-engine.ts).
    activities: text("activities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // How a worker uses it for each of those activities: { "IWA id": "clause" }.
    activityUses: jsonb("activity_uses").$type<Record<string, string>>().notNull().default({}),
    // SOC code prefixes of the occupations it is made for ("!" excludes); empty: anyone.
    forOccupations: text("for_occupations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // A specialty within those occupations ("patent", "personal injury"): offered only when the
    // job title or a chosen work area names one; empty: every such occupation.
    specialties: text("specialties")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobLevels: text("job_levels")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    toolType: text("tool_type").notNull().default("assistant"),
    pricingTier: text("pricing_tier").notNull().default("Free"),
    pricingModel: text("pricing_model").notNull().default("Free"),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }),
    priceCurrency: text("price_currency").notNull().default("USD"),
    webLink: text("web_link").notNull(),
    affiliateLink: text("affiliate_link"),
    logoUrl: text("logo_url"),
    logoEmoji: text("logo_emoji").notNull().default("🤖"),
    primaryUseCase: text("primary_use_case").notNull().default(""),
    implementationTime: text("implementation_time").notNull().default("1-2 hours"),
    complexityLevel: text("complexity_level").notNull().default("intermediate"),
    learningCurve: text("learning_curve").notNull().default("Easy"),
    skillLevel: text("skill_level").notNull().default("beginner"),
    primaryFunction: text("primary_function").notNull().default("thinking"),
    industryRelevance: text("industry_relevance")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    evidenceTask: text("evidence_task").notNull().default("general"),
    baseProductivityGain: numeric("base_productivity_gain", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    baseSavingsPerYear: integer("base_savings_per_year").notNull().default(0),
    usageCount: integer("usage_count").notNull().default(0),
    avgRelevanceScore: numeric("avg_relevance_score", { precision: 3, scale: 1, mode: "number" }).notNull().default(0),
    successRate: numeric("success_rate", { precision: 5, scale: 2, mode: "number" }),
    isActive: boolean("is_active").notNull().default(true),
    // The weekly link check (app/services/catalogue/tool-check.server.ts, app/lib/tool-link-check.ts):
    // when it last ran for this tool, what it found (ok, moved, blocked, dead, unreachable) and the
    // HTTP status of the last answer, the other site's address when the link moved, and how many
    // checks in a row found it dead or unreachable. At LINK_FAILURES_TO_HIDE the tool is hidden
    // (linkHiddenSince) from /tools and new toolkits until an admin restores it or changes its
    // address; a new web_link clears all of these (a trigger, migration 0028).
    linkCheckedAt: timestamp("link_checked_at", { withTimezone: true }),
    linkStatus: text("link_status"),
    linkHttpStatus: integer("link_http_status"),
    linkDetail: text("link_detail"),
    linkMovedTo: text("link_moved_to"),
    linkFailures: integer("link_failures").notNull().default(0),
    linkHiddenSince: timestamp("link_hidden_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tools_slug_unique").on(t.slug),
    uniqueIndex("tools_name_lower_unique").on(sql`lower(${t.name})`),
    index("tools_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`),
    index("tools_description_trgm").using("gin", sql`${t.description} gin_trgm_ops`),
    index("tools_job_categories_trgm").using("gin", sql`${t.jobCategoriesSearch} gin_trgm_ops`),
    index("tools_category_idx").on(t.category),
    index("tools_usage_idx").on(t.usageCount, t.id),
    index("tools_gain_idx").on(t.baseProductivityGain, t.id),
    index("tools_savings_idx").on(t.baseSavingsPerYear, t.id),
    index("tools_relevance_idx").on(t.avgRelevanceScore, t.id),
    index("tools_name_lower_idx").on(sql`lower(${t.name})`, t.id),
    check("tools_category_check", inList(t.category, TOOL_CATEGORIES)),
    check("tools_kind_check", inList(t.kind, TOOL_KINDS)),
    index("tools_activities_idx").using("gin", t.activities),
    check("tools_activity_uses_object", sql`jsonb_typeof(${t.activityUses}) = 'object'`),
    check("tools_tool_type_check", inList(t.toolType, TOOL_TYPES)),
    check("tools_pricing_tier_check", inList(t.pricingTier, PRICING_TIERS)),
    check("tools_pricing_model_check", inList(t.pricingModel, PRICING_MODELS)),
    check("tools_price_currency_check", inList(t.priceCurrency, PRICE_CURRENCIES)),
    check("tools_complexity_check", inList(t.complexityLevel, COMPLEXITY_LEVELS)),
    check("tools_learning_curve_check", inList(t.learningCurve, LEARNING_CURVES)),
    check("tools_skill_level_check", inList(t.skillLevel, SKILL_LEVELS)),
    check("tools_primary_function_check", inList(t.primaryFunction, PRIMARY_FUNCTIONS)),
    check("tools_evidence_task_check", inList(t.evidenceTask, EVIDENCE_TASKS)),
    check("tools_gain_range", sql`${t.baseProductivityGain} >= 0 AND ${t.baseProductivityGain} <= 100`),
    check("tools_savings_range", sql`${t.baseSavingsPerYear} >= 0`),
    check("tools_usage_range", sql`${t.usageCount} >= 0`),
    check("tools_relevance_range", sql`${t.avgRelevanceScore} >= 0 AND ${t.avgRelevanceScore} <= 5`),
    check("tools_success_rate_range", sql`${t.successRate} IS NULL OR (${t.successRate} >= 0 AND ${t.successRate} <= 100)`),
    check("tools_price_range", sql`${t.price} IS NULL OR ${t.price} >= 0`),
    check("tools_name_not_blank", sql`length(trim(${t.name})) > 0`),
    check("tools_web_link_http", sql`${t.webLink} ~ '^https?://'`),
    check("tools_link_status_check", sql`${t.linkStatus} IS NULL OR ${inList(t.linkStatus, LINK_STATUSES)}`),
    check("tools_link_failures_range", sql`${t.linkFailures} >= 0`),
    index("tools_link_flagged_idx")
      .on(t.linkStatus)
      .where(sql`${t.linkStatus} IN ('moved', 'dead', 'unreachable') OR ${t.linkHiddenSince} IS NOT NULL`),
  ],
);

/**
 * One row per tool recommended in a toolkit, appended by the toolkit's transaction and folded into
 * tools.usage_count by a job every minute (issue 25): toolkits never update a shared tools row, so
 * concurrent toolkits neither deadlock nor queue on one another.
 */
export const toolUsageEvents = pgTable("tool_usage_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  toolId: integer("tool_id")
    .notNull()
    .references(() => tools.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** O*NET-SOC occupations with the Tomlinson et al. (2025) AI applicability score (NOTICE.md). */
export const occupations = pgTable(
  "occupations",
  {
    code: text("code").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    aiApplicabilityScore: real("ai_applicability_score"),
  },
  (t) => [
    index("occupations_title_trgm").using("gin", sql`${t.title} gin_trgm_ops`),
    check("occupations_code_format", sql`${t.code} ~ '^[0-9]{2}-[0-9]{4}\\.[0-9]{2}$'`),
    check("occupations_score_range", sql`${t.aiApplicabilityScore} IS NULL OR (${t.aiApplicabilityScore} >= 0 AND ${t.aiApplicabilityScore} <= 1)`),
  ],
);

/**
 * The O*NET intermediate work activities (IWAs) with how often and how well a consumer AI
 * assistant served them (Tomlinson et al. 2025, CC BY 4.0; db/seed/working-with-ai/).
 */
export const workActivities = pgTable(
  "work_activities",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    // The activity in a working person's words (db/seed/activity-labels.json).
    label: text("label").notNull(),
    effort: text("effort").notNull(),
    usageShare: real("usage_share"),
    completion: real("completion"),
    scope: real("scope"),
    // The activity's average share of the week over all occupations (zero where absent): how
    // common it is, so a tool is offered to the jobs that do its work more than most (seed.ts).
    meanShare: real("mean_share").notNull().default(0),
  },
  (t) => [
    check("work_activities_effort_check", inList(t.effort, ACTIVITY_EFFORTS)),
    check("work_activities_completion_range", sql`${t.completion} IS NULL OR (${t.completion} >= 0 AND ${t.completion} <= 1)`),
    check("work_activities_scope_range", sql`${t.scope} IS NULL OR (${t.scope} >= 0 AND ${t.scope} <= 1)`),
  ],
);

/** Each SOC occupation's weight for each work activity (O*NET importance and relevance). */
export const occupationActivities = pgTable(
  "occupation_activities",
  {
    // The 7-character SOC code ("29-1141"); O*NET codes join on their first seven characters.
    socCode: text("soc_code").notNull(),
    activityId: text("activity_id")
      .notNull()
      .references(() => workActivities.id, { onDelete: "cascade" }),
    weight: real("weight").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.socCode, t.activityId] }),
    index("occupation_activities_activity_idx").on(t.activityId),
    check("occupation_activities_weight_positive", sql`${t.weight} > 0`),
    check("occupation_activities_soc_format", sql`${t.socCode} ~ '^[0-9]{2}-[0-9]{4}$'`),
  ],
);

/**
 * Annual wages by SOC code and group, U.S. Bureau of Labor Statistics, Occupational Employment
 * and Wage Statistics, May 2023, national, cross-industry (public domain; db/seed/oews-wages-2023.tsv).
 */
export const occupationWages = pgTable(
  "occupation_wages",
  {
    socCode: text("soc_code").primaryKey(),
    level: text("level").notNull(),
    title: text("title").notNull(),
    pct10: integer("pct10"),
    median: integer("median"),
    pct90: integer("pct90"),
  },
  (t) => [check("occupation_wages_level_check", sql`${t.level} IN ('major', 'minor', 'broad', 'detailed')`)],
);
