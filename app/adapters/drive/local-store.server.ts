// The drive's default (DESIGN.md §3): a local folder (DATA_DIR/drive unless DRIVE_DIR says
// otherwise) holding the same folders and files Google Drive would. Ids are paths relative to it.
// Every folder is 0700 and every file 0600: each user's profile and reports are theirs alone, not
// every account's on the machine (issue 24).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ensurePrivateDir, writePrivateFile } from "~/adapters/private-files.server";
import { assertDriveName, DriveError, type DriveBody, type DriveEntry, type DriveStore, type PutResult } from "./store.server";

const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");

export class LocalDriveStore implements DriveStore {
  readonly mode = "local" as const;
  constructor(readonly rootId: string) {}

  private resolve(id: string): string {
    const full = path.resolve(this.rootId, id);
    if (full !== path.resolve(this.rootId) && !full.startsWith(path.resolve(this.rootId) + path.sep)) throw new DriveError(`Outside the drive folder: ${id}`);
    return full;
  }

  private child(parentId: string, name: string): string {
    assertDriveName(name);
    return parentId ? `${parentId}/${name}` : name;
  }

  async ensureFolder(name: string, parentId = ""): Promise<string> {
    const id = this.child(parentId, name);
    await ensurePrivateDir(this.resolve(id));
    return id;
  }

  async putFile(parentId: string, name: string, body: DriveBody, _mimeType: string): Promise<PutResult> {
    const id = this.child(parentId, name);
    const target = this.resolve(id);
    const data = Buffer.isBuffer(body) ? body : typeof body === "string" ? Buffer.from(body) : await fs.readFile(body.path);
    const existing = await fs.readFile(target).catch(() => null);
    if (existing && md5(existing) === md5(data)) return { id, change: "unchanged" };
    await ensurePrivateDir(path.dirname(target));
    // Written beside and renamed over, so a reader never sees half a file.
    const temp = `${target}.${randomBytes(4).toString("hex")}.partial`;
    await writePrivateFile(temp, data);
    await fs.rename(temp, target);
    return { id, change: existing ? "updated" : "created" };
  }

  async list(parentId = ""): Promise<DriveEntry[]> {
    const dir = this.resolve(parentId);
    const names = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const entries: DriveEntry[] = [];
    for (const d of names) {
      if (d.name.endsWith(".partial")) continue;
      const stat = await fs.stat(path.join(dir, d.name));
      const folder = d.isDirectory();
      entries.push({
        id: this.child(parentId, d.name),
        name: d.name,
        folder,
        md5: folder ? null : md5(await fs.readFile(path.join(dir, d.name))),
        size: folder ? null : stat.size,
        modifiedTime: stat.mtime.toISOString(),
      });
    }
    return entries.sort((a, b) => a.name.localeCompare(b.name));
  }

  async remove(id: string): Promise<void> {
    if (!id) throw new DriveError("The drive folder itself is not removed.");
    await fs.rm(this.resolve(id), { recursive: true, force: true });
  }

  async download(id: string, target: string): Promise<void> {
    await fs.copyFile(this.resolve(id), target);
  }

  async check(): Promise<string> {
    await ensurePrivateDir(this.rootId);
    const probe = path.join(this.rootId, `.probe-${randomBytes(4).toString("hex")}`);
    await writePrivateFile(probe, "ok");
    await fs.rm(probe);
    return `the local drive folder ${this.rootId}`;
  }
}
