// Password reset (accounts-admin-sales.md §2, §5; DESIGN.md §4): a random single-use token, kept
// only as its SHA-256, valid for 60 minutes, mailed through the send-email job. The request gives
// the same answer whether or not the address has an account.
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema/index";
import { findUserByEmail } from "./accounts.server";
import { endAllSessions } from "./sessions.server";
import { passwordResetEmail } from "./emails/password-reset.server";
import { queueEmail } from "./email.server";
import { markEmailVerified } from "./email-verification.server";
import { queueJob } from "./jobs.server";
import { assertAllowedPassword, hashPassword } from "./passwords.server";
import { grantHeldPurchases } from "./purchases.server";
import { hashResetToken, issueResetLink, RESET_TOKEN_MINUTES } from "./reset-tokens.server";
import { hitRateLimit, RESET_EMAILS_PER_ADDRESS } from "./rate-limit.server";
import { clearFailedSignIns } from "./sign-in-guard.server";

export { RESET_TOKEN_MINUTES };

export const PASSWORD_RESET_REQUEST_TASK = "password-reset-request";

/**
 * Forgot password, as the web answers it: queue the request and return. The lookup and the mail
 * happen in the worker, so the answer takes the same time whether or not the address has an
 * account (a timing difference would tell an attacker which addresses do).
 */
export async function queuePasswordResetRequest(email: string, db: Executor = getDb()): Promise<void> {
  await queueJob(PASSWORD_RESET_REQUEST_TASK, { email: email.trim() }, { maxAttempts: 5 }, db);
}

/** The reset link is unknown, spent or expired. */
export class InvalidResetTokenError extends Error {
  constructor() {
    super("This reset link is invalid or has expired.");
  }
}

/**
 * Mail a reset link if the address has an account; otherwise do nothing. The caller answers the
 * same either way. Returns whether a link was queued, for tests and logs only.
 */
export async function requestPasswordReset(email: string, db: Database = getDb()): Promise<boolean> {
  const user = await findUserByEmail(email, db);
  if (!user) return false;
  if (!(await hitRateLimit(RESET_EMAILS_PER_ADDRESS, user.email.toLowerCase(), db)).allowed) return false;
  return db.transaction(async (tx) => {
    const link = await issueResetLink(user.id, RESET_TOKEN_MINUTES, tx);
    const message = passwordResetEmail({ name: user.username, resetUrl: link.url, validMinutes: RESET_TOKEN_MINUTES });
    await queueEmail({ to: user.email, ...message, kind: "transactional", template: "password-reset", idempotencyKey: `password-reset:${link.id}` }, tx);
    return true;
  });
}

/** The role of the account a live reset token belongs to, or null when the token is unknown, spent or expired. */
async function tokenHolderRole(token: string, db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ role: users.role })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())));
  return row?.role ?? null;
}

/**
 * Set a new password with a reset token. The password rule comes first (an admin's account needs
 * the admin rule), so a refused password leaves the token unspent. Then the token is spent, the
 * account's other unused tokens too, and every session of the account ends, in one transaction.
 */
export async function resetPassword(token: string, newPassword: string, db: Database = getDb()): Promise<{ userId: number }> {
  assertAllowedPassword(newPassword);
  const role = await tokenHolderRole(token, db);
  if (!role) throw new InvalidResetTokenError();
  if (role === "admin") assertAllowedPassword(newPassword, { admin: true });
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new InvalidResetTokenError();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await endAllSessions(spent.userId, tx);
    // The link was mailed to the address: whoever followed it holds the address. The account now
    // owns what was bought with it (the other sessions just ended, so nobody else keeps it).
    await markEmailVerified(spent.userId, tx);
    await grantHeldPurchases(spent.userId, tx);
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, spent.userId));
    // Whoever followed the link holds the address: others' failed guesses no longer keep them out.
    await clearFailedSignIns(owner!.email, tx);
    return { userId: spent.userId };
  });
}

/** Reset tokens that were used or ran out a day ago are of no use, even as evidence. */
export async function deleteSpentResetTokens(db: Database = getDb()): Promise<number> {
  const gone = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(Date.now() - 86_400_000)))
    .returning({ id: passwordResetTokens.id });
  return gone.length;
}
