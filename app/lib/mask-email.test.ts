import { describe, expect, it } from "vitest";
import { maskEmail } from "./mask-email";

describe("maskEmail", () => {
  it("keeps the first character and the domain", () => {
    expect(maskEmail("ada.lovelace@example.com")).toBe("a•••@example.com");
    expect(maskEmail("  Bo@Example.co.uk ")).toBe("B•••@Example.co.uk");
  });

  it("hides the length of a short local part too", () => {
    expect(maskEmail("x@example.com")).toBe("x•••@example.com");
  });

  it("shows nothing of something that is not an address", () => {
    expect(maskEmail("")).toBe("•••");
    expect(maskEmail("@example.com")).toBe("•••");
    expect(maskEmail("no-at-sign")).toBe("•••");
  });
});
