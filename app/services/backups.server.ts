// Logical backups made by the product itself (DESIGN.md §3): every table copied inside one
// REPEATABLE READ snapshot, gzip-compressed, with a manifest of per-table row counts and
// checksums; incremental backups hold the rows created or updated since the previous backup.
// Restoring applies the migrations to an empty database and copies the rows back; verifying
// restores into a scratch database and compares it with the manifest. The file format and the
// prune rule are in app/lib/backup-format.ts; the CLI (`academy backup`) and the backup jobs
// call these functions.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { once } from "node:events";
import zlib from "node:zlib";
import postgres from "postgres";
import { config } from "~/config.server";
import {
  BACKUP_MAGIC,
  backupFileName,
  backupHeaderSchema,
  backupId,
  backupIdFromFileName,
  backupKindOf,
  backupManifestSchema,
  backupsToPrune,
  restoreChain,
  type BackupHeader,
  type BackupKind,
  type BackupManifest,
  type TableManifest,
} from "~/lib/backup-format";
import { migrateDatabase, migrationsFolder } from "../../db/migrate";

export class BackupError extends Error {}

/** One session with fixed output settings, so the same rows always print the same text. */
function connect(url: string) {
  return postgres(url, { max: 1, onnotice: () => {}, connection: { TimeZone: "UTC", DateStyle: "ISO, MDY", extra_float_digits: 1 } });
}

/** The last migration of this code: a backup from a newer one cannot be restored here. */
export function currentSchemaTag(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.at(-1)!.tag;
}

function knownSchemaTags(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  timestamps: string[];
}

/** The product's tables, parents before children (foreign keys), with their columns and keys. */
async function describeTables(sql: postgres.Sql): Promise<TableInfo[]> {
  const rows = await sql<{ name: string; columns: string[]; pk: string[] | null }[]>`
    SELECT c.relname AS name,
      (SELECT array_agg(a.attname ORDER BY a.attnum) FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
      (SELECT array_agg(a.attname ORDER BY array_position(i.indkey::int2[], a.attnum))
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname`;
  const edges = await sql<{ child: string; parent: string }[]>`
    SELECT cl.relname AS child, pl.relname AS parent FROM pg_constraint k
    JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class pl ON pl.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public' AND k.conrelid <> k.confrelid`;
  const tables = rows.map((r) => ({
    name: r.name,
    columns: r.columns,
    primaryKey: r.pk ?? r.columns,
    timestamps: ["created_at", "updated_at"].filter((c) => r.columns.includes(c)),
  }));
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
 * Rows no backup keeps: drawings made through the API for no stored workflow (issue 24) belong
 * to nobody, live a few hours and can be drawn again, so they are left out rather than let any
 * visitor grow every backup. Both the copy and its manifest leave them out alike.
 */
const KEPT_OUT_OF_BACKUPS: Readonly<Record<string, string>> = { workflow_files: '"workflow_id" IS NOT NULL' };

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const columnList = (columns: readonly string[]) => columns.map(ident).join(", ");

/** Writes text lines to a gzip file, waiting when the stream asks it to. */
class LineWriter {
  private readonly gzip = zlib.createGzip();
  private readonly file: fs.WriteStream;
  private readonly done: Promise<void>;
  constructor(target: string) {
    this.file = fs.createWriteStream(target, { mode: 0o600 });
    this.gzip.pipe(this.file);
    this.done = new Promise((resolve, reject) => {
      this.file.on("finish", () => resolve());
      this.file.on("error", reject);
      this.gzip.on("error", reject);
    });
  }
  async write(line: string): Promise<void> {
    if (!this.gzip.write(`${line}\n`)) await once(this.gzip, "drain");
  }
  async close(): Promise<void> {
    this.gzip.end();
    await this.done;
  }
}

/**
 * A table's rows as JSON lines (row_to_json) in primary-key order, read through a cursor; the row
 * count and the SHA-256 of those lines are the manifest's. JSON rather than COPY: postgres.js'
 * COPY streams were seen to hang on larger tables here, and json_populate_recordset reads the
 * same lines back exactly.
 */
async function exportTable(
  sql: postgres.Sql | postgres.TransactionSql,
  table: Pick<TableInfo, "name" | "columns" | "primaryKey">,
  where: string | null,
  onLine?: (line: string) => Promise<void>,
): Promise<{ rows: number; checksum: string }> {
  const hash = createHash("sha256");
  let rows = 0;
  const query = `SELECT row_to_json(r)::text AS line FROM (SELECT ${columnList(table.columns)} FROM ${ident(table.name)}${where ? ` WHERE ${where}` : ""} ORDER BY ${columnList(table.primaryKey)}) r`;
  for await (const batch of sql.unsafe<{ line: string }[]>(query).cursor(1000)) {
    for (const { line } of batch) {
      hash.update(line).update("\n");
      rows++;
      if (onLine) await onLine(line);
    }
  }
  return { rows, checksum: hash.digest("hex") };
}

export interface BackupFile {
  id: string;
  kind: BackupKind;
  file: string;
  bytes: number;
}

export function listBackups(dir = config.backupDir): BackupFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => ({ name, id: backupIdFromFileName(name) }))
    .filter((f): f is { name: string; id: string } => f.id !== null)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ name, id }) => ({ id, kind: backupKindOf(id), file: path.join(dir, name), bytes: fs.statSync(path.join(dir, name)).size }));
}

