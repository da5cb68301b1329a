// Reading and writing the backup file (app/lib/backup-format.ts has its layout): a gzip stream of
// lines, each section's lines checked against the manifest's row count and SHA-256 once the file
// has been read to its end. A damaged, truncated or foreign file is a BackupError.
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import zlib from "node:zlib";
import postgres from "postgres";
import {
  BACKUP_MAGIC,
  BACKUP_MAGIC_V1,
  backupHeaderSchema,
  backupHeaderV1Schema,
  backupManifestSchema,
  type AnyBackupHeader,
  type BackupManifest,
} from "~/lib/backup-format";

export class BackupError extends Error {}

/** Writes text lines to a gzip file, waiting when the stream asks it to. */
export class LineWriter {
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

/** One section's lines, counted and hashed as the manifest counts them. */
export class SectionDigest {
  private readonly hash = createHash("sha256");
  rows = 0;
  add(line: string): void {
    this.hash.update(line).update("\n");
    this.rows++;
  }
  digest(): { rows: number; checksum: string } {
    return { rows: this.rows, checksum: this.hash.digest("hex") };
  }
}

function openLines(file: string): readline.Interface {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  return readline.createInterface({ input, crlfDelay: Infinity });
}

/** The magic and header lines, as a file or the first bytes of an object in a bucket give them. */
export function parseHeaderLines(lines: readonly string[], name: string): AnyBackupHeader {
  const [magic, json] = lines;
  if (magic !== BACKUP_MAGIC && magic !== BACKUP_MAGIC_V1) throw new BackupError(`${name} is not an Upskill Academy backup.`);
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(json ?? "null");
  } catch {
    throw new BackupError(`${name} has a damaged header.`);
  }
  const header = magic === BACKUP_MAGIC ? backupHeaderSchema.safeParse(parsedJson) : backupHeaderV1Schema.safeParse(parsedJson);
  if (!header.success) throw new BackupError(`${name} has a damaged header.`);
  return header.data;
}

/** The header from the first bytes of a backup (a ranged read of a remote copy): gunzip what is there. */
export function headerFromFirstBytes(bytes: Buffer, name: string): AnyBackupHeader {
  let text: string;
  try {
    text = zlib.gunzipSync(bytes, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString("utf8");
  } catch (error) {
    throw new BackupError(`${name} cannot be read: it is damaged or not a backup (${(error as Error).message}).`);
  }
  return parseHeaderLines(text.split("\n").slice(0, 2), name);
}

/** The first two lines: the magic and the header, or a clear refusal. */
export async function readHeader(file: string): Promise<AnyBackupHeader> {
  const lines = openLines(file);
  try {
    const read: string[] = [];
    for await (const line of lines) {
      read.push(line);
      if (read.length === 2) break;
    }
    return parseHeaderLines(read, path.basename(file));
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path.basename(file)} cannot be read: it is damaged or not a backup (${(error as Error).message}).`);
  } finally {
    lines.close();
  }
}

export type SectionKind = "table" | "deleted" | "jobs";
export interface Section {
  kind: SectionKind;
  /** The table's name ("jobs" for the jobs section). */
  name: string;
  columns: string[];
}
export type SectionHandler = (section: Section) => { line: (text: string) => Promise<void>; end: () => Promise<void> } | undefined;

const SECTION_LINE = /^@(table|deleted) ([a-z_][a-z0-9_]*) (\[.*\])$/;

/**
 * Read a whole backup, checking every section's lines against the manifest at the end; `onSection`
 * receives the lines as they stream. A damaged or truncated file is a BackupError.
 */
export async function readBackup(file: string, onSection?: SectionHandler): Promise<{ header: AnyBackupHeader; manifest: BackupManifest }> {
  const name = path.basename(file);
  const header = await readHeader(file);
  const lines = openLines(file);
  const seen = new Map<string, { rows: number; checksum: string }>();
  let manifest: BackupManifest | null = null;
  let current: { key: string; digest: SectionDigest; handler: ReturnType<SectionHandler> } | null = null;
  let index = 0;
  try {
    for await (const line of lines) {
      index++;
      if (index <= 2) continue;
      if (current) {
        if (line === "\\.") {
          seen.set(current.key, current.digest.digest());
          await current.handler?.end();
          current = null;
        } else {
          current.digest.add(line);
          await current.handler?.line(line);
        }
        continue;
      }
      const section = SECTION_LINE.exec(line);
      if (section || line === "@jobs") {
        const entry: Section = section
          ? { kind: section[1] as "table" | "deleted", name: section[2]!, columns: JSON.parse(section[3]!) as string[] }
          : { kind: "jobs", name: "jobs", columns: [] };
        const key = `${entry.kind} ${entry.name}`;
        if (seen.has(key)) throw new BackupError(`${name} is damaged (section ${key} appears twice).`);
        current = { key, digest: new SectionDigest(), handler: onSection?.(entry) };
        continue;
      }
      if (line.startsWith("@manifest ")) {
        const parsed = backupManifestSchema.safeParse(JSON.parse(line.slice("@manifest ".length)));
        if (!parsed.success) throw new BackupError(`${name} has a damaged manifest.`);
        manifest = parsed.data;
        continue;
      }
      throw new BackupError(`${name} is damaged (unexpected content at line ${index}).`);
    }
  } catch (error) {
    // A database refusing the rows is the target's problem, not the file's.
    if (error instanceof BackupError || error instanceof postgres.PostgresError) throw error;
    throw new BackupError(`${name} is damaged or truncated (${(error as Error).message}).`);
  } finally {
    lines.close();
  }
  if (!manifest || current) throw new BackupError(`${name} is truncated: it ends before its manifest.`);
  const expected = new Map<string, { rows: number; checksum: string }>();
  for (const table of manifest.tables) {
    expected.set(`table ${table.name}`, table);
    if (table.deleted) expected.set(`deleted ${table.name}`, table.deleted);
  }
  if (manifest.jobs) expected.set("jobs jobs", manifest.jobs);
  for (const [key, want] of expected) {
    const got = seen.get(key);
    if (!got || got.rows !== want.rows || got.checksum !== want.checksum) {
      const [kind, table] = key.split(" ");
      throw new BackupError(
        `${name} is damaged: ${kind === "jobs" ? "the queued jobs do" : kind === "deleted" ? `the deletions of table ${table} do` : `table ${table} does`} not match its manifest.`,
      );
    }
  }
  for (const key of seen.keys()) if (!expected.has(key)) throw new BackupError(`${name} is damaged: section ${key} is not in its manifest.`);
  return { header, manifest };
}
