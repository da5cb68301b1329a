import { describe, expect, it } from "vitest";
import { groupSecret, isRecoveryCode, isTotpCode, normalizeCode, recoveryCodeFromBytes } from "./two-factor-codes";

describe("second-factor codes", () => {
  it("makes a 12-character recovery code in three groups from random bytes", () => {
    const code = recoveryCodeFromBytes(Uint8Array.from({ length: 12 }, (_, i) => i * 37));
    expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
    expect(isRecoveryCode(normalizeCode(code))).toBe(true);
    expect(() => recoveryCodeFromBytes(new Uint8Array(4))).toThrow();
  });

  it("reads what people type: any case, spaces, dashes, i/l for 1 and o for 0", () => {
    expect(normalizeCode(" 123 456 ")).toBe("123456");
    expect(normalizeCode("AB1O-iL2z-9XYZ")).toBe("ab10112z9xyz");
    expect(isTotpCode("123456")).toBe(true);
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("12345a")).toBe(false);
    expect(isRecoveryCode("abcdefghjkmn")).toBe(true);
    expect(isRecoveryCode("abcdefghjkmu")).toBe(false);
    expect(isRecoveryCode("abcdefghjkm")).toBe(false);
  });

  it("groups a secret by four", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupSecret("ABCDE")).toBe("ABCD E");
  });
});
