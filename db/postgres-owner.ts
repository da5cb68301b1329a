// The owner record of the bundled PostgreSQL: which academy process started the server in a data
// directory (pid and start time, so a reused pid is not mistaken for it), kept beside that
// directory as <data dir>.owner.json. With it "orphaned" is decidable after a crash: a server
// whose owner is gone is stopped and started again; one whose owner runs is never touched (the
// CLI connects to it instead). The record is made with an exclusive create before the server
// starts, so two processes starting at once cannot both think they own it.
import fs from "node:fs";
import { isRunning, readProcess } from "./process-info";

export interface OwnerRecord {
  pid: number;
  startTime: string;
  /** The postmaster's pid and start time, once it runs. */
  postmasterPid?: number;
  postmasterStartTime?: string;
  port?: number;
  startedAt: string;
}

export function ownerFile(dataDir: string): string {
  return `${dataDir}.owner.json`;
}

export function readOwner(dataDir: string): OwnerRecord | null {
  return readRecord(ownerFile(dataDir));
}

function readRecord(file: string): OwnerRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(file, "utf8")) as OwnerRecord;
    return Number.isInteger(record.pid) && typeof record.startTime === "string" ? record : null;
  } catch {
    return null;
  }
}

/** "alive": the recorded process still runs (another one, or this one); "gone"; "none": no record. */
export function ownerState(dataDir: string): { state: "alive" | "gone" | "none"; record: OwnerRecord | null } {
  const record = readOwner(dataDir);
  if (!record) return { state: fs.existsSync(ownerFile(dataDir)) ? "gone" : "none", record: null };
  return { state: isRunning(record.pid, record.startTime) ? "alive" : "gone", record };
}

function selfRecord(): OwnerRecord {
  return { pid: process.pid, startTime: readProcess(process.pid)?.startTime ?? "", startedAt: new Date().toISOString() };
}

/**
 * Make this process the owner, and say whether there was an earlier owner ("gone": it died
 * without clearing its record). Returns the live owner instead when a running process (this one
 * included: a second start without a stop) holds the directory.
 */
export function claimOwnership(dataDir: string): { claimed: true; previous: "gone" | "none" } | { claimed: false; owner: OwnerRecord } {
  let previous: "gone" | "none" = "none";
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written whole under another name, then linked into place: a link is atomic and fails if
    // the name exists, so nobody ever reads a half-written record.
    const draft = `${ownerFile(dataDir)}.${process.pid}.new`;
    fs.writeFileSync(draft, JSON.stringify(selfRecord()), { mode: 0o644 });
    try {
      fs.linkSync(draft, ownerFile(dataDir));
      return { claimed: true, previous };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
    const { state, record } = ownerState(dataDir);
    if (state === "alive" && record) return { claimed: false, owner: record };
    // A dead owner's record (or an unreadable one): move it aside. A rename moves one file once,
    // so of two processes replacing it at the same moment only one succeeds; if what was moved
    // turns out to be a rival's fresh record, it goes back and the rival owns the directory.
    previous = "gone";
    const aside = `${ownerFile(dataDir)}.${process.pid}.old`;
    try {
      fs.renameSync(ownerFile(dataDir), aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const moved = readRecord(aside);
    if (moved && isRunning(moved.pid, moved.startTime)) {
      try {
        fs.linkSync(aside, ownerFile(dataDir));
      } finally {
        fs.rmSync(aside, { force: true });
      }
      return { claimed: false, owner: moved };
    }
    fs.rmSync(aside, { force: true });
  }
  throw new Error(`Could not record the owner of ${dataDir} in ${ownerFile(dataDir)}`);
}

/** Add the running postmaster to this process's record. */
export function recordPostmaster(dataDir: string, postmaster: { pid: number; startTime: string; port: number }): void {
  const record = readOwner(dataDir);
  if (!record || record.pid !== process.pid) return;
  const updated: OwnerRecord = { ...record, postmasterPid: postmaster.pid, postmasterStartTime: postmaster.startTime, port: postmaster.port };
  fs.writeFileSync(`${ownerFile(dataDir)}.tmp`, JSON.stringify(updated), { mode: 0o644 });
  fs.renameSync(`${ownerFile(dataDir)}.tmp`, ownerFile(dataDir));
}

/** Drop the record if it is this process's (never another owner's). */
export function releaseOwnership(dataDir: string): void {
  if (readOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile(dataDir), { force: true });
}
