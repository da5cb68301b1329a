// Password reset (accounts-admin-sales.md §2, §5; DESIGN.md §4): a random single-use token, kept
// only as its SHA-256, valid for 60 minutes, mailed through the send-email job. The request gives
// the same answer whether or not the address has an account.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { getDb, type Database } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema/index";
import { config } from "~/config.server";
import { findUserByEmail } from "./accounts.server";
import { endAllSessions } from "./sessions.server";
import { passwordResetEmail } from "./emails/password-reset.server";
import { queueEmail } from "./email.server";
import { hashPassword } from "./passwords.server";
import { hitRateLimit, RESET_EMAILS_PER_ADDRESS } from "./rate-limit.server";

export const RESET_TOKEN_MINUTES = 60;

/** The reset link is unknown, spent or expired. */
export class InvalidResetTokenError extends Error {
  constructor() {
    super("This reset link is invalid or has expired.");
  }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Mail a reset link if the address has an account; otherwise do nothing. The caller answers the
 * same either way. Returns whether a link was queued, for tests and logs only.
 */
export async function requestPasswordReset(email: string, db: Database = getDb()): Promise<boolean> {
  const user = await findUserByEmail(email, db);
  if (!user) return false;
  if (!(await hitRateLimit(RESET_EMAILS_PER_ADDRESS, user.email.toLowerCase(), db)).allowed) return false;
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000) })
      .returning({ id: passwordResetTokens.id });
    const resetUrl = `${config.appUrl}/reset-password?token=${token}`;
    const message = passwordResetEmail({ name: user.username, resetUrl, validMinutes: RESET_TOKEN_MINUTES });
    await queueEmail(
      { to: user.email, ...message, kind: "transactional", template: "password-reset", idempotencyKey: `password-reset:${row!.id}` },
      tx,
    );
    return true;
  });
}

/**
 * Set a new password with a reset token. The token is spent, the account's other unused tokens
 * too, and every session of the account ends, all in one transaction.
 */
export async function resetPassword(token: string, newPassword: string, db: Database = getDb()): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date())))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new InvalidResetTokenError();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await endAllSessions(spent.userId, tx);
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
