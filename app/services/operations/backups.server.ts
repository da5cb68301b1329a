// Logical backups made by the product itself (DESIGN.md §3, docs/decisions/0017-backup-consistent-cut.md).
// A backup reads every table inside one REPEATABLE READ READ ONLY transaction and keeps that
// transaction's snapshot as its cut (backup_cuts). A full backup holds every row; an incremental
// holds the rows, and the tombstones of deleted rows, whose keys were written by transactions its
// snapshot sees and the previous backup's did not (the change log of db/migrations/0018), so
// every committed write is in exactly one backup of the chain. Both hold the queued jobs. One
// backup runs at a time per database (an advisory lock); each goes to BACKUP_DIR and, when
// configured, the shared bucket (BACKUP_S3_URL). Restoring applies the migrations to an empty
// database, then the full backup and its incrementals, found in any of those places; verifying
// restores into a scratch database and compares it with the manifest.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { config } from "~/config.server";
import { BACKUP_MAGIC, backupFileName, backupId, type BackupHeader, type BackupKind, type BackupManifest, type TableManifest } from "~/lib/backup-format";
import { BackupError, LineWriter } from "./backup-file.server";
import { configuredS3Store, S3BackupStore } from "./backup-stores.server";
import { describeTables, ensureChangeTracking, exportJobs, exportRows, exportTombstones, truncatedSince } from "./backup-tables.server";
import { connect, appliedSchemaTag } from "./backup-database.server";
import type { BackupFile } from "./backup-listing.server";

export { BackupError } from "./backup-file.server";

/** Another process holds the backup lock: this backup was not made. */
export class BackupBusyError extends BackupError {}

export interface BackupResult extends BackupFile {
  header: BackupHeader;
  manifest: BackupManifest;
  durationMs: number;
  /** Every place the backup was written to: the local file, then the bucket's address. */
  stored: string[];
  /** For the backup log: rows of users, toolkits (analyses) and activities (analytics events) in the file. */
  counts: { users: number; toolkits: number; activities: number };
  /** Why an incremental was asked for and a full one made, if it was. */
  promotedBecause: string | null;
}

/** One backup at a time per database, whichever process or machine starts it. */
const BACKUP_LOCK = "upskill-academy:backup";

interface Cut {
  id: string;
  kind: BackupKind;
  base_id: string;
  snapshot: string;
  schema_tag: string;
}

const snapshotXmax = (snapshot: string) => BigInt(snapshot.split(":")[1]!);

/**
 * Why the incremental asked for must be a full backup, or null. Changes are counted from the
 * previous cut, so there must be one, taken on this schema, on this cluster (a snapshot whose
 * xmax is ahead of ours comes from somewhere else: a dump loaded into another server), with every
 * table tracked since, and no TRUNCATE (which the log records but cannot say row by row).
 */
async function fullBackupReason(
  tx: postgres.TransactionSql,
  previous: Cut | undefined,
  snapshot: string,
  schema: string,
  newlyTracked: string[],
): Promise<string | null> {
  if (!previous) return "no earlier backup of this database to build on";
  if (newlyTracked.length) return `change tracking was (re)installed on ${newlyTracked.join(", ")}`;
  if (previous.schema_tag !== schema) return `the schema changed since the last backup (${previous.schema_tag})`;
  if (snapshotXmax(snapshot) < snapshotXmax(previous.snapshot)) return "the last backup's snapshot is not from this database server";
  if (await truncatedSince(tx, previous.snapshot)) return "a table was truncated since the last backup";
  return null;
}

/**
 * Write a backup to `dir` (and the bucket, when one is configured). An incremental backup holds
 * the rows changed since the previous backup's snapshot; when it cannot (see fullBackupReason),
 * a full one is made instead. Throws BackupBusyError when another backup of the same database is
 * running.
 */