export interface BackupResult extends BackupFile {
  header: BackupHeader;
  manifest: BackupManifest;
  durationMs: number;
  /** For the backup log: rows of users, toolkits (analyses) and activities (analytics events) in the file. */
  counts: { users: number; toolkits: number; activities: number };
}

/**
 * Write a backup to `dir`. An incremental backup holds the rows created or updated since the
 * previous backup's snapshot; without a full backup to build on, a full one is made instead.
 */
export async function createBackup(kind: BackupKind, options: { url?: string; dir?: string } = {}): Promise<BackupResult> {
  const started = performance.now();
  const dir = options.dir ?? config.backupDir;
  const url = options.url ?? config.databaseUrl;
  if (!url) throw new BackupError("No database: set DATABASE_URL or start the product.");
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const existing = listBackups(dir);
  const lastFull = existing.filter((b) => b.kind === "full").at(-1);
  const effective: BackupKind = kind === "incremental" && !lastFull ? "full" : kind;
  const previous = effective === "incremental" ? await readHeader(existing.at(-1)!.file) : null;

  const sql = connect(url);
  const tmp = path.join(dir, `.partial-${randomBytes(6).toString("hex")}`);
  try {
    const writer = new LineWriter(tmp);
    let header: BackupHeader | undefined;
    const tables: TableManifest[] = [];
    try {
      await sql.begin("ISOLATION LEVEL REPEATABLE READ READ ONLY", async (tx) => {
        const [{ now }] = await tx<{ now: Date }[]>`SELECT now() AS now`;
        header = {
          id: backupId(now, effective),
          kind: effective,
          snapshotAt: now.toISOString(),
          since: previous?.snapshotAt ?? null,
          baseId: effective === "incremental" ? lastFull!.id : null,
          schema: currentSchemaTag(),
        };
        await writer.write(BACKUP_MAGIC);
        await writer.write(JSON.stringify(header));
        for (const table of await describeTables(tx as unknown as postgres.Sql)) {
          const since = previous ? `'${previous.snapshotAt}'::timestamptz` : null;
          const changed = since && table.timestamps.length ? table.timestamps.map((c) => `${ident(c)} >= ${since}`).join(" OR ") : null;
          const kept = KEPT_OUT_OF_BACKUPS[table.name] ?? null;
          const where = changed && kept ? `(${changed}) AND ${kept}` : (changed ?? kept);
          // An incremental copies small tables without timestamps whole.
          await writer.write(`@table ${table.name} ${JSON.stringify(table.columns)}`);
          const { rows, checksum } = await exportTable(tx, table, where, (line) => writer.write(line));
          await writer.write("\\.");
          tables.push({ name: table.name, columns: table.columns, rows, checksum });
        }
      });
      const manifest: BackupManifest = { tables };
      await writer.write(`@manifest ${JSON.stringify(manifest)}`);
    } finally {
      await writer.close();
    }
    const final = path.join(dir, backupFileName(header!.id));
    fs.renameSync(tmp, final);
    const rowsOf = (name: string) => tables.find((t) => t.name === name)?.rows ?? 0;
    return {
      id: header!.id,
      kind: effective,
      file: final,
      bytes: fs.statSync(final).size,
      header: header!,
      manifest: { tables },
      durationMs: Math.round(performance.now() - started),
      counts: { users: rowsOf("users"), toolkits: rowsOf("analyses"), activities: rowsOf("analytics_events") },
    };
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function openLines(file: string): readline.Interface {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  return readline.createInterface({ input, crlfDelay: Infinity });
}

/** The first two lines: the magic and the header, or a clear refusal. */
export async function readHeader(file: string): Promise<BackupHeader> {
  const lines = openLines(file);
  try {
    const read: string[] = [];
    for await (const line of lines) {
      read.push(line);
      if (read.length === 2) break;
    }
    if (read[0] !== BACKUP_MAGIC) throw new BackupError(`${path.basename(file)} is not an Upskill Academy backup.`);
    const header = backupHeaderSchema.safeParse(JSON.parse(read[1] ?? "null"));
    if (!header.success) throw new BackupError(`${path.basename(file)} has a damaged header.`);
    return header.data;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path.basename(file)} cannot be read: it is damaged or not a backup (${(error as Error).message}).`);
  } finally {
    lines.close();
  }
}

type SectionHandler = (table: TableManifest) => { line: (text: string) => Promise<void>; end: () => Promise<void> };

/**
 * Read a whole backup, checking every table's rows against the manifest at the end; `onTable`
 * receives the rows as they stream. A damaged or truncated file is a BackupError.
 */
async function readBackup(file: string, onTable?: SectionHandler): Promise<{ header: BackupHeader; manifest: BackupManifest }> {
  const header = await readHeader(file);
  const lines = openLines(file);
  const seen: TableManifest[] = [];
  let manifest: BackupManifest | null = null;
  let current: { table: TableManifest; hash: ReturnType<typeof createHash>; handler?: ReturnType<SectionHandler> } | null = null;
  let index = 0;
  try {
    for await (const line of lines) {
      index++;
      if (index <= 2) continue;
      if (current) {
        if (line === "\\.") {
          current.table.checksum = current.hash.digest("hex");
          await current.handler?.end();
          seen.push(current.table);
          current = null;
        } else {
          current.hash.update(line).update("\n");
          current.table.rows++;
          await current.handler?.line(line);
        }
        continue;
      }
      const table = /^@table ([a-z_][a-z0-9_]*) (\[.*\])$/.exec(line);
      if (table) {
        const entry: TableManifest = { name: table[1]!, columns: JSON.parse(table[2]!) as string[], rows: 0, checksum: "" };
        current = { table: entry, hash: createHash("sha256"), handler: onTable?.(entry) };
        continue;
      }
      if (line.startsWith("@manifest ")) {
        const parsed = backupManifestSchema.safeParse(JSON.parse(line.slice("@manifest ".length)));
        if (!parsed.success) throw new BackupError(`${path.basename(file)} has a damaged manifest.`);
        manifest = parsed.data;
        continue;
      }
      throw new BackupError(`${path.basename(file)} is damaged (unexpected content at line ${index}).`);
    }
  } catch (error) {
    // A database refusing the rows is the target's problem, not the file's.
    if (error instanceof BackupError || error instanceof postgres.PostgresError) throw error;
    throw new BackupError(`${path.basename(file)} is damaged or truncated (${(error as Error).message}).`);
  } finally {
    lines.close();
  }
  if (!manifest || current) throw new BackupError(`${path.basename(file)} is truncated: it ends before its manifest.`);
  for (const expected of manifest.tables) {
    const got = seen.find((t) => t.name === expected.name);
    if (!got || got.rows !== expected.rows || got.checksum !== expected.checksum) {
      throw new BackupError(`${path.basename(file)} is damaged: table ${expected.name} does not match its manifest.`);
    }
  }
  return { header, manifest };
}

/** Refuse a backup this code cannot restore: another product's file, or a newer schema. */
async function checkRestorable(file: string): Promise<BackupHeader> {
  const header = await readHeader(file);
  if (!knownSchemaTags().includes(header.schema)) {
    throw new BackupError(`${path.basename(file)} comes from a newer version of the product (schema ${header.schema}); upgrade before restoring it.`);
  }
  return header;
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

/** Copy one backup's rows into `sql`: a full backup inserts, an incremental inserts or updates by primary key. */
async function applyBackup(sql: postgres.Sql, file: string, kind: BackupKind, tables: Map<string, TableInfo>): Promise<void> {
  const BATCH = 500;
  await sql.begin(async (tx) => {
    await readBackup(file, (entry) => {
      const info = tables.get(entry.name);
      if (!info) throw new BackupError(`${path.basename(file)} has a table this version does not know: ${entry.name}.`);
      const columns = columnList(entry.columns);
      const updates = entry.columns.filter((c) => !info.primaryKey.includes(c)).map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
      const conflict =
        kind === "incremental" ? ` ON CONFLICT (${columnList(info.primaryKey)}) DO ${updates.length ? `UPDATE SET ${updates.join(", ")}` : "NOTHING"}` : "";
      const insert = `INSERT INTO ${ident(entry.name)} (${columns}) SELECT ${columns} FROM json_populate_recordset(null::${ident(entry.name)}, $1::text::json)${conflict}`;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const rows = `[${batch.join(",")}]`;
        batch = [];
        await tx.unsafe(insert, [rows]);
      };
      return {
        line: async (text) => {
          batch.push(text);
          if (batch.length >= BATCH) await flush();
        },
        end: flush,
      };
    });
  });
}

/** Serial columns continue after the restored ids. */
async function resetSequences(sql: postgres.Sql): Promise<void> {
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
}

/**
 * Restore `file` into the empty database at `targetUrl`: migrations first, then the full backup
 * and the incrementals after it (up to `file` when it is an incremental), all from its folder.
 */
export async function restoreBackup(file: string, targetUrl: string): Promise<RestoreResult> {
  const header = await checkRestorable(file);
  const dir = path.dirname(file);
  const all = listBackups(dir);
  const chain = restoreChain(
    all.map((b) => b.id),
    header.id,
  );
  if (chain.length === 0) throw new BackupError(`No full backup to build ${header.id} on was found in ${dir}.`);
  for (const id of chain) await checkRestorable(all.find((b) => b.id === id)!.file);

  const sql = connect(targetUrl);
  try {
    await assertEmpty(sql);
    await migrateDatabase(targetUrl);
    const tables = new Map((await describeTables(sql)).map((t) => [t.name, t]));
    for (const id of chain) await applyBackup(sql, all.find((b) => b.id === id)!.file, backupKindOf(id), tables);
    await resetSequences(sql);
    return { applied: chain };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export interface VerifyResult {
  ok: boolean;
  problems: string[];
  tables: number;
}

/**
 * Restore into a scratch database on the same server and compare: every table of a full backup
 * must have the manifest's row count and checksum; an incremental must read back whole and
 * restore with its chain. The scratch database is dropped afterwards.
 */
export async function verifyBackup(file: string, serverUrl = config.databaseUrl): Promise<VerifyResult> {
  if (!serverUrl) throw new BackupError("No database server: set DATABASE_URL or start the product.");
  const { header, manifest } = await readBackup(file);
  const scratch = `academy_verify_${randomBytes(5).toString("hex")}`;
  const admin = connect(serverUrl.replace(/\/[^/?]+(\?|$)/, "/postgres$1"));
  const scratchUrl = serverUrl.replace(/\/[^/?]+(\?|$)/, `/${scratch}$1`);
  await admin.unsafe(`CREATE DATABASE ${scratch}`);
  const problems: string[] = [];
  try {
    await restoreBackup(file, scratchUrl);
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
          const got = await exportTable(sql, { ...info, columns: expected.columns }, null);
          if (got.rows !== expected.rows) problems.push(`${expected.name}: ${got.rows} rows restored, ${expected.rows} in the manifest`);
          else if (got.checksum !== expected.checksum) problems.push(`${expected.name}: the restored rows differ from the backup`);
        }
      } finally {
        await sql.end({ timeout: 5 });
      }
    }
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  }
  return { ok: problems.length === 0, problems, tables: manifest.tables.length };
}

/** Delete the backups the prune rule no longer keeps; returns their ids. */
export function pruneBackups(dir = config.backupDir): string[] {
  const all = listBackups(dir);
  const gone = backupsToPrune(all.map((b) => b.id));
  for (const id of gone) fs.rmSync(all.find((b) => b.id === id)!.file, { force: true });
  return gone;
}
