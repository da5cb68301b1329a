CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_hash_length" CHECK (length("recovery_codes"."code_hash") >= 32)
);
--> statement-breakpoint
CREATE TABLE "sign_in_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"return_to" text NOT NULL,
	"password_renewal_required" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"pending_totp_secret" text,
	CONSTRAINT "sign_in_challenges_id_length" CHECK (length("sign_in_challenges"."id") >= 32),
	CONSTRAINT "sign_in_challenges_return_to_local" CHECK ("sign_in_challenges"."return_to" LIKE '/%' AND "sign_in_challenges"."return_to" NOT LIKE '//%')
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"account" text NOT NULL,
	"client_ip" text NOT NULL,
	"failures" integer DEFAULT 1 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_failures_pk" PRIMARY KEY("account","client_ip"),
	CONSTRAINT "sign_in_failures_failures_range" CHECK ("sign_in_failures"."failures" >= 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_code_unique" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_user_id_idx" ON "sign_in_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_challenges_expires_at_idx" ON "sign_in_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_at_idx" ON "sign_in_failures" USING btree ("last_failed_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_totp_enrolled_has_secret" CHECK ("users"."totp_enrolled_at" IS NULL OR "users"."totp_secret" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('user.delete', 'users.export-all', 'users.export-new', 'tool.create', 'tool.update', 'tool.delete', 'payment.delete', 'questionnaire.delete', 'questionnaires.export', 'backup.force', 'backup.full', 'gap-report.generate', 'drive.test', 'drive.sync-user', 'drive.sync-all', 'simulation-draft.create', 'simulation-draft.approve', 'simulation-draft.reject', 'user.reset-2fa'));