import { describe, expect, it } from "vitest";
import { SPEC_WORKSHOP } from "~/content/workshops";
import { WORKSHOP_PROBLEMS, workshopProblemOf, workshopSchema, workshopToFields } from "./workshop";

// The admin form's fields as text, as a browser posts them.
const fields = (changes: Record<string, unknown> = {}) => ({
  ...SPEC_WORKSHOP,
  date: "2027-03-19",
  includes: SPEC_WORKSHOP.includes.join("\n"),
  modules: SPEC_WORKSHOP.modules.join("\r\n"),
  certificate: "on",
  performanceReport: "on",
  featured: "on",
  ...changes,
});

const refusal = (changes: Record<string, unknown>) => {
  const parsed = workshopSchema.safeParse(fields(changes));
  if (parsed.success) throw new Error("accepted");
  return workshopProblemOf(parsed.error);
};

describe("workshopSchema", () => {
  it("reads the form's text: the place's times as instants, lists one per line, checkboxes", () => {
    const input = workshopSchema.parse(fields({ linkedinRecommendation: undefined, originalPrice: "", placesTaken: "" }));
    expect(input.startsAt.toISOString()).toBe("2027-03-18T22:00:00.000Z");
    expect(input.endsAt.toISOString()).toBe("2027-03-19T02:00:00.000Z");
    expect(input.modules).toHaveLength(6);
    expect(input.includes).toEqual(["Light lunch", "Take-home AI toolkit", "Digital certificate", "Performance report"]);
    expect(input).toMatchObject({
      certificate: true,
      performanceReport: true,
      linkedinRecommendation: false,
      featured: true,
      originalPrice: null,
      placesTaken: 0,
    });
  });

  it("turns a stored workshop back into the same fields", () => {
    const input = workshopSchema.parse(fields());
    const again = workshopSchema.parse(workshopToFields(input));
    expect(again).toEqual(input);
  });

  it("refuses an end before (or at) the start", () => {
    expect(refusal({ startTime: "13:00", endTime: "09:00" })).toEqual(WORKSHOP_PROBLEMS.endBeforeStart);
    expect(refusal({ startTime: "09:00", endTime: "09:00" })).toEqual(WORKSHOP_PROBLEMS.endBeforeStart);
  });

  it("refuses a capacity below the places taken", () => {
    expect(refusal({ capacity: "10", placesTaken: "12" })).toEqual(WORKSHOP_PROBLEMS.capacityBelowTaken);
    expect(WORKSHOP_PROBLEMS.capacityBelowTaken.description).toBe(
      "The capacity cannot be below the places already taken. Raise the capacity, or correct the places taken.",
    );
    expect(workshopSchema.safeParse(fields({ capacity: "12", placesTaken: "12" })).success).toBe(true);
  });

  it("refuses a booking address that is not https", () => {
    for (const bookingUrl of ["http://tickets.example.com/w", "tickets.example.com/w", "javascript:alert(1)", "https://", "https://exa mple.com", ""])
      expect(refusal({ bookingUrl }), bookingUrl).toEqual(WORKSHOP_PROBLEMS.bookingUrlInvalid);
    expect(WORKSHOP_PROBLEMS.bookingUrlInvalid.description).toContain("https://");
  });

  it("refuses malformed days, times, zones, numbers and levels with their own words", () => {
    expect(refusal({ title: "  " })).toEqual(WORKSHOP_PROBLEMS.titleMissing);
    expect(refusal({ date: "2027-02-30" })).toEqual(WORKSHOP_PROBLEMS.dateInvalid);
    expect(refusal({ date: "19/03/2027" })).toEqual(WORKSHOP_PROBLEMS.dateInvalid);
    expect(refusal({ startTime: "9am" })).toEqual(WORKSHOP_PROBLEMS.timeInvalid);
    expect(refusal({ timeZone: "Melbourne" })).toEqual(WORKSHOP_PROBLEMS.timeZoneInvalid);
    expect(refusal({ date: "2026-10-04", startTime: "02:30" })).toEqual(WORKSHOP_PROBLEMS.timeSkipped);
    expect(refusal({ price: "-5" })).toEqual(WORKSHOP_PROBLEMS.priceInvalid);
    expect(refusal({ originalPrice: "lots" })).toEqual(WORKSHOP_PROBLEMS.priceInvalid);
    expect(refusal({ capacity: "0", placesTaken: "0" })).toEqual(WORKSHOP_PROBLEMS.capacityInvalid);
    expect(refusal({ placesTaken: "-1" })).toEqual(WORKSHOP_PROBLEMS.placesTakenInvalid);
    expect(refusal({ level: "6" })).toEqual(WORKSHOP_PROBLEMS.levelInvalid);
    expect(refusal({ city: "" })).toEqual(WORKSHOP_PROBLEMS.placeMissing);
    expect(refusal({ title: "x".repeat(201) })).toEqual(WORKSHOP_PROBLEMS.tooLong);
  });

  it("names the first problem in the table's order when several hold", () => {
    expect(refusal({ title: "", bookingUrl: "http://x.example" })).toEqual(WORKSHOP_PROBLEMS.titleMissing);
  });
});
