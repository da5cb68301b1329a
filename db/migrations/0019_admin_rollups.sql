-- Admin rollups (issue 25, docs/decisions/0018-admin-rollups.md): the dashboard and the Analytics
-- tab read per-day counters instead of counting and grouping whole tables.
--
-- No hot rows. A writer never updates a shared counter: a statement-level trigger on each counted
-- table appends the statement's net change, grouped by UTC day (and key), to
-- admin_rollups.deltas, a new row per statement, so concurrent toolkits never wait on one another.
-- A job (fold-admin-rollups, every minute) moves the deltas into admin_rollups.daily and
-- admin_rollups.totals in one statement; it is their only writer, one run at a time. A reader adds
-- the pending deltas to the folded rows in one query (one snapshot), so its answer is exact
-- whether or not the job has run: a delta is either still pending or folded, never both.
--
-- The tables live in a schema of their own: they are derived data, left out of the product's
-- backups (which copy the public schema). A restore that inserts rows fires the triggers and
-- rebuilds them; one that bypasses triggers runs SELECT admin_rollups.rebuild() afterwards.
--
-- Metrics (key):
--   users             accounts, by the UTC day of created_at ('')
--   toolkits          analyses, by day and coalesce(job_category, 'general')
--   builtin_toolkits  analyses made by the built-in engine, by day ('')
--   events            analytics_events, by day and name
--   ai_usage          model calls, by day (''): n calls, quantity = total tokens, amount = cost in USD
CREATE SCHEMA IF NOT EXISTS admin_rollups;
--> statement-breakpoint
CREATE TABLE admin_rollups.deltas (
	id bigserial PRIMARY KEY,
	metric text NOT NULL,
	day date NOT NULL,
	key text NOT NULL DEFAULT '',
	n bigint NOT NULL DEFAULT 0,
	quantity bigint NOT NULL DEFAULT 0,
	amount numeric NOT NULL DEFAULT 0
);
--> statement-breakpoint
-- A queue: rows come and go every minute, so it is vacuumed after every thousand dead rows rather
-- than after a fifth of the table, and stays a few pages for the readers' scans.
ALTER TABLE admin_rollups.deltas SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000);
--> statement-breakpoint
CREATE TABLE admin_rollups.daily (
	metric text NOT NULL,
	day date NOT NULL,
	key text NOT NULL DEFAULT '',
	n bigint NOT NULL DEFAULT 0,
	quantity bigint NOT NULL DEFAULT 0,
	amount numeric NOT NULL DEFAULT 0,
	PRIMARY KEY (metric, day, key)
);
--> statement-breakpoint
CREATE TABLE admin_rollups.totals (
	metric text NOT NULL,
	key text NOT NULL DEFAULT '',
	n bigint NOT NULL DEFAULT 0,
	quantity bigint NOT NULL DEFAULT 0,
	amount numeric NOT NULL DEFAULT 0,
	PRIMARY KEY (metric, key)
);
--> statement-breakpoint
-- Inserted and deleted rows, one delta row per (metric, day, key) the statement touched. Transition
-- tables: a bulk insert (a restore, a seed) costs one grouped insert, not one per row.
CREATE FUNCTION admin_rollups.users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO admin_rollups.deltas (metric, day, n)
		SELECT 'users', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM added GROUP BY 2;
	ELSE
		INSERT INTO admin_rollups.deltas (metric, day, n)
		SELECT 'users', (created_at AT TIME ZONE 'UTC')::date, -count(*) FROM removed GROUP BY 2;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION admin_rollups.analyses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO admin_rollups.deltas (metric, day, key, n)
		SELECT 'toolkits', (created_at AT TIME ZONE 'UTC')::date, coalesce(job_category, 'general'), count(*) FROM added GROUP BY 2, 3
		UNION ALL
		SELECT 'builtin_toolkits', (created_at AT TIME ZONE 'UTC')::date, '', count(*) FROM added WHERE engine = 'builtin' GROUP BY 2;
	ELSE
		INSERT INTO admin_rollups.deltas (metric, day, key, n)
		SELECT 'toolkits', (created_at AT TIME ZONE 'UTC')::date, coalesce(job_category, 'general'), -count(*) FROM removed GROUP BY 2, 3
		UNION ALL
		SELECT 'builtin_toolkits', (created_at AT TIME ZONE 'UTC')::date, '', -count(*) FROM removed WHERE engine = 'builtin' GROUP BY 2;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION admin_rollups.events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO admin_rollups.deltas (metric, day, key, n)
		SELECT 'events', (created_at AT TIME ZONE 'UTC')::date, name, count(*) FROM added GROUP BY 2, 3;
	ELSE
		INSERT INTO admin_rollups.deltas (metric, day, key, n)
		SELECT 'events', (created_at AT TIME ZONE 'UTC')::date, name, -count(*) FROM removed GROUP BY 2, 3;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION admin_rollups.ai_usage_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO admin_rollups.deltas (metric, day, n, quantity, amount)
		SELECT 'ai_usage', (created_at AT TIME ZONE 'UTC')::date, count(*), sum(total_tokens), sum(cost_usd) FROM added GROUP BY 2;
	ELSE
		INSERT INTO admin_rollups.deltas (metric, day, n, quantity, amount)
		SELECT 'ai_usage', (created_at AT TIME ZONE 'UTC')::date, -count(*), -sum(total_tokens), -sum(cost_usd) FROM removed GROUP BY 2;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An update that changes what a row counts for (rare: the product never does it, a restore or an
-- operator might) moves it: minus the old row, plus the new one. Row-level, and only WHEN such a
-- column changed, so the frequent updates (last sign-in, report status) cost nothing here.
CREATE FUNCTION admin_rollups.row_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'users' THEN
		INSERT INTO admin_rollups.deltas (metric, day, n) VALUES
			('users', (OLD.created_at AT TIME ZONE 'UTC')::date, -1),
			('users', (NEW.created_at AT TIME ZONE 'UTC')::date, 1);
	ELSIF TG_TABLE_NAME = 'analyses' THEN
		INSERT INTO admin_rollups.deltas (metric, day, key, n) VALUES
			('toolkits', (OLD.created_at AT TIME ZONE 'UTC')::date, coalesce(OLD.job_category, 'general'), -1),
			('toolkits', (NEW.created_at AT TIME ZONE 'UTC')::date, coalesce(NEW.job_category, 'general'), 1);
		INSERT INTO admin_rollups.deltas (metric, day, n)
		SELECT 'builtin_toolkits', d, s FROM (VALUES
			((OLD.created_at AT TIME ZONE 'UTC')::date, -1, OLD.engine = 'builtin'),
			((NEW.created_at AT TIME ZONE 'UTC')::date, 1, NEW.engine = 'builtin')) AS b(d, s, counted)
		WHERE counted;
	ELSIF TG_TABLE_NAME = 'analytics_events' THEN
		INSERT INTO admin_rollups.deltas (metric, day, key, n) VALUES
			('events', (OLD.created_at AT TIME ZONE 'UTC')::date, OLD.name, -1),
			('events', (NEW.created_at AT TIME ZONE 'UTC')::date, NEW.name, 1);
	ELSIF TG_TABLE_NAME = 'ai_usage' THEN
		INSERT INTO admin_rollups.deltas (metric, day, n, quantity, amount) VALUES
			('ai_usage', (OLD.created_at AT TIME ZONE 'UTC')::date, -1, -OLD.total_tokens, -OLD.cost_usd),
			('ai_usage', (NEW.created_at AT TIME ZONE 'UTC')::date, 1, NEW.total_tokens, NEW.cost_usd);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row triggers: the table's metrics start again from zero.
