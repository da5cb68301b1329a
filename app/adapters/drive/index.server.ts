// Which drive this process uses (DESIGN.md §3): Google Drive once either Google variable is set
// (a half configuration is an error shown on the tab, never a silent fallback to the local folder),
// else the local folder.
import { config } from "~/config.server";
import { GoogleDriveStore, readServiceAccount } from "./google-store.server";
import { LocalDriveStore } from "./local-store.server";
import type { DriveMode, DriveStore } from "./store.server";

export type { DriveEntry, DriveMode, DriveStore, PutResult } from "./store.server";
export { DriveError } from "./store.server";

export type DriveSetup =
  | { ok: true; mode: DriveMode; store: DriveStore; clientEmail: string | null; parentFolderId: string }
  | { ok: false; mode: "google"; error: string; clientEmail: string | null; parentFolderId: string | null };

export const googleDriveConfigured = () => Boolean(config.googleServiceAccountJson || config.googleDriveParentFolderId);

export async function driveSetup(): Promise<DriveSetup> {
  if (!googleDriveConfigured()) {
    const store = new LocalDriveStore(config.driveDir);
    return { ok: true, mode: "local", store, clientEmail: null, parentFolderId: store.rootId };
  }
  const parentFolderId = config.googleDriveParentFolderId ?? null;
  const setting = config.googleServiceAccountJson;
  if (!setting) return { ok: false, mode: "google", error: "GOOGLE_SERVICE_ACCOUNT_JSON is not set.", clientEmail: null, parentFolderId };
  let account;
  try {
    account = await readServiceAccount(setting);
  } catch (error) {
    return { ok: false, mode: "google", error: (error as Error).message, clientEmail: null, parentFolderId };
  }
  if (!parentFolderId)
    return { ok: false, mode: "google", error: "GOOGLE_DRIVE_PARENT_FOLDER_ID is not set.", clientEmail: account.clientEmail, parentFolderId };
  // One client per configuration, so its access token serves every sync until it expires.
  const key = JSON.stringify([account, parentFolderId, config.googleDriveApiRoot ?? null]);
  if (cached?.key !== key) cached = { key, store: new GoogleDriveStore(account, parentFolderId, config.googleDriveApiRoot) };
  return { ok: true, mode: "google", store: cached.store, clientEmail: account.clientEmail, parentFolderId };
}

let cached: { key: string; store: GoogleDriveStore } | null = null;
