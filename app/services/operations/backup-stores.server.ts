// Where backups are kept and found again: the local folder (BACKUP_DIR, or the folder of a file
// named on the command line), the shared S3-compatible bucket (BACKUP_S3_URL) and the copies on
// Google Drive. A restore looks in all of them for a backup's chain, so the full backup and its
// incrementals need not sit in one place. Copies in the bucket are read by their first bytes for
// the header; remote copies are downloaded to a scratch folder to be restored or verified.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { config } from "~/config.server";
import { backupFileName, backupIdFromFileName, backupKindOf, type AnyBackupHeader, type BackupKind } from "~/lib/backup-format";
import { describeS3Target, parseBackupS3Url, S3UrlError, type S3Target } from "~/lib/backup-s3-url";
import { BACKUPS_FOLDER } from "~/lib/drive-layout";
import { BackupError, headerFromFirstBytes, readHeader } from "./backup-file.server";
import { googleReason } from "../../adapters/drive/google-store.server";
import { driveSetup, type DriveEntry, type DriveStore } from "../../adapters/drive/index.server";

export interface StoredBackup {
  id: string;
  kind: BackupKind;
  bytes: number;
  /** Where it is, for people: a file path or an s3:// address. */
  location: string;
}

/** A place a restore can read backups from. */
export interface BackupSource {
  /** The folder, s3:// prefix or drive folder, for messages. */
  readonly label: string;
  list(): Promise<StoredBackup[]>;
  header(id: string): Promise<AnyBackupHeader>;
  /** A local file with the backup's bytes: the file itself, or a download into `scratchDir`. */
  localFile(id: string, scratchDir: string): Promise<string>;
}

/** A place backups are written to and pruned from. */
export interface BackupStore extends BackupSource {
  put(file: string, id: string): Promise<string>;
  remove(id: string): Promise<void>;
}

export class LocalBackupStore implements BackupStore {
  constructor(readonly dir: string) {}
  get label() {
    return this.dir;
  }
  async list(): Promise<StoredBackup[]> {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .map((name) => ({ name, id: backupIdFromFileName(name) }))
      .filter((f): f is { name: string; id: string } => f.id !== null)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map(({ name, id }) => {
        const file = path.join(this.dir, name);
        return { id, kind: backupKindOf(id), bytes: fs.statSync(file).size, location: file };
      });
  }
  fileOf(id: string): string {
    return path.join(this.dir, backupFileName(id));
  }
  header(id: string) {
    return readHeader(this.fileOf(id));
  }
  async localFile(id: string): Promise<string> {
    return this.fileOf(id);
  }
  async put(file: string, id: string): Promise<string> {
    const target = this.fileOf(id);
    if (path.resolve(file) !== target) fs.copyFileSync(file, target);
    return target;
  }
  async remove(id: string): Promise<void> {
    fs.rmSync(this.fileOf(id), { force: true });
  }
}

/** The first bytes hold the gzip header and the two header lines; 64 KB is far more than they need. */
const HEADER_BYTES = 64 * 1024;

