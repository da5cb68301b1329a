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
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { config } from "~/config.server";
import {
  BACKUP_MAGIC,
  backupFileName,
  backupId,
  backupIdFromFileName,
  backupJobSchema,
  backupKindOf,
  backupsToPrune,
  chainEndingAt,
  isV2,
  newestChainFrom,
  restoreChainV1,
  type AnyBackupHeader,
  type BackupHeader,
  type BackupJob,
  type BackupKind,
  type BackupManifest,
  type ChainLink,
  type TableManifest,
} from "~/lib/backup-format";
import { parseS3ObjectUrl, S3UrlError } from "~/lib/backup-s3-url";
import { migrateDatabase, migrationsFolder } from "../../db/migrate";
import { BackupError, LineWriter, readBackup, readHeader } from "./backup-file.server";
import {
  configuredS3Store,
  DriveBackupSource,
  LocalBackupStore,
  S3BackupStore,
  type BackupSource,
  type BackupStore,
  type StoredBackup,
} from "./backup-stores.server";
import { googleDriveConfigured } from "./drive/index.server";
import {
  columnList,
  describeTables,
  ensureChangeTracking,
  exportJobs,
  exportRows,
  exportTombstones,
  ident,
  restoreJob,
  truncatedSince,
  type TableInfo,
} from "./backup-tables.server";

export { BackupError } from "./backup-file.server";

/** Another process holds the backup lock: this backup was not made. */
export class BackupBusyError extends BackupError {}

/**
 * One session with fixed output settings, so the same rows always print the same text, and no
 * statement or idle timeout: a backup or a restore is long by nature, unlike a request.
 */
function connect(url: string) {
  return postgres(url, {
    max: 1,
    onnotice: () => {},
    connection: { TimeZone: "UTC", DateStyle: "ISO, MDY", extra_float_digits: 1, statement_timeout: 0, idle_in_transaction_session_timeout: 0 },
  });
}

function journalEntries(): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries;
}

function journalTags(): string[] {
  return journalEntries().map((e) => e.tag);
}

/**
 * The last migration applied to the database being backed up (drizzle records each by its
 * journal time): a restore puts the rows back into that schema, then migrates forward.
 */
async function appliedSchemaTag(sql: postgres.TransactionSql): Promise<string> {
  const [row] = await sql<{ at: string | null }[]>`SELECT max(created_at)::text AS at FROM drizzle.__drizzle_migrations`;
  const entry = journalEntries().find((e) => String(e.when) === row?.at);
  if (!entry) throw new BackupError("This database was migrated by a version of the product this one does not know: back it up with that version.");
  return entry.tag;
}

export interface BackupFile {
  id: string;
  kind: BackupKind;
  file: string;
  bytes: number;
}

/** The backups in a local folder, oldest first. */
export function listBackups(dir = config.backupDir): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({ name, id: backupIdFromFileName(name) }))
    .filter((f): f is { name: string; id: string } => f.id !== null)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ name, id }) => ({ id, kind: backupKindOf(id), file: path.join(dir, name), bytes: fs.statSync(path.join(dir, name)).size }));
}

/** Every backup in BACKUP_DIR and the configured bucket, oldest first (one line per copy). */
export async function listAllBackups(dir = config.backupDir): Promise<StoredBackup[]> {
  const stores: BackupStore[] = [new LocalBackupStore(dir), ...[configuredS3Store()].filter((s) => s !== null)];
  const all = (await Promise.all(stores.map((s) => s.list()))).flat();
  return all.sort((a, b) => a.id.localeCompare(b.id) || a.location.localeCompare(b.location));
}

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

/**
 * The backups one restore or verify can draw on: the stores to look in (the one the named backup
 * came from first), the headers read so far, and a scratch folder for downloaded copies.
 */
class BackupCatalogue {
  private readonly found = new Map<string, BackupSource>();
  /** Places that could not be listed (a bucket or drive that refused): said when a backup is missing. */
  private readonly unreachable: string[] = [];
  private readonly headers = new Map<string, AnyBackupHeader>();
  private readonly files = new Map<string, string>();
  private scratch: string | null = null;
  private readonly stores: BackupSource[];
  private constructor(stores: BackupSource[]) {
    this.stores = googleDriveConfigured() ? [...stores, new DriveBackupSource()] : stores;
  }

