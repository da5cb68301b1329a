// Mailgun's signed webhooks (issue 29: the coach's inbound-mail webhook). Every POST Mailgun makes
// carries `timestamp` (seconds since the epoch), `token` (a random string, 50 characters) and
// `signature`: the hex HMAC-SHA256 of timestamp + token under the account's HTTP webhook signing
// key. The signature covers those two fields only, not the message, so what makes a captured POST
// useless to replay is the time window and the token seen once (SeenTokens below).
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A POST older than this is refused (a captured request cannot be replayed later). This counts on
 * Mailgun signing each retry when it makes it (its retries come 10 minutes to 4 hours later): a
 * retry that kept its first timestamp would be refused once 15 minutes old.
 */
export const MAILGUN_MAX_AGE_SECONDS = 15 * 60;
/** Mailgun's clock and ours may differ a little; a timestamp further ahead than this is refused. */
export const MAILGUN_MAX_CLOCK_SKEW_SECONDS = 60;

export type MailgunRefusal = "missing" | "malformed" | "bad-signature" | "stale" | "future";

export type MailgunCheck = { ok: true; timestamp: number; token: string } | { ok: false; reason: MailgunRefusal };

export interface MailgunSignatureFields {
  timestamp: string | null | undefined;
  token: string | null | undefined;
  signature: string | null | undefined;
}

/** The signature Mailgun sends for this timestamp and token (hex, lower case). */
export function mailgunSignature(signingKey: string, timestamp: string, token: string): string {
  return createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest("hex");
}

/**
 * Whether the fields are Mailgun's, signed with this key, and recent. The comparison is in
 * constant time over the digest's bytes; a signature that is not 64 hex characters is refused
 * before any comparison.
 */
export function checkMailgunSignature(fields: MailgunSignatureFields, signingKey: string, nowMs: number = Date.now()): MailgunCheck {
  const { timestamp, token, signature } = fields;
  if (!timestamp || !token || !signature) return { ok: false, reason: "missing" };
  if (!/^\d{1,12}$/.test(timestamp) || token.length > 200 || !/^[0-9a-f]{64}$/i.test(signature)) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(mailgunSignature(signingKey, timestamp, token), "hex");
  const given = Buffer.from(signature, "hex");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "bad-signature" };
  const seconds = Number(timestamp);
  const now = nowMs / 1000;
  if (seconds < now - MAILGUN_MAX_AGE_SECONDS) return { ok: false, reason: "stale" };
  if (seconds > now + MAILGUN_MAX_CLOCK_SKEW_SECONDS) return { ok: false, reason: "future" };
  return { ok: true, timestamp: seconds, token };
}

/**
 * The tokens of the signed POSTs taken, each kept until its timestamp leaves the window (after
 * that the time check refuses it anyway). A token is claimed before its message is handled and
 * released when the handling fails, so Mailgun's retry of a failed POST is not taken for a replay.
 * Kept in memory, per process, at most `capacity` tokens (the oldest go first): see
 * app/services/coach/mailgun-inbound.server.ts for why that is enough.
 */
export class SeenTokens {
  private readonly until = new Map<string, number>();

  constructor(private readonly capacity = 20_000) {}

  /** True when the token was not seen (it is now); false for a replay. */
  claim(token: string, timestampSeconds: number, nowMs: number = Date.now()): boolean {
    this.prune(nowMs);
    if (this.until.has(token)) return false;
    while (this.until.size >= this.capacity) {
      const oldest = this.until.keys().next().value as string;
      this.until.delete(oldest);
    }
    this.until.set(token, (timestampSeconds + MAILGUN_MAX_AGE_SECONDS + MAILGUN_MAX_CLOCK_SKEW_SECONDS) * 1000);
    return true;
  }

  /** Forgets a claimed token (its message could not be taken; Mailgun will post it again). */
  release(token: string): void {
    this.until.delete(token);
  }

  get size(): number {
    return this.until.size;
  }

  private prune(nowMs: number): void {
    // Insertion order is close to timestamp order, so the expired ones are at the front; one
    // out of order is left until the next pass reaches it, or the capacity pushes it out.
    for (const [token, until] of this.until) {
      if (until > nowMs) break;
      this.until.delete(token);
    }
  }
}
