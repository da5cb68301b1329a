CREATE TABLE "workflow_files" (
	"id" text PRIMARY KEY NOT NULL,
	"workflow_id" integer,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_files_kind_check" CHECK ("workflow_files"."kind" IN ('image', 'flowchart', 'pdf')),
	CONSTRAINT "workflow_files_id_format" CHECK ("workflow_files"."id" ~ '^[A-Za-z0-9_-]{22,64}$')
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"browser_session_id" text,
	"share_token" text NOT NULL,
	"job_role" text NOT NULL,
	"industry" text NOT NULL,
	"current_tool" text NOT NULL,
	"work_area" text NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"occupation_code" text,
	"engine" text DEFAULT 'builtin' NOT NULL,
	"options" jsonb NOT NULL,
	"selected_option_id" text,
	"detail" jsonb,
	"detail_engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflows_job_role_not_blank" CHECK (length(trim("workflows"."job_role")) > 0),
	CONSTRAINT "workflows_industry_check" CHECK ("workflows"."industry" IN ('Technology', 'Healthcare', 'Finance', 'Education', 'Marketing', 'Sales', 'Manufacturing', 'Retail', 'Professional Services', 'Government', 'Other')),
	CONSTRAINT "workflows_engine_check" CHECK ("workflows"."engine" IN ('builtin', 'openai')),
	CONSTRAINT "workflows_detail_engine_check" CHECK ("workflows"."detail_engine" IS NULL OR "workflows"."detail_engine" IN ('builtin', 'openai')),
	CONSTRAINT "workflows_share_token_length" CHECK (length("workflows"."share_token") >= 16),
	CONSTRAINT "workflows_options_array" CHECK (jsonb_typeof("workflows"."options") = 'array'),
	CONSTRAINT "workflows_detail_object" CHECK ("workflows"."detail" IS NULL OR jsonb_typeof("workflows"."detail") = 'object')
);
--> statement-breakpoint
ALTER TABLE "workflow_files" ADD CONSTRAINT "workflow_files_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_occupation_code_occupations_code_fk" FOREIGN KEY ("occupation_code") REFERENCES "public"."occupations"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_files_workflow_id_idx" ON "workflow_files" USING btree ("workflow_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "workflows_share_token_unique" ON "workflows" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "workflows_user_id_idx" ON "workflows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "workflows_browser_session_id_idx" ON "workflows" USING btree ("browser_session_id");