CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"ai_applicability_score" real,
	CONSTRAINT "occupations_code_format" CHECK ("occupations"."code" ~ '^[0-9]{2}-[0-9]{4}\.[0-9]{2}$'),
	CONSTRAINT "occupations_score_range" CHECK ("occupations"."ai_applicability_score" IS NULL OR ("occupations"."ai_applicability_score" >= 0 AND "occupations"."ai_applicability_score" <= 1))
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"job_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_categories_search" text DEFAULT '' NOT NULL,
	"job_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"tool_type" text DEFAULT 'assistant' NOT NULL,
	"pricing_tier" text DEFAULT 'Free' NOT NULL,
	"pricing_model" text DEFAULT 'Free' NOT NULL,
	"price" numeric(10, 2),
	"price_currency" text DEFAULT 'USD' NOT NULL,
	"web_link" text NOT NULL,
	"affiliate_link" text,
	"logo_url" text,
	"logo_emoji" text DEFAULT '🤖' NOT NULL,
	"primary_use_case" text DEFAULT '' NOT NULL,
	"implementation_time" text DEFAULT '1-2 hours' NOT NULL,
	"complexity_level" text DEFAULT 'intermediate' NOT NULL,
	"learning_curve" text DEFAULT 'Easy' NOT NULL,
	"skill_level" text DEFAULT 'beginner' NOT NULL,
	"primary_function" text DEFAULT 'thinking' NOT NULL,
	"industry_relevance" text[] DEFAULT '{}'::text[] NOT NULL,
	"evidence_task" text DEFAULT 'general' NOT NULL,
	"base_productivity_gain" numeric(5, 2) DEFAULT 0 NOT NULL,
	"base_savings_per_year" integer DEFAULT 0 NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"avg_relevance_score" numeric(3, 1) DEFAULT 0 NOT NULL,
	"success_rate" numeric(5, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tools_category_check" CHECK ("tools"."category" IN ('AI Agent', 'AI Assistant', 'Audio', 'Content Creation', 'Design', 'Development', 'HR Management', 'Marketing', 'Presentation', 'Productivity', 'Recruitment', 'Research', 'Sales', 'Video', 'Writing')),
	CONSTRAINT "tools_tool_type_check" CHECK ("tools"."tool_type" IN ('core', 'specialist', 'assistant')),
	CONSTRAINT "tools_pricing_tier_check" CHECK ("tools"."pricing_tier" IN ('Free', 'Freemium', 'Paid', 'Enterprise')),
	CONSTRAINT "tools_pricing_model_check" CHECK ("tools"."pricing_model" IN ('Free', 'Freemium', 'Trial', 'Paid')),
	CONSTRAINT "tools_price_currency_check" CHECK ("tools"."price_currency" IN ('USD', 'EUR', 'GBP', 'AUD')),
	CONSTRAINT "tools_complexity_check" CHECK ("tools"."complexity_level" IN ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "tools_learning_curve_check" CHECK ("tools"."learning_curve" IN ('Easy', 'Moderate', 'Steep')),
	CONSTRAINT "tools_skill_level_check" CHECK ("tools"."skill_level" IN ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "tools_primary_function_check" CHECK ("tools"."primary_function" IN ('thinking', 'writing', 'creating', 'analysing', 'automating', 'communicating', 'coding')),
	CONSTRAINT "tools_evidence_task_check" CHECK ("tools"."evidence_task" IN ('writing', 'coding', 'customer_support', 'consulting', 'legal', 'general')),
	CONSTRAINT "tools_gain_range" CHECK ("tools"."base_productivity_gain" >= 0 AND "tools"."base_productivity_gain" <= 100),
	CONSTRAINT "tools_savings_range" CHECK ("tools"."base_savings_per_year" >= 0),
	CONSTRAINT "tools_usage_range" CHECK ("tools"."usage_count" >= 0),
	CONSTRAINT "tools_relevance_range" CHECK ("tools"."avg_relevance_score" >= 0 AND "tools"."avg_relevance_score" <= 5),
	CONSTRAINT "tools_success_rate_range" CHECK ("tools"."success_rate" IS NULL OR ("tools"."success_rate" >= 0 AND "tools"."success_rate" <= 100)),
	CONSTRAINT "tools_price_range" CHECK ("tools"."price" IS NULL OR "tools"."price" >= 0),
	CONSTRAINT "tools_name_not_blank" CHECK (length(trim("tools"."name")) > 0),
	CONSTRAINT "tools_web_link_http" CHECK ("tools"."web_link" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"email" text PRIMARY KEY NOT NULL,
	"marketing_opt_out" boolean DEFAULT false NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_preferences_email_lower" CHECK ("email_preferences"."email" = lower("email_preferences"."email")),
	CONSTRAINT "email_preferences_email_not_blank" CHECK (length(trim("email_preferences"."email")) > 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_hash_length" CHECK (length("password_reset_tokens"."token_hash") >= 32),
	CONSTRAINT "password_reset_tokens_expiry_after_creation" CHECK ("password_reset_tokens"."expires_at" > "password_reset_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_id_length" CHECK (length("sessions"."id") >= 32),
	CONSTRAINT "sessions_expiry_after_creation" CHECK ("sessions"."expires_at" > "sessions"."created_at")
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "unsubscribe_tokens_email_lower" CHECK ("unsubscribe_tokens"."email" = lower("unsubscribe_tokens"."email")),
	CONSTRAINT "unsubscribe_tokens_email_not_blank" CHECK (length(trim("unsubscribe_tokens"."email")) > 0),
	CONSTRAINT "unsubscribe_tokens_hash_length" CHECK (length("unsubscribe_tokens"."token_hash") >= 32)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"job_title" text,
	"company_name" text,
	"role_description" text,
	"journey_stage" text DEFAULT 'signup' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('user', 'admin')),
	CONSTRAINT "users_username_not_blank" CHECK (length(trim("users"."username")) > 0),
	CONSTRAINT "users_email_shape" CHECK ("users"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
	CONSTRAINT "users_journey_stage_not_blank" CHECK (length(trim("users"."journey_stage")) > 0),
	CONSTRAINT "users_password_hash_not_blank" CHECK ("users"."password_hash" IS NULL OR length("users"."password_hash") > 0)
);
--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"browser_session_id" text,
	"share_token" text,
	"job_title" text NOT NULL,
	"job_description" text,
	"job_category" text,
	"occupation_code" text,
	"industry" text,
	"company_name" text,
	"company_url" text,
	"company_context" jsonb,
	"work_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_tools" jsonb,
	"priority_challenge" text,
	"goal_context" text,
	"custom_challenge" text,
	"average_productivity_gain" numeric(5, 2) DEFAULT 0 NOT NULL,
	"total_savings_per_year" integer DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"engine" text DEFAULT 'builtin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analyses_job_title_not_blank" CHECK (length(trim("analyses"."job_title")) > 0),
	CONSTRAINT "analyses_job_category_check" CHECK ("analyses"."job_category" IS NULL OR "analyses"."job_category" IN ('marketing', 'sales', 'operations', 'hr', 'product', 'finance', 'design', 'development', 'consulting', 'healthcare', 'education', 'creative', 'executive', 'professional_services', 'general')),
	CONSTRAINT "analyses_engine_check" CHECK ("analyses"."engine" IN ('builtin', 'openai')),
	CONSTRAINT "analyses_gain_range" CHECK ("analyses"."average_productivity_gain" >= 0 AND "analyses"."average_productivity_gain" <= 100),
	CONSTRAINT "analyses_savings_range" CHECK ("analyses"."total_savings_per_year" >= 0),
	CONSTRAINT "analyses_share_token_length" CHECK ("analyses"."share_token" IS NULL OR length("analyses"."share_token") >= 16),
	CONSTRAINT "analyses_current_tools_object" CHECK ("analyses"."current_tools" IS NULL OR jsonb_typeof("analyses"."current_tools") = 'object'),
	CONSTRAINT "analyses_company_context_object" CHECK ("analyses"."company_context" IS NULL OR jsonb_typeof("analyses"."company_context") = 'object')
);
--> statement-breakpoint
CREATE TABLE "analysis_aspects" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "analysis_aspects_analysis_id_id_unique" UNIQUE("analysis_id","id"),
	CONSTRAINT "analysis_aspects_position_range" CHECK ("analysis_aspects"."position" >= 0),
	CONSTRAINT "analysis_aspects_name_not_blank" CHECK (length(trim("analysis_aspects"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "analysis_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"aspect_id" integer,
	"tool_id" integer,
	"position" integer NOT NULL,
	"tool_name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"use_case" text,
	"tool_type" text DEFAULT 'assistant' NOT NULL,
	"productivity_gain" numeric(5, 2) DEFAULT 0 NOT NULL,
	"savings_per_year" integer DEFAULT 0 NOT NULL,
	"hours_saved_per_week" numeric(4, 1) DEFAULT 0 NOT NULL,
	"implementation_time" text DEFAULT '1-2 hours' NOT NULL,
	"complexity_level" text DEFAULT 'Medium' NOT NULL,
	"web_link" text,
	"affiliate_link" text,
	"relevance_score" numeric(3, 1),
	"ai_generated_use_cases" jsonb,
	CONSTRAINT "analysis_recommendations_position_range" CHECK ("analysis_recommendations"."position" >= 0),
	CONSTRAINT "analysis_recommendations_tool_name_not_blank" CHECK (length(trim("analysis_recommendations"."tool_name")) > 0),
	CONSTRAINT "analysis_recommendations_tool_type_check" CHECK ("analysis_recommendations"."tool_type" IN ('core', 'specialist', 'assistant', 'agent')),
	CONSTRAINT "analysis_recommendations_gain_range" CHECK ("analysis_recommendations"."productivity_gain" >= 0 AND "analysis_recommendations"."productivity_gain" <= 100),
	CONSTRAINT "analysis_recommendations_savings_range" CHECK ("analysis_recommendations"."savings_per_year" >= 0),
	CONSTRAINT "analysis_recommendations_hours_range" CHECK ("analysis_recommendations"."hours_saved_per_week" >= 0 AND "analysis_recommendations"."hours_saved_per_week" <= 40),
	CONSTRAINT "analysis_recommendations_relevance_range" CHECK ("analysis_recommendations"."relevance_score" IS NULL OR ("analysis_recommendations"."relevance_score" >= 0 AND "analysis_recommendations"."relevance_score" <= 5)),
	CONSTRAINT "analysis_recommendations_use_cases_object" CHECK ("analysis_recommendations"."ai_generated_use_cases" IS NULL OR jsonb_typeof("analysis_recommendations"."ai_generated_use_cases") = 'object')
);
--> statement-breakpoint
CREATE TABLE "tool_use_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"tool_id" integer NOT NULL,
	"job_title_key" text NOT NULL,
	"specific_applications" text[] DEFAULT '{}'::text[] NOT NULL,
	"implementation_tips" text[] DEFAULT '{}'::text[] NOT NULL,
	"success_metrics" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_use_cases_key_not_blank" CHECK (length(trim("tool_use_cases"."job_title_key")) > 0),
	CONSTRAINT "tool_use_cases_key_lower" CHECK ("tool_use_cases"."job_title_key" = lower("tool_use_cases"."job_title_key"))
);
--> statement-breakpoint
CREATE TABLE "coach_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'hero' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_signups_email_shape" CHECK ("coach_signups"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
	CONSTRAINT "coach_signups_source_not_blank" CHECK (length(trim("coach_signups"."source")) > 0)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"work_area" text,
	"work_area_description" text,
	"job_title" text,
	"analysis_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_name_not_blank" CHECK (length(trim("consultations"."name")) > 0),
	CONSTRAINT "consultations_email_shape" CHECK ("consultations"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"user_id" integer,
	"analysis_id" integer,
	"report_id" integer,
	"status" text NOT NULL,
	"transport" text NOT NULL,
	"message_id" text,
	"outbox_path" text,
	"error" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_messages_kind_check" CHECK ("email_messages"."kind" IN ('transactional', 'marketing')),
	CONSTRAINT "email_messages_status_check" CHECK ("email_messages"."status" IN ('sent', 'failed')),
	CONSTRAINT "email_messages_transport_check" CHECK ("email_messages"."transport" IN ('outbox', 'smtp')),
	CONSTRAINT "email_messages_to_address_not_blank" CHECK (length(trim("email_messages"."to_address")) > 0),
	CONSTRAINT "email_messages_template_not_blank" CHECK (length(trim("email_messages"."template")) > 0)
);
--> statement-breakpoint
CREATE TABLE "email_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"analysis_id" integer,
	"current_salary" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_signups_name_not_blank" CHECK (length(trim("email_signups"."name")) > 0),
	CONSTRAINT "email_signups_email_shape" CHECK ("email_signups"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
	CONSTRAINT "email_signups_salary_range" CHECK ("email_signups"."current_salary" IS NULL OR "email_signups"."current_salary" > 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"city" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_signups_name_not_blank" CHECK (length(trim("newsletter_signups"."name")) > 0),
	CONSTRAINT "newsletter_signups_email_shape" CHECK ("newsletter_signups"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_title" text NOT NULL,
	"familiarity_level" text NOT NULL,
	"work_pressure" text NOT NULL,
	"ai_feelings" text NOT NULL,
	"job_improvement_belief" text NOT NULL,
	"ai_task_example" text,
	"training_interest" text NOT NULL,
	"value_outputs" text[] NOT NULL,
	"willingness_to_pay" text NOT NULL,
	"additional_comments" text,
	"early_access_interest" boolean DEFAULT false NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_job_title_not_blank" CHECK (length(trim("questionnaires"."job_title")) > 0),
	CONSTRAINT "questionnaires_familiarity_check" CHECK ("questionnaires"."familiarity_level" IN ('expert', 'intermediate', 'beginner', 'complete-beginner')),
	CONSTRAINT "questionnaires_work_pressure_check" CHECK ("questionnaires"."work_pressure" IN ('yes-often', 'sometimes', 'not-really', 'not-at-all', 'not-sure')),
	CONSTRAINT "questionnaires_ai_feelings_check" CHECK ("questionnaires"."ai_feelings" IN ('curious', 'overwhelmed', 'afraid', 'skeptical', 'excited', 'indifferent')),
	CONSTRAINT "questionnaires_job_improvement_check" CHECK ("questionnaires"."job_improvement_belief" IN ('definitely', 'probably', 'maybe', 'probably-not', 'definitely-not')),
	CONSTRAINT "questionnaires_training_interest_check" CHECK ("questionnaires"."training_interest" IN ('very-interested', 'somewhat-interested', 'neutral', 'not-very-interested', 'not-interested')),
	CONSTRAINT "questionnaires_willingness_check" CHECK ("questionnaires"."willingness_to_pay" IN ('free', '10-29', '30-49', '50-99', '100+')),
	CONSTRAINT "questionnaires_value_outputs_check" CHECK (cardinality("questionnaires"."value_outputs") >= 1 AND "questionnaires"."value_outputs" <@ ARRAY['saving-time', 'clear-examples', 'certificate', 'network-recommendation', 'reusable-toolkit', 'manager-evidence']::text[]),
	CONSTRAINT "questionnaires_early_access_contact" CHECK (NOT "questionnaires"."early_access_interest" OR ("questionnaires"."name" IS NOT NULL AND length(trim("questionnaires"."name")) > 0 AND "questionnaires"."email" IS NOT NULL)),
	CONSTRAINT "questionnaires_email_shape" CHECK ("questionnaires"."email" IS NULL OR "questionnaires"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"email_signup_id" integer,
	"user_id" integer,
	"email" text NOT NULL,
	"job_title" text NOT NULL,
	"download_token" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"pdf_path" text,
	"salary" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" IN ('queued', 'rendering', 'sending', 'sent', 'failed')),
	CONSTRAINT "reports_email_shape" CHECK ("reports"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
	CONSTRAINT "reports_job_title_not_blank" CHECK (length(trim("reports"."job_title")) > 0),
	CONSTRAINT "reports_download_token_length" CHECK (length("reports"."download_token") >= 16),
	CONSTRAINT "reports_salary_range" CHECK ("reports"."salary" IS NULL OR "reports"."salary" > 0),
	CONSTRAINT "reports_sent_has_time" CHECK ("reports"."status" <> 'sent' OR "reports"."sent_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "waitlist_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_signups_name_not_blank" CHECK (length(trim("waitlist_signups"."name")) > 0),
	CONSTRAINT "waitlist_signups_email_shape" CHECK ("waitlist_signups"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
);
--> statement-breakpoint
CREATE TABLE "course_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"payment_id" integer,
	CONSTRAINT "course_access_level_range" CHECK ("course_access"."level" >= 1 AND "course_access"."level" <= 5),
	CONSTRAINT "course_access_completed_after_granted" CHECK ("course_access"."completed_at" IS NULL OR "course_access"."completed_at" >= "course_access"."granted_at")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"job_title" text,
	"product_code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"method" text DEFAULT 'Stripe' NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"stripe_session_id" text,
	"stripe_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('completed', 'pending', 'failed', 'refunded')),
	CONSTRAINT "payments_amount_range" CHECK ("payments"."amount_cents" >= 0),
	CONSTRAINT "payments_currency_format" CHECK ("payments"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "payments_email_not_blank" CHECK (length(trim("payments"."email")) > 0),
	CONSTRAINT "payments_product_code_not_blank" CHECK (length(trim("payments"."product_code")) > 0),
	CONSTRAINT "payments_method_not_blank" CHECK (length(trim("payments"."method")) > 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_events_id_not_blank" CHECK (length(trim("stripe_events"."id")) > 0),
	CONSTRAINT "stripe_events_type_not_blank" CHECK (length(trim("stripe_events"."type")) > 0)
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"feature" text NOT NULL,
	"model" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"total_tokens" integer DEFAULT 0 NOT NULL,
	"cost_usd" numeric(10, 6) DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_tokens_range" CHECK ("ai_usage"."prompt_tokens" >= 0 AND "ai_usage"."completion_tokens" >= 0 AND "ai_usage"."total_tokens" >= 0),
	CONSTRAINT "ai_usage_cost_range" CHECK ("ai_usage"."cost_usd" >= 0),
	CONSTRAINT "ai_usage_feature_not_blank" CHECK (length(trim("ai_usage"."feature")) > 0),
	CONSTRAINT "ai_usage_model_not_blank" CHECK (length(trim("ai_usage"."model")) > 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"analysis_id" integer,
	"user_id" integer,
	"browser_session_id" text,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK ("analytics_events"."name" IN ('toolkit_generation', 'tool_explored', 'scroll_prompt_shown', 'modal_prompt_shown', 'toolkit_download', 'delayed_popup_download', 'email_signup', 'page_view')),
	CONSTRAINT "analytics_events_properties_object" CHECK (jsonb_typeof("analytics_events"."properties") = 'object')
);
--> statement-breakpoint
CREATE TABLE "backup_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"kind" text DEFAULT 'incremental' NOT NULL,
	"users_backed_up" integer DEFAULT 0 NOT NULL,
	"toolkits_backed_up" integer DEFAULT 0 NOT NULL,
	"activities_backed_up" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"errors" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb,
	CONSTRAINT "backup_logs_status_check" CHECK ("backup_logs"."status" IN ('success', 'partial', 'error')),
	CONSTRAINT "backup_logs_kind_check" CHECK ("backup_logs"."kind" IN ('incremental', 'full')),
	CONSTRAINT "backup_logs_counts_range" CHECK ("backup_logs"."users_backed_up" >= 0 AND "backup_logs"."toolkits_backed_up" >= 0 AND "backup_logs"."activities_backed_up" >= 0),
	CONSTRAINT "backup_logs_duration_range" CHECK ("backup_logs"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "drive_sync_state" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"folder_id" text,
	"last_synced_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	CONSTRAINT "drive_sync_state_status_check" CHECK ("drive_sync_state"."status" IN ('pending', 'synced', 'failed')),
	CONSTRAINT "drive_sync_state_synced_has_time" CHECK ("drive_sync_state"."status" <> 'synced' OR "drive_sync_state"."last_synced_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "gap_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"toolkit_count" integer DEFAULT 0 NOT NULL,
	"average_confidence" numeric(5, 4) DEFAULT 0 NOT NULL,
	"job_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"missing_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_sent" boolean DEFAULT false NOT NULL,
	"details" jsonb,
	CONSTRAINT "gap_reports_report_number_range" CHECK ("gap_reports"."report_number" >= 1),
	CONSTRAINT "gap_reports_toolkit_count_range" CHECK ("gap_reports"."toolkit_count" >= 0),
	CONSTRAINT "gap_reports_confidence_range" CHECK ("gap_reports"."average_confidence" >= 0 AND "gap_reports"."average_confidence" <= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_limit_hits_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "rate_limit_hits_count_range" CHECK ("rate_limit_hits"."count" >= 1),
	CONSTRAINT "rate_limit_hits_key_not_blank" CHECK (length(trim("rate_limit_hits"."key")) > 0)
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_occupation_code_occupations_code_fk" FOREIGN KEY ("occupation_code") REFERENCES "public"."occupations"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_aspects" ADD CONSTRAINT "analysis_aspects_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_recommendations" ADD CONSTRAINT "analysis_recommendations_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_recommendations" ADD CONSTRAINT "analysis_recommendations_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_recommendations" ADD CONSTRAINT "analysis_recommendations_aspect_fk" FOREIGN KEY ("analysis_id","aspect_id") REFERENCES "public"."analysis_aspects"("analysis_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_use_cases" ADD CONSTRAINT "tool_use_cases_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_signups" ADD CONSTRAINT "email_signups_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_email_signup_id_email_signups_id_fk" FOREIGN KEY ("email_signup_id") REFERENCES "public"."email_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_access" ADD CONSTRAINT "course_access_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drive_sync_state" ADD CONSTRAINT "drive_sync_state_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupations_title_trgm" ON "occupations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tools_slug_unique" ON "tools" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tools_name_lower_unique" ON "tools" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "tools_name_trgm" ON "tools" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tools_description_trgm" ON "tools" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tools_job_categories_trgm" ON "tools" USING gin ("job_categories_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tools_category_idx" ON "tools" USING btree ("category");--> statement-breakpoint
CREATE INDEX "tools_usage_idx" ON "tools" USING btree ("usage_count","id");--> statement-breakpoint
CREATE INDEX "tools_gain_idx" ON "tools" USING btree ("base_productivity_gain","id");--> statement-breakpoint
CREATE INDEX "tools_savings_idx" ON "tools" USING btree ("base_savings_per_year","id");--> statement-breakpoint
CREATE INDEX "tools_relevance_idx" ON "tools" USING btree ("avg_relevance_score","id");--> statement-breakpoint
CREATE INDEX "tools_name_lower_idx" ON "tools" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "unsubscribe_tokens_token_hash_unique" ON "unsubscribe_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "unsubscribe_tokens_email_idx" ON "unsubscribe_tokens" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_share_token_unique" ON "analyses" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "analyses_user_id_idx" ON "analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analyses_browser_session_id_idx" ON "analyses" USING btree ("browser_session_id");--> statement-breakpoint
CREATE INDEX "analyses_occupation_code_idx" ON "analyses" USING btree ("occupation_code");--> statement-breakpoint
CREATE INDEX "analyses_created_at_idx" ON "analyses" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_aspects_position_unique" ON "analysis_aspects" USING btree ("analysis_id","position");--> statement-breakpoint
CREATE INDEX "analysis_recommendations_analysis_idx" ON "analysis_recommendations" USING btree ("analysis_id","position");--> statement-breakpoint
CREATE INDEX "analysis_recommendations_aspect_id_idx" ON "analysis_recommendations" USING btree ("aspect_id");--> statement-breakpoint
CREATE INDEX "analysis_recommendations_tool_id_idx" ON "analysis_recommendations" USING btree ("tool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_use_cases_tool_job_unique" ON "tool_use_cases" USING btree ("tool_id","job_title_key");--> statement-breakpoint
CREATE INDEX "coach_signups_email_lower_idx" ON "coach_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consultations_analysis_id_idx" ON "consultations" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "consultations_created_at_idx" ON "consultations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_idempotency_key_unique" ON "email_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_messages_to_address_lower_idx" ON "email_messages" USING btree (lower("to_address"));--> statement-breakpoint
CREATE INDEX "email_messages_created_at_idx" ON "email_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "email_messages_user_id_idx" ON "email_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_messages_analysis_id_idx" ON "email_messages" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "email_messages_report_id_idx" ON "email_messages" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "email_signups_analysis_id_idx" ON "email_signups" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "email_signups_email_lower_idx" ON "email_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_signups_created_at_idx" ON "email_signups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email_lower_unique" ON "newsletter_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_email_lower_unique" ON "questionnaires" USING btree (lower("email")) WHERE "questionnaires"."email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "questionnaires_created_at_idx" ON "questionnaires" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_download_token_unique" ON "reports" USING btree ("download_token");--> statement-breakpoint
CREATE INDEX "reports_analysis_id_idx" ON "reports" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "reports_email_signup_id_idx" ON "reports" USING btree ("email_signup_id");--> statement-breakpoint
CREATE INDEX "reports_user_id_idx" ON "reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_email_lower_idx" ON "reports" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_signups_email_lower_unique" ON "waitlist_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "course_access_user_level_unique" ON "course_access" USING btree ("user_id","level");--> statement-breakpoint
CREATE INDEX "course_access_payment_id_idx" ON "course_access" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_session_id_unique" ON "payments" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_event_id_unique" ON "payments" USING btree ("stripe_event_id");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_email_lower_idx" ON "payments" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_usage_created_at_idx" ON "ai_usage" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_at_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_analysis_id_idx" ON "analytics_events" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "analytics_events_user_id_idx" ON "analytics_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "backup_logs_timestamp_idx" ON "backup_logs" USING btree ("timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "drive_sync_state_user_id_unique" ON "drive_sync_state" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "drive_sync_state_last_synced_at_idx" ON "drive_sync_state" USING btree ("last_synced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gap_reports_report_number_unique" ON "gap_reports" USING btree ("report_number");--> statement-breakpoint
CREATE INDEX "gap_reports_created_at_idx" ON "gap_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_start_idx" ON "rate_limit_hits" USING btree ("window_start");