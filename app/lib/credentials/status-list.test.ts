import { describe, expect, it } from "vitest";
import { STATUS_LIST_FILL, STATUS_LIST_LENGTH, openStatusList, pickStatusIndex } from "./status-list";

describe("pickStatusIndex", () => {
  it("picks a random free index in the list", () => {
    expect(pickStatusIndex(new Set(), () => 0.5)).toBe(STATUS_LIST_LENGTH / 2);
    const used = new Set([0, 1, 2]);
    let calls = 0;
    // The first probes land on used indexes; the next free one is taken.
    const index = pickStatusIndex(used, () => (calls++ < 3 ? calls / STATUS_LIST_LENGTH - 1 / STATUS_LIST_LENGTH : 0.25));
    expect(used.has(index!)).toBe(false);
    expect(index).toBe(STATUS_LIST_LENGTH / 4);
  });

  it("finds the last free index of a nearly full list, and none in a full one", () => {
    const all = new Set(Array.from({ length: STATUS_LIST_LENGTH }, (_, i) => i));
    all.delete(77);
    expect(pickStatusIndex(all, () => 0)).toBe(77);
    all.add(77);
    expect(pickStatusIndex(all)).toBeNull();
  });
});

describe("openStatusList", () => {
  it("is the first list under the fill, counting from 1", () => {
    expect(openStatusList(new Map())).toBe(1);
    expect(openStatusList(new Map([[1, STATUS_LIST_FILL - 1]]))).toBe(1);
    expect(openStatusList(new Map([[1, STATUS_LIST_FILL]]))).toBe(2);
    expect(
      openStatusList(
        new Map([
          [1, STATUS_LIST_FILL],
          [2, 10],
        ]),
      ),
    ).toBe(2);
  });
});
