// An admin's sign-in between the password and the session (issue 24, item 5): a random token in
// its own cookie (app/http/session.server.ts), its SHA-256 in sign_in_challenges, for
// CHALLENGE_MINUTES. The step it is at comes from the account and the challenge
// (app/lib/admin-sign-in-steps.ts); a secret being set up waits in it, sealed, until confirmed.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { signInChallenges, users } from "../../../db/schema/index";
import { nextAdminSignInStep, type AdminSignInStep } from "~/lib/admin-sign-in-steps";
import { newTotpSecret, openTotpSecret, sealTotpSecret } from "./two-factor.server";

export const CHALLENGE_MINUTES = 10;

const hashChallengeToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SignInChallenge {
  id: string;
  userId: number;
  email: string;
  username: string;
  role: string;
  returnTo: string;
  step: AdminSignInStep;
}

/** A new half-done sign-in for this admin; returns the token for the browser's cookie. */
export async function startChallenge(
  userId: number,
  { returnTo, passwordRenewalRequired }: { returnTo: string; passwordRenewalRequired: boolean },
  db: Executor = getDb(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.insert(signInChallenges).values({
    id: hashChallengeToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
    returnTo,
    passwordRenewalRequired,
  });
  return token;
}

/** The live challenge this token names, at its current step; null when unknown, expired or no longer an admin's. */
export const findChallenge = (token: string, db: Executor = getDb()) => findChallengeById(hashChallengeToken(token), db);

export async function findChallengeById(id: string, db: Executor = getDb()): Promise<SignInChallenge | null> {
  const [row] = await db
    .select({
      id: signInChallenges.id,
      userId: users.id,
      email: users.email,
      username: users.username,
      role: users.role,
      returnTo: signInChallenges.returnTo,
      enrolledAt: users.totpEnrolledAt,
      verifiedAt: signInChallenges.verifiedAt,
      passwordRenewalRequired: signInChallenges.passwordRenewalRequired,
    })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(and(eq(signInChallenges.id, id), gt(signInChallenges.expiresAt, new Date())))
    .limit(1);
  // Demoted half-way (academy users set-role): nothing more to finish.
  if (!row || row.role !== "admin") return null;
  const { enrolledAt, verifiedAt, passwordRenewalRequired, ...challenge } = row;
  return {
    ...challenge,
    step: nextAdminSignInStep({ enrolled: enrolledAt !== null, verified: verifiedAt !== null, passwordRenewalRequired }),
  };
}

/** The secret offered for setting up, made once per challenge (so a reload shows the same one). */
export async function pendingSecretOf(challenge: SignInChallenge, db: Executor = getDb()): Promise<string> {
  const [row] = await db.select({ sealed: signInChallenges.pendingTotpSecret }).from(signInChallenges).where(eq(signInChallenges.id, challenge.id));
  const existing = row?.sealed ? openTotpSecret(row.sealed) : null;
  if (existing) return existing;
  const secret = newTotpSecret();
  await db
    .update(signInChallenges)
    .set({ pendingTotpSecret: sealTotpSecret(secret) })
    .where(eq(signInChallenges.id, challenge.id));
  return secret;
}

export async function markVerified(challenge: SignInChallenge, db: Executor = getDb()): Promise<void> {
  await db.update(signInChallenges).set({ verifiedAt: new Date() }).where(eq(signInChallenges.id, challenge.id));
}

export async function markPasswordRenewed(challenge: SignInChallenge, db: Executor = getDb()): Promise<void> {
  await db.update(signInChallenges).set({ passwordRenewalRequired: false }).where(eq(signInChallenges.id, challenge.id));
}

export async function endChallenge(challenge: SignInChallenge, db: Executor = getDb()): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.id, challenge.id));
}

export async function deleteExpiredChallenges(db: Executor = getDb()): Promise<number> {
  const gone = await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date())).returning({ id: signInChallenges.id });
  return gone.length;
}
