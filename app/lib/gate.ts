// A gate that lets at most `limit` tasks run at once in this process; the rest wait their turn,
// first come first served. For CPU-heavy work on one event loop (toolkit generation, document
// reads): past a few at once, more in flight only makes every request, and everyone else's, slower.

export interface Gate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
}

export function createGate(limit: number): Gate {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`A gate needs a limit of at least 1, not ${limit}`);
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A finished task hands its place straight to the next in line, so the count never overshoots.
      if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      else running++;
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
