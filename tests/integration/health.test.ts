// Honest health (issue 25): /healthz says the process runs, /readyz whether this instance can
// serve (its pool answers `SELECT 1` within a second, and it is not shutting down), never cached
// and never rate limited. While the database is unreachable (stopped, or accepting connections and
// never answering) requests fail within seconds with 503, and the API keeps answering problem JSON.
import net from "node:net";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, getDb, getSql } from "../../db/client";
import { freePort } from "../../server/free-port";
import { useTestDatabase } from "../helpers/test-database";
import { builtServer, useWebServer } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

const timed = async (path: string, init?: RequestInit) => {
  const started = Date.now();
  const response = await fetch(`${web.base()}${path}`, init);
  const text = await response.text();
  return { response, text, ms: Date.now() - started };
};

/** Point the app's pool at another address for the length of `work`, then back at the test database. */
async function withDatabaseAt(url: string, work: () => Promise<void>): Promise<void> {
  const original = process.env.DATABASE_URL!;
  const quiet = console.error;
  console.error = () => {};
  // The test's pool and the server's (the built modules) both move.
  const server = await builtServer();
  await Promise.all([closeDb(), server.closeDb()]);
  process.env.DATABASE_URL = url;
  try {
    await work();
  } finally {
    // Requests abandoned on a hung pool fail (and are logged) as it closes.
    await Promise.all([closeDb(), server.closeDb()]);
    console.error = quiet;
    process.env.DATABASE_URL = original;
  }
}

