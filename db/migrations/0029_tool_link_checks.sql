ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "link_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "link_status" text;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "link_http_status" integer;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "link_detail" text;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "link_moved_to" text;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "link_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "link_hidden_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tools_link_flagged_idx" ON "tools" USING btree ("link_status") WHERE "tools"."link_status" IN ('moved', 'dead', 'unreachable') OR "tools"."link_hidden_since" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_link_status_check" CHECK ("tools"."link_status" IS NULL OR "tools"."link_status" IN ('ok', 'moved', 'blocked', 'dead', 'unreachable'));--> statement-breakpoint
ALTER TABLE "tools" ADD CONSTRAINT "tools_link_failures_range" CHECK ("tools"."link_failures" >= 0);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('user.delete', 'users.export-all', 'users.export-new', 'tool.create', 'tool.update', 'tool.delete', 'payment.delete', 'questionnaire.delete', 'questionnaires.export', 'backup.force', 'backup.full', 'gap-report.generate', 'drive.test', 'drive.sync-user', 'drive.sync-all', 'simulation-draft.create', 'simulation-draft.approve', 'simulation-draft.reject', 'user.reset-2fa', 'offers.update', 'payment.refund', 'credential.revoke', 'coach-reply.rescore', 'tool.restore-link', 'tool.accept-moved-link'));--> statement-breakpoint
-- A tool given a new address (the admin's form, "take the moved address", an import) starts its
-- link checks afresh: what was found at the old address, and the hiding it led to, no longer apply.
CREATE OR REPLACE FUNCTION tools_reset_link_check() RETURNS trigger AS $$
BEGIN
  IF NEW.web_link IS DISTINCT FROM OLD.web_link THEN
    NEW.link_checked_at := NULL;
    NEW.link_status := NULL;
    NEW.link_http_status := NULL;
    NEW.link_detail := NULL;
    NEW.link_moved_to := NULL;
    NEW.link_failures := 0;
    NEW.link_hidden_since := NULL;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER tools_reset_link_check BEFORE UPDATE OF web_link ON tools FOR EACH ROW EXECUTE FUNCTION tools_reset_link_check();
