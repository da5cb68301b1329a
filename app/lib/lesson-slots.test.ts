import { describe, expect, it } from "vitest";
import { FALLBACK, fillDeep, fillSlots, jobTitleMidSentence, midSentence, slotsFor, UnknownSlotError, withArticle, type LearnerContext } from "./lesson-slots";

const nurse: LearnerContext = {
  jobTitle: "Registered Nurse",
  occupation: { code: "29-1141.00", title: "Registered Nurses" },
  activities: ["Keeping patient records", "Explaining care to patients and families", "CRM updates"],
  tools: [
    { name: "Microsoft Copilot", category: "AI Assistant" },
    { name: "Otter.ai", category: "Productivity" },
  ],
  source: "toolkit",
};

describe("slotsFor", () => {
  it("takes the occupation's activities mid-sentence and the toolkit's tools as named", () => {
    const slots = slotsFor(nurse);
    expect(slots.role).toBe("registered nurse");
    expect(slots.occupation).toBe("Registered Nurses");
    expect(slots.activity).toBe("keeping patient records");
    expect(slots.activity3).toBe("CRM updates");
    expect(slots.tool).toBe("Microsoft Copilot");
    expect(slots.tool2Category).toBe("Productivity");
  });

  it("stands in plain words, never a product, when the job or the toolkit says nothing", () => {
    const slots = slotsFor({ jobTitle: null, occupation: null, activities: [], tools: [], source: "none" });
    expect(slots.role).toBe(FALLBACK.role);
    expect(slots.tool).toBe(FALLBACK.tool);
    expect(slots.activity2).toBe(FALLBACK.activity2);
  });
});

describe("fillSlots", () => {
  const slots = slotsFor(nurse);
  it("fills each slot, and capitalises it at a sentence's start", () => {
    expect(fillSlots("{Activity} with {tool}, as a {role}.", slots)).toBe("Keeping patient records with Microsoft Copilot, as a registered nurse.");
  });

  it("throws on a name that is not a slot rather than showing braces", () => {
    expect(() => fillSlots("Use {toolz}", slots)).toThrow(UnknownSlotError);
  });

  it("fills every string of a nested value and keeps its shape", () => {
    const filled = fillDeep({ id: "p1", minutes: 4, options: [{ text: "Ask {tool}" }] }, slots);
    expect(filled).toEqual({ id: "p1", minutes: 4, options: [{ text: "Ask Microsoft Copilot" }] });
  });
});

describe("jobTitleMidSentence", () => {
  it("lowers a title's capitalised words and keeps acronyms and mixed-case names", () => {
    expect(jobTitleMidSentence("Registered Nurse")).toBe("registered nurse");
    expect(jobTitleMidSentence("  UX Designer ")).toBe("UX designer");
    expect(jobTitleMidSentence("SAP Consultant")).toBe("SAP consultant");
    expect(jobTitleMidSentence("Front-End Developer")).toBe("front-end developer");
    expect(jobTitleMidSentence("iOS Developer")).toBe("iOS developer");
  });
});

describe("midSentence", () => {
  it("lower-cases the first letter but keeps an acronym and drops a closing full stop", () => {
    expect(midSentence("Maintain health records.")).toBe("maintain health records");
    expect(midSentence("HR reporting")).toBe("HR reporting");
  });
});

describe("withArticle", () => {
  it("says 'an' before a vowel sound and 'a' before a consonant sound, acronyms as they are spoken", () => {
    expect(withArticle("electrician")).toBe("an electrician");
    expect(withArticle("accountant")).toBe("an accountant");
    expect(withArticle("registered nurse")).toBe("a registered nurse");
    expect(withArticle("university lecturer")).toBe("a university lecturer");
    expect(withArticle("hourly supervisor")).toBe("an hourly supervisor");
    expect(withArticle("RN")).toBe("an RN");
    expect(withArticle("UX designer")).toBe("a UX designer");
    expect(withArticle("SAP consultant")).toBe("an SAP consultant");
    expect(withArticle("professional")).toBe("a professional");
  });

  it("fills {aRole}, and {ARole} at a sentence's start", () => {
    const slots = slotsFor({ jobTitle: "Electrician", occupation: null, activities: [], tools: [], source: "none" });
    expect(fillSlots("As {aRole}, you test circuits. {ARole} signs the certificate.", slots)).toBe(
      "As an electrician, you test circuits. An electrician signs the certificate.",
    );
  });
});
