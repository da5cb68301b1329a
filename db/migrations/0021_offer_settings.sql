CREATE TABLE "offer_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"bundle_ends_at" timestamp with time zone NOT NULL,
	"prelaunch_prices" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "offer_settings_one_row" CHECK ("offer_settings"."id" = 1),
	CONSTRAINT "offer_settings_updated_by_not_blank" CHECK (length(trim("offer_settings"."updated_by")) > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('user.delete', 'users.export-all', 'users.export-new', 'tool.create', 'tool.update', 'tool.delete', 'payment.delete', 'questionnaire.delete', 'questionnaires.export', 'backup.force', 'backup.full', 'gap-report.generate', 'drive.test', 'drive.sync-user', 'drive.sync-all', 'simulation-draft.create', 'simulation-draft.approve', 'simulation-draft.reject', 'user.reset-2fa', 'offers.update'));--> statement-breakpoint
-- Incremental backups log this table's writes like every other's (0018).
SELECT backup_track_table('offer_settings'::regclass);
