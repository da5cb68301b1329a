// What a backup reads and a restore writes, table by table (docs/decisions/0017-backup-consistent-cut.md):
// the product's tables in foreign-key order, the change log the triggers of
// db/migrations/0018_backup_cut.sql keep, the rows and tombstones an incremental takes from it,
// and the queued jobs. The file and the runs are in backups.server.ts.
import type postgres from "postgres";
import type { BackupJob } from "~/lib/backup-format";
import { SectionDigest } from "./backup-file.server";

type Sql = postgres.Sql | postgres.TransactionSql;

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** The SQL type of each primary-key column, to read keys back from the change log's JSON. */
  keyTypes: string[];
}

/** The change log and the cuts describe this database's backups, not its data: never backed up. */
export const BACKUP_BOOKKEEPING = ["backup_changes", "backup_cuts"] as const;

/**
 * Rows no backup keeps: drawings made through the API for no stored workflow (issue 24) belong
 * to nobody, live a few hours and can be drawn again, so they are left out rather than let any
 * visitor grow every backup. Both the copy and its manifest leave them out alike.
 */
const KEPT_OUT_OF_BACKUPS: Readonly<Record<string, string>> = { workflow_files: '"workflow_id" IS NOT NULL' };

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const columnList = (columns: readonly string[]) => columns.map(ident).join(", ");

/** The product's tables, parents before children (foreign keys), with their columns and keys. */
export async function describeTables(sql: Sql): Promise<TableInfo[]> {
  const rows = await sql<{ name: string; columns: string[]; pk: string[] | null; pk_types: string[] | null }[]>`
    SELECT c.relname AS name,
      (SELECT array_agg(a.attname ORDER BY a.attnum) FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
      (SELECT array_agg(a.attname ORDER BY array_position(i.indkey::int2[], a.attnum))
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indrelid = c.oid AND i.indisprimary) AS pk,
      (SELECT array_agg(format_type(a.atttypid, a.atttypmod) ORDER BY array_position(i.indkey::int2[], a.attnum))
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indrelid = c.oid AND i.indisprimary) AS pk_types
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> ALL(${[...BACKUP_BOOKKEEPING]})
    ORDER BY c.relname`;
  const edges = await sql<{ child: string; parent: string }[]>`
    SELECT cl.relname AS child, pl.relname AS parent FROM pg_constraint k
    JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class pl ON pl.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND k.conrelid <> k.confrelid`;
  const tables = rows.map((r) => ({ name: r.name, columns: r.columns, primaryKey: r.pk ?? r.columns, keyTypes: r.pk_types ?? [] }));
  // Parents first, so rows restore without breaking a foreign key; ties by name.
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.name) && edges.every((e) => e.child !== t.name || placed.has(e.parent)));
    const pick = next ?? tables.find((t) => !placed.has(t.name))!;
    ordered.push(pick);
    placed.add(pick.name);
  }
  return ordered;
}

/**
 * Make sure every product table has the change-log triggers, keyed by its current primary key;
 * returns the tables that had to be (re)tracked. Their earlier writes were never logged, so the
 * backup that follows must be a full one. Runs in its own committed transaction before the
 * snapshot: CREATE TRIGGER waits for the table's open writers, so every write the snapshot does
 * not see is logged.
 */
