import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { deleteExpiredRateLimits, hitRateLimit } from "../../app/services/operations/rate-limit.server";
import { useTestDatabase } from "../helpers/test-database";

useTestDatabase();

describe("hitRateLimit", () => {
  it("allows the limit within a window, refuses the next, and keeps subjects apart", async () => {
    const rule = { name: "test", limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(rule, "10.0.0.1"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect((await hitRateLimit(rule, "10.0.0.2")).allowed).toBe(true);
  });

  it("counts concurrent hits exactly once each", async () => {
    const rule = { name: "concurrent", limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 15 }, () => hitRateLimit(rule, "same")));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe("deleteExpiredRateLimits", () => {
  it("removes windows older than the cut-off and keeps current ones", async () => {
    await getDb().execute(sql`INSERT INTO rate_limit_hits (key, window_start, count) VALUES ('old:x', now() - interval '2 days', 3)`);
    await hitRateLimit({ name: "fresh", limit: 5, windowSeconds: 60 }, "y");
    await deleteExpiredRateLimits();
    const keys = (await getDb().execute<{ key: string }>(sql`SELECT key FROM rate_limit_hits WHERE key IN ('old:x', 'fresh:y')`)).map((r) => r.key);
    expect(keys).toEqual(["fresh:y"]);
  });
});
