import { describe, expect, it } from "vitest";
import { credentialUrls, criteriaNarrative, openBadgeCredential, xsdDateTime, type CredentialInput } from "./open-badge";
import { emailIdentityHash, emailMatches, hashedEmail } from "./identity";

const input = (over: Partial<CredentialInput> = {}): CredentialInput => ({
  appUrl: "https://academy.example/",
  id: "0b6f3c1e-2a4d-4a8e-9d1f-5c7b8e9a0f12",
  kind: "simulation",
  level: 1,
  role: "Paralegal",
  holderName: "Pat Doe",
  email: { identityHash: "sha256$abc", salt: "s" },
  score: 88,
  issuedAt: new Date("2026-11-27T08:00:00.123Z"),
  certificateCode: "A".repeat(24),
  status: { list: 1, index: 4242 },
  ...over,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read nested JSON by path
type Json = Record<string, any>;

describe("openBadgeCredential", () => {
  it("is an OpenBadgeCredential of VC 2.0 and OB 3.0 with the product's URLs", () => {
    const c = openBadgeCredential(input()) as Json;
    expect(c["@context"]).toEqual(["https://www.w3.org/ns/credentials/v2", "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json"]);
    expect(c.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(c.id).toBe("urn:uuid:0b6f3c1e-2a4d-4a8e-9d1f-5c7b8e9a0f12");
    expect(c.issuer).toMatchObject({ id: "https://academy.example/credentials/issuer", type: ["Profile"], name: "Upskill Academy" });
    expect(c.validFrom).toBe("2026-11-27T08:00:00Z");
    expect(c.name).toBe("AI Fluency: Awareness in Action, Paralegal");
  });

  it("identifies the holder by the salted hash of their address, never the address", () => {
    const c = openBadgeCredential(input()) as Json;
    expect(c.credentialSubject.identifier[0]).toEqual({
      type: "IdentityObject",
      identityType: "emailAddress",
      hashed: true,
      identityHash: "sha256$abc",
      salt: "s",
    });
    const hashed = openBadgeCredential(input({ email: hashedEmail("pat@example.com") }));
    expect(JSON.stringify(hashed)).not.toContain("pat@example.com");
  });

  it("states the rubric level and the 70% rule as the achievement's criteria, and the score and band as results", () => {
    const sim = openBadgeCredential(input()) as Json;
    const achievement = sim.credentialSubject.achievement;
    expect(achievement).toMatchObject({
      id: "https://academy.example/credentials/achievements/simulation",
      type: ["Achievement"],
      achievementType: "Certificate",
    });
    expect(achievement.criteria.narrative).toContain("A score of 70 or more out of 100 passes");
    expect(achievement.criteria.narrative).toContain("Level 1 of the Upskill Academy AI Fluency rubric, Awareness in Action");
    expect(sim.credentialSubject.result).toEqual([
      { type: ["Result"], resultDescription: `${achievement.id}#score`, value: "88" },
      { type: ["Result"], resultDescription: `${achievement.id}#band`, achievedLevel: `${achievement.id}#band-distinction` },
    ]);
    const course = openBadgeCredential(input({ kind: "course", level: 3, score: 72 })) as Json;
    expect(course.credentialSubject.achievement.id).toBe("https://academy.example/credentials/achievements/course-level-3");
    expect(course.credentialSubject.achievement.name).toBe("AI Fluency Level 3: Workflow Thinking");
    expect(course.credentialSubject.achievement.criteria.narrative).toContain("70% or more across all of the level's lesson simulations");
    expect(course.credentialSubject.result[1].achievedLevel).toMatch(/#band-pass$/);
  });

  it("points its status entry into the product's status list", () => {
    const c = openBadgeCredential(input()) as Json;
    expect(c.credentialStatus).toEqual({
      id: "https://academy.example/credentials/status/1#4242",
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: "4242",
      statusListCredential: "https://academy.example/credentials/status/1",
    });
    expect(() => openBadgeCredential(input({ status: { list: 1, index: 131072 } }))).toThrow(/out of range/);
  });

  it("refuses a level the rubric does not have", () => {
    expect(() => criteriaNarrative("course", 6)).toThrow();
  });
});

describe("credentialUrls", () => {
  it("are stable URLs under the app URL", () => {
    const urls = credentialUrls("https://academy.example");
    expect(urls.key(3)).toBe("https://academy.example/credentials/issuer#key-3");
    expect(urls.credentialJson("x")).toBe("https://academy.example/credentials/x.json");
    expect(xsdDateTime(new Date("2026-01-02T03:04:05.678Z"))).toBe("2026-01-02T03:04:05Z");
  });
});

describe("the holder's hashed address (OB 3.0 IdentityHash)", () => {
  it("is sha256$ and the hex digest of the trimmed, lower-case address followed by the salt", () => {
    // sha256("pat@example.comNaCl"), computed independently: printf 'pat@example.comNaCl' | sha256sum
    expect(emailIdentityHash(" Pat@Example.com ", "NaCl")).toBe("sha256$83095dc86ae432d4a0ea2b0bdc376381c781ba1fdb221fe3364b3d1c573b8d9c");
    expect(emailIdentityHash("pat@example.com", "NaCl")).toMatch(/^sha256\$[0-9a-f]{64}$/);
  });

  it("has a fresh salt each time and matches only its own address", () => {
    const a = hashedEmail("pat@example.com");
    const b = hashedEmail("pat@example.com");
    expect(a.salt).not.toBe(b.salt);
    expect(a.identityHash).not.toBe(b.identityHash);
    expect(emailMatches("PAT@example.com", a)).toBe(true);
    expect(emailMatches("sam@example.com", a)).toBe(false);
  });
});
