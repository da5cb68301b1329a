// The codes an admin types at the second step of a sign-in (issue 24, item 5): the 6 digits of an
// authenticator app (TOTP), or one of the ten recovery codes shown at enrolment. Recovery codes use
// Crockford's base32 (no i, l, o or u), 12 characters (60 random bits) in groups of four, and are
// read forgivingly: any case, with or without spaces and dashes, i/l as 1 and o as 0.

const CROCKFORD = "0123456789abcdefghjkmnpqrstvwxyz";
export const RECOVERY_CODE_LENGTH = 12;
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code from 12 random bytes (5 bits of each), as shown: "abcd-efgh-jkmn". */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new Error(`A recovery code needs ${RECOVERY_CODE_LENGTH} random bytes.`);
  const chars = Array.from(bytes.subarray(0, RECOVERY_CODE_LENGTH), (byte) => CROCKFORD[byte & 31]!);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join("")).join("-");
}

/** What the person typed, in the one form codes are compared in. */
export function normalizeCode(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/[il]/g, "1")
    .replace(/o/g, "0");
}

export const isTotpCode = (normalized: string) => /^\d{6}$/.test(normalized);

export const isRecoveryCode = (normalized: string) => normalized.length === RECOVERY_CODE_LENGTH && [...normalized].every((c) => CROCKFORD.includes(c));

/** A base32 secret in groups of four, easier to type into an app by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");
