// Whether the database can be used now, answered within a second or two whatever the database
// does (refuses, resets, or never answers). Two questions:
// - checkDatabase: can this instance's pool run `SELECT 1`? /readyz reports it (a pool stuck on a
//   hung database, or saturated, cannot serve), and a failed request is answered 503 rather than
//   500 while it is false (server/outage.ts).
// - checkDatabaseServer: does the server answer at all, on a connection of its own? A slow
//   request is cut short only then, never because its pool is merely busy.
import postgres from "postgres";
import { getSql } from "../db/client";
import { log } from "../app/adapters/log.server";
import { sharedWhileRunning, withinDeadline, type DeadlineOutcome } from "../app/lib/deadline";

export const READINESS_TIMEOUT_MS = 1_000;
export const SERVER_CHECK_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

let lastReady = true;

function readinessOf(outcome: DeadlineOutcome<unknown>, timeoutMs: number): Readiness {
  if (outcome.ok) return { ready: true };
  if (outcome.reason === "timeout") return { ready: false, reason: `no answer within ${timeoutMs} ms` };
  const { code, message } = (outcome.error ?? {}) as { code?: unknown; message?: unknown };
  return { ready: false, reason: [code, message].filter((part) => typeof part === "string" && part).join(": ") || "unknown error" };
}

async function probePool(): Promise<Readiness> {
  const selectOne = (async () => {
    await getSql()`SELECT 1`;
  })();
  const readiness = readinessOf(await withinDeadline(selectOne, READINESS_TIMEOUT_MS), READINESS_TIMEOUT_MS);
  // Once per change, not per check: a load balancer asks every few seconds.
  if (readiness.ready !== lastReady) {
    if (readiness.ready) log.info("The database answers again: ready.");
    else log.error({ reason: readiness.reason }, "The database is unreachable: /readyz answers 503 until it answers again.");
    lastReady = readiness.ready;
  }
  return readiness;
}

/** One probe at a time; every caller meanwhile shares it. Never cached beyond that. */
export const checkDatabase = sharedWhileRunning(probePool);

let serverClient: { url: string; sql: postgres.Sql } | undefined;

async function probeServer(): Promise<Readiness> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ready: false, reason: "DATABASE_URL is not set" };
  if (serverClient?.url !== url) {
    void serverClient?.sql.end({ timeout: 0 });
    serverClient = { url, sql: postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 10, connect_timeout: SERVER_CHECK_TIMEOUT_MS / 1000 }) };
  }
  const { sql } = serverClient;
  const selectOne = (async () => {
    await sql`SELECT 1`;
  })();
  const outcome = await withinDeadline(selectOne, SERVER_CHECK_TIMEOUT_MS);
  if (!outcome.ok && serverClient?.sql === sql) {
    // Its connection may be the one that hangs: the next check starts afresh.
    serverClient = undefined;
    void sql.end({ timeout: 0 }).catch(() => {});
  }
  return readinessOf(outcome, SERVER_CHECK_TIMEOUT_MS);
}

export const checkDatabaseServer = sharedWhileRunning(probeServer);
