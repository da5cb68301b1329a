// Proving an address (DESIGN.md §4): an account owns what was bought with its address only once
// someone followed a link we mailed to that address. Registration mails a confirmation link; a
// password reset or a purchase's claim link proves the address too (password-reset.server.ts).
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { users } from "../../../db/schema/index";
import { config } from "~/config.server";
import { confirmEmailEmail } from "../delivery/emails/account.server";
import { queueEmail } from "../delivery/email.server";
import { consumeToken, findToken, issueToken, TOKEN_POLICIES } from "../delivery/verification-tokens.server";

export const CONFIRMATION_DAYS = TOKEN_POLICIES["email-confirmation"].minutes! / (24 * 60);

/** A confirmation token as we issue them: 43 base64url characters (32 random bytes). */
export const CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Queue the confirmation link for a new account, in the caller's transaction (the registration's). */
export async function sendEmailConfirmation(user: { id: number; username: string; email: string }, db: Executor): Promise<void> {
  const { token, id } = await issueToken("email-confirmation", { userId: user.id }, db);
  const message = confirmEmailEmail({ name: user.username, confirmUrl: `${config.appUrl}/confirm-email?token=${token}`, validDays: CONFIRMATION_DAYS });
  await queueEmail({ to: user.email, ...message, kind: "transactional", template: "confirm-email", idempotencyKey: `confirm-email:${id}` }, db);
}

/** Record that the address of this account is proven (once: the first date stays). */
export async function markEmailVerified(userId: number, db: Executor): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export type ConfirmOutcome = { ok: true; userId: number } | { ok: false; reason: "invalid" | "sign-in" };

/**
 * Follow a confirmation link, signed in as the account it was sent for: its address is proven.
 * Both are needed. The link alone would let someone who registered another person's address have
 * that person click "confirm" and so own their later purchases; signed in alone proves nothing
 * about the mailbox. A link followed while signed out (or as someone else) is not spent.
 *
 * Purchases made before this stay with the claim link they sent (it also sets a new password,
 * which shuts out whoever registered the address); purchases from now on go to the account.
 */
export async function confirmEmail(token: string, signedInUserId: number | null, db: Database = getDb()): Promise<ConfirmOutcome> {
  if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return { ok: false, reason: "invalid" };
  return db.transaction(async (tx) => {
    const row = await findToken("email-confirmation", token, tx);
    if (!row) return { ok: false, reason: "invalid" } as const;
    if (row.userId !== signedInUserId) return { ok: false, reason: "sign-in" } as const;
    const spent = await consumeToken("email-confirmation", token, tx);
    if (!spent?.userId) return { ok: false, reason: "invalid" } as const;
    await markEmailVerified(spent.userId, tx);
    return { ok: true, userId: spent.userId } as const;
  });
}
