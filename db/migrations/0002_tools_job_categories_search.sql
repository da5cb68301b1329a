-- Custom SQL migration file, put your code below! --
-- tools.job_categories_search mirrors job_categories (lower-cased, joined by '|') so the /tools
-- Job Role filter, a substring match on any job category, can use the trigram index
-- tools_job_categories_trgm. A trigger keeps it right whoever writes the row (admin form, seed,
-- CLI import, raw SQL); values written to the column directly are overwritten.
CREATE OR REPLACE FUNCTION tools_set_job_categories_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.job_categories_search := lower(array_to_string(coalesce(NEW.job_categories, '{}'::text[]), '|'));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS tools_job_categories_search_trg ON "tools";
--> statement-breakpoint
CREATE TRIGGER tools_job_categories_search_trg
  BEFORE INSERT OR UPDATE ON "tools"
  FOR EACH ROW EXECUTE FUNCTION tools_set_job_categories_search();
--> statement-breakpoint
-- Rows that existed before the trigger.
UPDATE "tools" SET job_categories_search = lower(array_to_string(job_categories, '|'));
