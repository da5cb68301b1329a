CREATE TABLE "email_confirmation_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmation_tokens_hash_length" CHECK (length("email_confirmation_tokens"."token_hash") >= 32),
	CONSTRAINT "email_confirmation_tokens_expiry_after_creation" CHECK ("email_confirmation_tokens"."expires_at" > "email_confirmation_tokens"."created_at")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "access_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "email_confirmation_tokens" ADD CONSTRAINT "email_confirmation_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_confirmation_tokens_token_hash_unique" ON "email_confirmation_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_confirmation_tokens_user_id_idx" ON "email_confirmation_tokens" USING btree ("user_id");--> statement-breakpoint
-- Payments recorded before this migration were fulfilled when they arrived.
UPDATE "payments" SET "access_granted_at" = "created_at" WHERE "status" = 'completed';
