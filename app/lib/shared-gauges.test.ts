import { describe, expect, it } from "vitest";
import { publishGauge, readGauge } from "./shared-gauges";

describe("shared gauges", () => {
  it("sum the counts every copy of a module published under one name", () => {
    let first = { running: 1, waiting: 0 };
    publishGauge("test-readers", () => first);
    publishGauge("test-readers", () => ({ running: 1, waiting: 2 }));
    expect(readGauge("test-readers")).toEqual({ running: 2, waiting: 2 });
    first = { running: 0, waiting: 0 };
    expect(readGauge("test-readers")).toEqual({ running: 1, waiting: 2 });
    expect(readGauge("nobody-published")).toEqual({});
  });
});
