// The backups kept: listed from BACKUP_DIR and the configured bucket, and pruned by the keep rule
// (app/lib/backup-format.ts): the newest full backups with every incremental after the oldest.
import fs from "node:fs";
import path from "node:path";
import { config } from "~/config.server";
import { backupIdFromFileName, backupKindOf, backupsToPrune, type BackupKind } from "~/lib/backup-format";
import { configuredS3Store, LocalBackupStore, S3BackupStore, type BackupStore, type StoredBackup } from "./backup-stores.server";

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