CREATE FUNCTION admin_rollups.table_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM admin_rollups.deltas WHERE metric = ANY (TG_ARGV);
	DELETE FROM admin_rollups.daily WHERE metric = ANY (TG_ARGV);
	DELETE FROM admin_rollups.totals WHERE metric = ANY (TG_ARGV);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_rollups_insert AFTER INSERT ON users REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.users_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_delete AFTER DELETE ON users REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.users_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_update AFTER UPDATE OF created_at ON users FOR EACH ROW
	WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION admin_rollups.row_moved();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.table_emptied('users');
--> statement-breakpoint
CREATE TRIGGER admin_rollups_insert AFTER INSERT ON analyses REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.analyses_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_delete AFTER DELETE ON analyses REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.analyses_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_update AFTER UPDATE OF created_at, job_category, engine ON analyses FOR EACH ROW
	WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.job_category IS DISTINCT FROM NEW.job_category OR OLD.engine IS DISTINCT FROM NEW.engine)
	EXECUTE FUNCTION admin_rollups.row_moved();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_truncate AFTER TRUNCATE ON analyses FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.table_emptied('toolkits', 'builtin_toolkits');
--> statement-breakpoint
CREATE TRIGGER admin_rollups_insert AFTER INSERT ON analytics_events REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.events_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_delete AFTER DELETE ON analytics_events REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.events_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_update AFTER UPDATE OF created_at, name ON analytics_events FOR EACH ROW
	WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION admin_rollups.row_moved();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_truncate AFTER TRUNCATE ON analytics_events FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.table_emptied('events');
