import { describe, expect, it } from "vitest";
import { linkedInAddUrl } from "./linkedin";

describe("linkedInAddUrl", () => {
  it("fills LinkedIn's certification fields from the certificate", () => {
    const url = new URL(
      linkedInAddUrl({ name: "AI Fluency: Awareness in Action, Nurse", issuedOn: "2026-03-09", url: "https://x.test/certificates/abc", id: "abc" }),
    );
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "AI Fluency: Awareness in Action, Nurse",
      organizationName: "Upskill Academy",
      issueYear: "2026",
      issueMonth: "3",
      certUrl: "https://x.test/certificates/abc",
      certId: "abc",
    });
  });
});
