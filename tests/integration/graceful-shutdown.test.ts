// SIGTERM with requests in flight (issue 25): the real `academy serve` stops accepting, answers
// every request that reached it with its real response (a committed sign-up is never reported as
// failed), closes kept-alive connections, and exits 0 with PostgreSQL stopped. Past
// SHUTDOWN_DRAIN_SECONDS what is still running is cut, and nothing it did is committed.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import postgres from "postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../db/embedded-postgres";
import { ownerFile } from "../../db/postgres-owner";
import { isRunning, readProcess } from "../../db/process-info";
import { freePort } from "../../server/free-port";
import { serveSite, type ServeProcess, type ServeSite } from "../helpers/serve-process";

let site: ServeSite;
/** The server a test started, killed after it if the test failed before it stopped: the next test needs the data directory. */
let running: ServeProcess | undefined;

beforeAll(async () => {
  // 30 sign-ups from one address at once: lift the per-visitor limits, which are not under test.
  site = await serveSite("graceful-shutdown", { EMAIL_SIGNUP_RATE_LIMIT: "1000", MAIL_PER_RECIPIENT_DAILY_LIMIT: "1000" });
}, 60_000);

afterEach(async () => {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    process.kill(-running.child.pid!, "SIGKILL");
    await running.exited;
  }
  running = undefined;
});

afterAll(() => site?.remove());

interface Answer {
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
}

/**
 * POST a waitlist sign-up. With `holdBodyMs`, the headers and the first bytes of the body go at
 * once and the rest only then (a slow client: its request has reached the server and is in
 * flight all that time).
 */
function signUp(agent: http.Agent, email: string, holdBodyMs = 0): { sent: Promise<void>; answer: Promise<Answer> } {
  const body = JSON.stringify({ name: "Grace Hopper", email });
  let sent!: () => void;
  const sentPromise = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<Answer>((resolve) => {
    const request = http.request(
      `${site.base}/api/toolkit-waitlist`,
      { method: "POST", agent, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Origin: site.base } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode, connection: response.headers.connection, body: text }));
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    if (!holdBodyMs) {
      request.end(body, () => sent());
      return;
    }
    request.write(body.slice(0, 10), () => sent());
    setTimeout(() => request.end(body.slice(10)), holdBodyMs);
  });
  return { sent: sentPromise, answer };
}

async function connectionRefused(): Promise<string> {
  try {
    await fetch(`${site.base}/tools`);
    return "accepted";
  } catch (error) {
    return ((error as { cause?: { code?: string } }).cause?.code ?? "error") as string;
  }
}

/**
 * What a new connection gets once the server has had `withinMs` to act on the signal. A loaded
 * machine may take a moment to schedule the stopping process, so this asks every 100 ms rather
 * than once at a fixed time; what it must never see at the end is a served request.
 */
async function refusedWithin(withinMs: number): Promise<string> {
  const until = Date.now() + withinMs;
  let answer = await connectionRefused();
  while (answer !== "ECONNREFUSED" && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    answer = await connectionRefused();
  }
  return answer;
}

/** What the data directory holds once the server is gone: the sign-ups committed. */
async function committedSignUps(prefix: string): Promise<string[]> {
  const pg = await startEmbeddedPostgres({ dataDir: path.join(site.dataDir, "postgres"), port: await freePort(), database: "academy" });
  const sql = postgres(pg.url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ email: string }[]>`SELECT email FROM waitlist_signups WHERE email LIKE ${`${prefix}%`} ORDER BY email`;
    return rows.map((row) => row.email);
  } finally {
    await sql.end();
    await pg.stop();
  }
}