--> statement-breakpoint
CREATE TRIGGER admin_rollups_insert AFTER INSERT ON ai_usage REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.ai_usage_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_delete AFTER DELETE ON ai_usage REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.ai_usage_changed();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_update AFTER UPDATE OF created_at, total_tokens, cost_usd ON ai_usage FOR EACH ROW
	WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.total_tokens IS DISTINCT FROM NEW.total_tokens OR OLD.cost_usd IS DISTINCT FROM NEW.cost_usd)
	EXECUTE FUNCTION admin_rollups.row_moved();
--> statement-breakpoint
CREATE TRIGGER admin_rollups_truncate AFTER TRUNCATE ON ai_usage FOR EACH STATEMENT EXECUTE FUNCTION admin_rollups.table_emptied('ai_usage');
--> statement-breakpoint
-- The job's step: up to `batch` deltas (oldest first) into the daily and total rows, in one
-- statement, so the rows it deletes are exactly the ones it adds. One run at a time (a second
-- returns 0 at once and leaves the work to the first); it writes in key order all the same.
-- Returns the deltas folded.
CREATE FUNCTION admin_rollups.fold(batch integer DEFAULT 50000) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
	folded bigint;
BEGIN
	IF NOT pg_try_advisory_xact_lock(hashtext('admin_rollups.fold')) THEN
		RETURN 0;
	END IF;
	WITH moved AS (
		DELETE FROM admin_rollups.deltas WHERE id IN (SELECT id FROM admin_rollups.deltas ORDER BY id LIMIT batch)
		RETURNING metric, day, key, n, quantity, amount
	), per_day AS (
		SELECT metric, day, key, sum(n) AS n, sum(quantity) AS quantity, sum(amount) AS amount FROM moved GROUP BY metric, day, key
	), days AS (
		INSERT INTO admin_rollups.daily AS d (metric, day, key, n, quantity, amount)
		SELECT metric, day, key, n, quantity, amount FROM per_day ORDER BY metric, day, key
		ON CONFLICT (metric, day, key) DO UPDATE
			SET n = d.n + EXCLUDED.n, quantity = d.quantity + EXCLUDED.quantity, amount = d.amount + EXCLUDED.amount
	), all_time AS (
		INSERT INTO admin_rollups.totals AS t (metric, key, n, quantity, amount)
		SELECT metric, key, sum(n), sum(quantity), sum(amount) FROM per_day GROUP BY metric, key ORDER BY metric, key
		ON CONFLICT (metric, key) DO UPDATE
			SET n = t.n + EXCLUDED.n, quantity = t.quantity + EXCLUDED.quantity, amount = t.amount + EXCLUDED.amount
	)
	SELECT count(*) INTO folded FROM moved;
	RETURN folded;
END $$;
--> statement-breakpoint
-- Everything again from the counted tables, which are locked against writes meanwhile so no
-- change falls between the count and the triggers. The backfill below, and the repair after a
-- restore that bypassed the triggers.
CREATE FUNCTION admin_rollups.rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE public.users, public.analyses, public.analytics_events, public.ai_usage IN SHARE MODE;
	PERFORM pg_advisory_xact_lock(hashtext('admin_rollups.fold'));
	DELETE FROM admin_rollups.deltas;
	DELETE FROM admin_rollups.daily;
	DELETE FROM admin_rollups.totals;
	INSERT INTO admin_rollups.daily (metric, day, key, n, quantity, amount)
	SELECT 'users', (created_at AT TIME ZONE 'UTC')::date, '', count(*), 0, 0 FROM public.users GROUP BY 2
	UNION ALL
	SELECT 'toolkits', (created_at AT TIME ZONE 'UTC')::date, coalesce(job_category, 'general'), count(*), 0, 0 FROM public.analyses GROUP BY 2, 3
	UNION ALL
	SELECT 'builtin_toolkits', (created_at AT TIME ZONE 'UTC')::date, '', count(*), 0, 0 FROM public.analyses WHERE engine = 'builtin' GROUP BY 2
	UNION ALL
	SELECT 'events', (created_at AT TIME ZONE 'UTC')::date, name, count(*), 0, 0 FROM public.analytics_events GROUP BY 2, 3
	UNION ALL
	SELECT 'ai_usage', (created_at AT TIME ZONE 'UTC')::date, '', count(*), coalesce(sum(total_tokens), 0), coalesce(sum(cost_usd), 0) FROM public.ai_usage GROUP BY 2;
	INSERT INTO admin_rollups.totals (metric, key, n, quantity, amount)
	SELECT metric, key, sum(n), sum(quantity), sum(amount) FROM admin_rollups.daily GROUP BY metric, key;
END $$;
--> statement-breakpoint
SELECT admin_rollups.rebuild();
