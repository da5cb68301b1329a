// Instruments (issue 26, item 5): JSON log lines with the request's id and no personal data, one
// access-log line per request by route pattern, /metrics for loopback or METRICS_TOKEN only, and
// /readyz that also watches the migrations and this process's job worker.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { queueJob } from "../../app/services/operations/jobs.server";
import { getSql } from "../../db/client";
import type { WorkerHandle } from "../../jobs/worker";
import { captureLogs, type LogLine } from "../helpers/capture-logs";
import { useTestDatabase } from "../helpers/test-database";
import { builtServer, useWebServer, type ServerModules } from "../helpers/web-server";

useTestDatabase();
const web = useWebServer();

// The server's own modules (its logger and worker), not the sources' copies the test code loads.
let server: ServerModules;
let levelBefore = "";
beforeAll(async () => {
  server = await builtServer();
  levelBefore = server.log.level;
  server.log.level = "info";
});
afterAll(() => {
  server.log.level = levelBefore;
});

let capture: ReturnType<typeof captureLogs> | undefined;
afterEach(() => capture?.stop());

/** Access-log lines are written when the response ends, a moment after the client has it. */
async function linesOf(requestId: string, expected = 1): Promise<LogLine[]> {
  for (let i = 0; i < 100; i++) {
    const lines = capture!.lines().filter((line) => line.requestId === requestId);
    if (lines.length >= expected && lines.some((line) => line.msg === "request")) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return capture!.lines().filter((line) => line.requestId === requestId);
}

describe("log lines", () => {
  it("carry the request's id, which the response names in X-Request-Id; one access line by route pattern", async () => {
    capture = captureLogs();
    const adopted = await fetch(`${web.base()}/tools?q=${Date.now()}`, { headers: { "X-Request-Id": "lb-trace-12345678" } });
    expect(adopted.status).toBe(200);
    expect(adopted.headers.get("x-request-id")).toBe("lb-trace-12345678");
    const [access] = await linesOf("lb-trace-12345678");
    expect(access).toMatchObject({ msg: "request", level: "info", method: "GET", route: "routes/tools", status: 200 });
    expect(typeof access!.durationMs).toBe("number");
    expect(JSON.stringify(access)).not.toContain("?q=");

    // An id that is not a short plain token is replaced by one of ours.
    const replaced = await fetch(`${web.base()}/healthz`, { headers: { "X-Request-Id": "has spaces and <angle> brackets" } });
    const id = replaced.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await linesOf(id)).toEqual([expect.objectContaining({ msg: "request", route: "/healthz", status: 200 })]);
  });

  it("redact the email in a real failure's error (drizzle puts the query's parameters in its message) and the tokens in a URL", async () => {
    await getSql()`ALTER TABLE newsletter_signups RENAME TO newsletter_signups_away`;
    capture = captureLogs();
    try {
      const email = "ada.secret.person@example.com";
      const failed = await fetch(`${web.base()}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: web.base(), "X-Request-Id": "newsletter-fails-1" },
        body: JSON.stringify({ name: "Ada", email }),
      });
      expect(failed.status).toBe(500);
      const lines = await linesOf("newsletter-fails-1", 2);
      const error = lines.find((line) => line.msg === "Newsletter sign-up failed");
      // Written by the service inside the Remix bundle, with the id the server's middleware set.
      expect(error).toMatchObject({ level: "error", requestId: "newsletter-fails-1" });
      expect(JSON.stringify(error)).toMatch(/newsletter_signups/);
      expect(JSON.stringify(error)).toContain("[email]");
      expect(capture.text()).not.toContain(email);
      expect(capture.text()).not.toContain("ada.secret.person");

      const share = "Qm9zcXVlLXNoYXJlLXRva2VuLTEyMzQ1Ng";
      const shared = await fetch(`${web.base()}/toolkit/999999?share=${share}`, { headers: { "X-Request-Id": "share-link-12345" } });
      expect(shared.status).toBe(404);
      expect(await linesOf("share-link-12345")).toEqual([expect.objectContaining({ msg: "request", route: "routes/toolkit.$id", status: 404 })]);
      expect(capture.text()).not.toContain(share);
    } finally {
      await getSql()`ALTER TABLE newsletter_signups_away RENAME TO newsletter_signups`;
    }
  });
});

/** The value of one sample in a Prometheus text scrape, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.indexOf("}"));
    const present = labelText.split(",");
    if (wanted.every((label) => present.includes(label))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("/readyz", () => {
  it("fails while a migration of this build is not applied, and says so without naming it", async () => {
    expect((await fetch(`${web.base()}/readyz`)).status).toBe(200);
    const [last] = await getSql()<{ id: number; hash: string; created_at: string }[]>`
      DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at`;
    try {
      const ready = await fetch(`${web.base()}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get("cache-control")).toBe("no-store");
      const problem = (await ready.json()) as { title: string; detail: string };
      expect(problem).toMatchObject({ title: "Not Ready" });
      expect(problem.detail).toContain("academy db migrate");
    } finally {
      await getSql()`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`;
    }
    expect((await fetch(`${web.base()}/readyz`)).status).toBe(200);
  });
});

