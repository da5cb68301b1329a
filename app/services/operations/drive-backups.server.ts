// Backups copied to the cloud drive (DESIGN.md §3: "BACKUP_DIR, and the drive when configured"):
// each backup file goes to the drive's backups/ folder once Google Drive is configured. The local
// default keeps no second copy: it would sit on the same disk as BACKUP_DIR.
import path from "node:path";
import { BACKUPS_FOLDER } from "~/lib/drive-layout";
import { driveSetup, DriveError, googleDriveConfigured, type PutResult } from "../../adapters/drive/index.server";

export type BackupCopy = { copied: false } | { copied: true; name: string; id: string; change: PutResult["change"] };

/** Copy one backup file (streamed) to the drive; throws with the reason when the drive refuses. */
export async function copyBackupToDrive(file: string): Promise<BackupCopy> {
  if (!googleDriveConfigured()) return { copied: false };
  const setup = await driveSetup();
  if (!setup.ok) throw new DriveError(setup.error);
  const folder = await setup.store.ensureFolder(BACKUPS_FOLDER);
  const name = path.basename(file);
  const put = await setup.store.putFile(folder, name, { path: file }, "application/gzip");
  return { copied: true, name, ...put };
}
