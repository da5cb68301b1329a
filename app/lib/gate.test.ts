import { describe, expect, it } from "vitest";
import { createGate } from "./gate";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createGate", () => {
  it("runs at most `limit` tasks at once, the others in the order they came", async () => {
    const gate = createGate(2);
    let now = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        gate.run(async () => {
          now++;
          most = Math.max(most, now);
          order.push(n);
          await tick();
          now--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("frees the place of a task that fails", async () => {
    const gate = createGate(1);
    await expect(gate.run(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await gate.run(async () => "next")).toBe("next");
    expect(gate.running).toBe(0);
  });

  it("refuses a limit below one", () => {
    expect(() => createGate(0)).toThrow();
  });
});
