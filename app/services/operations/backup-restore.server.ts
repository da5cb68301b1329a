// Restoring a backup into an empty database: the migrations up to the backup's schema, the full
// backup and its incrementals in one transaction, the queued jobs, then the later migrations.
import path from "node:path";
import postgres from "postgres";
import { backupJobSchema, backupKindOf, type BackupJob, type BackupKind } from "~/lib/backup-format";
import { migrateDatabase } from "../../../db/migrate";
import { BackupError, readBackup, readHeader } from "./backup-file.server";
import { columnList, describeTables, ident, restoreJob, type TableInfo } from "./backup-tables.server";
import { connect } from "./backup-database.server";
import { BackupCatalogue } from "./backup-catalogue.server";

async function assertEmpty(sql: postgres.Sql): Promise<void> {
  const tables = await sql<
    { name: string }[]
  >`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'`;
  for (const { name } of tables) {
    const [row] = await sql.unsafe(`SELECT EXISTS (SELECT 1 FROM ${ident(name)}) AS has`);
    if ((row as unknown as { has: boolean }).has)
      throw new BackupError(`The target database is not empty (table ${name} has rows): restore only into an empty database.`);
  }
}

/**
 * Copy one backup into the restore's transaction: tombstones delete by primary key, a full
 * backup inserts, an incremental inserts or updates by primary key. Returns its queued jobs.
 */
async function applyBackup(tx: postgres.TransactionSql, file: string, kind: BackupKind, tables: Map<string, TableInfo>): Promise<BackupJob[]> {
  const BATCH = 500;
  const jobs: BackupJob[] = [];
  await readBackup(file, (section) => {
    if (section.kind === "jobs") {
      return {
        line: async (text) => {
          const job = backupJobSchema.safeParse(JSON.parse(text));
          if (!job.success) throw new BackupError(`${path.basename(file)} is damaged: a queued job cannot be read.`);
          jobs.push(job.data);
        },
        end: async () => {},
      };
    }
    const info = tables.get(section.name);
    if (!info) throw new BackupError(`${path.basename(file)} has a table this version does not know: ${section.name}.`);
    const columns = columnList(section.columns);
    let statement: string;
    if (section.kind === "deleted") {
      statement = `DELETE FROM ${ident(section.name)} WHERE (${columns}) IN (SELECT ${columns} FROM json_populate_recordset(null::${ident(section.name)}, $1::text::json))`;
    } else {
      const updates = section.columns.filter((c) => !info.primaryKey.includes(c)).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
      const conflict =
        kind === "incremental" ? ` ON CONFLICT (${columnList(info.primaryKey)}) DO ${updates.length ? `UPDATE SET ${updates.join(", ")}` : "NOTHING"}` : "";
      statement = `INSERT INTO ${ident(section.name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${ident(section.name)}, $1::text::json)${conflict}`;
    }
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const rows = `[${batch.join(",")}]`;
      batch = [];
      await tx.unsafe(statement, [rows]);
    };
    return {
      line: async (text) => {
        batch.push(text);
        if (batch.length >= BATCH) await flush();
      },
      end: flush,
    };
  });
  return jobs;
}

/** Serial columns continue after the restored ids. */
async function resetSequences(sql: postgres.TransactionSql): Promise<void> {
  const serials = await sql<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`;
  for (const { table_name, column_name } of serials) {
    await sql.unsafe(
      `SELECT setval(pg_get_serial_sequence('${ident(table_name)}', '${column_name}'), coalesce((SELECT max(${ident(column_name)}) FROM ${ident(table_name)}), 0) + 1, false)`,
    );
  }
}

export interface RestoreResult {
  applied: string[];
  /** Jobs queued again from the last backup applied. */
  jobs: number;
}

export async function restoreFromCatalogue(
  catalogue: BackupCatalogue,
  id: string,
  targetUrl: string,
  alone = false,
  atBackupSchema = alone,
): Promise<RestoreResult> {
  const chain = await catalogue.chainFor(id, alone);
  const files: string[] = [];
  for (const link of chain) files.push(await catalogue.file(link));

  const sql = connect(targetUrl);
  try {
    await assertEmpty(sql);
    // The rows go into the schema they were read from; the migrations after it then run over them.
    const { schema } = await readHeader(files.at(-1)!);
    await migrateDatabase(targetUrl, undefined, { upTo: schema });
    const tables = new Map((await describeTables(sql)).map((t) => [t.name, t]));
    let jobs: BackupJob[] = [];
    // One transaction: a restore that fails part-way leaves the database empty, to try again.
    await sql.begin(async (tx) => {
      // The restored rows are not changes to back up: the restored database's first backup is full.
      await tx`SELECT set_config('academy.backup_restore', 'on', true)`;
      for (const [i, link] of chain.entries()) jobs = await applyBackup(tx, files[i]!, backupKindOf(link), tables);
      for (const job of jobs) await restoreJob(tx, job);
      await resetSequences(tx);
    });
    // verify compares with the manifest at the backup's own schema; a restore ends on this version's.
    if (!atBackupSchema) await migrateDatabase(targetUrl);
    return { applied: chain, jobs: jobs.length };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Restore `source` into the empty database at `targetUrl`: migrations first, then the full
 * backup and the incrementals after it (up to `source` when it is an incremental), then the
 * queued jobs of the last one. `source` is a backup file, an s3:// object, or a backup's id or
 * file name; its chain is looked for beside it, in BACKUP_DIR and in the configured bucket.
 */
export async function restoreBackup(source: string, targetUrl: string): Promise<RestoreResult> {
  const { catalogue, id } = await BackupCatalogue.open(source);
  try {
    return await restoreFromCatalogue(catalogue, id, targetUrl);
  } finally {
    catalogue.dispose();
  }
}
