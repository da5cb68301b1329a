CREATE TABLE "drive_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_user_id" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "drive_sync_runs_status_check" CHECK ("drive_sync_runs"."status" IN ('queued', 'running', 'finished', 'failed')),
	CONSTRAINT "drive_sync_runs_counts_range" CHECK ("drive_sync_runs"."total" >= 0 AND "drive_sync_runs"."done" >= 0 AND "drive_sync_runs"."failed" >= 0 AND "drive_sync_runs"."failed" <= "drive_sync_runs"."done")
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "drive_sync_runs" ADD CONSTRAINT "drive_sync_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drive_sync_runs_requested_at_idx" ON "drive_sync_runs" USING btree ("requested_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('user.delete', 'users.export-all', 'users.export-new', 'tool.create', 'tool.update', 'tool.delete', 'payment.delete', 'questionnaire.delete', 'questionnaires.export', 'backup.force', 'backup.full', 'gap-report.generate', 'drive.test', 'drive.sync-user', 'drive.sync-all'));