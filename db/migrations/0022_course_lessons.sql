CREATE TABLE "course_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"context" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"certified_at" timestamp with time zone,
	"score" integer,
	"certificate_code" text,
	CONSTRAINT "course_enrolments_level_range" CHECK ("course_enrolments"."level" >= 1 AND "course_enrolments"."level" <= 5),
	CONSTRAINT "course_enrolments_certified_together" CHECK (("course_enrolments"."certified_at" IS NULL) = ("course_enrolments"."certificate_code" IS NULL) AND ("course_enrolments"."certified_at" IS NULL) = ("course_enrolments"."score" IS NULL)),
	CONSTRAINT "course_enrolments_score_range" CHECK ("course_enrolments"."score" IS NULL OR ("course_enrolments"."score" >= 0 AND "course_enrolments"."score" <= 100)),
	CONSTRAINT "course_enrolments_certificate_code_length" CHECK ("course_enrolments"."certificate_code" IS NULL OR length("course_enrolments"."certificate_code") >= 20),
	CONSTRAINT "course_enrolments_context_object" CHECK (jsonb_typeof("course_enrolments"."context") = 'object')
);
--> statement-breakpoint
CREATE TABLE "course_lesson_practice" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"lesson" integer NOT NULL,
	"answer" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lesson_practice_level_range" CHECK ("course_lesson_practice"."level" >= 1 AND "course_lesson_practice"."level" <= 5),
	CONSTRAINT "course_lesson_practice_lesson_range" CHECK ("course_lesson_practice"."lesson" >= 1 AND "course_lesson_practice"."lesson" <= 12),
	CONSTRAINT "course_lesson_practice_answer_length" CHECK (length(trim("course_lesson_practice"."answer")) BETWEEN 40 AND 4000)
);
--> statement-breakpoint
ALTER TABLE "simulation_attempts" ADD COLUMN "course_level" integer;--> statement-breakpoint
ALTER TABLE "simulation_attempts" ADD COLUMN "course_lesson" integer;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson_practice" ADD CONSTRAINT "course_lesson_practice_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_user_level_unique" ON "course_enrolments" USING btree ("user_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_certificate_code_unique" ON "course_enrolments" USING btree ("certificate_code");--> statement-breakpoint
CREATE UNIQUE INDEX "course_lesson_practice_unique" ON "course_lesson_practice" USING btree ("user_id","level","lesson");--> statement-breakpoint
CREATE INDEX "simulation_attempts_course_idx" ON "simulation_attempts" USING btree ("user_id","course_level","course_lesson");--> statement-breakpoint
ALTER TABLE "simulation_attempts" ADD CONSTRAINT "simulation_attempts_course_lesson_pair" CHECK (("simulation_attempts"."course_level" IS NULL) = ("simulation_attempts"."course_lesson" IS NULL));--> statement-breakpoint
ALTER TABLE "simulation_attempts" ADD CONSTRAINT "simulation_attempts_course_no_certificate" CHECK ("simulation_attempts"."course_level" IS NULL OR "simulation_attempts"."certificate_code" IS NULL);--> statement-breakpoint
-- The new tables' writes are logged for incremental backups from the start (0018).
SELECT backup_track_table('course_enrolments'::regclass);--> statement-breakpoint
SELECT backup_track_table('course_lesson_practice'::regclass);