describe("SIGTERM with 30 requests in flight", () => {
  it("answers every one with its real response, refuses new connections, and exits 0 with PostgreSQL stopped", async () => {
    const serve = (running = await site.start());
    const postmasterPid = site.postmasterPid()!;
    const postmaster = { pid: postmasterPid, startTime: readProcess(postmasterPid)!.startTime };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    // A kept-alive connection with nothing in flight: it must not hold the stop open.
    expect((await signUp(agent, "drain-warmup@example.com").answer).status).toBe(200);

    // 30 sign-ups whose bodies are still arriving when the signal comes: 10 end 1 s after it, 20
    // end 5 s after it (the old stop cut everything after 3 s).
    const requests = Array.from({ length: 30 }, (_, i) => signUp(agent, `drain-${String(i).padStart(2, "0")}@example.com`, i < 10 ? 1_500 : 5_500));
    await Promise.all(requests.map((request) => request.sent));
    await new Promise((r) => setTimeout(r, 500));
    const signalled = Date.now();
    serve.child.kill("SIGTERM");

    // Refused while 20 requests are still in flight (their bodies end 5 s after the signal).
    expect(await refusedWithin(3_500)).toBe("ECONNREFUSED");
    expect(Date.now() - signalled).toBeLessThan(4_500);

    const answers = await Promise.all(requests.map((request) => request.answer));
    const exit = await serve.exited;
    const stoppedAfterMs = Date.now() - signalled;
    agent.destroy();

    const finished = answers.filter((answer) => answer.status !== undefined).length;
    console.log(`SIGTERM with 30 requests in flight: ${finished} finished, ${30 - finished} cut; the process exited ${stoppedAfterMs} ms after the signal`);
    expect(answers.filter((answer) => answer.error)).toEqual([]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body!)).toMatchObject({ success: true });
      // Kept-alive connections are told to close, so the client does not send its next request to a server that is going.
      expect(answer.connection).toBe("close");
    }
    expect(exit).toEqual({ code: 0, signal: null });
    expect(serve.output()).toContain("Stopped cleanly.");
    // Within the drain: nothing waited for the 25 s.
    expect(stoppedAfterMs).toBeLessThan(20_000);

    // PostgreSQL was stopped, not left running, and the data directory has no owner.
    expect(isRunning(postmaster.pid, postmaster.startTime)).toBe(false);
    expect(fs.existsSync(path.join(site.dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(fs.existsSync(ownerFile(path.join(site.dataDir, "postgres")))).toBe(false);

    // Every sign-up reported as saved is saved, and only those.
    const saved = await committedSignUps("drain-");
    expect(saved).toEqual(["drain-warmup@example.com", ...Array.from({ length: 30 }, (_, i) => `drain-${String(i).padStart(2, "0")}@example.com`)].sort());
  }, 240_000);

  it("cuts a request still running at SHUTDOWN_DRAIN_SECONDS, commits nothing of it, and still exits 0", async () => {
    const serve = (running = await site.start({ SHUTDOWN_DRAIN_SECONDS: "2" }));
    const agent = new http.Agent({ keepAlive: true });
    // A client that never sends the rest of its body.
    const stuck = signUp(agent, "cut-stuck@example.com", 600_000);
    await stuck.sent;
    await new Promise((r) => setTimeout(r, 500));
    const signalled = Date.now();
    serve.child.kill("SIGTERM");
    const answer = await stuck.answer;
    const exit = await serve.exited;
    const stoppedAfterMs = Date.now() - signalled;
    agent.destroy();

    expect(answer.error).toBeDefined();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(serve.output()).toContain("Cut 1 request(s) still running after 2 s (SHUTDOWN_DRAIN_SECONDS).");
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(stoppedAfterMs).toBeLessThan(15_000);
    expect(await committedSignUps("cut-")).toEqual([]);
  }, 240_000);

  it("refuses a drain that is not a number of seconds, with a clear message, before starting anything", async () => {
    const refused = await site.startRefused({ SHUTDOWN_DRAIN_SECONDS: "-5" });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('SHUTDOWN_DRAIN_SECONDS must be 0 or more seconds, got "-5"');
    expect(fs.existsSync(path.join(site.dataDir, "postgres", "postmaster.pid"))).toBe(false);
  }, 60_000);
});
