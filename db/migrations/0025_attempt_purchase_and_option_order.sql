ALTER TABLE "simulation_attempts" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "simulation_attempts" ADD COLUMN "option_seed" text;--> statement-breakpoint
ALTER TABLE "simulation_attempts" ADD CONSTRAINT "simulation_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulation_attempts_payment_id_idx" ON "simulation_attempts" USING btree ("payment_id");--> statement-breakpoint
-- Attempts made before issue 28 belong to the purchase they were started under: the buyer's
-- latest simulation payment made before the attempt began (what the old "since paid" rule read).
UPDATE "simulation_attempts" a SET "payment_id" = (
  SELECT p."id" FROM "payments" p
  WHERE p."user_id" = a."user_id" AND p."product_code" = 'simulation' AND p."created_at" <= a."started_at"
  ORDER BY p."created_at" DESC, p."id" DESC LIMIT 1
) WHERE a."course_level" IS NULL;
