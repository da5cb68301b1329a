import { describe, expect, it } from "vitest";
import { refundDecision } from "./refund-window";

describe("refundDecision", () => {
  const paid = new Date("2026-01-01T10:00:00Z");

  it("allows a refund up to 30 days after the purchase", () => {
    expect(refundDecision(paid, new Date("2026-01-01T10:00:01Z")).ok).toBe(true);
    expect(refundDecision(paid, new Date("2026-01-31T10:00:00Z")).ok).toBe(true);
  });

  it("refuses it afterwards, with the reason and the dates", () => {
    const decision = refundDecision(paid, new Date("2026-01-31T10:00:01Z"));
    expect(decision).toEqual({
      ok: false,
      until: new Date("2026-01-31T10:00:00Z"),
      reason: "The money-back guarantee lasts 30 days from purchase. You bought the simulation on 2026-01-01, so it ended on 2026-01-31.",
    });
  });
});
