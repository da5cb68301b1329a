ALTER TABLE "users" ADD COLUMN "certificate_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_name_corrected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_certificate_name_length" CHECK ("users"."certificate_name" IS NULL OR length("users"."certificate_name") BETWEEN 1 AND 100);