// What /metrics reports (Prometheus text format, prom-client). Labels are bounded: a route
// pattern, never a URL; a status class, not a status; a task name. The registry is this module's
// own (not prom-client's global one), so a second copy of the module never collides with it.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { log } from "../app/adapters/log.server";
import { withinDeadline } from "../app/lib/deadline";
import { readGauge } from "../app/lib/shared-gauges";
import { getSql } from "../db/client";

export const metricsRegistry = new Registry();
// CPU, memory, event-loop lag, handles, garbage collection of this process.
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const requestDuration = new Histogram({
  name: "academy_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its response, by method, route pattern and status class (2xx, 4xx...).",
  labelNames: ["method", "route", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const pageCacheLookups = new Counter({
  name: "academy_page_cache_lookups_total",
  help: "Anonymous pages looked up in this process's page cache, by result (hit: served from memory; miss: rendered).",
  labelNames: ["result"] as const,
  registers,
});

export const jobAttempts = new Counter({
  name: "academy_job_attempts_total",
  help: "Job attempts this process's worker finished, by task and outcome (success, or error: the attempt threw).",
  labelNames: ["task", "outcome"] as const,
  registers,
});

export const jobFailures = new Counter({
  name: "academy_job_failures_total",
  help: "Jobs this process's worker gave up on (their last attempt failed), by task.",
  labelNames: ["task"] as const,
  registers,
});

export const coachImapPollFailures = new Counter({
  name: "academy_coach_imap_poll_failures_total",
  help: "Polls of the coach's mailbox (COACH_IMAP_URL) that could not connect or read, in this process's worker.",
  registers,
});

/** Tasks seen in an earlier scrape: reported as 0 once their jobs are gone, rather than vanishing. */
const knownTasks = new Set<string>();
const QUEUE_QUERY_TIMEOUT_MS = 1_000;

new Gauge({
  name: "academy_job_queue_depth",
  help: "Jobs in the shared queue (all workers) at scrape time, by task and state: queued (waiting or scheduled), running, failed (no attempts left).",
  labelNames: ["task", "state"] as const,
  registers,
  async collect() {
    this.reset();
    const query = getSql()<{ task: string; queued: number; running: number; failed: number }[]>`
      SELECT task_identifier AS task,
        count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts)::int AS queued,
        count(*) FILTER (WHERE locked_at IS NOT NULL)::int AS running,
        count(*) FILTER (WHERE locked_at IS NULL AND attempts >= max_attempts)::int AS failed
      FROM graphile_worker.jobs GROUP BY task_identifier`;
    const outcome = await withinDeadline(query, QUEUE_QUERY_TIMEOUT_MS);
    if (!outcome.ok) {
      // The rest of the scrape still answers; /readyz is what reports the database.
      log.warn({ reason: outcome.reason === "timeout" ? "timeout" : outcome.error }, "Job queue depth not read for /metrics");
      return;
    }
    const rows = new Map(outcome.value.map((row) => [row.task, row]));
    for (const task of rows.keys()) knownTasks.add(task);
    for (const task of knownTasks) {
      const row = rows.get(task);
      for (const state of ["queued", "running", "failed"] as const) this.set({ task, state }, row?.[state] ?? 0);
    }
  },
});

new Gauge({
  name: "academy_document_readers",
  help: "Uploaded documents being read (running) and waiting for a reader (waiting) in this process.",
  labelNames: ["state"] as const,
  registers,
  collect() {
    const counts = readGauge("document-readers");
    this.set({ state: "running" }, counts.running ?? 0);
    this.set({ state: "waiting" }, counts.waiting ?? 0);
  },
});

/** "2xx", "4xx"...: one label value per class keeps the series few. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
