import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkMailgunSignature, MAILGUN_MAX_AGE_SECONDS, MAILGUN_MAX_CLOCK_SKEW_SECONDS, mailgunSignature, SeenTokens } from "./mailgun-signature";

const key = "key-test-signing-0123456789abcdef";
const now = Date.UTC(2026, 10, 27, 10, 0, 0);
const seconds = Math.floor(now / 1000);
const token = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5";

const signed = (timestamp: number | string, tok = token, signingKey = key) => ({
  timestamp: String(timestamp),
  token: tok,
  signature: mailgunSignature(signingKey, String(timestamp), tok),
});

describe("Mailgun's webhook signature", () => {
  it("is the hex HMAC-SHA256 of timestamp followed by token, under the signing key", () => {
    const expected = createHmac("sha256", key).update(`${seconds}${token}`).digest("hex");
    expect(mailgunSignature(key, String(seconds), token)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts a fresh POST signed with the key, in either case of hex", () => {
    expect(checkMailgunSignature(signed(seconds), key, now)).toEqual({ ok: true, timestamp: seconds, token });
    const upper = signed(seconds);
    expect(checkMailgunSignature({ ...upper, signature: upper.signature.toUpperCase() }, key, now).ok).toBe(true);
  });

  it("refuses missing fields", () => {
    const fields = signed(seconds);
    expect(checkMailgunSignature({ ...fields, signature: null }, key, now)).toEqual({ ok: false, reason: "missing" });
    expect(checkMailgunSignature({ ...fields, token: "" }, key, now)).toEqual({ ok: false, reason: "missing" });
    expect(checkMailgunSignature({ ...fields, timestamp: undefined }, key, now)).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses malformed fields before comparing", () => {
    const fields = signed(seconds);
    for (const bad of [
      { ...fields, signature: fields.signature.slice(1) },
      { ...fields, signature: `${fields.signature}00` },
      { ...fields, signature: `z${fields.signature.slice(1)}` },
      { ...fields, timestamp: `${seconds}.5` },
      { ...fields, timestamp: "-1" },
      { ...fields, token: "x".repeat(201) },
    ]) {
      expect(checkMailgunSignature(bad, key, now)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("refuses another key's signature, and a token or timestamp that was changed", () => {
    expect(checkMailgunSignature(signed(seconds, token, "another-key"), key, now)).toEqual({ ok: false, reason: "bad-signature" });
    const fields = signed(seconds);
    expect(checkMailgunSignature({ ...fields, token: `${token.slice(0, -1)}6` }, key, now)).toEqual({ ok: false, reason: "bad-signature" });
    expect(checkMailgunSignature({ ...fields, timestamp: String(seconds + 1) }, key, now)).toEqual({ ok: false, reason: "bad-signature" });
    // The two fields are concatenated: moving a digit from one to the other changes nothing Mailgun signs,
    // but the timestamp must still be the one signed.
    const shifted = { timestamp: String(seconds).slice(0, -1), token: `${String(seconds).slice(-1)}${token}`, signature: fields.signature };
    expect(checkMailgunSignature(shifted, key, now).ok).toBe(false);
  });

  it("refuses a POST older than 15 minutes, or from further ahead than the clock skew allows", () => {
    expect(checkMailgunSignature(signed(seconds - MAILGUN_MAX_AGE_SECONDS), key, now).ok).toBe(true);
    expect(checkMailgunSignature(signed(seconds - MAILGUN_MAX_AGE_SECONDS - 1), key, now)).toEqual({ ok: false, reason: "stale" });
    expect(checkMailgunSignature(signed(seconds + MAILGUN_MAX_CLOCK_SKEW_SECONDS), key, now).ok).toBe(true);
    expect(checkMailgunSignature(signed(seconds + MAILGUN_MAX_CLOCK_SKEW_SECONDS + 1), key, now)).toEqual({ ok: false, reason: "future" });
    expect(checkMailgunSignature(signed(seconds + 3600), key, now)).toEqual({ ok: false, reason: "future" });
  });
});

describe("the tokens seen", () => {
  it("takes a token once, and again only after it was released", () => {
    const seen = new SeenTokens();
    expect(seen.claim("t1", seconds, now)).toBe(true);
    expect(seen.claim("t1", seconds, now)).toBe(false);
    expect(seen.claim("t2", seconds, now)).toBe(true);
    seen.release("t1");
    expect(seen.claim("t1", seconds, now)).toBe(true);
  });

  it("forgets a token once its timestamp has left the window", () => {
    const seen = new SeenTokens();
    seen.claim("old", seconds, now);
    const later = now + (MAILGUN_MAX_AGE_SECONDS + MAILGUN_MAX_CLOCK_SKEW_SECONDS) * 1000;
    expect(seen.claim("new", seconds + 1, later - 1)).toBe(true);
    expect(seen.size).toBe(2);
    expect(seen.claim("newer", seconds + 2, later + 1)).toBe(true);
    expect(seen.size).toBe(2); // "old" went
    expect(seen.claim("new", seconds + 1, later + 1)).toBe(false);
  });

  it("keeps at most its capacity, dropping the oldest", () => {
    const seen = new SeenTokens(3);
    for (const t of ["a", "b", "c", "d"]) expect(seen.claim(t, seconds, now)).toBe(true);
    expect(seen.size).toBe(3);
    expect(seen.claim("a", seconds, now)).toBe(true); // pushed out: the Message-ID check is what remains
    expect(seen.claim("d", seconds, now)).toBe(false);
  });
});
