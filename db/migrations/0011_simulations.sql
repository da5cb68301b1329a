CREATE TABLE "simulation_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"point_id" text NOT NULL,
	"option_id" text NOT NULL,
	"credit" real NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulation_answers_credit_check" CHECK ("simulation_answers"."credit" IN (0, 0.5, 1))
);
--> statement-breakpoint
CREATE TABLE "simulation_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"scenario_id" text NOT NULL,
	"scenario" jsonb NOT NULL,
	"role_label" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"score" integer,
	"certificate_code" text,
	CONSTRAINT "simulation_attempts_score_range" CHECK ("simulation_attempts"."score" IS NULL OR ("simulation_attempts"."score" >= 0 AND "simulation_attempts"."score" <= 100)),
	CONSTRAINT "simulation_attempts_finished_scored" CHECK (("simulation_attempts"."finished_at" IS NULL) = ("simulation_attempts"."score" IS NULL)),
	CONSTRAINT "simulation_attempts_certificate_code_length" CHECK ("simulation_attempts"."certificate_code" IS NULL OR length("simulation_attempts"."certificate_code") >= 20),
	CONSTRAINT "simulation_attempts_scenario_object" CHECK (jsonb_typeof("simulation_attempts"."scenario") = 'object')
);
--> statement-breakpoint
CREATE TABLE "simulation_scenario_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_title" text NOT NULL,
	"scenario" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "simulation_scenario_drafts_status_check" CHECK ("simulation_scenario_drafts"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "simulation_scenario_drafts_role_not_blank" CHECK (length(trim("simulation_scenario_drafts"."role_title")) > 0),
	CONSTRAINT "simulation_scenario_drafts_scenario_object" CHECK (jsonb_typeof("simulation_scenario_drafts"."scenario") = 'object')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "simulation_answers" ADD CONSTRAINT "simulation_answers_attempt_id_simulation_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."simulation_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_attempts" ADD CONSTRAINT "simulation_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulation_scenario_drafts" ADD CONSTRAINT "simulation_scenario_drafts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_answers_attempt_point_unique" ON "simulation_answers" USING btree ("attempt_id","point_id");--> statement-breakpoint
CREATE INDEX "simulation_attempts_user_id_idx" ON "simulation_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "simulation_attempts_certificate_code_unique" ON "simulation_attempts" USING btree ("certificate_code");--> statement-breakpoint
CREATE INDEX "simulation_scenario_drafts_role_idx" ON "simulation_scenario_drafts" USING btree (lower("role_title"),"status");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('user.delete', 'users.export-all', 'users.export-new', 'tool.create', 'tool.update', 'tool.delete', 'payment.delete', 'questionnaire.delete', 'questionnaires.export', 'backup.force', 'backup.full', 'gap-report.generate', 'drive.test', 'drive.sync-user', 'drive.sync-all', 'simulation-draft.create', 'simulation-draft.approve', 'simulation-draft.reject'));