export async function ensureChangeTracking(sql: postgres.Sql): Promise<string[]> {
  const untracked = await sql<{ name: string }[]>`
    SELECT c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> ALL(${[...BACKUP_BOOKKEEPING]})
      AND (SELECT count(*) FROM pg_trigger t
           WHERE t.tgrelid = c.oid AND t.tgenabled <> 'D'
             AND t.tgname IN ('backup_changes_insert', 'backup_changes_update', 'backup_changes_delete', 'backup_changes_truncate')
             -- tgargs holds the key columns, each ended by a zero byte, which encode() shows as a backslash and 000.
             AND encode(t.tgargs, 'escape') = (SELECT string_agg(a.attname || '\\000', '' ORDER BY array_position(i.indkey::int2[], a.attnum))
                             FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                             WHERE i.indrelid = c.oid AND i.indisprimary)) < 4
    ORDER BY 1`;
  if (untracked.length === 0) return [];
  await sql.begin(async (tx) => {
    for (const { name } of untracked) await tx`SELECT backup_track_table(${ident(name)}::regclass)`;
  });
  return untracked.map((t) => t.name);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The keys of a table changed in the interval, as a subquery with the key columns' names: the
 * log's entries that the previous snapshot ($2) did not see. Those this snapshot does not see
 * are invisible to this transaction anyway, being written by the same transactions as the rows.
 */
function changedKeys(table: TableInfo): string {
  const keys = table.primaryKey.map((c, i) => `(c.pk->>${literal(c)})::${table.keyTypes[i]} AS ${ident(c)}`).join(", ");
  return `SELECT DISTINCT ${keys} FROM backup_changes c
    WHERE c.table_name = $1 AND c.pk IS NOT NULL AND c.xid >= pg_snapshot_xmin($2::pg_snapshot) AND NOT pg_visible_in_snapshot(c.xid, $2::pg_snapshot)`;
}

export interface SectionResult {
  rows: number;
  checksum: string;
}

async function streamLines(sql: Sql, query: string, params: string[], onLine?: (line: string) => Promise<void>): Promise<SectionResult> {
  const digest = new SectionDigest();
  for await (const batch of sql.unsafe<{ line: string }[]>(query, params).cursor(1000)) {
    for (const { line } of batch) {
      digest.add(line);
      if (onLine) await onLine(line);
    }
  }
  return digest.digest();
}

/**
 * A table's rows as JSON lines (row_to_json) in primary-key order, read through a cursor: all of
 * them, or (`since`, the previous backup's snapshot) only those whose key changed after it. JSON
 * rather than COPY: postgres.js' COPY streams were seen to hang on larger tables here, and
 * json_populate_recordset reads the same lines back exactly.
 */
export function exportRows(sql: Sql, table: TableInfo, since: string | null, onLine?: (line: string) => Promise<void>): Promise<SectionResult> {
  const filters = [
    KEPT_OUT_OF_BACKUPS[table.name],
    since ? `(${columnList(table.primaryKey)}) IN (SELECT ${columnList(table.primaryKey)} FROM (${changedKeys(table)}) k)` : undefined,
  ].filter(Boolean);
  const query = `SELECT row_to_json(r)::text AS line FROM (SELECT ${columnList(table.columns)} FROM ${ident(table.name)}${filters.length ? ` WHERE ${filters.join(" AND ")}` : ""} ORDER BY ${columnList(table.primaryKey)}) r`;
  return streamLines(sql, query, since ? [table.name, since] : [], onLine);
}

/**
 * The tombstones of an incremental: keys that changed after `since` and have no row (kept in
 * backups) at this snapshot, as JSON objects of the key columns, in key order.
 */
export function exportTombstones(sql: Sql, table: TableInfo, since: string, onLine?: (line: string) => Promise<void>): Promise<SectionResult> {
  const kept = KEPT_OUT_OF_BACKUPS[table.name];
  const match = table.primaryKey.map((c) => `t.${ident(c)} = k.${ident(c)}`).join(" AND ");
  const query = `SELECT row_to_json(k)::text AS line
    FROM (${changedKeys(table)}) k
    WHERE NOT EXISTS (SELECT 1 FROM (SELECT * FROM ${ident(table.name)}${kept ? ` WHERE ${kept}` : ""}) t WHERE ${match})
    ORDER BY ${columnList(table.primaryKey)}`;
  return streamLines(sql, query, [table.name, since], onLine);
}

/** Whether any tracked table was truncated in the interval: then only a full backup is right. */
export async function truncatedSince(sql: Sql, since: string): Promise<boolean> {
  const [row] = await sql<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM backup_changes WHERE pk IS NULL AND NOT pg_visible_in_snapshot(xid, ${since}::pg_snapshot)) AS any`;
  return row!.any;
}

/** Task identifiers never kept: a restored database runs its own backups. */
const JOBS_NOT_KEPT = ["backup-incremental", "backup-full"];

/**
 * The jobs still to run at the snapshot (Graphile Worker's queue: a job row lives until it
 * succeeds or runs out of attempts), with the attempts they have left. Graphile's public `jobs`
 * view leaves out payloads, so this reads its tables (graphile-worker is pinned in package.json).
 */
export function exportJobs(sql: Sql, onLine?: (line: string) => Promise<void>): Promise<SectionResult> {
  const query = `SELECT json_build_object(
      'task', t.identifier, 'payload', j.payload, 'queue', q.queue_name, 'runAt', to_char(j.run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'maxAttempts', greatest(j.max_attempts - j.attempts, 1), 'key', j.key, 'priority', j.priority,
      'flags', coalesce((SELECT json_agg(f ORDER BY f) FROM jsonb_object_keys(j.flags) f), '[]'::json))::text AS line
    FROM graphile_worker._private_jobs j
    JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    LEFT JOIN graphile_worker._private_job_queues q ON q.id = j.job_queue_id
    WHERE j.attempts < j.max_attempts AND t.identifier <> ALL($1::text[])
    ORDER BY j.run_at, j.id`;
  return streamLines(sql, query, [`{${JOBS_NOT_KEPT.join(",")}}`], onLine);
}

/** Queue a backed-up job again in the restored database. */
export async function restoreJob(sql: Sql, job: BackupJob): Promise<void> {
  await sql`SELECT graphile_worker.add_job(${job.task}, ${sql.json(job.payload as postgres.JSONValue)}::json, ${job.queue}, ${job.runAt}::timestamptz,
    ${job.maxAttempts}, ${job.key}, ${job.priority}, ${job.flags.length ? job.flags : null}::text[])`;
}
