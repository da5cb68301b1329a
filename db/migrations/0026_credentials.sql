CREATE TABLE "credential_issuer_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_key_multibase" text NOT NULL,
	"sealed_secret_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"attempt_id" integer,
	"enrolment_id" integer,
	"user_id" integer NOT NULL,
	"certificate_code" text NOT NULL,
	"status_list" integer NOT NULL,
	"status_index" integer NOT NULL,
	"credential" json NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revocation_reason" text,
	"revocation_note" text,
	CONSTRAINT "credentials_kind_check" CHECK ("credentials"."kind" IN ('simulation', 'course')),
	CONSTRAINT "credentials_subject_matches_kind" CHECK (("credentials"."kind" = 'simulation' AND "credentials"."attempt_id" IS NOT NULL AND "credentials"."enrolment_id" IS NULL) OR ("credentials"."kind" = 'course' AND "credentials"."enrolment_id" IS NOT NULL AND "credentials"."attempt_id" IS NULL)),
	CONSTRAINT "credentials_status_list_positive" CHECK ("credentials"."status_list" >= 1),
	CONSTRAINT "credentials_status_index_range" CHECK ("credentials"."status_index" >= 0 AND "credentials"."status_index" < 131072),
	CONSTRAINT "credentials_revocation_reason_check" CHECK ("credentials"."revocation_reason" IS NULL OR "credentials"."revocation_reason" IN ('refund', 'admin')),
	CONSTRAINT "credentials_revoked_together" CHECK (("credentials"."revoked_at" IS NULL) = ("credentials"."revocation_reason" IS NULL)),
	CONSTRAINT "credentials_revocation_note_length" CHECK ("credentials"."revocation_note" IS NULL OR length("credentials"."revocation_note") <= 500),
	CONSTRAINT "credentials_credential_object" CHECK (json_typeof("credentials"."credential") = 'object')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_attempt_id_simulation_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."simulation_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_enrolment_id_course_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_issuer_keys_public_key_unique" ON "credential_issuer_keys" USING btree ("public_key_multibase");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_status_entry_unique" ON "credentials" USING btree ("status_list","status_index");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_certificate_code_unique" ON "credentials" USING btree ("certificate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_attempt_unique" ON "credentials" USING btree ("attempt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_enrolment_unique" ON "credentials" USING btree ("enrolment_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('user.delete', 'users.export-all', 'users.export-new', 'tool.create', 'tool.update', 'tool.delete', 'payment.delete', 'questionnaire.delete', 'questionnaires.export', 'backup.force', 'backup.full', 'gap-report.generate', 'drive.test', 'drive.sync-user', 'drive.sync-all', 'simulation-draft.create', 'simulation-draft.approve', 'simulation-draft.reject', 'user.reset-2fa', 'offers.update', 'payment.refund', 'credential.revoke'));--> statement-breakpoint
-- The new tables' writes are logged for incremental backups from the start (0018).
SELECT backup_track_table('credential_issuer_keys'::regclass);--> statement-breakpoint
SELECT backup_track_table('credentials'::regclass);
