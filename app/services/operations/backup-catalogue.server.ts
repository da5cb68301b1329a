// Finding a backup's chain for a restore or a verify (docs/decisions/0017-backup-consistent-cut.md):
// the full backup and the incrementals it needs, looked for beside the named file, in BACKUP_DIR,
// in the bucket and on the drive; a missing link is named, never skipped.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { config } from "~/config.server";
import {
  backupFileName,
  backupIdFromFileName,
  backupKindOf,
  chainEndingAt,
  isV2,
  newestChainFrom,
  restoreChainV1,
  type AnyBackupHeader,
  type ChainLink,
} from "~/lib/backup-format";
import { parseS3ObjectUrl, S3UrlError } from "~/lib/backup-s3-url";
import { BackupError } from "./backup-file.server";
import { configuredS3Store, DriveBackupSource, LocalBackupStore, S3BackupStore, type BackupSource, type StoredBackup } from "./backup-stores.server";
import { googleDriveConfigured } from "../../adapters/drive/index.server";
import { checkRestorable } from "./backup-database.server";

/**
 * The backups one restore or verify can draw on: the stores to look in (the one the named backup
 * came from first), the headers read so far, and a scratch folder for downloaded copies.
 */
export class BackupCatalogue {
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