/** A server that accepts connections and never says a word: a database host that hangs. */
async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/hangs`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A TCP relay to the test database that can freeze: from then on it forwards nothing either way
 * and keeps every connection open, as a database host that hangs (or a network that drops packets).
 */
async function freezableRelay(target: string): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  const { hostname, port: targetPort, pathname } = new URL(target);
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
    }
    client.on("data", (chunk) => frozen || upstream.write(chunk));
    upstream.on("data", (chunk) => frozen || client.write(chunk));
    client.on("close", () => frozen || upstream.destroy());
    upstream.on("close", () => frozen || client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}${pathname}`,
    freeze: () => {
      frozen = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const problemOf = (text: string) => JSON.parse(text) as { title: string; status: number; detail: string; message: string };

describe("/healthz and /readyz", () => {
  it("answer 200 while the database answers, with no-store, past the page cache and any rate limit", async () => {
    const live = await timed("/healthz");
    expect(live.response.status).toBe(200);
    expect(JSON.parse(live.text)).toEqual({ status: "alive" });
    expect(live.response.headers.get("cache-control")).toBe("no-store");

    const answers = await Promise.all(Array.from({ length: 40 }, () => timed("/readyz")));
    for (const { response, text } of answers) {
      expect(response.status).toBe(200);
      expect(JSON.parse(text)).toEqual({ status: "ready" });
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
    expect((await fetch(`${web.base()}/readyz`, { method: "HEAD" })).status).toBe(200);
  });

  it("fail fast while PostgreSQL is stopped: /readyz 503, pages 503 with Retry-After, /api/* problem JSON; /healthz stays 200", async () => {
    await withDatabaseAt(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/stopped`, async () => {
      const ready = await timed("/readyz");
      expect(ready.response.status).toBe(503);
      expect(ready.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(ready.response.headers.get("cache-control")).toBe("no-store");
      expect(problemOf(ready.text)).toMatchObject({ title: "Not Ready", status: 503 });
      expect(ready.ms).toBeLessThan(3_000);

      expect((await timed("/healthz")).response.status).toBe(200);

      const api = await timed(`/api/ai-tools?q=${Date.now()}-stopped`);
      expect(api.response.status).toBe(503);
      expect(api.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(api.response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(problemOf(api.text)).toMatchObject({ title: "Service Unavailable", status: 503 });
      expect(api.text).not.toMatch(/Unexpected Server Error|ECONNREFUSED/);
      expect(api.ms).toBeLessThan(5_000);

      const page = await timed(`/tools?q=${Date.now()}-stopped`);
      expect(page.response.status).toBe(503);
      expect(page.text).toContain("Something went wrong");
      expect(page.ms).toBeLessThan(5_000);
    });
    // And ready again once the database answers.
    expect((await timed("/readyz")).response.status).toBe(200);
  });

  it("fail within seconds when the database accepts connections but never answers (connect timeout, 1 s readiness)", async () => {
    const hung = await silentServer();
    try {
      await withDatabaseAt(hung.url, async () => {
        const [ready, api] = await Promise.all([timed("/readyz"), timed(`/api/ai-tools?q=${Date.now()}-hung`)]);
        expect(ready.response.status).toBe(503);
        expect(ready.ms).toBeLessThan(2_500);
        // DATABASE_CONNECT_TIMEOUT (5 s) and the readiness check (1 s); postgres.js alone waits 30 s.
        expect(api.response.status).toBe(503);
        expect(problemOf(api.text)).toMatchObject({ status: 503 });
        expect(api.ms).toBeLessThan(10_000);
      });
    } finally {
      await hung.close();
    }
  }, 30_000);

  it("answers a request caught on an open connection of a database that stopped answering with 503 within seconds", async () => {
    const relay = await freezableRelay(process.env.DATABASE_URL!);
    try {
      await withDatabaseAt(relay.url, async () => {
        expect((await timed(`/tools?q=${Date.now()}-warm`)).response.status).toBe(200);
        relay.freeze();
        // Sent on a pooled connection that is open and will never answer: no connect timeout helps.
        const [page, api] = await Promise.all([timed(`/tools?q=${Date.now()}-frozen`), timed(`/api/ai-tools?q=${Date.now()}-frozen`)]);
        expect(page.response.status).toBe(503);
        expect(page.response.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(page.ms).toBeLessThan(9_000);
        expect(api.response.status).toBe(503);
        expect(problemOf(api.text)).toMatchObject({ title: "Service Unavailable", status: 503 });
        expect(api.ms).toBeLessThan(9_000);
        expect((await timed("/readyz")).response.status).toBe(503);
      });
    } finally {
      await relay.close();
    }
  }, 40_000);

  it("leaves a request that is only slow alone, though it waits longer than the check and its pool is full", async () => {
    process.env.AUTH_RATE_LIMIT = "1000";
    const locker = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const transaction = locker.begin(async (tx) => {
        await tx`LOCK TABLE rate_limit_hits IN EXCLUSIVE MODE`;
        locked();
        await held;
      });
      await isLocked;
      // More requests than the pool has connections, each waiting on the lock past the 5 s check.
      const requests = Array.from({ length: 12 }, (_, i) =>
        fetch(`${web.base()}/api/forgot-password`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: web.base() },
          body: JSON.stringify({ email: `slow.${i}@example.com` }),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      release();
      await transaction;
      const statuses = (await Promise.all(requests)).map((response) => response.status);
      expect(statuses).toEqual(Array<number>(12).fill(200));
    } finally {
      delete process.env.AUTH_RATE_LIMIT;
      await locker.end();
    }
  }, 30_000);

  it("answers 503 'Shutting Down' once the process drains, though the database answers", async () => {
    (await builtServer()).startDraining();
    const ready = await timed("/readyz");
    expect(ready.response.status).toBe(503);
    expect(problemOf(ready.text)).toMatchObject({ title: "Shutting Down", status: 503 });
    expect((await timed("/healthz")).response.status).toBe(200);
  });
});

describe("the app's pool", () => {
  afterAll(() => {
    delete process.env.DATABASE_STATEMENT_TIMEOUT;
  });

  it("cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT (15 s unless set)", async () => {
    const [setting] = await getSql()<{ statement_timeout: string }[]>`SHOW statement_timeout`;
    expect(setting!.statement_timeout).toBe("15s");
    await closeDb();
    process.env.DATABASE_STATEMENT_TIMEOUT = "1";
    const started = Date.now();
    await expect(getDb().execute(sql`SELECT pg_sleep(5)`)).rejects.toMatchObject({ cause: { code: "57014" } });
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
