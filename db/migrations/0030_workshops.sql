CREATE TABLE "workshops" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"location" text NOT NULL,
	"city" text NOT NULL,
	"price" integer NOT NULL,
	"original_price" integer,
	"capacity" integer NOT NULL,
	"places_taken" integer DEFAULT 0 NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"curriculum_title" text DEFAULT '' NOT NULL,
	"curriculum_description" text DEFAULT '' NOT NULL,
	"modules" text[] DEFAULT '{}'::text[] NOT NULL,
	"certificate" boolean DEFAULT false NOT NULL,
	"performance_report" boolean DEFAULT false NOT NULL,
	"linkedin_recommendation" boolean DEFAULT false NOT NULL,
	"level" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"booking_url" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workshops_title_not_blank" CHECK (length(trim("workshops"."title")) > 0),
	CONSTRAINT "workshops_ends_after_start" CHECK ("workshops"."ends_at" > "workshops"."starts_at"),
	CONSTRAINT "workshops_price_range" CHECK ("workshops"."price" >= 0 AND ("workshops"."original_price" IS NULL OR "workshops"."original_price" >= 0)),
	CONSTRAINT "workshops_places_range" CHECK ("workshops"."capacity" > 0 AND "workshops"."places_taken" >= 0 AND "workshops"."places_taken" <= "workshops"."capacity"),
	CONSTRAINT "workshops_level_range" CHECK ("workshops"."level" BETWEEN 1 AND 5),
	CONSTRAINT "workshops_booking_url_https" CHECK ("workshops"."booking_url" LIKE 'https://%')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
CREATE INDEX "workshops_starts_at_idx" ON "workshops" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('user.delete', 'users.export-all', 'users.export-new', 'tool.create', 'tool.update', 'tool.delete', 'payment.delete', 'questionnaire.delete', 'questionnaires.export', 'backup.force', 'backup.full', 'gap-report.generate', 'drive.test', 'drive.sync-user', 'drive.sync-all', 'simulation-draft.create', 'simulation-draft.approve', 'simulation-draft.reject', 'user.reset-2fa', 'offers.update', 'payment.refund', 'credential.revoke', 'coach-reply.rescore', 'tool.restore-link', 'tool.accept-moved-link', 'workshop.create', 'workshop.update', 'workshop.cancel'));--> statement-breakpoint
-- The new table's writes are logged for incremental backups from the start (0018).
SELECT backup_track_table('workshops'::regclass);