  /**
   * Open the catalogue for what the operator named: a local file, an s3:// object, or a backup's
   * id or file name to look for in BACKUP_DIR and the configured bucket.
   */
  static async open(source: string): Promise<{ catalogue: BackupCatalogue; id: string }> {
    const configured = configuredS3Store();
    const local = new LocalBackupStore(config.backupDir);
    if (source.startsWith("s3://")) {
      let target;
      try {
        target = parseS3ObjectUrl(source, process.env.AWS_REGION || "us-east-1");
      } catch (error) {
        if (error instanceof S3UrlError) throw new BackupError(error.message);
        throw error;
      }
      // Without options of its own, an address in the configured bucket uses its server and region.
      if (!source.includes("?") && configured && configured.target.bucket === target.bucket) {
        target = { ...configured.target, prefix: target.prefix, key: target.key };
      }
      const id = backupIdFromFileName(path.posix.basename(target.key));
      if (!id) throw new BackupError(`${source} is not named like a backup (ID.backup.gz).`);
      const catalogue = new BackupCatalogue([
        new S3BackupStore(target),
        ...[configured, local].filter((s): s is S3BackupStore | LocalBackupStore => s !== null),
      ]);
      return { catalogue, id };
    }
    if (fs.existsSync(source) && fs.statSync(source).isFile()) {
      const file = path.resolve(source);
      const id = backupIdFromFileName(path.basename(file));
      if (!id) throw new BackupError(`${path.basename(file)} is not named like a backup (ID.backup.gz): keep the name it was written with.`);
      const stores: BackupSource[] = [new LocalBackupStore(path.dirname(file))];
      if (path.dirname(file) !== local.dir) stores.push(local);
      if (configured) stores.push(configured);
      return { catalogue: new BackupCatalogue(stores), id };
    }
    const id = backupIdFromFileName(source) ?? backupIdFromFileName(backupFileName(source));
    if (!id) throw new BackupError(`${source}: no such file, and not a backup's id or file name.`);
    return { catalogue: new BackupCatalogue([local, ...[configured].filter((s) => s !== null)]), id };
  }

  get where(): string {
    const places = this.stores.map((s) => s.label).join(", ");
    return this.unreachable.length ? `${places} (${this.unreachable.join("; ")})` : places;
  }

  /** Which store has each backup, the first listed winning; listed once per catalogue. */
  private listing: Promise<void> | null = null;
  async index(): Promise<Map<string, BackupSource>> {
    this.listing ??= (async () => {
      for (const store of this.stores) {
        let listed: StoredBackup[];
        try {
          listed = await store.list();
        } catch (error) {
          // Another place may hold the chain: go on, and say so if something is missing.
          this.unreachable.push(`${store.label} could not be read: ${(error as Error).message}`);
          continue;
        }
        for (const b of listed) if (!this.found.has(b.id)) this.found.set(b.id, store);
      }
    })();
    await this.listing;
    return this.found;
  }

  async header(id: string): Promise<AnyBackupHeader> {
    const known = this.headers.get(id);
    if (known) return known;
    const store = (await this.index()).get(id);
    if (!store) throw new BackupError(`Backup ${id} was not found in ${this.where}.`);
    const header = await store.header(id);
    checkRestorable(header);
    if (header.id !== id) throw new BackupError(`${backupFileName(id)} in ${store.label} holds backup ${header.id}: it was renamed or damaged.`);
    this.headers.set(id, header);
    return header;
  }

  /** A local file with the backup's bytes, downloading a remote copy once. */
  async file(id: string): Promise<string> {
    const known = this.files.get(id);
    if (known) return known;
    const store = (await this.index()).get(id);
    if (!store) throw new BackupError(`Backup ${id} was not found in ${this.where}.`);
    this.scratch ??= fs.mkdtempSync(path.join(os.tmpdir(), "academy-restore-"));
    const file = await store.localFile(id, this.scratch);
    this.files.set(id, file);
    return file;
  }

