import { describe, expect, it } from "vitest";
import { orderOptions } from "./option-order";

const options = ["a", "b", "c", "d"].map((id) => ({ id, text: `Option ${id}` }));
const ids = (list: { id: string }[]) => list.map((o) => o.id).join("");

describe("orderOptions", () => {
  it("keeps the written order for an attempt made before options were shuffled (no seed)", () => {
    expect(ids(orderOptions(null, "p1", options))).toBe("abcd");
    expect(ids(orderOptions(undefined, "p1", options))).toBe("abcd");
  });

  it("is reproducible from the seed and the point id alone, and never loses or repeats an option", () => {
    for (let i = 0; i < 50; i++) {
      const seed = `seed-${i}-abcdefghijklmnop`;
      const first = orderOptions(seed, "p3", options);
      expect(orderOptions(seed, "p3", options)).toEqual(first);
      expect([...ids(first)].sort().join("")).toBe("abcd");
    }
    // A fixed seed gives a fixed order: the stored seed is all a reload needs.
    expect(ids(orderOptions("fixed-seed-0123456789", "p1", options))).toBe(ids(orderOptions("fixed-seed-0123456789", "p1", [...options])));
  });

  it("does not change the options it is given", () => {
    const copy = options.map((o) => ({ ...o }));
    orderOptions("any-seed-0123456789ab", "p1", options);
    expect(options).toEqual(copy);
  });

  it("orders points of one attempt differently, and one point differently across attempts", () => {
    const perPoint = new Set(["p1", "p2", "p3", "p4", "p5", "p6", "p7"].map((p) => ids(orderOptions("one-attempt-seed-0123", p, options))));
    expect(perPoint.size).toBeGreaterThan(1);
    const perAttempt = new Set(Array.from({ length: 40 }, (_, i) => ids(orderOptions(`attempt-${i}-0123456789abc`, "p1", options))));
    expect(perAttempt.size).toBeGreaterThan(10);
  });

  it("puts every option first about equally often (no position keeps the best answer)", () => {
    const firsts = new Map<string, number>();
    const runs = 8000;
    for (let i = 0; i < runs; i++) {
      const first = orderOptions(`s${i}-uniform-check-seed`, "p1", options)[0]!.id;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const id of ["a", "b", "c", "d"]) {
      const share = (firsts.get(id) ?? 0) / runs;
      expect(share, id).toBeGreaterThan(0.22);
      expect(share, id).toBeLessThan(0.28);
    }
  });

  it("shuffles three options too", () => {
    const three = options.slice(0, 3);
    const seen = new Set(Array.from({ length: 200 }, (_, i) => ids(orderOptions(`three-${i}-0123456789`, "p2", three))));
    expect(seen.size).toBe(6);
  });
});
