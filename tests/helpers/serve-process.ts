// A real `academy serve` (what `npm start` runs) in a process of its own, on its own DATA_DIR
// (bundled PostgreSQL included) and ports, in a process group of its own so that a test can kill
// the whole group as a crash would.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parsePostmasterPid } from "../../app/lib/postmaster-recovery";
import { freePort } from "../../server/free-port";

export interface ServeProcess {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /tools. */
  startMs: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServeSite {
  dataDir: string;
  base: string;
  port: number;
  env: NodeJS.ProcessEnv;
  /** The pid in DATA_DIR/postgres/postmaster.pid, if there is one. */
  postmasterPid(): number | null;
  start(extraEnv?: Env): Promise<ServeProcess>;
  /** Start and expect the process to exit without serving; resolves with its output. */
  startRefused(extraEnv?: Env): Promise<{ code: number | null; output: string }>;
  remove(): void;
}

/** Variables to set for the server, over the test's own environment. */
type Env = Record<string, string>;

export async function serveSite(name: string, env: Env = {}): Promise<ServeSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `academy-${name}-`));
  // The bundled PostgreSQL runs as the postgres user when the tests run as root.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const siteEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: base,
    EMBEDDED_PG_PORT: String(await freePort()),
    ...env,
  };
  siteEnv.NODE_ENV = "test";
  delete siteEnv.DATABASE_URL;

  function spawnServe(extraEnv: Env) {
    const child = spawn(process.execPath, ["bin/academy.js", "serve"], { env: { ...siteEnv, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    );
    return { child, exited, output: () => output };
  }

  return {
    dataDir,
    base,
    port,
    env: siteEnv,
    postmasterPid() {
      try {
        return parsePostmasterPid(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8"))?.pid ?? null;
      } catch {
        return null;
      }
    },
    async start(extraEnv = {}) {
      const started = Date.now();
      const serve = spawnServe(extraEnv);
      const deadline = started + 150_000;
      while (Date.now() < deadline) {
        if (serve.child.exitCode !== null) throw new Error(`academy serve exited with ${serve.child.exitCode}:\n${serve.output()}`);
        try {
          if ((await fetch(`${base}/tools`)).status === 200) return { ...serve, startMs: Date.now() - started };
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      serve.child.kill("SIGKILL");
      throw new Error(`academy serve did not serve within 150 s:\n${serve.output()}`);
    },
    async startRefused(extraEnv = {}) {
      const serve = spawnServe(extraEnv);
      const timer = setTimeout(() => serve.child.kill("SIGKILL"), 120_000);
      const { code } = await serve.exited;
      clearTimeout(timer);
      return { code, output: serve.output() };
    },
    remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
