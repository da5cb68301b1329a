// Local files with personal data are this account's alone (issue 24, item 10): the outbox's .eml
// files (sign-in, reset and claim links) and the local drive's user folders are 0600 in 0700
// folders whatever the umask, and start-up narrows what an older version left 0644 in 0755.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverMail } from "../../app/adapters/mail.server";
import { LocalDriveStore } from "../../app/adapters/drive/local-store.server";
import { startProduct } from "../../server/runtime";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;
const octal = (mode: number) => mode.toString(8);

let root: string;
const saved = { OUTBOX_DIR: process.env.OUTBOX_DIR, DRIVE_DIR: process.env.DRIVE_DIR, BACKUP_DIR: process.env.BACKUP_DIR, MAIL_URL: process.env.MAIL_URL };
let umask: number;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "academy-files-"));
  delete process.env.MAIL_URL;
  // The usual umask: without the product's own modes, files would be 0644 and folders 0755.
  umask = process.umask(0o022);
});

afterAll(() => {
  process.umask(umask);
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  fs.rmSync(root, { recursive: true, force: true });
});

describe("the outbox", () => {
  it("writes each message 0600 in a 0700 folder, even one that existed 0755", async () => {
    const outbox = path.join(root, "outbox");
    fs.mkdirSync(outbox, { mode: 0o755 });
    fs.chmodSync(outbox, 0o755);
    process.env.OUTBOX_DIR = outbox;
    const delivered = await deliverMail({ to: "ada@example.com", subject: "Reset your password", text: "http://localhost:3000/reset-password?token=secret" });
    expect(delivered.outboxPath).not.toBeNull();
    expect(fs.readFileSync(delivered.outboxPath!, "utf8")).toContain("reset-password?token=secret");
    expect(octal(modeOf(delivered.outboxPath!))).toBe("600");
    expect(octal(modeOf(outbox))).toBe("700");
  });

  it("makes a missing outbox folder 0700, parents included", async () => {
    process.env.OUTBOX_DIR = path.join(root, "fresh", "mail", "outbox");
    const delivered = await deliverMail({ to: "grace@example.com", subject: "Confirm", text: "hello" });
    expect(octal(modeOf(delivered.outboxPath!))).toBe("600");
    expect(octal(modeOf(path.join(root, "fresh", "mail", "outbox")))).toBe("700");
    expect(octal(modeOf(path.join(root, "fresh", "mail")))).toBe("700");
  });
});

describe("the local drive", () => {
  it("keeps each user's folder 0700 and each file 0600, on first write and on update", async () => {
    const driveRoot = path.join(root, "drive");
    const store = new LocalDriveStore(driveRoot);
    const users = await store.ensureFolder("users");
    const ada = await store.ensureFolder("ada@example.com", users);
    expect((await store.putFile(ada, "profile.json", JSON.stringify({ salary: 90000 }), "application/json")).change).toBe("created");
    expect((await store.putFile(ada, "profile.json", JSON.stringify({ salary: 95000 }), "application/json")).change).toBe("updated");
    const file = path.join(driveRoot, "users", "ada@example.com", "profile.json");
    expect(octal(modeOf(file))).toBe("600");
    for (const dir of [driveRoot, path.join(driveRoot, "users"), path.join(driveRoot, "users", "ada@example.com")]) expect(octal(modeOf(dir)), dir).toBe("700");
    await store.check();
    expect(octal(modeOf(driveRoot))).toBe("700");
  });
});

describe("start-up", () => {
  it("narrows outbox, drive and backup files an older version left readable, without following links", async () => {
    const data = path.join(root, "old-data");
    const outbox = path.join(data, "outbox");
    const userDir = path.join(data, "drive", "users", "ada@example.com");
    const backups = path.join(data, "backups");
    for (const dir of [outbox, userDir, backups]) fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    const files = [path.join(outbox, "2025-01-01-claim.eml"), path.join(userDir, "profile.json"), path.join(backups, "full.jsonl.gz")];
    for (const file of files) fs.writeFileSync(file, "personal", { mode: 0o644 });
    // A link out of the tree: its target is someone else's business and stays as it is.
    const outside = path.join(root, "outside.txt");
    fs.writeFileSync(outside, "public", { mode: 0o644 });
    fs.symlinkSync(outside, path.join(userDir, "link.txt"));
    Object.assign(process.env, { OUTBOX_DIR: outbox, DRIVE_DIR: path.join(data, "drive"), BACKUP_DIR: backups });

    const lines: string[] = [];
    const running = await startProduct({ web: false, worker: false, log: (line) => lines.push(line) });
    await running.stop();

    for (const file of files) expect(octal(modeOf(file)), file).toBe("600");
    for (const dir of [outbox, path.join(data, "drive"), path.join(data, "drive", "users"), userDir, backups]) expect(octal(modeOf(dir)), dir).toBe("700");
    expect(octal(modeOf(outside))).toBe("644");
    expect(lines.join("\n")).toMatch(/Made 8 files and folders of personal data private/);
  });

  it("leaves a shared folder such as /tmp alone when a setting names it by mistake", async () => {
    const shared = path.join(root, "shared");
    fs.mkdirSync(shared, { mode: 0o1777 });
    fs.chmodSync(shared, 0o1777);
    fs.writeFileSync(path.join(shared, "someone-elses.txt"), "x", { mode: 0o644 });
    Object.assign(process.env, { OUTBOX_DIR: shared, DRIVE_DIR: path.join(root, "none-1"), BACKUP_DIR: path.join(root, "none-2") });
    const running = await startProduct({ web: false, worker: false, log: () => {} });
    await running.stop();
    expect(octal(fs.statSync(shared).mode & 0o7777)).toBe("1777");
    expect(octal(modeOf(path.join(shared, "someone-elses.txt")))).toBe("644");
  });
});
