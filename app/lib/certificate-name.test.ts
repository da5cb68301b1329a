import { describe, expect, it } from "vitest";
import { readCertificateName } from "./certificate-name";

describe("readCertificateName", () => {
  it("keeps a name as typed, with its accents and spacing tidied", () => {
    expect(readCertificateName("  Siobhán   Ní Bhriain ")).toEqual({ ok: true, name: "Siobhán Ní Bhriain" });
    expect(readCertificateName("李小龍")).toEqual({ ok: true, name: "李小龍" });
    expect(readCertificateName("Anne-Marie O'Neill")).toEqual({ ok: true, name: "Anne-Marie O'Neill" });
  });

  it("refuses an empty name, one over 100 characters, control characters and a name with no letter", () => {
    expect(readCertificateName("   ")).toEqual({ ok: false, problem: "required" });
    expect(readCertificateName(undefined)).toEqual({ ok: false, problem: "required" });
    expect(readCertificateName("a".repeat(101))).toEqual({ ok: false, problem: "tooLong" });
    expect(readCertificateName("é".repeat(100))).toEqual({ ok: true, name: "é".repeat(100) });
    expect(readCertificateName("Ann\tLee")).toEqual({ ok: false, problem: "control" });
    expect(readCertificateName("Ann\nLee")).toEqual({ ok: false, problem: "control" });
    expect(readCertificateName("Ann\u0000Lee")).toEqual({ ok: false, problem: "control" });
    expect(readCertificateName("Ann\u2028Lee")).toEqual({ ok: false, problem: "control" });
    expect(readCertificateName("12345")).toEqual({ ok: false, problem: "noLetter" });
  });
});
