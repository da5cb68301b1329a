import { describe, expect, it } from "vitest";
import { readCoachToken, replyAddress, signCoachToken, tokenInAddress } from "./coach-tokens";

const secret = "a-test-secret";

describe("coach tokens", () => {
  it("signs a row id and reads it back, for its own purpose only", () => {
    const token = signCoachToken("reply", 12345, secret);
    expect(token).toMatch(/^[0-9a-z]+-[a-z2-7]{20}$/);
    expect(readCoachToken("reply", token, secret)).toBe(12345);
    expect(readCoachToken("reply", token.toUpperCase(), secret)).toBe(12345);
    expect(readCoachToken("progress", token, secret)).toBeNull();
    expect(readCoachToken("reply", token, "another-secret")).toBeNull();
  });

  it("refuses forged, altered and malformed tokens", () => {
    const token = signCoachToken("reply", 7, secret);
    const [id, sig] = token.split("-");
    expect(readCoachToken("reply", `${(8).toString(36)}-${sig}`, secret)).toBeNull();
    expect(readCoachToken("reply", `${id}-${sig!.slice(0, -1)}${sig!.endsWith("a") ? "b" : "a"}`, secret)).toBeNull();
    for (const bad of ["", "-", "7", "0-aaaaaaaaaaaaaaaaaaaa", "zzzzzzzzzzzz-aaaaaaaaaaaaaaaaaaaa", `${token}x`, "7-AAAA"]) {
      expect(readCoachToken("reply", bad, secret)).toBeNull();
    }
    expect(() => signCoachToken("reply", 0, secret)).toThrow();
  });

  it("puts the token in the coach's address and finds it again, for the coach's own addresses only", () => {
    const address = replyAddress("coach@upskill.academy", "1z-abc");
    expect(address).toBe("coach+1z-abc@upskill.academy");
    expect(tokenInAddress("coach@upskill.academy", address)).toBe("1z-abc");
    expect(tokenInAddress("coach@upskill.academy", "<COACH+1Z-ABC@Upskill.Academy>")).toBe("1z-abc");
    expect(tokenInAddress("coach@upskill.academy", "coach@upskill.academy")).toBeNull();
    expect(tokenInAddress("coach@upskill.academy", "coach+1z-abc@elsewhere.example")).toBeNull();
    expect(tokenInAddress("coach@upskill.academy", "hello+1z-abc@upskill.academy")).toBeNull();
    expect(tokenInAddress("coach@upskill.academy", "coach+@upskill.academy")).toBeNull();
  });
});
