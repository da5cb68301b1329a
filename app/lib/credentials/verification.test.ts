import { describe, expect, it } from "vitest";
import { invalidMessage } from "./verification";

describe("invalidMessage", () => {
  it("says why a revoked credential was revoked, and when", () => {
    expect(invalidMessage("revoked", { reason: "refund", at: "2026-11-27T08:00:00.000Z", note: null })).toBe(
      "Revoked on 2026-11-27: the simulation was refunded.",
    );
    expect(invalidMessage("revoked", { reason: "admin", at: null, note: "Identity not confirmed" })).toBe(
      "Revoked: an administrator revoked it. Reason given: Identity not confirmed",
    );
  });

  it("tells an altered credential from a forged one and from another issuer's", () => {
    expect(invalidMessage("altered")).toMatch(/changed after it was signed/);
    expect(invalidMessage("bad-signature")).toMatch(/not signed by Upskill Academy's key/);
    expect(invalidMessage("unknown-issuer")).toMatch(/not issued by Upskill Academy/);
  });
});