describe("/metrics", () => {
  let worker: WorkerHandle | undefined;
  afterAll(async () => {
    await worker?.stop(2_000);
  });

  it("reports request durations by route pattern, page-cache lookups, job queue depth and failures by task, the document readers and the process", async () => {
    worker = await server.startWorker(process.env.DATABASE_URL!, 1);
    // A job that fails for good at its first attempt: a payload send-email refuses.
    await queueJob("send-email", { not: "an email" }, { maxAttempts: 1 });
    const anonymous = `${web.base()}/methodology`;
    expect((await fetch(anonymous)).headers.get("x-page-cache")).toBe("miss");
    expect((await fetch(anonymous)).headers.get("x-page-cache")).toBe("hit");
    expect((await fetch(`${web.base()}/toolkit/424242?share=SecretShareToken1234567890abc`)).status).toBe(404);

    let text = "";
    for (let i = 0; i < 100; i++) {
      const response = await fetch(`${web.base()}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-page-cache")).toBeNull();
      text = await response.text();
      if (sample(text, "academy_job_failures_total", { task: "send-email" }) === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sample(text, "academy_job_failures_total", { task: "send-email" })).toBe(1);
    expect(sample(text, "academy_job_attempts_total", { task: "send-email", outcome: "error" })).toBe(1);
    expect(sample(text, "academy_job_queue_depth", { task: "send-email", state: "failed" })).toBe(1);
    expect(sample(text, "academy_job_queue_depth", { task: "send-email", state: "queued" })).toBe(0);

    expect(
      sample(text, "academy_http_request_duration_seconds_count", { method: "GET", route: "routes/methodology", status_class: "2xx" }),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(text, "academy_http_request_duration_seconds_count", { method: "GET", route: "routes/toolkit.$id", status_class: "4xx" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, "academy_page_cache_lookups_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "academy_page_cache_lookups_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "academy_document_readers", { state: "running" })).toBe(0);
    expect(sample(text, "academy_document_readers", { state: "waiting" })).toBe(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // Patterns, never addresses: no ids, queries or tokens in any label.
    expect(text).not.toMatch(/SecretShareToken|424242|"\/methodology/);
  });

  it("fails /readyz once this process's job worker has stopped", async () => {
    expect((await fetch(`${web.base()}/readyz`)).status).toBe(200);
    await worker!.stop(2_000);
    const ready = await fetch(`${web.base()}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { detail: string }).detail).toContain("job worker has stopped");
  });
});

/** An address of this machine that is not loopback, to reach a server as another machine would. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;

describe.skipIf(!outsideAddress)("/metrics from another machine", () => {
  let outside: http.Server;
  let base = "";
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For sets req.ip: /metrics must still look at the socket.
    const app = server.createWebApp(await server.loadServerBuild(), {
      production: false,
      appUrl: "http://localhost:3000",
      root: server.projectRoot,
      trustProxy: 1,
    });
    outside = await server.listen(app, 0, "0.0.0.0");
    base = `http://${outsideAddress}:${(outside.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.METRICS_TOKEN;
    await server.closeServer(outside);
  });

  it("is the site's 404 without METRICS_TOKEN, whatever X-Forwarded-For says, and served with the token", async () => {
    const refused = await fetch(`${base}/metrics`, { headers: { "X-Forwarded-For": "127.0.0.1" } });
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain("academy_http_request_duration_seconds");

    process.env.METRICS_TOKEN = "a-long-random-metrics-token";
    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(404);
    const allowed = await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer a-long-random-metrics-token" } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain("# TYPE academy_http_request_duration_seconds histogram");
  });
});
