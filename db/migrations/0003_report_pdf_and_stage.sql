ALTER TABLE "reports" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_stage_check" CHECK ("reports"."stage" IS NULL OR "reports"."stage" IN ('selecting', 'insights', 'pdf'));