export class S3BackupStore implements BackupStore {
  private client: Promise<S3Client> | null = null;
  constructor(readonly target: S3Target) {}
  get label() {
    return describeS3Target(this.target);
  }
  /** The SDK is loaded only when a bucket is configured. */
  private s3(): Promise<S3Client> {
    this.client ??= import("@aws-sdk/client-s3").then(
      ({ S3Client }) =>
        new S3Client({
          region: this.target.region,
          endpoint: this.target.endpoint ?? undefined,
          forcePathStyle: this.target.forcePathStyle,
          // A backup is a large file written once: a few quick retries, then the run fails and the job retries it.
          maxAttempts: 3,
        }),
    );
    return this.client;
  }
  private keyOf(id: string) {
    return `${this.target.prefix}${backupFileName(id)}`;
  }
  private async send<T>(what: string, call: (client: S3Client, sdk: typeof import("@aws-sdk/client-s3")) => Promise<T>): Promise<T> {
    const [client, sdk] = await Promise.all([this.s3(), import("@aws-sdk/client-s3")]);
    try {
      return await call(client, sdk);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
      const status = e.$metadata?.httpStatusCode ? ` (HTTP ${e.$metadata.httpStatusCode})` : "";
      throw new BackupError(`${what} ${this.label}: ${e.name ?? "Error"}${status}: ${e.message ?? String(error)}`);
    }
  }
  async list(): Promise<StoredBackup[]> {
    return this.send("Listing", async (client, { ListObjectsV2Command }) => {
      const found: StoredBackup[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: this.target.bucket, Prefix: this.target.prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(this.target.prefix.length) ?? "";
          const id = name.includes("/") ? null : backupIdFromFileName(name);
          if (id) found.push({ id, kind: backupKindOf(id), bytes: object.Size ?? 0, location: `s3://${this.target.bucket}/${object.Key}` });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found.sort((a, b) => a.id.localeCompare(b.id));
    });
  }
  async header(id: string): Promise<AnyBackupHeader> {
    const bytes = await this.send(`Reading ${backupFileName(id)} from`, async (client, { GetObjectCommand }) => {
      const got = await client.send(new GetObjectCommand({ Bucket: this.target.bucket, Key: this.keyOf(id), Range: `bytes=0-${HEADER_BYTES - 1}` }));
      return Buffer.from(await got.Body!.transformToByteArray());
    });
    return headerFromFirstBytes(bytes, backupFileName(id));
  }
  async localFile(id: string, scratchDir: string): Promise<string> {
    const file = path.join(scratchDir, backupFileName(id));
    await this.send(`Downloading ${backupFileName(id)} from`, async (client, { GetObjectCommand }) => {
      const got = await client.send(new GetObjectCommand({ Bucket: this.target.bucket, Key: this.keyOf(id) }));
      await pipeline(got.Body as Readable, fs.createWriteStream(file, { mode: 0o600 }));
    });
    return file;
  }
  async put(file: string, id: string): Promise<string> {
    await this.send(`Uploading ${backupFileName(id)} to`, async (client, { PutObjectCommand }) => {
      // One PUT (up to 5 GB): the length is known, so the body streams from the file.
      await client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: this.keyOf(id),
          Body: fs.createReadStream(file),
          ContentLength: fs.statSync(file).size,
          ContentType: "application/gzip",
        }),
      );
    });
    return `s3://${this.target.bucket}/${this.keyOf(id)}`;
  }
  async remove(id: string): Promise<void> {
    await this.send(`Deleting ${backupFileName(id)} from`, async (client, { DeleteObjectCommand }) => {
      await client.send(new DeleteObjectCommand({ Bucket: this.target.bucket, Key: this.keyOf(id) }));
    });
  }
}

/**
 * The backups/ folder on Google Drive, where each backup is copied when Drive is configured
 * (drive-backups.server.ts). Drive has no ranged reads here: a header is read from a download.
 */
export class DriveBackupSource implements BackupSource {
  readonly label = `Google Drive ${BACKUPS_FOLDER}/`;
  private folder: Promise<{ store: DriveStore; entries: DriveEntry[] }> | null = null;
  private contents() {
    this.folder ??= (async () => {
      const setup = await driveSetup();
      if (!setup.ok) throw new BackupError(`Google Drive: ${setup.error}`);
      const folder = (await setup.store.list()).find((e) => e.folder && e.name === BACKUPS_FOLDER);
      return { store: setup.store, entries: folder ? await setup.store.list(folder.id) : [] };
    })();
    return this.folder;
  }
  async list(): Promise<StoredBackup[]> {
    const { entries } = await this.contents();
    return entries
      .map((e) => ({ e, id: e.folder ? null : backupIdFromFileName(e.name) }))
      .filter((x): x is { e: DriveEntry; id: string } => x.id !== null)
      .map(({ e, id }) => ({ id, kind: backupKindOf(id), bytes: e.size ?? 0, location: `${this.label}${e.name}` }))
      .sort((a, b) => a.id.localeCompare(b.id));
  }
  async localFile(id: string, scratchDir: string): Promise<string> {
    const { store, entries } = await this.contents();
    const entry = entries.find((e) => e.name === backupFileName(id));
    if (!entry) throw new BackupError(`Backup ${id} is not in ${this.label}.`);
    const file = path.join(scratchDir, backupFileName(id));
    try {
      await store.download(entry.id, file);
    } catch (error) {
      throw new BackupError(`Downloading ${entry.name} from ${this.label} failed: ${googleReason(error)}`);
    }
    return file;
  }
  async header(id: string): Promise<AnyBackupHeader> {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "academy-drive-header-"));
    try {
      return await readHeader(await this.localFile(id, scratch));
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }
}

/** The configured shared bucket, or null; a malformed BACKUP_S3_URL is a clear BackupError. */
export function configuredS3Store(): S3BackupStore | null {
  const raw = config.backupS3Url;
  if (!raw) return null;
  try {
    return new S3BackupStore(parseBackupS3Url(raw, process.env.AWS_REGION || "us-east-1"));
  } catch (error) {
    if (error instanceof S3UrlError) throw new BackupError(`BACKUP_S3_URL: ${error.message}`);
    throw error;
  }
}