  /**
   * The backups to apply to restore `id`, in order. A full backup comes with the newest
   * incremental built on it, unless `alone` (verify compares a full backup with its own manifest).
   */
  async chainFor(id: string, alone = false): Promise<string[]> {
    const header = await this.header(id);
    if (alone && header.kind === "full") return [id];
    const index = await this.index();
    if (!isV2(header)) {
      // Format 1 chained by time within one folder.
      const store = index.get(id)!;
      const chain = restoreChainV1(
        (await store.list()).map((b) => b.id),
        id,
      );
      if (chain.length === 0) throw new BackupError(`No full backup to build ${id} on was found in ${store.label}.`);
      return chain;
    }
    const links = new Map<string, ChainLink>();
    const link = async (at: string) => {
      const h = await this.header(at);
      if (!isV2(h)) throw new BackupError(`${at} is a backup of the earlier format and cannot continue ${id}'s chain.`);
      links.set(at, { id: at, previousId: h.previousId });
    };
    if (header.kind === "incremental") {
      let at: string | null = id;
      while (at && index.has(at) && !links.has(at)) {
        await link(at);
        at = links.get(at)!.previousId;
      }
      const result = chainEndingAt(links, id);
      if (!result.ok)
        throw new BackupError(`Backup ${result.missing}, which ${result.after} continues, was not found in ${this.where}: ${id} cannot be restored.`);
      return result.chain;
    }
    // A full backup restores with the newest incremental built on it.
    links.set(id, { id, previousId: null });
    for (const later of [...index.keys()].filter((k) => k > id && backupKindOf(k) === "incremental")) {
      const h = await this.header(later);
      if (isV2(h)) links.set(later, { id: later, previousId: h.previousId });
    }
    return newestChainFrom(links, id);
  }

  dispose(): void {
    if (this.scratch) fs.rmSync(this.scratch, { recursive: true, force: true });
  }
}

/** Refuse a backup this code cannot restore: a newer schema. */
function checkRestorable(header: AnyBackupHeader): void {
  if (!journalTags().includes(header.schema)) {
    throw new BackupError(`${backupFileName(header.id)} comes from a newer version of the product (schema ${header.schema}); upgrade before restoring it.`);
  }
}

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

async function restoreFromCatalogue(catalogue: BackupCatalogue, id: string, targetUrl: string, alone = false, atBackupSchema = alone): Promise<RestoreResult> {
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

export interface VerifyResult {
  ok: boolean;
  problems: string[];
  tables: number;
}

/**
 * Restore into a scratch database on the same server and compare: every table of a full backup
 * must have the manifest's row count and checksum, and the queued jobs their count; an
 * incremental must read back whole and restore with its chain. The scratch database is dropped
 * afterwards.
 */
export async function verifyBackup(source: string, serverUrl = config.databaseUrl): Promise<VerifyResult> {
  if (!serverUrl) throw new BackupError("No database server: set DATABASE_URL or start the product.");
  const { catalogue, id } = await BackupCatalogue.open(source);
  try {
    const { header, manifest } = await readBackup(await catalogue.file(id));
    const scratch = `academy_verify_${randomBytes(5).toString("hex")}`;
    const admin = connect(serverUrl.replace(/\/[^/?]+(\?|$)/, "/postgres$1"));
    const scratchUrl = serverUrl.replace(/\/[^/?]+(\?|$)/, `/${scratch}$1`);
    await admin.unsafe(`CREATE DATABASE ${scratch}`);
    const problems: string[] = [];
    try {
      const restored = await restoreFromCatalogue(catalogue, id, scratchUrl, true);
      if (header.kind === "full") {
        const sql = connect(scratchUrl);
        try {
          const tables = new Map((await describeTables(sql)).map((t) => [t.name, t]));
          for (const expected of manifest.tables) {
            const info = tables.get(expected.name);
            if (!info) {
              problems.push(`table ${expected.name} is missing after the restore`);
              continue;
            }
            const got = await exportRows(sql, { ...info, columns: expected.columns }, null);
            if (got.rows !== expected.rows) problems.push(`${expected.name}: ${got.rows} rows restored, ${expected.rows} in the manifest`);
            else if (got.checksum !== expected.checksum) problems.push(`${expected.name}: the restored rows differ from the backup`);
          }
          if (manifest.jobs && restored.jobs !== manifest.jobs.rows)
            problems.push(`queued jobs: ${restored.jobs} restored, ${manifest.jobs.rows} in the manifest`);
        } finally {
          await sql.end({ timeout: 5 });
        }
      }
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    }
    return { ok: problems.length === 0, problems, tables: manifest.tables.length };
  } finally {
    catalogue.dispose();
  }
}

/** Delete the backups the prune rule no longer keeps, in the folder and the bucket; returns their ids. */
export async function pruneBackups(dir = config.backupDir, bucket: S3BackupStore | null = configuredS3Store()): Promise<string[]> {
  const gone = new Set<string>();
  for (const store of [new LocalBackupStore(dir), ...(bucket ? [bucket] : [])]) {
    for (const id of backupsToPrune((await store.list()).map((b) => b.id))) {
      await store.remove(id);
      gone.add(id);
    }
  }
  return [...gone].sort();
}
