-- Backups with a consistent cut (issue 25, docs/decisions/0017-backup-consistent-cut.md).
--
-- Every write to a product table records the primary keys it touched in backup_changes, in the
-- writing transaction itself, stamped with that transaction's id (xid8, which never wraps).
-- A backup reads everything in one REPEATABLE READ transaction and keeps its snapshot in
-- backup_cuts; the next incremental holds exactly the keys written by transactions that its own
-- snapshot sees and the previous backup's snapshot did not (pg_visible_in_snapshot), each with
-- its row as of the new snapshot, or a tombstone when the row is gone. A transaction that was
-- still open at one backup is therefore in the next one, however long it ran, and a deleted
-- row is deleted again on restore.
--
-- The triggers are statement-level with transition tables: one INSERT into the log per
-- statement, however many rows it wrote.
CREATE TABLE "backup_changes" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"table_name" text NOT NULL,
	-- The row's primary key as a JSON object; NULL records a TRUNCATE of the whole table.
	"pk" jsonb
);
--> statement-breakpoint
CREATE INDEX "backup_changes_table_xid" ON "backup_changes" ("table_name", "xid");
--> statement-breakpoint
CREATE TABLE "backup_cuts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('full', 'incremental')),
	"base_id" text NOT NULL,
	"snapshot" pg_snapshot NOT NULL,
	"schema_tag" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- TG_ARGV: the table's primary-key columns. A restore sets academy.backup_restore so the rows
-- it copies in are not logged as new changes (the restored database's first backup is full).
CREATE FUNCTION "backup_record_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	key_expression text;
BEGIN
	IF current_setting('academy.backup_restore', true) = 'on' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'TRUNCATE' THEN
		INSERT INTO backup_changes (table_name, pk) VALUES (TG_TABLE_NAME, NULL);
		RETURN NULL;
	END IF;
	SELECT 'jsonb_build_object(' || string_agg(format('%L, r.%I', col, col), ', ') || ')' INTO key_expression FROM unnest(TG_ARGV) AS col;
	IF TG_OP = 'INSERT' THEN
		EXECUTE format('INSERT INTO backup_changes (table_name, pk) SELECT %L, %s FROM backup_new_rows r', TG_TABLE_NAME, key_expression);
	ELSIF TG_OP = 'DELETE' THEN
		EXECUTE format('INSERT INTO backup_changes (table_name, pk) SELECT %L, %s FROM backup_old_rows r', TG_TABLE_NAME, key_expression);
	ELSE
		-- An update may change the key itself: the old key becomes a tombstone, the new one a row.
		EXECUTE format('INSERT INTO backup_changes (table_name, pk) SELECT %L, k FROM (SELECT %s AS k FROM backup_new_rows r UNION SELECT %s FROM backup_old_rows r) u',
			TG_TABLE_NAME, key_expression, key_expression);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Install (or refresh) the four triggers on one table. Backups call it for any table a later
-- migration creates, and make that backup a full one, since its earlier writes were not logged.
CREATE FUNCTION "backup_track_table"("target" regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	key_columns text;
BEGIN
	SELECT string_agg(quote_literal(a.attname), ', ' ORDER BY array_position(i.indkey::int2[], a.attnum)) INTO key_columns
	FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
	WHERE i.indrelid = target AND i.indisprimary;
	IF key_columns IS NULL THEN
		RAISE EXCEPTION 'table % has no primary key: backups track changes by primary key', target;
	END IF;
	EXECUTE format('CREATE OR REPLACE TRIGGER backup_changes_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS backup_new_rows FOR EACH STATEMENT EXECUTE FUNCTION backup_record_changes(%s)', target, key_columns);
	EXECUTE format('CREATE OR REPLACE TRIGGER backup_changes_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS backup_old_rows NEW TABLE AS backup_new_rows FOR EACH STATEMENT EXECUTE FUNCTION backup_record_changes(%s)', target, key_columns);
	EXECUTE format('CREATE OR REPLACE TRIGGER backup_changes_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS backup_old_rows FOR EACH STATEMENT EXECUTE FUNCTION backup_record_changes(%s)', target, key_columns);
	EXECUTE format('CREATE OR REPLACE TRIGGER backup_changes_truncate AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION backup_record_changes(%s)', target, key_columns);
END
$$;
--> statement-breakpoint
SELECT backup_track_table(c.oid)
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname NOT IN ('backup_changes', 'backup_cuts');
