// Several machines as one (issue 25), on every run: two app processes, A (`academy serve`, web and
// a worker) and B (`academy serve --no-worker`), and one extra `academy worker` C, against one
// PostgreSQL, prove that a session and a flash toast cross instances, rate limits count across
// them, a tool edited on one shows on the other at once, and each queued email is sent once while
// two workers (A's and C) compete for the jobs.
// Two more processes start at the same moment on an empty database of a PostgreSQL of their own:
// both must come up (one migrator), and then that PostgreSQL is stopped and started again: /readyz
// and the API must say so honestly and recover. Last, a server with DATABASE_URL and no
// SESSION_SECRET must refuse to start.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueEmail } from "../../app/services/delivery/email.server";
import { getDb } from "../../db/client";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../db/embedded-postgres";
import { waitForIdleQueue } from "../../jobs/worker";
import { freePort } from "../../server/free-port";
import { createEnrolledAdmin, signInAsAdmin } from "../helpers/admin-sign-in";
import { Browser } from "../helpers/browser";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { useTestDatabase } from "../helpers/test-database";

const db = useTestDatabase();
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const AUTH_LIMIT = 4;
const tag = randomBytes(3).toString("hex");

interface Proc {
  name: string;
  child: ChildProcess;
  output: string;
  exit: Promise<number | null>;
}

interface Instance extends Proc {
  base: string;
}

