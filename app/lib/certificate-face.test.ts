import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { certificateSvg, faceLayout, nameSize, qrModules, type CertificateFace } from "./certificate-face";

const face: CertificateFace = {
  title: "AI Fluency: Sensemaking in Context, Registered Nurse",
  holderName: "Siobhán <O'Neill> & Co",
  role: "Registered Nurse",
  achievement: "Sensemaking in Context",
  band: "Distinction",
  date: "2026-11-27",
  credentialId: "AbC123_-xyz",
  verifyUrl: "https://upskill.test/certificates/AbC123_-xyz",
  statement: "completed Level 2, Sensemaking in Context: 4 lessons, their practice tasks and simulations, with an overall score of 92%.",
  badge: "L2",
};

describe("the certificate face", () => {
  it("draws every element of the certificate, the holder's name escaped", () => {
    const svg = certificateSvg(face);
    for (const part of [
      "Upskill Academy",
      "CERTIFICATE OF ACHIEVEMENT",
      "Siobhán &lt;O&apos;Neill&gt; &amp; Co",
      "Registered Nurse",
      "Distinction",
      "2026-11-27",
      "Credential ID AbC123_-xyz",
      "Scan to verify",
      ">L2<",
    ])
      expect(svg).toContain(part);
    expect(svg).not.toContain("<O'Neill>");
  });

  it("carries a QR code of the verification address", () => {
    expect(qrModules(face.verifyUrl)).toEqual(encode(face.verifyUrl, { ecc: "M", border: 0 }).data);
    expect(faceLayout(face).qr.length).toBeGreaterThanOrEqual(21);
  });

  it("sets a long name smaller so it stays on its line", () => {
    expect(nameSize("Jo Lee")).toBeGreaterThan(nameSize("Maximiliana Alexandrovna Petrovskaya-Wolkonsky"));
    expect(nameSize("x".repeat(100))).toBe(28);
  });
});
