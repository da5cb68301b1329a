// The links we mail that prove their holder reads an address: a new account's confirmation, a
// password reset, a purchase's claim link and an unsubscribe link, all in verification_tokens
// (DESIGN.md §4). Each is 32 random bytes, shown once in the link and stored only as its hash.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { verificationTokens, type VerificationPurpose } from "../../../db/schema/index";

export type { VerificationPurpose };

interface Policy {
  /** How long a link stays valid; null: for as long as the row is kept. */
  minutes: number | null;
  /** Spent by its first use; otherwise it answers again (an unsubscribe link clicked twice). */
  singleUse: boolean;
}

export const TOKEN_POLICIES: Readonly<Record<VerificationPurpose, Policy>> = {
  "email-confirmation": { minutes: 7 * 24 * 60, singleUse: true },
  "password-reset": { minutes: 60, singleUse: true },
  // People read receipts late.
  "purchase-claim": { minutes: 7 * 24 * 60, singleUse: true },
  unsubscribe: { minutes: null, singleUse: false },
};

/**
 * The one hash. A plain SHA-256 is enough here, where a password needs argon2: a token is 256
 * random bits, so there is nothing to guess from a dictionary and no salt or slowness would make a
 * stolen hash any easier or harder to reverse (2^256 tries either way). And it must be fast and
 * deterministic, because a link is looked up by its hash through a unique index.
 */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Who a link is for: an account (confirmation, reset, claim) or an address (unsubscribe). */
export type TokenHolder = { userId: number } | { email: string };

/** A new link's token (43 base64url characters) and its row's id; in the caller's transaction when given one. */
export async function issueToken(purpose: VerificationPurpose, holder: TokenHolder, db: Executor = getDb()): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString("base64url");
  const { minutes } = TOKEN_POLICIES[purpose];
  const now = new Date();
  const [row] = await db
    .insert(verificationTokens)
    .values({
      purpose,
      tokenHash: hashToken(token),
      ...("userId" in holder ? { userId: holder.userId } : { email: holder.email.trim().toLowerCase() }),
      createdAt: now,
      expiresAt: minutes === null ? null : new Date(now.getTime() + minutes * 60_000),
    })
    .returning({ id: verificationTokens.id });
  return { token, id: row!.id };
}

export interface LiveToken {
  id: number;
  purpose: VerificationPurpose;
  userId: number | null;
  email: string | null;
}

const returned = { id: verificationTokens.id, purpose: verificationTokens.purpose, userId: verificationTokens.userId, email: verificationTokens.email };
const reusable = (Object.keys(TOKEN_POLICIES) as VerificationPurpose[]).filter((p) => !TOKEN_POLICIES[p].singleUse);

/** The row of a link that works now: one of these purposes, not expired, and not spent (unless its purpose is reusable). */
function usable(purposes: VerificationPurpose | readonly VerificationPurpose[], token: string): SQL {
  const list = typeof purposes === "string" ? [purposes] : [...purposes];
  return and(
    eq(verificationTokens.tokenHash, hashToken(token)),
    inArray(verificationTokens.purpose, list),
    or(isNull(verificationTokens.expiresAt), sql`${verificationTokens.expiresAt} > now()`),
    reusable.length ? or(isNull(verificationTokens.usedAt), inArray(verificationTokens.purpose, reusable)) : isNull(verificationTokens.usedAt),
  )!;
}

/** Look at a link without using it (a page that asks before it acts): its row if it works now, else null. */
export async function findToken(
  purposes: VerificationPurpose | readonly VerificationPurpose[],
  token: string,
  db: Executor = getDb(),
): Promise<LiveToken | null> {
  const [row] = await db.select(returned).from(verificationTokens).where(usable(purposes, token)).limit(1);
  return row ?? null;
}

/**
 * Use a link: its row if it works now, else null. A single-use link answers once, even to two
 * requests at the same moment (the UPDATE's WHERE is the check); a reusable one answers each time
 * and keeps the moment of its first use.
 */
export async function consumeToken(
  purposes: VerificationPurpose | readonly VerificationPurpose[],
  token: string,
  db: Executor = getDb(),
): Promise<LiveToken | null> {
  const [row] = await db
    .update(verificationTokens)
    .set({ usedAt: sql`coalesce(${verificationTokens.usedAt}, now())` })
    .where(usable(purposes, token))
    .returning(returned);
  return row ?? null;
}

/** Spend every unused link of these purposes for one account (a new password makes older reset links useless). */
export async function spendTokensOf(userId: number, purposes: readonly VerificationPurpose[], db: Executor): Promise<void> {
  await db
    .update(verificationTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationTokens.userId, userId), inArray(verificationTokens.purpose, [...purposes]), isNull(verificationTokens.usedAt)));
}

/** Links that ran out a day ago are of no use, even as evidence: the hourly clean-up deletes them. */
export async function deleteExpiredTokens(db: Executor = getDb()): Promise<number> {
  const gone = await db
    .delete(verificationTokens)
    .where(lt(verificationTokens.expiresAt, new Date(Date.now() - 86_400_000)))
    .returning({ id: verificationTokens.id });
  return gone.length;
}
