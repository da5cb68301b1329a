import { describe, expect, it } from "vitest";
import { bundleSaving, countdownTo } from "./countdown";

describe("countdownTo", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownTo("2025-07-31T01:00:00Z", new Date("2025-07-29T22:58:57Z"))).toEqual({ ended: false, days: 1, hours: 2, minutes: 1, seconds: 3 });
  });
  it("says ended at and after the target, never negative", () => {
    expect(countdownTo("2025-07-31T01:00:00Z", new Date("2025-07-31T01:00:00Z"))).toEqual({ ended: true });
    expect(countdownTo("2025-07-31T01:00:00Z", new Date("2026-11-21T00:00:00Z"))).toEqual({ ended: true });
    expect(countdownTo("not a date")).toEqual({ ended: true });
  });
});

describe("bundleSaving", () => {
  it("is the full total minus the price, and its share (§9: 199 against 1096, about 80% off)", () => {
    expect(bundleSaving(1096, 199)).toEqual({ amount: 897, percent: 82 });
  });
});
