import { describe, expect, it } from "vitest";
import { sharedWhileRunning, withinDeadline } from "./deadline";

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("withinDeadline", () => {
  it("gives the value of work that answers in time", async () => {
    expect(await withinDeadline(after(5, "pong"), 500)).toEqual({ ok: true, value: "pong" });
  });

  it("gives up at the deadline on work that never answers", async () => {
    const started = Date.now();
    const outcome = await withinDeadline(new Promise(() => {}), 50);
    expect(outcome).toEqual({ ok: false, reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("reports a failure without throwing, and ignores a failure that comes after the deadline", async () => {
    const boom = new Error("connection refused");
    expect(await withinDeadline(Promise.reject(boom), 500)).toEqual({ ok: false, reason: "error", error: boom });
    const lateFailure = after(100, null).then(() => {
      throw boom;
    });
    expect(await withinDeadline(lateFailure, 10)).toEqual({ ok: false, reason: "timeout" });
    await lateFailure.catch(() => {});
  });
});

describe("sharedWhileRunning", () => {
  it("shares one run between callers that overlap, and runs again once it has settled", async () => {
    let runs = 0;
    const probe = sharedWhileRunning(async () => {
      runs++;
      await after(20, null);
      return runs;
    });
    const [a, b, c] = await Promise.all([probe(), probe(), probe()]);
    expect([a, b, c]).toEqual([1, 1, 1]);
    expect(await probe()).toBe(2);
  });

  it("does not keep a failure: the next call tries again", async () => {
    let calls = 0;
    const probe = sharedWhileRunning(async () => {
      calls++;
      if (calls === 1) throw new Error("down");
      return "up";
    });
    await expect(probe()).rejects.toThrow("down");
    expect(await probe()).toBe("up");
  });
});
