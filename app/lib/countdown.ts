// The early-access countdown (accounts-admin-sales.md §4, §9): time left to a moment, or "ended"
// once it has passed, never negative time.

export type Countdown = { ended: true } | { ended: false; days: number; hours: number; minutes: number; seconds: number };

export function countdownTo(target: Date | string, now: Date = new Date()): Countdown {
  const left = new Date(target).getTime() - now.getTime();
  if (!(left > 0)) return { ended: true };
  const seconds = Math.floor(left / 1000);
  return {
    ended: false,
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** The saving shown on the bundle (§9: the full total minus the bundle price). */
export const bundleSaving = (fullTotal: number, price: number) => ({ amount: fullTotal - price, percent: Math.round(((fullTotal - price) / fullTotal) * 100) });
