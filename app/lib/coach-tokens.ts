// The email coach's signed tokens (issue 29): the reply address of each challenge
// (coach+{token}@...), the private progress page of each person, and each "Challenge Others"
// invitation. A token is the row's id and an HMAC of it under a key derived from the server's
// secret, so a forged or mistyped one is refused before any database lookup, and a token for one
// purpose never passes for another. Lower-case letters and digits only: some mail systems
// lower-case the local part of an address.
import { createHmac, timingSafeEqual } from "node:crypto";

export type CoachTokenPurpose = "reply" | "progress" | "invitation";

const MAC_LENGTH = 20; // base-32 characters: 100 bits

function mac(purpose: CoachTokenPurpose, id: number, secret: string): string {
  const digest = createHmac("sha256", secret).update(`coach-${purpose}:${id}`).digest();
  let out = "";
  // Base 32 over the digest's bits, lower-case (RFC 4648 alphabet).
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let bits = 0;
  let value = 0;
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < MAC_LENGTH) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

export function signCoachToken(purpose: CoachTokenPurpose, id: number, secret: string): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error("A coach token signs a positive row id");
  return `${id.toString(36)}-${mac(purpose, id, secret)}`;
}

/** The row id a token signs, or null when it is malformed or its signature does not match. */
export function readCoachToken(purpose: CoachTokenPurpose, token: string, secret: string): number | null {
  const match = /^([0-9a-z]{1,11})-([a-z2-7]{20})$/.exec(token.trim().toLowerCase());
  if (!match) return null;
  const id = parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const expected = Buffer.from(mac(purpose, id, secret));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** coach@example.com and a token: coach+{token}@example.com. */
export function replyAddress(coachAddress: string, token: string): string {
  const at = coachAddress.lastIndexOf("@");
  return `${coachAddress.slice(0, at)}+${token}${coachAddress.slice(at)}`;
}

/**
 * The token in a recipient address, when the address is the coach's own (same local part before
 * the "+", same domain, any case); null for any other address.
 */
export function tokenInAddress(coachAddress: string, recipient: string): string | null {
  const at = coachAddress.lastIndexOf("@");
  const local = coachAddress.slice(0, at).toLowerCase();
  const domain = coachAddress.slice(at + 1).toLowerCase();
  const address = recipient.trim().replace(/^<|>$/g, "").toLowerCase();
  const rAt = address.lastIndexOf("@");
  if (rAt < 0 || address.slice(rAt + 1) !== domain) return null;
  const rLocal = address.slice(0, rAt);
  if (!rLocal.startsWith(`${local}+`)) return null;
  return rLocal.slice(local.length + 1) || null;
}
