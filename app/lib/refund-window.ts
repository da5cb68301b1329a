// The 30-day money-back guarantee (visitor-side.md §9): whether a purchase may still be refunded,
// and the reason shown when it may not. Pure, so the rule has one home and a unit test.
export const REFUND_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RefundDecision = { ok: true; until: Date } | { ok: false; until: Date; reason: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

export function refundDecision(paidAt: Date, now: Date = new Date()): RefundDecision {
  const until = new Date(paidAt.getTime() + REFUND_DAYS * DAY_MS);
  if (now.getTime() <= until.getTime()) return { ok: true, until };
  return {
    ok: false,
    until,
    reason: `The money-back guarantee lasts ${REFUND_DAYS} days from purchase. You bought the simulation on ${day(paidAt)}, so it ended on ${day(until)}.`,
  };
}
