// Password guessing, slowed without locking anyone out (issue 24, item 4). Failed sign-ins are
// counted per account AND client address (sign_in_failures): after FREE_FAILURES, that pair waits
// 1 s, 2 s, 4 s … (at most 15 minutes) between tries (app/lib/sign-in-delay.ts). The owner at any
// other address is never held up, so guesses cannot be used to keep them out; a guesser gets a
// handful of tries an hour per address, on top of the per-address limit on all sign-in attempts
// (LOGIN_LIMIT, rate-limit.server.ts). Keyed by the lower-cased address typed, account or not, so
// the answer never tells whether an account exists.
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { signInFailures } from "../../../db/schema/index";
import { FAILURE_MEMORY_SECONDS, secondsToWait } from "~/lib/sign-in-delay";

export interface SignInAttempt {
  email: string;
  clientIp: string;
}

const pair = ({ email, clientIp }: SignInAttempt) => and(eq(signInFailures.account, accountKey(email)), eq(signInFailures.clientIp, clientIp));
const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 300);

/** Seconds this address must still wait before trying this account's password, or null when it may try now. */
export async function signInDelayFor(attempt: SignInAttempt, db: Executor = getDb()): Promise<number | null> {
  const [row] = await db.select({ failures: signInFailures.failures, lastFailedAt: signInFailures.lastFailedAt }).from(signInFailures).where(pair(attempt));
  if (!row) return null;
  const wait = secondsToWait(row.failures, row.lastFailedAt, new Date());
  return wait > 0 ? wait : null;
}

/** One more failure for this account from this address (a count a day old starts again). */
export async function recordFailedSignIn(attempt: SignInAttempt, db: Executor = getDb()): Promise<void> {
  await db.execute(sql`
    INSERT INTO sign_in_failures (account, client_ip, failures, last_failed_at)
    VALUES (${accountKey(attempt.email)}, ${attempt.clientIp}, 1, now())
    ON CONFLICT (account, client_ip) DO UPDATE SET
      failures = CASE WHEN sign_in_failures.last_failed_at < now() - make_interval(secs => ${FAILURE_MEMORY_SECONDS}) THEN 1
                      ELSE sign_in_failures.failures + 1 END,
      last_failed_at = now()`);
}

/** A right password from this address: its count for the account starts again. */
export async function clearFailedSignInsFrom(attempt: SignInAttempt, db: Executor = getDb()): Promise<void> {
  await db.delete(signInFailures).where(pair(attempt));
}

/** A proven owner (a reset link followed) starts with a clean slate at every address. */
export async function clearFailedSignIns(email: string, db: Executor = getDb()): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.account, accountKey(email)));
}

/** Counts whose last failure is older than the memory are of no use (the hourly sessions sweep). */
export async function deleteStaleSignInFailures(db: Executor = getDb()): Promise<number> {
  const gone = await db
    .delete(signInFailures)
    .where(lt(signInFailures.lastFailedAt, new Date(Date.now() - FAILURE_MEMORY_SECONDS * 1000)))
    .returning({ account: signInFailures.account });
  return gone.length;
}
