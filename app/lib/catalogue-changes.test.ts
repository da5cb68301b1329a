import { describe, expect, it } from "vitest";
import { onCatalogueChange, publishCatalogueChange } from "./catalogue-changes";

describe("catalogue changes", () => {
  it("calls every listener until it is removed", () => {
    let a = 0;
    let b = 0;
    const offA = onCatalogueChange(() => a++);
    const offB = onCatalogueChange(() => b++);
    publishCatalogueChange();
    offA();
    publishCatalogueChange();
    offB();
    publishCatalogueChange();
    expect([a, b]).toEqual([1, 2]);
  });
});
