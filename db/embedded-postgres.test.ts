// The bundled PostgreSQL starts over whatever a crash left in its data directory (issue 25), and
// never over a server that a live academy process uses. The whole-product cases (kill -9 of
// `academy serve`, of its process group) are in tests/integration/crash-recovery.test.ts.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../server/free-port";
import { startEmbeddedPostgres, runningCluster } from "./embedded-postgres";
import { ownerFile, readOwner } from "./postgres-owner";
import { isRunning, readProcess } from "./process-info";

let root = "";
let dataDir = "";
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "academy-pg-recovery-"));
  fs.chmodSync(root, 0o755);
  dataDir = path.join(root, "postgres");
  // An initialised cluster, stopped cleanly: each test then leaves something behind in it.
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: "academy" });
  await pg.stop();
}, 120_000);

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A live process that is not PostgreSQL (what a reused pid looks like). */
function foreignProcess(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

async function startAndStop(port: number): Promise<string[]> {
  const lines: string[] = [];
  const pg = await startEmbeddedPostgres({ dataDir, port, database: "academy", report: (line) => lines.push(line) });
  expect(readOwner(dataDir)?.pid).toBe(process.pid);
  await pg.stop();
  expect(fs.existsSync(ownerFile(dataDir))).toBe(false);
  return lines;
}

const pidFileFor = (pid: number, port: number, socketDir = "/tmp") =>
  `${pid}\n${dataDir}\n1764201600\n${port}\n${socketDir}\n127.0.0.1\n  9999001   999999\nready   \n`;

describe("starting the bundled PostgreSQL after a crash", () => {
  it("removes a postmaster.pid whose server is gone, and starts", async () => {
    const exited = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => exited.on("exit", resolve));
    const port = await freePort();
    fs.writeFileSync(path.join(dataDir, "postmaster.pid"), pidFileFor(exited.pid!, port));
    const lines = await startAndStop(port);
    expect(lines.join("\n")).toMatch(/Removed .*postmaster\.pid left by a run that was killed \(its server is gone\)/);
  }, 60_000);

  it("removes one whose pid now belongs to another program (and that program's socket lock), without touching it", async () => {
    const other = foreignProcess();
    const port = await freePort();
    fs.writeFileSync(path.join(dataDir, "postmaster.pid"), pidFileFor(other.pid!, port));
    // The server's socket lock, left naming the same pid: PostgreSQL refuses to start while it names a live process.
    const socketLock = `/tmp/.s.PGSQL.${port}.lock`;
    fs.writeFileSync(socketLock, `${other.pid}\n${dataDir}\n`);
    try {
      const lines = await startAndStop(port);
      expect(lines.join("\n")).toMatch(/its pid now belongs to another program/);
      expect(isRunning(other.pid!)).toBe(true);
    } finally {
      fs.rmSync(socketLock, { force: true });
    }
  }, 60_000);

  it("refuses while the directory's owner record names a live process, and changes nothing", async () => {
    const owner = foreignProcess();
    const record = { pid: owner.pid!, startTime: readProcess(owner.pid!)!.startTime, startedAt: new Date().toISOString() };
    fs.writeFileSync(ownerFile(dataDir), JSON.stringify(record));
    try {
      await expect(startEmbeddedPostgres({ dataDir, port: await freePort(), database: "academy" })).rejects.toThrow(
        new RegExp(`in use by another running academy \\(academy process ${owner.pid}`),
      );
      expect(JSON.parse(fs.readFileSync(ownerFile(dataDir), "utf8"))).toEqual(record);
      expect(isRunning(owner.pid!)).toBe(true);
    } finally {
      fs.rmSync(ownerFile(dataDir), { force: true });
    }
  });

  it("replaces the record of an owner that is gone", async () => {
    const exited = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => exited.on("exit", resolve));
    fs.writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: exited.pid, startTime: "1", startedAt: new Date().toISOString() }));
    await startAndStop(await freePort());
  }, 60_000);

  it("hands the CLI the server of a live owner only", async () => {
    const port = await freePort();
    const pg = await startEmbeddedPostgres({ dataDir, port, database: "academy" });
    try {
      expect(runningCluster(dataDir)).toMatchObject({ port });
      // The same server with its owner gone (the record names a dead process) is an orphan, not a server to use.
      const record = fs.readFileSync(ownerFile(dataDir), "utf8");
      fs.writeFileSync(ownerFile(dataDir), JSON.stringify({ ...JSON.parse(record), startTime: "not-this-process" }));
      expect(runningCluster(dataDir)).toBeNull();
      fs.writeFileSync(ownerFile(dataDir), record);
    } finally {
      await pg.stop();
    }
    expect(runningCluster(dataDir)).toBeNull();
  }, 60_000);
});
