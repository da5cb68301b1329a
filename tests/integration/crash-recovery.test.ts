// `npm start` after any crash starts without a human (issue 25): the real `academy serve` on its
// own data directory, killed with kill -9 (alone, or with its whole process group), started again
// over a postmaster.pid left naming a dead or a reused pid; the bundled PostgreSQL never outlives
// its academy process for long, and one that a live server uses is never touched.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isRunning, readProcess } from "../../db/process-info";
import { serveSite, type ServeProcess, type ServeSite } from "../helpers/serve-process";

let site: ServeSite;
const running: ServeProcess[] = [];
const others: ChildProcess[] = [];

beforeAll(async () => {
  site = await serveSite("crash-recovery");
  // The first start makes the cluster, migrates and seeds; the tests then crash and restart it.
  await stopCleanly(await site.start());
}, 180_000);

afterEach(async () => {
  for (const serve of running.splice(0)) if (serve.child.exitCode === null && serve.child.signalCode === null) await stopCleanly(serve);
  for (const child of others.splice(0)) child.kill("SIGKILL");
}, 60_000);

afterAll(() => site?.remove());

async function stopCleanly(serve: ServeProcess): Promise<void> {
  serve.child.kill("SIGTERM");
  const exit = await serve.exited;
  expect(exit, serve.output()).toEqual({ code: 0, signal: null });
}

async function start(): Promise<ServeProcess> {
  const serve = await site.start();
  running.push(serve);
  return serve;
}

/** The PostgreSQL server of a running site: pid and start time (a reused pid is another process). */
function postmaster(): { pid: number; startTime: string } {
  const pid = site.postmasterPid()!;
  return { pid, startTime: readProcess(pid)!.startTime };
}

async function goneWithin(process: { pid: number; startTime: string }, ms: number): Promise<number> {
  const started = Date.now();
  while (isRunning(process.pid, process.startTime)) {
    if (Date.now() - started > ms) throw new Error(`PostgreSQL (pid ${process.pid}) still runs ${ms} ms after its academy process was killed`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

async function serves(): Promise<void> {
  const response = await fetch(`${site.base}/tools?q=writing`);
  expect(response.status).toBe(200);
}

describe("after kill -9", () => {
  it("of the server alone, PostgreSQL stops by itself and the next start serves", async () => {
    const first = await start();
    const server = postmaster();
    first.child.kill("SIGKILL");
    await first.exited;
    const stoppedAfter = await goneWithin(server, 15_000);
    const again = await start();
    await serves();
    console.log(`kill -9 of the server: PostgreSQL stopped ${stoppedAfter} ms later; the next start served after ${again.startMs} ms`);
  }, 240_000);

  it("of the whole process group, the next start serves", async () => {
    const first = await start();
    const server = postmaster();
    process.kill(-first.child.pid!, "SIGKILL");
    await first.exited;
    const again = await start();
    await serves();
    expect(isRunning(server.pid, server.startTime)).toBe(false);
    console.log(`kill -9 of the process group: the next start served after ${again.startMs} ms`);
  }, 240_000);

  it("of the server and of PostgreSQL's watchdog too, the next start stops the orphaned PostgreSQL cleanly and serves", async () => {
    const first = await start();
    const server = postmaster();
    const watchdog = fs
      .readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .find((pid) => {
        const argv = readProcess(pid)?.argv ?? [];
        return argv.some((arg) => arg.endsWith("stop-postgres-with-parent.mjs")) && argv.includes(String(server.pid));
      });
    expect(watchdog).toBeDefined();
    process.kill(watchdog!, "SIGKILL");
    first.child.kill("SIGKILL");
    await first.exited;
    // Nothing stops it now: an orphan, with its postmaster.pid and its owner record naming a dead process.
    await new Promise((r) => setTimeout(r, 500));
    expect(isRunning(server.pid, server.startTime)).toBe(true);
    const again = await start();
    await serves();
    expect(again.output()).toContain(
      `Stopping the PostgreSQL left running on ${path.join(site.dataDir, "postgres")} by a run that was killed (pid ${server.pid})`,
    );
    expect(isRunning(server.pid, server.startTime)).toBe(false);
    // It was stopped, not killed: its log ends with a clean shutdown.
    const log = fs.readFileSync(path.join(site.dataDir, "postgres", "server.log.1"), "utf8");
    expect(log).toMatch(/received fast shutdown request[\s\S]*database system is shut down/);
  }, 240_000);
});

describe("a postmaster.pid left behind", () => {
  const pidFile = () => path.join(site.dataDir, "postgres", "postmaster.pid");
  const write = (pid: number) =>
    fs.writeFileSync(pidFile(), `${pid}\n${path.join(site.dataDir, "postgres")}\n1764201600\n${site.env.EMBEDDED_PG_PORT}\n/tmp\n127.0.0.1\n`);

  it("naming a process that is gone (a reboot) is removed, and the start serves", async () => {
    const exited = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => exited.on("exit", resolve));
    write(exited.pid!);
    const serve = await start();
    await serves();
    expect(serve.output()).toMatch(/Removed .*postmaster\.pid left by a run that was killed \(its server is gone\)/);
  }, 240_000);

  it("naming a pid now used by another program is removed, the program left alone, and the start serves", async () => {
    const foreign = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"], { stdio: "ignore" });
    others.push(foreign);
    write(foreign.pid!);
    const serve = await start();
    await serves();
    expect(serve.output()).toMatch(/its pid now belongs to another program/);
    expect(isRunning(foreign.pid!)).toBe(true);
  }, 240_000);
});

describe("a PostgreSQL that a live academy serve uses", () => {
  it("is never touched by another start on the same data directory", async () => {
    const first = await start();
    const server = postmaster();
    const second = await site.startRefused({ PORT: String(site.port + 1) });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/in use by another running academy \(academy process \d+/);
    expect(isRunning(server.pid, server.startTime)).toBe(true);
    await serves();
    expect(first.child.exitCode).toBeNull();
  }, 240_000);
});
