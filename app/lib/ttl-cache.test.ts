import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("loads a key once while it is fresh, and again once it is older than ttlMs", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<string, number>({ max: 10, ttlMs: 1000, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 999;
    expect(await cache.get("a", load)).toBe(1);
    clock = 1000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("shares one load between callers that ask at the same time", async () => {
    let loads = 0;
    const cache = createTtlCache<string, number>({ max: 10, ttlMs: 1000 });
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
  });

  it("keeps at most max entries, dropping the oldest", async () => {
    const cache = createTtlCache<number, number>({ max: 2, ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get(1, load);
    await cache.get(2, load);
    await cache.get(3, load);
    expect(cache.size).toBe(2);
    expect(await cache.get(1, load)).toBe(4);
  });

  it("does not keep a failed load, and clear() forgets everything", async () => {
    const cache = createTtlCache<string, number>({ max: 10, ttlMs: 1000 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await Promise.resolve();
    expect(await cache.get("a", async () => 7)).toBe(7);
    cache.clear();
    expect(await cache.get("a", async () => 8)).toBe(8);
  });
});
