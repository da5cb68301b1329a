// The links that let the holder of an address set the account's password: a password reset
// (60 minutes) and the claim link a purchase sends when the account's address was never proven
// (7 days, as people read receipts late). Random, single use, stored only as a SHA-256.
import { createHash, randomBytes } from "node:crypto";
import type { Executor } from "../../db/client";
import { passwordResetTokens } from "../../db/schema/index";
import { config } from "~/config.server";

export const RESET_TOKEN_MINUTES = 60;
export const CLAIM_TOKEN_MINUTES = 7 * 24 * 60;

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link for this account, valid `minutes`; returns its address and the token row's id. */
export async function issueResetLink(userId: number, minutes: number, db: Executor): Promise<{ url: string; id: number }> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const [row] = await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashResetToken(token), createdAt: now, expiresAt: new Date(now.getTime() + minutes * 60_000) })
    .returning({ id: passwordResetTokens.id });
  return { url: `${config.appUrl}/reset-password?token=${token}`, id: row!.id };
}
