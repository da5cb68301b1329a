// The CLI beside a running `academy serve` on the embedded default (issue 15 §1, DESIGN.md §3):
// a command connects to the cluster the server started instead of starting a second PostgreSQL
// on the same data directory, and leaves the server running.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/free-port";

const run = promisify(execFile);
let dataDir = "";
let env: NodeJS.ProcessEnv = { ...process.env };
let server: ChildProcess | undefined;
let base = "";

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-cli-beside-"));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", EMBEDDED_PG_PORT: String(await freePort()), NODE_ENV: "test" };
  delete env.DATABASE_URL;
  server = spawn(process.execPath, ["bin/academy.js", "serve", "--no-worker"], { env, stdio: "ignore" });
  await waitFor(`${base}/tools`, 90_000);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("academy beside a running server", () => {
  it("runs commands against the server's cluster and leaves it running", async () => {
    const exported = path.join(dataDir, "tools.json");
    const result = await run(process.execPath, ["bin/academy.js", "tools", "export", "--format", "json", "--output", exported], { env, timeout: 60_000 });
    expect(result.stderr).not.toMatch(/already running|did not start/);
    expect(JSON.parse(fs.readFileSync(exported, "utf8")).length).toBeGreaterThan(100);
    await run(process.execPath, ["bin/academy.js", "db", "migrate"], { env, timeout: 60_000 });
    // The server still has its database.
    expect((await fetch(`${base}/tools?q=writing`)).status).toBe(200);
    expect(server!.exitCode).toBeNull();
  }, 120_000);
});
