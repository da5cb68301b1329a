// The cloud drive behind one interface (DESIGN.md §3): Google Drive when a service account and a
// Shared Drive folder are configured, else a local folder with the same layout. Folders and files
// are found by name under their parent, so a second sync updates what the first one wrote.

export type DriveMode = "google" | "local";

export interface DriveEntry {
  id: string;
  name: string;
  folder: boolean;
  /** MD5 of the content (files only), to leave unchanged files alone. */
  md5: string | null;
  size: number | null;
  modifiedTime: string | null;
}

export interface PutResult {
  id: string;
  /** created: a new file; updated: new content in the existing file; unchanged: same content, not written. */
  change: "created" | "updated" | "unchanged";
}

export type DriveBody = Buffer | string | { path: string };

export interface DriveStore {
  readonly mode: DriveMode;
  /** The root every folder hangs from: the Shared Drive folder's id, or the local folder's path. */
  readonly rootId: string;
  /** The folder `name` in `parentId` (the root when omitted), made if missing; its id. */
  ensureFolder(name: string, parentId?: string): Promise<string>;
  /** Write the file `name` in `parentId`: the existing one with that name is updated, never doubled. */
  putFile(parentId: string, name: string, body: DriveBody, mimeType: string): Promise<PutResult>;
  /** What `parentId` (the root when omitted) holds, by name. */
  list(parentId?: string): Promise<DriveEntry[]>;
  /** Remove a file or folder (to the trash on Google Drive). */
  remove(id: string): Promise<void>;
  /** Copy a file's content to the local path `target` (a backup to restore). */
  download(id: string, target: string): Promise<void>;
  /** Reach the root and say what it is, or throw with the reason. */
  check(): Promise<string>;
}

export class DriveError extends Error {}

/** A name a folder or file may have in either store: no path separators, no dot names, no control characters. */
export function assertDriveName(name: string): void {
  if (!name || name === "." || name === ".." || /[/\\\u0000-\u001f]/.test(name) || name.length > 200) {
    throw new DriveError(`Not a usable drive name: ${JSON.stringify(name)}`);
  }
}
