import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkStalePid } from "./embedded-postgres";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-pid-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("checkStalePid", () => {
  it("passes when there is no pid file", () => {
    expect(() => checkStalePid(tempDir())).not.toThrow();
  });

  it("explains a pid file whose process is gone, and how to remove it", async () => {
    const dir = tempDir();
    // A pid that certainly existed and is now gone: a child that has exited.
    const child = spawn(process.execPath, ["-e", ""]);
    await new Promise((r) => child.on("exit", r));
    fs.writeFileSync(path.join(dir, "postmaster.pid"), `${child.pid}\n${dir}\n`);
    expect(() => checkStalePid(dir)).toThrow(/left behind by a run that was killed[\s\S]*rm .*postmaster\.pid/);
  });

  it("says so when another process still owns the data directory", async () => {
    const dir = tempDir();
    // A process whose command line names postgres, standing in for a leftover server.
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)", "postgres"]);
    try {
      fs.writeFileSync(path.join(dir, "postmaster.pid"), `${child.pid}\n${dir}\n`);
      expect(() => checkStalePid(dir)).toThrow(new RegExp(`already running .*pid ${child.pid}[\\s\\S]*kill ${child.pid}`));
    } finally {
      child.kill();
    }
  });
});
