// Waiting on something that may never answer (a database that stopped responding) with a limit:
// the caller gets an outcome within `ms`, and the late answer, if it ever comes, is ignored.

export type DeadlineOutcome<T> = { ok: true; value: T } | { ok: false; reason: "timeout" } | { ok: false; reason: "error"; error: unknown };

export async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<DeadlineOutcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<DeadlineOutcome<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: "timeout" }), ms);
  });
  const settled = work.then(
    (value): DeadlineOutcome<T> => ({ ok: true, value }),
    (error: unknown): DeadlineOutcome<T> => ({ ok: false, reason: "error", error }),
  );
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `probe` at most once at a time: callers that arrive while one is under way share its
 * outcome (a load balancer's checks and many failing requests during an outage cost one query),
 * and the next call after it settles starts a fresh one: nothing is remembered.
 */
export function sharedWhileRunning<T>(probe: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= probe().finally(() => {
      running = null;
    });
    return running;
  };
}
