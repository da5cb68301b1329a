CREATE TABLE "roadmap_challenge_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"roadmap_id" integer NOT NULL,
	"level" integer NOT NULL,
	"challenge_id" text NOT NULL,
	"note" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roadmap_challenge_completions_level_range" CHECK ("roadmap_challenge_completions"."level" >= 1 AND "roadmap_challenge_completions"."level" <= 4),
	CONSTRAINT "roadmap_challenge_completions_note_length" CHECK (length(trim("roadmap_challenge_completions"."note")) BETWEEN 3 AND 500)
);
--> statement-breakpoint
CREATE TABLE "roadmaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_title" text,
	"company_name" text,
	"work_areas" jsonb NOT NULL,
	"tools" jsonb NOT NULL,
	"levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roadmap_challenge_completions" ADD CONSTRAINT "roadmap_challenge_completions_roadmap_id_roadmaps_id_fk" FOREIGN KEY ("roadmap_id") REFERENCES "public"."roadmaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roadmaps" ADD CONSTRAINT "roadmaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roadmap_challenge_completions_unique" ON "roadmap_challenge_completions" USING btree ("roadmap_id","challenge_id");--> statement-breakpoint
CREATE INDEX "roadmaps_user_created_idx" ON "roadmaps" USING btree ("user_id","created_at");