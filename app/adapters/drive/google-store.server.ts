// Google Drive v3 with a service account (accounts-admin-sales.md §2 "Cloud-drive panel"). The
// parent folder must be on a Shared Drive: a service account owns no storage of its own, so every
// call says supportsAllDrives / includeItemsFromAllDrives.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { auth, drive, type drive_v3 } from "@googleapis/drive";
import { assertDriveName, DriveError, type DriveBody, type DriveEntry, type DriveStore, type PutResult } from "./store.server";

const FOLDER = "application/vnd.google-apps.folder";
const SCOPES = ["https://www.googleapis.com/auth/drive"];
/** Where google-auth-library asks for tokens, whatever the key file says. */
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const FIELDS = "files(id,name,mimeType,md5Checksum,size,modifiedTime),nextPageToken";

export interface ServiceAccount {
  clientEmail: string;
  privateKey: string;
  privateKeyId?: string;
  tokenUri: string;
}

/** A service account key (the JSON text, or the path of the file holding it), or a reason it is not one. */
export async function readServiceAccount(setting: string): Promise<ServiceAccount> {
  let text = setting;
  if (!setting.startsWith("{")) {
    try {
      text = await fs.readFile(setting, "utf8");
    } catch (error) {
      throw new DriveError(`GOOGLE_SERVICE_ACCOUNT_JSON is neither JSON nor a readable file (${(error as NodeJS.ErrnoException).code ?? "unreadable"}).`);
    }
  }
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new DriveError("GOOGLE_SERVICE_ACCOUNT_JSON is not valid JSON.");
  }
  const clientEmail = json.client_email;
  const privateKey = json.private_key;
  if (typeof clientEmail !== "string" || !clientEmail || typeof privateKey !== "string" || !privateKey.includes("PRIVATE KEY")) {
    throw new DriveError("GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key: client_email and private_key are needed.");
  }
  return {
    clientEmail,
    privateKey,
    privateKeyId: typeof json.private_key_id === "string" ? json.private_key_id : undefined,
    tokenUri: typeof json.token_uri === "string" && json.token_uri ? json.token_uri : GOOGLE_TOKEN_URL,
  };
}

/** Drive's query language: a string literal in single quotes, with \ and ' escaped. */
export const driveLiteral = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/** Google's error as one readable line (the API's own message when it sent one). */
export function googleReason(error: unknown): string {
  const e = error as { response?: { status?: number; data?: { error?: { message?: string } | string; error_description?: string } }; message?: string };
  const data = e?.response?.data;
  const apiMessage =
    typeof data?.error === "object" ? data.error.message : (data?.error_description ?? (typeof data?.error === "string" ? data.error : undefined));
  const status = e?.response?.status;
  const text = apiMessage ?? e?.message ?? String(error);
  return status ? `${status}: ${text}` : text;
}

export class GoogleDriveStore implements DriveStore {
  readonly mode = "google" as const;
  private readonly api: drive_v3.Drive;
  // Uploads need rootUrl per call: the client-wide option moves every URL but the media one.
  private readonly perCall: { rootUrl?: string };

  constructor(
    account: ServiceAccount,
    readonly rootId: string,
    rootUrl?: string,
  ) {
    const client = new auth.JWT({ email: account.clientEmail, key: account.privateKey, keyId: account.privateKeyId, scopes: SCOPES });
    if (account.tokenUri !== GOOGLE_TOKEN_URL) {
      // The key's token_uri (a private or test token service): the library itself always asks Google's.
      client.transporter.interceptors.request.add({
        resolved: async (options) => {
          if (String(options.url) === GOOGLE_TOKEN_URL) options.url = new URL(account.tokenUri);
          return options;
        },
      });
    }
    this.api = drive({ version: "v3", auth: client, rootUrl, timeout: 60_000 });
    this.perCall = rootUrl ? { rootUrl } : {};
  }

  private async find(parentId: string, name: string, folder: boolean): Promise<DriveEntry | null> {
    const q = `name = ${driveLiteral(name)} and ${driveLiteral(parentId)} in parents and trashed = false and mimeType ${folder ? "=" : "!="} '${FOLDER}'`;
    const res = await this.api.files.list({ q, fields: FIELDS, pageSize: 10, supportsAllDrives: true, includeItemsFromAllDrives: true, corpora: "allDrives" });
    const file = res.data.files?.[0];
    return file ? entry(file) : null;
  }

