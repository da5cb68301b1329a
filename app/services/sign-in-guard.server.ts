// Guessing one account's password from many addresses: the per-address limits do not see it, so
// failed sign-ins are also counted per account (FAILED_SIGN_INS_PER_ACCOUNT). Keyed by the
// lower-cased address typed, account or not, so the answer never tells whether an account exists.
import { getDb, type Executor } from "../../db/client";
import type { FormProblem } from "~/lib/schemas/report";
import { clearRateLimit, FAILED_SIGN_INS_PER_ACCOUNT, hitRateLimit, peekRateLimit } from "./rate-limit.server";

export const ACCOUNT_LOCKED: FormProblem = {
  title: "Too Many Requests",
  description: 'Too many failed sign-ins for this account. Please wait 15 minutes, or reset your password with "Forgot your password?".',
};

const subject = (email: string) => email.trim().toLowerCase();

/** Seconds until this account takes a password again, or null when it may be tried now. */
export async function signInLockedFor(email: string, db: Executor = getDb()): Promise<number | null> {
  const state = await peekRateLimit(FAILED_SIGN_INS_PER_ACCOUNT, subject(email), db);
  return state.allowed ? null : state.retryAfterSeconds;
}

export async function recordFailedSignIn(email: string, db: Executor = getDb()): Promise<void> {
  await hitRateLimit(FAILED_SIGN_INS_PER_ACCOUNT, subject(email), db);
}

/** A proven owner (a reset link followed) is never kept out by someone else's guesses. */
export async function clearFailedSignIns(email: string, db: Executor = getDb()): Promise<void> {
  await clearRateLimit(FAILED_SIGN_INS_PER_ACCOUNT, subject(email), db);
}