export async function createBackup(kind: BackupKind, options: { url?: string; dir?: string; s3?: S3BackupStore | null } = {}): Promise<BackupResult> {
  const started = performance.now();
  const dir = options.dir ?? config.backupDir;
  const url = options.url ?? config.databaseUrl;
  if (!url) throw new BackupError("No database: set DATABASE_URL or start the product.");
  const bucket = options.s3 === undefined ? configuredS3Store() : options.s3;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });

  const sql = connect(url);
  const tmp = path.join(dir, `.partial-${randomBytes(6).toString("hex")}`);
  let final: string | null = null;
  let storedEverywhere = false;
  try {
    const [{ locked }] = await sql<{ locked: boolean }[]>`SELECT pg_try_advisory_lock(hashtext(${BACKUP_LOCK})) AS locked`;
    if (!locked) throw new BackupBusyError("Another backup of this database is being made (by this or another process); this one was skipped.");
    const newlyTracked = await ensureChangeTracking(sql);
    const [previous] = await sql<Cut[]>`
      SELECT id, kind, base_id, snapshot::text AS snapshot, schema_tag FROM backup_cuts ORDER BY taken_at DESC, id DESC LIMIT 1`;

    const writer = new LineWriter(tmp);
    let header: BackupHeader | undefined;
    let promotedBecause: string | null = null;
    const tables: TableManifest[] = [];
    let jobs: { rows: number; checksum: string } | undefined;
    try {
      await sql.begin("ISOLATION LEVEL REPEATABLE READ READ ONLY", async (tx) => {
        // The first statement fixes the transaction's snapshot: this is the cut.
        const [{ now, snapshot }] = await tx<{ now: Date; snapshot: string }[]>`SELECT now() AS now, pg_current_snapshot()::text AS snapshot`;
        const schema = await appliedSchemaTag(tx);
        const reason = kind === "incremental" ? await fullBackupReason(tx, previous, snapshot, schema, newlyTracked) : null;
        const effective: BackupKind = kind === "incremental" && !reason ? "incremental" : "full";
        promotedBecause = reason;
        const since = effective === "incremental" ? previous!.snapshot : null;
        header = {
          format: 2,
          id: backupId(now, effective),
          kind: effective,
          snapshotAt: now.toISOString(),
          snapshot,
          previousId: since ? previous!.id : null,
          previousSnapshot: since,
          baseId: since ? (previous!.kind === "full" ? previous!.id : previous!.base_id) : null,
          schema,
        };
        await writer.write(BACKUP_MAGIC);
        await writer.write(JSON.stringify(header));
        const described = await describeTables(tx);
        const deleted = new Map<string, TableManifest["deleted"]>();
        if (since) {
          // Tombstones first, children before parents, so a restore can apply the file in order.
          for (const table of [...described].reverse()) {
            await writer.write(`@deleted ${table.name} ${JSON.stringify(table.primaryKey)}`);
            const result = await exportTombstones(tx, table, since, (line) => writer.write(line));
            await writer.write("\\.");
            deleted.set(table.name, { columns: table.primaryKey, ...result });
          }
        }
        for (const table of described) {
          await writer.write(`@table ${table.name} ${JSON.stringify(table.columns)}`);
          const result = await exportRows(tx, table, since, (line) => writer.write(line));
          await writer.write("\\.");
          tables.push({ name: table.name, columns: table.columns, ...result, ...(since ? { deleted: deleted.get(table.name) } : {}) });
        }
        await writer.write("@jobs");
        jobs = await exportJobs(tx, (line) => writer.write(line));
        await writer.write("\\.");
      });
      await writer.write(`@manifest ${JSON.stringify({ tables, jobs } satisfies BackupManifest)}`);
    } finally {
      await writer.close();
    }
    const made = header!;
    final = path.join(dir, backupFileName(made.id));
    fs.renameSync(tmp, final);
    const stored = [final];
    // Only a backup that reached the shared bucket counts: otherwise the next incremental would
    // build on a file other machines cannot see. The run fails, and the job retries it.
    if (bucket) stored.push(await bucket.put(final, made.id));
    storedEverywhere = true;
    await sql.begin(async (tx) => {
      await tx`INSERT INTO backup_cuts (id, kind, base_id, snapshot, schema_tag, taken_at)
        VALUES (${made.id}, ${made.kind}, ${made.baseId ?? made.id}, ${made.snapshot}::pg_snapshot, ${made.schema}, ${made.snapshotAt}::timestamptz)`;
      // What this snapshot saw is never needed again: the next incremental counts from it.
      await tx`DELETE FROM backup_changes WHERE xid < pg_snapshot_xmin(${made.snapshot}::pg_snapshot)`;
    });
    const rowsOf = (name: string) => tables.find((t) => t.name === name)?.rows ?? 0;
    return {
      id: made.id,
      kind: made.kind,
      file: final,
      bytes: fs.statSync(final).size,
      header: made,
      manifest: { tables, jobs },
      durationMs: Math.round(performance.now() - started),
      stored,
      counts: { users: rowsOf("users"), toolkits: rowsOf("analyses"), activities: rowsOf("analytics_events") },
      promotedBecause,
    };
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    // Stored everywhere but not recorded: the file is a sound backup the next one does not continue.
    if (final && !storedEverywhere) fs.rmSync(final, { force: true });
    throw error;
  } finally {
    // Ending the session releases the advisory lock.
    await sql.end({ timeout: 5 });
  }
}
