// Password reset (accounts-admin-sales.md §2, §5; DESIGN.md §4): a random single-use token, kept
// only as its SHA-256, valid for 60 minutes, mailed through the send-email job. The request gives
// the same answer whether or not the address has an account.
import { eq } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { users } from "../../../db/schema/index";
import { findUserByEmail } from "./accounts.server";
import { endAllSessions } from "./sessions.server";
import { passwordResetEmail } from "../delivery/emails/password-reset.server";
import { queueEmail } from "../delivery/email.server";
import { markEmailVerified } from "./email-verification.server";
import { queueJob } from "../operations/jobs.server";
import { assertAllowedPassword, hashPassword } from "./passwords.server";
import { grantHeldPurchases } from "../sales/purchases.server";
import { issueResetLink, PASSWORD_LINK_PURPOSES, RESET_TOKEN_MINUTES } from "./reset-tokens.server";
import { hitRateLimit, RESET_EMAILS_PER_ADDRESS } from "../operations/rate-limit.server";
import { clearFailedSignIns } from "./sign-in-guard.server";
import { consumeToken, deleteExpiredTokens, findToken, spendTokensOf } from "../delivery/verification-tokens.server";

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
    const link = await issueResetLink(user.id, "password-reset", tx);
    const message = passwordResetEmail({ name: user.username, resetUrl: link.url, validMinutes: RESET_TOKEN_MINUTES });
    await queueEmail({ to: user.email, ...message, kind: "transactional", template: "password-reset", idempotencyKey: `password-reset:${link.id}` }, tx);
    return true;
  });
}

/** The role of the account a live reset token belongs to, or null when the token is unknown, spent or expired. */
async function tokenHolderRole(token: string, db: Executor): Promise<string | null> {
  const live = await findToken(PASSWORD_LINK_PURPOSES, token, db);
  if (!live?.userId) return null;
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, live.userId));
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
    const consumed = await consumeToken(PASSWORD_LINK_PURPOSES, token, tx);
    if (!consumed?.userId) throw new InvalidResetTokenError();
    const spent = { userId: consumed.userId };
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await spendTokensOf(spent.userId, PASSWORD_LINK_PURPOSES, tx);
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

/** The hourly clean-up of links that ran out a day ago (every kind now: they share one table). */
export const deleteSpentResetTokens = deleteExpiredTokens;
