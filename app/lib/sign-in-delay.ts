// How long one client address must wait before its next password for one account (issue 24,
// item 4). A few mistakes cost nothing; after that each failure doubles the wait, up to a cap. The
// count is per account AND address, so nobody can keep the owner out from somewhere else: the
// owner's own address has its own count (sign-in-guard.server.ts).

/** Failures a pair may make before any wait. */
export const FREE_FAILURES = 5;
/** The longest wait between two tries of one pair (15 minutes): 4 guesses an hour, for ever. */
export const MAX_DELAY_SECONDS = 900;
/** A pair's failures are forgotten this long after its last one. */
export const FAILURE_MEMORY_SECONDS = 86_400;

/** The wait after this many failures in a row: 0, then 1 s, 2 s, 4 s … capped at MAX_DELAY_SECONDS. */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/**
 * Whole seconds still to wait at `now` (0 when the pair may try now), given its failure count and
 * when the last one was. Rounded up, so a client that waits Retry-After seconds is let in.
 */
export function secondsToWait(failures: number, lastFailedAt: Date, now: Date): number {
  if (now.getTime() - lastFailedAt.getTime() >= FAILURE_MEMORY_SECONDS * 1000) return 0;
  const readyAt = lastFailedAt.getTime() + delayAfterFailures(failures) * 1000;
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
}
