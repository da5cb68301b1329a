import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/content/course";
import { levelOffer, nextLevelToBuy, purchaseRefusal, trainingPath } from "./course-purchase";

const offers = { bundleEndsAt: "2027-07-31T01:00:00Z", prelaunchPrices: true };
const before = new Date("2027-01-01T00:00:00Z");
const after = new Date("2027-08-01T00:00:00Z");
const done = "2026-11-01T00:00:00Z";

describe("purchaseRefusal", () => {
  it("sells Level 1 to anyone who does not own it", () => {
    expect(purchaseRefusal(PRODUCTS["level-1"], [], offers, before)).toBeNull();
  });

  it("refuses an owned level, completed or not, with a link to continue", () => {
    for (const rows of [[{ level: 1, completedAt: null }], [{ level: 1, completedAt: done }]]) {
      const refusal = purchaseRefusal(PRODUCTS["level-1"], rows, offers, before);
      expect(refusal).toMatchObject({ reason: "owned", status: 409, link: { href: "/learn" } });
      expect(refusal!.message).toContain("You already own Level 1: Awareness in Action");
    }
  });

  it("sells Level N only once Level N-1 is completed", () => {
    expect(purchaseRefusal(PRODUCTS["level-2"], [], offers, before)).toMatchObject({ reason: "locked", status: 403 });
    expect(purchaseRefusal(PRODUCTS["level-2"], [{ level: 1, completedAt: null }], offers, before)?.message).toContain("once you complete Level 1");
    expect(purchaseRefusal(PRODUCTS["level-2"], [{ level: 1, completedAt: done }], offers, before)).toBeNull();
    expect(purchaseRefusal(PRODUCTS["level-4"], [{ level: 1, completedAt: done }], offers, before)).toMatchObject({ reason: "locked" });
  });

  it("refuses the bundle once it has ended, or when it would only buy levels already owned", () => {
    expect(purchaseRefusal(PRODUCTS.bundle, [], offers, before)).toBeNull();
    expect(purchaseRefusal(PRODUCTS.bundle, [], offers, after)).toMatchObject({ reason: "ended", status: 410 });
    expect(purchaseRefusal(PRODUCTS.bundle, [], offers, after)!.message).toContain("2027-07-31 01:00 UTC");
    // Owning Level 1 still leaves Levels 2-4 to buy.
    expect(purchaseRefusal(PRODUCTS.bundle, [{ level: 1, completedAt: done }], offers, before)).toBeNull();
    const all = [1, 2, 3, 4].map((level) => ({ level, completedAt: null }));
    expect(purchaseRefusal(PRODUCTS.bundle, all, offers, before)).toMatchObject({ reason: "owned", status: 409 });
  });

  it("never refuses the simulation", () => {
    expect(purchaseRefusal(PRODUCTS.simulation, [{ level: 1, completedAt: done }], offers, after)).toBeNull();
  });
});

describe("levelOffer and the next level to buy", () => {
  it("shows Continue for an owned level, Buy for the next one open, and what opens the rest", () => {
    const rows = [{ level: 1, completedAt: done }];
    expect(levelOffer(1, rows)).toEqual({ kind: "continue", href: "/learn" });
    expect(levelOffer(2, rows)).toEqual({ kind: "buy", href: "/checkout/level-2" });
    expect(levelOffer(3, rows)).toEqual({ kind: "locked", text: "Complete Level 2" });
    expect(levelOffer(1, [])).toEqual({ kind: "buy", href: "/checkout/level-1" });
    // Levels 2 to 4 continue on the roadmap until they are taught in lessons.
    expect(levelOffer(2, [...rows, { level: 2, completedAt: null }])).toEqual({ kind: "continue", href: "/aiupskill/roadmap#level-2" });
  });

  it("leads a training button to the next level's checkout, else to the course page", () => {
    expect(nextLevelToBuy([])).toBe(1);
    expect(trainingPath([])).toBe("/checkout/level-1");
    // Level 1 owned and still in progress: nothing to buy yet.
    expect(nextLevelToBuy([{ level: 1, completedAt: null }])).toBeNull();
    expect(trainingPath([{ level: 1, completedAt: null }])).toBe("/aiupskill/training");
    expect(trainingPath([{ level: 1, completedAt: done }])).toBe("/checkout/level-2");
    const all = [1, 2, 3, 4].map((level) => ({ level, completedAt: done }));
    expect(nextLevelToBuy(all)).toBeNull();
  });
});
