// Fixed-window rate limits kept in PostgreSQL, so they hold across any number of web servers
// (DESIGN.md §4). One upsert per check: the count for this key and window, after this hit.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";

export interface RateLimit {
  /** What is limited, e.g. "use-cases". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(rule: RateLimit, subject: string, db: Executor = getDb()): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const windowStart = windowStartOf(rule, nowSeconds);
  const rows = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limit_hits (key, window_start, count)
    VALUES (${`${rule.name}:${subject}`.slice(0, 300)}, ${windowStart.toISOString()}::timestamptz, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
    RETURNING count`);
  const count = rows[0]!.count;
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: rule.windowSeconds - (nowSeconds % rule.windowSeconds),
  };
}

/** Old windows are of no use; the worker's maintenance (or an operator) may delete them. */
export async function deleteExpiredRateLimits(olderThanSeconds = 86_400, db: Executor = getDb()): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`);
}

/** A per-minute limit whose size an operator may change with an environment variable (read each time). */
function perMinuteLimit(name: string, envVar: string, fallback: number): RateLimit {
  return {
    name,
    get limit() {
      const value = Number(process.env[envVar]);
      return Number.isInteger(value) && value > 0 ? value : fallback;
    },
    windowSeconds: 60,
  };
}

/**
 * Generating toolkits and use cases can call a paid AI model and writes rows: a visitor gets
 * AI_GENERATION_RATE_LIMIT of them a minute (30 by default).
 */
export const AI_GENERATION_LIMIT = perMinuteLimit("ai-generation", "AI_GENERATION_RATE_LIMIT", 30);

/** Email sign-ups (toolkit reports) and consultation bookings a visitor may make a minute. */
export const EMAIL_SIGNUP_LIMIT = perMinuteLimit("email-signup", "EMAIL_SIGNUP_RATE_LIMIT", 10);

/**
 * Sign-in attempts, registrations and password-reset requests (DESIGN.md §4): AUTH_RATE_LIMIT a
 * minute per address for each (10 by default, so the 11th within a minute is refused). Slows
 * password guessing and mass sign-ups without getting in a person's way.
 */
export const LOGIN_LIMIT = perMinuteLimit("login", "AUTH_RATE_LIMIT", 10);
export const REGISTER_LIMIT = perMinuteLimit("register", "AUTH_RATE_LIMIT", 10);
export const FORGOT_PASSWORD_LIMIT = perMinuteLimit("forgot-password", "AUTH_RATE_LIMIT", 10);
export const RESET_PASSWORD_LIMIT = perMinuteLimit("reset-password", "AUTH_RATE_LIMIT", 10);

/**
 * Reset emails to any one address: 3 per 15 minutes, whoever asks, so nobody can flood someone's
 * inbox from many addresses. Over the limit the request is answered as usual and nothing is sent.
 */
export const RESET_EMAILS_PER_ADDRESS: RateLimit = { name: "reset-email", limit: 3, windowSeconds: 900 };

/** Engagement events (/api/events) one visitor may send a minute: a results page sends a handful. */
export const EVENTS_LIMIT = perMinuteLimit("events", "EVENTS_RATE_LIMIT", 120);

/** Roadmaps one visitor may generate a minute: each reads a document in a worker thread. */
export const ROADMAP_LIMIT = perMinuteLimit("roadmap", "ROADMAP_RATE_LIMIT", 10);

/** Checkout Sessions (and test payments) one visitor may start a minute. */
export const CHECKOUT_LIMIT = perMinuteLimit("checkout", "CHECKOUT_RATE_LIMIT", 20);

/**
 * Wrong second-factor codes per admin account, from wherever they come: 10 in 15 minutes, then the
 * account takes no code until the window ends. Only someone who knew the password gets this far, so
 * this cannot be used to keep an admin out without their password; it keeps a guesser with many
 * addresses from trying the million codes (failed passwords are slowed per account and address
 * instead, sign-in-guard.server.ts).
 */
export const SECOND_FACTOR_FAILURES_PER_ACCOUNT: RateLimit = { name: "second-factor-failures", limit: 10, windowSeconds: 900 };

const windowStartOf = (rule: RateLimit, nowSeconds: number) => new Date((nowSeconds - (nowSeconds % rule.windowSeconds)) * 1000);

/** Whether the subject still has tries left in this window, without counting one. */
export async function peekRateLimit(rule: RateLimit, subject: string, db: Executor = getDb()): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const rows = await db.execute<{ count: number }>(sql`
    SELECT count FROM rate_limit_hits
    WHERE key = ${`${rule.name}:${subject}`.slice(0, 300)} AND window_start = ${windowStartOf(rule, nowSeconds).toISOString()}::timestamptz`);
  const count = rows[0]?.count ?? 0;
  return { allowed: count < rule.limit, remaining: Math.max(0, rule.limit - count), retryAfterSeconds: rule.windowSeconds - (nowSeconds % rule.windowSeconds) };
}

/** Forget the subject's count (e.g. the account's failed sign-ins once its owner reset the password). */
export async function clearRateLimit(rule: RateLimit, subject: string, db: Executor = getDb()): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE key = ${`${rule.name}:${subject}`.slice(0, 300)}`);
}

export { TOO_MANY_REQUESTS_MESSAGE } from "~/lib/schemas/problems";

/** The outcome every rate-limited operation may return instead of its own. */
export interface RateLimited {
  ok: false;
  reason: "rate-limited";
  retryAfterSeconds: number;
}

/**
 * The one place a limit is applied: an operation runs inside this wrapper, so its page action,
 * its /api route and anything else that calls it are limited alike.
 */
export async function withRateLimit<T>(rule: RateLimit, subject: string, run: () => Promise<T>): Promise<T | RateLimited> {
  const hit = await hitRateLimit(rule, subject);
  if (!hit.allowed) return { ok: false, reason: "rate-limited", retryAfterSeconds: hit.retryAfterSeconds };
  return run();
}