function launch(name: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(process.execPath, ["bin/academy.js", ...args], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const proc: Proc = { name, child, output: "", exit: new Promise((resolve) => child.once("exit", (code) => resolve(code))) };
  const keep = (chunk: Buffer) => {
    proc.output = (proc.output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return proc;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `ready` holds; fails at once, with the process's output, if it exits first. */
async function until(proc: Proc, ready: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited with ${proc.child.exitCode}:\n${proc.output}`);
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${proc.name} was not ready within ${ms} ms:\n${proc.output}`);
}

const answersReady = (base: string) => async () => (await fetch(`${base}/readyz`)).status === 200;

async function stop(proc: Proc | undefined): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill("SIGTERM");
  const killed = setTimeout(() => proc.child.kill("SIGKILL"), 20_000);
  await proc.exit;
  clearTimeout(killed);
}

let workDir = "";
let smtp: SmtpCapture;
let A: Instance;
let B: Instance;
let C: Proc;
const emptyStarts: Instance[] = [];
let emptyStartsUp: Promise<void>;
let ownPostgres: EmbeddedDatabase | undefined;
let ownPostgresOptions: Parameters<typeof startEmbeddedPostgres>[0];

function environment(name: string, overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const dataDir = path.join(workDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  return {
    ...process.env,
    NODE_ENV: "test" as const,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    MAIL_URL: smtp.url,
    AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    // Every instance shares this one (vitest sets it): the several-machines rule.
    SESSION_SECRET: process.env.SESSION_SECRET,
    ...overrides,
  };
}

async function startInstance(name: string, args: string[], databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const proc = launch(name, args, environment(name, { PORT: String(port), DATABASE_URL: databaseUrl, APP_URL: `http://127.0.0.1:${port}` }));
  return Object.assign(proc, { base: `http://127.0.0.1:${port}` });
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-two-instances-"));
  fs.chmodSync(workDir, 0o755);
  smtp = await startSmtpCapture();

  // A PostgreSQL of this file's own (it is stopped below), with an empty database: two servers
  // start on it at the same moment while A, B and C start on the migrated test database.
  const ownStarted = (async () => {
    ownPostgresOptions = { dataDir: path.join(workDir, "postgres", "data"), port: await freePort(), database: "academy" };
    ownPostgres = await startEmbeddedPostgres(ownPostgresOptions);
    const url = ownPostgres.url;
    emptyStarts.push(...(await Promise.all([startInstance("E1", ["serve", "--no-worker"], url), startInstance("E2", ["serve", "--no-worker"], url)])));
  })();

  [A, B] = await Promise.all([startInstance("A", ["serve"], db.url()), startInstance("B", ["serve", "--no-worker"], db.url())]);
  C = launch("C", ["worker"], environment("C", { DATABASE_URL: db.url() }));
  emptyStartsUp = ownStarted.then(() => Promise.all(emptyStarts.map((e) => until(e, answersReady(e.base), 100_000)))).then(() => {});
  // Checked by its own test below; a rejection here is not left unhandled meanwhile.
  emptyStartsUp.catch(() => {});
  await Promise.all([
    until(A, answersReady(A.base), 90_000),
    until(B, answersReady(B.base), 90_000),
    until(C, async () => /Worker running/.test(C.output), 90_000),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([A, B, C, ...emptyStarts].map((proc) => stop(proc)));
  await ownPostgres?.stop().catch(() => {});
  await smtp?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

/** One visitor's cookies, sent to whichever instance the balancer picks. */
function visitor() {
  let target = "";
  const browser = new Browser(() => target);
  return (instance: Instance) => {
    target = instance.base;
    return browser;
  };
}

describe("two app processes and a worker on one database", () => {
  it("a session made on A is signed in on B, and a flash toast set by a POST on A shows on B", async () => {
    const at = visitor();
    const email = `two.${tag}@example.com`;
    const registered = await at(A).post("/api/register", { username: "Ada Two", email, password: "correct horse", jobTitle: "Analyst" });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const me = await at(B).get("/api/user");
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).toContain(email);

    // The Logout button, JavaScript off: a form post on A, the redirect's page on B.
    const loggedOut = await at(A).request("/logout", { method: "POST", form: {} });
    expect(loggedOut.status).toBe(302);
    expect(at(A).cookie("academy_flash")).toBeTruthy();
    const page = await at(B).get("/");
    expect(page.status).toBe(200);
    expect(page.body).toContain("You have been signed out.");
    expect((await at(B).get("/api/user")).status).toBe(401);
  });

  it("rate limits count across both instances", async () => {
    // Fixed one-minute windows: start early in one, so all the requests fall in it.
    const intoMinute = (Date.now() / 1000) % 60;
    if (intoMinute > 45) await sleep((61 - intoMinute) * 1000);
    const at = visitor();
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const response = await at(i % 2 === 0 ? A : B).post("/api/forgot-password", { email: `nobody.${tag}.${i}@example.com` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(200), 429, 429]);
  });

  it("a tool edited through the admin API on A shows at once on B's /tools, whose page was cached", async () => {
    const boss = await createEnrolledAdmin({ email: `boss.${tag}@example.com`, name: "Boss Admin", password: "admin pass phrase" });
    const admin = new Browser(() => A.base);
    expect((await signInAsAdmin(admin, boss)).status).toBe(200);
    const fields = { category: "Writing", description: "Drafts letters in the house style.", web_link: "https://tool.example.com" };
    const created = await admin.post("/api/admin/tools", { name: `Two Instances Tool ${tag}`, ...fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { tool: { id: number } }).tool.id;

    const renamed = `Renamed Across ${tag}`;
    // A search the tool matches under both names (the page repeats the query, so not the new name).
    const onB = `${B.base}/tools?q=${tag}`;
    // Cached on B (the creation's own notice may clear it once on the way).
    let cached = await fetch(onB);
    for (let i = 0; i < 20 && cached.headers.get("x-page-cache") !== "hit"; i++) {
      await sleep(100);
      cached = await fetch(onB);
    }
    expect(cached.headers.get("x-page-cache")).toBe("hit");
    const before = await cached.text();
    expect(before).toContain(`Two Instances Tool ${tag}`);
    expect(before).not.toContain(renamed);

    const updated = await admin.request(`/api/admin/tools/${id}`, { method: "PUT", json: { id, name: renamed, ...fields } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    // LISTEN/NOTIFY reaches B within moments; the cache's own expiry is a minute.
    const deadline = Date.now() + 3_000;
    let shown = false;
    while (!shown && Date.now() < deadline) {
      shown = (await (await fetch(onB)).text()).includes(renamed);
      if (!shown) await sleep(100);
    }
    expect(shown).toBe(true);
  });

  it("each queued email is sent exactly once while A's worker and C take jobs", async () => {
    const recipients = Array.from({ length: 24 }, (_, i) => `once.${tag}.${i}@example.com`);
    for (const to of recipients) {
      await queueEmail({ to, subject: "Once only", text: "Hello", html: "<p>Hello</p>", kind: "transactional", template: "two-instances" });
    }
    const mine = () => smtp.messages.filter((m) => recipients.includes(m.to && !Array.isArray(m.to) ? m.to.text : ""));
    const deadline = Date.now() + 30_000;
    while (mine().length < recipients.length && Date.now() < deadline) await sleep(100);
    await waitForIdleQueue(db.url(), 15_000);
    // Time for a second delivery of any job to show, were there one.
    await sleep(1_500);
    const delivered = mine().map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ""));
    expect(delivered.sort()).toEqual([...recipients].sort());
    const logged = await getDb().execute<{ to_address: string; n: number }>(
      sql`SELECT to_address, count(*)::int AS n FROM email_messages WHERE to_address LIKE ${`once.${tag}.%`} GROUP BY to_address`,
    );
    expect(logged.length).toBe(recipients.length);
    expect(logged.every((row) => row.n === 1)).toBe(true);
  });
});

describe("two servers starting at once on an empty database, and an outage", () => {
  it("both come up: one migrates, the other waits and finds nothing to do", async () => {
    await emptyStartsUp;
    for (const instance of emptyStarts) {
      expect(instance.child.exitCode).toBeNull();
      expect(instance.output).not.toMatch(/duplicate key|Failed query/);
      expect((await fetch(`${instance.base}/tools`)).status).toBe(200);
    }
  }, 120_000);

  it("/readyz answers 503 problem JSON while PostgreSQL is stopped, the API stays problem JSON, and both recover when it is back", async () => {
    await emptyStartsUp;
    const [E1, E2] = emptyStarts as [Instance, Instance];
    // The home page is cached (and needs no database): it keeps serving; /readyz is what balancers watch.
    expect((await fetch(`${E1.base}/`)).status).toBe(200);
    await ownPostgres!.stop();
    ownPostgres = undefined;

    for (const instance of [E1, E2]) {
      const started = Date.now();
      const ready = await fetch(`${instance.base}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(await ready.json()).toMatchObject({ status: 503, title: "Not Ready" });
      expect(Date.now() - started).toBeLessThan(3_000);
    }
    const apiStarted = Date.now();
    const api = await fetch(`${E1.base}/api/ai-tools?q=outage-${tag}`);
    expect(api.status).toBe(503);
    expect(api.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await api.json()).toMatchObject({ status: 503, title: "Service Unavailable" });
    expect(Date.now() - apiStarted).toBeLessThan(6_000);
    const page = await fetch(`${E2.base}/tools?q=outage-${tag}`);
    expect(page.status).toBe(503);
    expect((await fetch(`${E1.base}/`)).status).toBe(200);
    expect((await fetch(`${E1.base}/healthz`)).status).toBe(200);

    ownPostgres = await startEmbeddedPostgres(ownPostgresOptions);
    for (const instance of [E1, E2]) {
      await until(instance, answersReady(instance.base), 20_000);
      expect((await fetch(`${instance.base}/api/ai-tools?q=recovered-${tag}`)).status).toBe(200);
    }
  }, 60_000);
});

describe("several machines need one SESSION_SECRET", () => {
  it("a server with DATABASE_URL and no SESSION_SECRET stops at start-up with a clear message", async () => {
    const env = environment("no-secret", { DATABASE_URL: db.url(), PORT: String(await freePort()) });
    delete env.SESSION_SECRET;
    const proc = launch("no-secret", ["serve", "--no-worker"], env);
    const code = await Promise.race([proc.exit, sleep(30_000).then(() => "still running")]);
    await stop(proc);
    expect(code, proc.output).toBe(1);
    expect(proc.output).toMatch(/SESSION_SECRET is not set/);
    expect(fs.existsSync(path.join(workDir, "no-secret", "session-secret"))).toBe(false);
  }, 40_000);
});
