// Files under the data directory that hold personal data (issue 24, item 10): the outbox's .eml
// files carry sign-in, reset and claim links, the local drive holds each user's profile and
// reports, backups hold every table. Other accounts on the machine must not read them, so their
// folders are 0700 and their files 0600, whatever the umask. The data directory itself stays
// traversable: run as root, the bundled PostgreSQL's "postgres" user must walk down to
// DATA_DIR/postgres (db/embedded-postgres.ts), and its own folder is 0700 by PostgreSQL's rule.
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "~/config.server";

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The folder (and any missing parents), 0700 even when it already existed. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await fs.chmod(dir, PRIVATE_DIR_MODE);
}

/** A file readable by this account only, from its first byte. */
export async function writePrivateFile(file: string, data: Buffer | string): Promise<void> {
  // writeFile's mode applies only when it creates the file: an existing one is narrowed first.
  await fs.chmod(file, PRIVATE_FILE_MODE).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await fs.writeFile(file, data, { mode: PRIVATE_FILE_MODE });
}

const isOurs = (stat: { uid: number }) => process.getuid === undefined || stat.uid === process.getuid();

/**
 * Narrows a folder tree written by an older version (0755 folders, 0644 files). Symbolic links are
 * not followed, files of other accounts are left alone, and a shared folder (sticky bit, as /tmp)
 * named by mistake is not touched at all. Answers how many entries it changed.
 */
export async function lockDownTree(dir: string): Promise<number> {
  const top = await fs.lstat(dir).catch(() => null);
  if (!top?.isDirectory() || (top.mode & 0o1000) !== 0 || !isOurs(top)) return 0;
  let changed = 0;
  const visit = async (folder: string, stat: { mode: number; uid: number }) => {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) {
      await fs.chmod(folder, PRIVATE_DIR_MODE);
      changed++;
    }
    for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      const child = await fs.lstat(full);
      if (!isOurs(child)) continue;
      if (child.isDirectory()) await visit(full, child);
      else if (child.isFile() && (child.mode & 0o777) !== PRIVATE_FILE_MODE) {
        await fs.chmod(full, PRIVATE_FILE_MODE);
        changed++;
      }
    }
  };
  await visit(dir, top);
  return changed;
}

/** The folders of personal data this product writes locally. */
export const privateFolders = () => [config.outboxDir, config.driveDir, config.backupDir];

/** At start-up: folders and files left readable by an older version are narrowed. */
export async function securePrivateFolders(): Promise<number> {
  let changed = 0;
  for (const dir of privateFolders()) changed += await lockDownTree(dir);
  return changed;
}