  async ensureFolder(name: string, parentId = this.rootId): Promise<string> {
    assertDriveName(name);
    const found = await this.find(parentId, name, true);
    if (found) return found.id;
    const res = await this.api.files.create({
      requestBody: { name, mimeType: FOLDER, parents: [parentId] },
      fields: "id",
      supportsAllDrives: true,
    });
    if (!res.data.id) throw new DriveError(`Google Drive made the folder ${name} without an id.`);
    return res.data.id;
  }

  async putFile(parentId: string, name: string, body: DriveBody, mimeType: string): Promise<PutResult> {
    assertDriveName(name);
    const existing = await this.find(parentId, name, false);
    const media = await mediaOf(body, mimeType);
    if (existing && existing.md5 && existing.md5 === media.md5) return { id: existing.id, change: "unchanged" };
    if (existing) {
      await this.api.files.update({ fileId: existing.id, media: { mimeType, body: media.stream() }, fields: "id", supportsAllDrives: true }, this.perCall);
      return { id: existing.id, change: "updated" };
    }
    const res = await this.api.files.create(
      {
        requestBody: { name, parents: [parentId], mimeType },
        media: { mimeType, body: media.stream() },
        fields: "id",
        supportsAllDrives: true,
      },
      this.perCall,
    );
    if (!res.data.id) throw new DriveError(`Google Drive stored ${name} without an id.`);
    return { id: res.data.id, change: "created" };
  }

  async list(parentId = this.rootId): Promise<DriveEntry[]> {
    const out: DriveEntry[] = [];
    let pageToken: string | undefined;
    do {
      const res = await this.api.files.list({
        q: `${driveLiteral(parentId)} in parents and trashed = false`,
        fields: FIELDS,
        pageSize: 1000,
        pageToken,
        supportsAllDrives: true,
        includeItemsFromAllDrives: true,
        corpora: "allDrives",
      });
      out.push(...(res.data.files ?? []).map(entry));
      pageToken = res.data.nextPageToken ?? undefined;
    } while (pageToken);
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }

  async remove(id: string): Promise<void> {
    await this.api.files.update({ fileId: id, requestBody: { trashed: true }, supportsAllDrives: true });
  }

  async download(id: string, target: string): Promise<void> {
    const res = await this.api.files.get({ fileId: id, alt: "media", supportsAllDrives: true }, { ...this.perCall, responseType: "stream" });
    await pipeline(res.data as unknown as Readable, createWriteStream(target, { mode: 0o600 }));
  }

  async check(): Promise<string> {
    const res = await this.api.files.get({ fileId: this.rootId, fields: "id,name,mimeType,driveId", supportsAllDrives: true });
    if (res.data.mimeType !== FOLDER) throw new DriveError(`GOOGLE_DRIVE_PARENT_FOLDER_ID names "${res.data.name}", which is not a folder.`);
    if (!res.data.driveId) {
      throw new DriveError(`The folder "${res.data.name}" is not on a Shared Drive: a service account cannot store files in a personal Drive.`);
    }
    return `the folder "${res.data.name}" on a Shared Drive`;
  }
}

function entry(file: drive_v3.Schema$File): DriveEntry {
  return {
    id: file.id ?? "",
    name: file.name ?? "",
    folder: file.mimeType === FOLDER,
    md5: file.md5Checksum ?? null,
    size: file.size ? Number(file.size) : null,
    modifiedTime: file.modifiedTime ?? null,
  };
}

/** The body's MD5 and a fresh stream of it for each upload attempt (a file is streamed, not read into memory). */
async function mediaOf(body: DriveBody, _mimeType: string): Promise<{ md5: string; stream: () => Readable }> {
  if (Buffer.isBuffer(body) || typeof body === "string") {
    const data = Buffer.isBuffer(body) ? body : Buffer.from(body);
    return { md5: createHash("md5").update(data).digest("hex"), stream: () => Readable.from([data]) };
  }
  const hash = createHash("md5");
  for await (const chunk of createReadStream(body.path)) hash.update(chunk as Buffer);
  return { md5: hash.digest("hex"), stream: () => createReadStream(body.path) };
}
