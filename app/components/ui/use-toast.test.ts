import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from "./use-toast";

describe("toast store", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the spec's constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5_000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("shows at most one toast: a new one replaces the old", () => {
    toast({ title: "First" });
    const second = toast({ title: "Second", description: "Newer", variant: "destructive" });
    expect(getToasts()).toEqual([{ id: second, title: "Second", description: "Newer", variant: "destructive", open: true }]);
  });

  it("closes a dismissed toast at once and forgets it after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const id = toast({ title: "Bye" });
    dismissToast(id);
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });
});
