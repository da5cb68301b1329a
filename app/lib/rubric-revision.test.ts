import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CORE_CERTIFICATE, ONET_SOURCE_NOTE, RUBRIC_LEVELS, RUBRIC_META, RUBRIC_REVISIONS, RUBRIC_SECTIONS, SKILLS_CHANGE_SOURCE } from "~/content/rubric";
import { currentRubricEdition, formatRevisionDate } from "./rubric-revision";

/** Everything the page and the PDF print as the document (not the navigation around it). */
function textFingerprint(): string {
  const text = JSON.stringify({
    title: RUBRIC_META.title,
    subtitle: RUBRIC_META.subtitle,
    levels: RUBRIC_LEVELS,
    certificate: CORE_CERTIFICATE,
    source: SKILLS_CHANGE_SOURCE,
    sections: RUBRIC_SECTIONS,
    onet: ONET_SOURCE_NOTE,
  });
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

describe("the rubric's editions", () => {
  it("has a new edition for every change of the text (else its 'Last updated' would be stale)", () => {
    const newest = RUBRIC_REVISIONS[RUBRIC_REVISIONS.length - 1]!;
    const message = `The rubric's text changed since version ${newest.version} (${newest.date}): add an edition to RUBRIC_REVISIONS in app/content/rubric.ts with the next version, the day it is published and fingerprint "${textFingerprint()}".`;
    expect(newest.fingerprint, message).toBe(textFingerprint());
  });

  it("lists editions oldest first, with real days no later than today and versions that go up", () => {
    const today = new Date().toISOString().slice(0, 10);
    RUBRIC_REVISIONS.forEach((edition, i) => {
      expect(() => formatRevisionDate(edition.date)).not.toThrow();
      expect(edition.date <= today).toBe(true);
      if (i === 0) return;
      const before = RUBRIC_REVISIONS[i - 1]!;
      expect(edition.date >= before.date).toBe(true);
      const [major, minor] = edition.version.split(".").map(Number);
      const [majorBefore, minorBefore] = before.version.split(".").map(Number);
      expect(major! > majorBefore! || (major === majorBefore && minor! > minorBefore!)).toBe(true);
    });
  });
});

describe("currentRubricEdition", () => {
  it("is the newest edition, its day written out", () => {
    expect(
      currentRubricEdition([
        { version: "1.0", date: "2026-11-21", changes: "", fingerprint: "" },
        { version: "1.1", date: "2027-02-03", changes: "", fingerprint: "" },
      ]),
    ).toEqual({ version: "1.1", date: "2027-02-03", lastUpdated: "3 February 2027" });
  });

  it("writes the day as given, whatever the time zone", () => {
    expect(formatRevisionDate("2026-11-21")).toBe("21 November 2026");
    expect(formatRevisionDate("2027-01-01")).toBe("1 January 2027");
    expect(() => formatRevisionDate("21/11/2026")).toThrow();
    expect(() => currentRubricEdition([])).toThrow();
  });
});
