import { describe, expect, it } from "vitest";
import { delayAfterFailures, FAILURE_MEMORY_SECONDS, FREE_FAILURES, MAX_DELAY_SECONDS, secondsToWait } from "./sign-in-delay";

describe("the sign-in delay of one account at one address", () => {
  it("is nothing for the first few failures, then 1 s, 2 s, 4 s … up to the cap", () => {
    expect([0, 1, FREE_FAILURES - 1].map(delayAfterFailures)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(delayAfterFailures)).toEqual([1, 2, 4, 8, 16]);
    expect(delayAfterFailures(14)).toBe(512);
    expect(delayAfterFailures(15)).toBe(MAX_DELAY_SECONDS);
    expect(delayAfterFailures(1000)).toBe(MAX_DELAY_SECONDS);
  });

  it("counts down from the last failure, rounding up, and forgets after a day", () => {
    const last = new Date("2025-03-01T12:00:00Z");
    const at = (ms: number) => new Date(last.getTime() + ms);
    expect(secondsToWait(4, last, at(0))).toBe(0);
    expect(secondsToWait(5, last, at(0))).toBe(1);
    expect(secondsToWait(5, last, at(999))).toBe(1);
    expect(secondsToWait(5, last, at(1000))).toBe(0);
    expect(secondsToWait(8, last, at(2500))).toBe(6);
    expect(secondsToWait(40, last, at(60_000))).toBe(MAX_DELAY_SECONDS - 60);
    expect(secondsToWait(40, last, at(FAILURE_MEMORY_SECONDS * 1000))).toBe(0);
  });
});
