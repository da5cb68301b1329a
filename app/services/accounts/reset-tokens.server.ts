// The links that let the holder of an address set the account's password: a password reset
// (60 minutes) and the claim link a purchase sends when the account's address was never proven
// (7 days, as people read receipts late). Both are verification tokens (verification-tokens.server.ts)
// and both open /reset-password.
import type { Executor } from "../../../db/client";
import { config } from "~/config.server";
import { issueToken, TOKEN_POLICIES } from "../delivery/verification-tokens.server";

export const RESET_TOKEN_MINUTES = TOKEN_POLICIES["password-reset"].minutes!;

/** The purposes whose links /reset-password accepts. */
export const PASSWORD_LINK_PURPOSES = ["password-reset", "purchase-claim"] as const;

/** A new link for this account; returns its address and the token row's id. */
export async function issueResetLink(userId: number, purpose: (typeof PASSWORD_LINK_PURPOSES)[number], db: Executor): Promise<{ url: string; id: number }> {
  const { token, id } = await issueToken(purpose, { userId }, db);
  return { url: `${config.appUrl}/reset-password?token=${token}`, id };
}
