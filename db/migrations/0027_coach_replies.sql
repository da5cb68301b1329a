CREATE TABLE "coach_challenge_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"signup_id" integer NOT NULL,
	"challenge_id" text NOT NULL,
	"number" integer NOT NULL,
	"reason" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_challenge_sends_reason_known" CHECK ("coach_challenge_sends"."reason" IN ('signup', 'card', 'invitation')),
	CONSTRAINT "coach_challenge_sends_number_positive" CHECK ("coach_challenge_sends"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coach_inbound_drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_via" text NOT NULL,
	"reason" text NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"sender" text DEFAULT '' NOT NULL,
	"send_id" integer,
	"answered" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_inbound_drops_via_known" CHECK ("coach_inbound_drops"."received_via" IN ('smtp', 'webhook', 'imap')),
	CONSTRAINT "coach_inbound_drops_reason_known" CHECK ("coach_inbound_drops"."reason" IN ('unknown-token', 'other-sender', 'auto-reply'))
);
--> statement-breakpoint
CREATE TABLE "coach_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_signup_id" integer NOT NULL,
	"invitee_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"invitee_signup_id" integer
);
--> statement-breakpoint
CREATE TABLE "coach_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"send_id" integer NOT NULL,
	"received_via" text NOT NULL,
	"message_id" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"size_bytes" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attempt" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"problem" text,
	"clarity" real,
	"impact" real,
	"confidence" real,
	"overall" real,
	"card" jsonb,
	"scorer_version" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "coach_replies_via_known" CHECK ("coach_replies"."received_via" IN ('smtp', 'webhook', 'imap')),
	CONSTRAINT "coach_replies_status_known" CHECK ("coach_replies"."status" IN ('queued', 'scored', 'unscorable', 'failed')),
	CONSTRAINT "coach_replies_problem_known" CHECK ("coach_replies"."problem" IS NULL OR "coach_replies"."problem" IN ('empty', 'attachment-only', 'too-large', 'language', 'too-many')),
	CONSTRAINT "coach_replies_attempt_positive" CHECK ("coach_replies"."attempt" >= 1),
	CONSTRAINT "coach_replies_scores_range" CHECK ("coach_replies"."overall" IS NULL OR ("coach_replies"."overall" BETWEEN 0 AND 10))
);
--> statement-breakpoint
ALTER TABLE "coach_challenge_sends" ADD CONSTRAINT "coach_challenge_sends_signup_id_coach_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."coach_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_inbound_drops" ADD CONSTRAINT "coach_inbound_drops_send_id_coach_challenge_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."coach_challenge_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_inviter_signup_id_coach_signups_id_fk" FOREIGN KEY ("inviter_signup_id") REFERENCES "public"."coach_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_invitations" ADD CONSTRAINT "coach_invitations_invitee_signup_id_coach_signups_id_fk" FOREIGN KEY ("invitee_signup_id") REFERENCES "public"."coach_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_replies" ADD CONSTRAINT "coach_replies_send_id_coach_challenge_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."coach_challenge_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_challenge_sends_signup_number_unique" ON "coach_challenge_sends" USING btree ("signup_id","number");--> statement-breakpoint
CREATE INDEX "coach_challenge_sends_challenge_idx" ON "coach_challenge_sends" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "coach_inbound_drops_sender_idx" ON "coach_inbound_drops" USING btree (lower("sender"),"received_at");--> statement-breakpoint
CREATE INDEX "coach_inbound_drops_received_idx" ON "coach_inbound_drops" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_invitations_invitee_unique" ON "coach_invitations" USING btree (lower("invitee_email"));--> statement-breakpoint
CREATE INDEX "coach_invitations_inviter_idx" ON "coach_invitations" USING btree ("inviter_signup_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coach_replies_send_message_unique" ON "coach_replies" USING btree ("send_id","message_id");--> statement-breakpoint
CREATE INDEX "coach_replies_received_idx" ON "coach_replies" USING btree ("received_at");--> statement-breakpoint
-- The new tables' writes are logged for incremental backups from the start (0018).
SELECT backup_track_table('coach_challenge_sends'::regclass);--> statement-breakpoint
SELECT backup_track_table('coach_replies'::regclass);--> statement-breakpoint
SELECT backup_track_table('coach_inbound_drops'::regclass);--> statement-breakpoint
SELECT backup_track_table('coach_invitations'::regclass);
