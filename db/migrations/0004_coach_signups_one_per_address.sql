DROP INDEX "coach_signups_email_lower_idx";--> statement-breakpoint
ALTER TABLE "coach_signups" ADD COLUMN "challenges_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_signups" ADD COLUMN "last_challenge_at" timestamp with time zone;--> statement-breakpoint
-- Hand-added: one row per address from now on; keep the first row of any earlier repeats.
DELETE FROM "coach_signups" AS later USING "coach_signups" AS earlier WHERE lower(later."email") = lower(earlier."email") AND later."id" > earlier."id";--> statement-breakpoint
CREATE UNIQUE INDEX "coach_signups_email_lower_unique" ON "coach_signups" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "coach_signups" ADD CONSTRAINT "coach_signups_challenges_sent_range" CHECK ("coach_signups"."challenges_sent" >= 0);