import { describe, expect, it } from "vitest";
import { MODULES_SHOWN, SPEC_WORKSHOP } from "~/content/workshops";
import { workshopSchema } from "./schemas/workshop";
import {
  formatWorkshopDate,
  formatWorkshopDuration,
  formatWorkshopPrice,
  formatWorkshopTime,
  isIsoDate,
  placesLeft,
  splitModules,
  splitWorkshops,
  workshopStatus,
  zonedFields,
  zonedInstant,
} from "./workshops";

describe("zonedInstant and zonedFields", () => {
  it("reads a place's day and clock time as the instant it is there, either side of daylight saving", () => {
    // Melbourne is UTC+10 in August (standard time) and UTC+11 in January (daylight time).
    expect(zonedInstant("2025-08-22", "09:00", "Australia/Melbourne")!.toISOString()).toBe("2025-08-21T23:00:00.000Z");
    expect(zonedInstant("2026-01-15", "09:00", "Australia/Melbourne")!.toISOString()).toBe("2026-01-14T22:00:00.000Z");
    expect(zonedInstant("2026-07-01", "18:30", "Europe/London")!.toISOString()).toBe("2026-07-01T17:30:00.000Z");
    expect(zonedInstant("2026-07-01", "18:30", "UTC")!.toISOString()).toBe("2026-07-01T18:30:00.000Z");
    expect(zonedFields("2025-08-21T23:00:00.000Z", "Australia/Melbourne")).toEqual({ date: "2025-08-22", time: "09:00" });
  });
  it("answers null for a time the clocks skip, a malformed input or an unknown zone", () => {
    // Melbourne's clocks go from 02:00 to 03:00 on 4 October 2026.
    expect(zonedInstant("2026-10-04", "02:30", "Australia/Melbourne")).toBeNull();
    expect(zonedInstant("2026-02-30", "09:00", "UTC")).toBeNull();
    expect(zonedInstant("2026-02-01", "24:00", "UTC")).toBeNull();
    expect(zonedInstant("2026-02-01", "09:00", "Mars/Olympus_Mons")).toBeNull();
  });
  it("knows a real calendar day", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("22/08/2025")).toBe(false);
  });
});

describe("how a workshop's facts read", () => {
  const start = "2025-08-21T23:00:00.000Z";
  const end = "2025-08-22T03:00:00.000Z";
  it("writes the place's day and hours as the spec does, wherever the reader is", () => {
    expect(formatWorkshopDate(start, "Australia/Melbourne")).toBe("Friday 22 August 2025");
    // In UTC the same instant is still Thursday evening.
    expect(formatWorkshopDate(start, "UTC")).toBe("Thursday 21 August 2025");
    expect(formatWorkshopTime(start, end, "Australia/Melbourne")).toBe("9:00 AM - 1:00 PM");
    expect(formatWorkshopTime("2026-01-01T00:00:00Z", "2026-01-01T12:30:00Z", "UTC")).toBe("12:00 AM - 12:30 PM");
  });
  it("writes the duration from the two times", () => {
    expect(formatWorkshopDuration(start, end)).toBe("4 hours");
    expect(formatWorkshopDuration("2026-01-01T09:00:00Z", "2026-01-01T10:30:00Z")).toBe("1 hour 30 minutes");
    expect(formatWorkshopDuration("2026-01-01T09:00:00Z", "2026-01-01T09:45:00Z")).toBe("45 minutes");
  });
  it("writes whole dollars", () => {
    expect(formatWorkshopPrice(249)).toBe("$249");
    expect(formatWorkshopPrice(1249)).toBe("$1,249");
  });
  it("counts the places left from the capacity and the places taken", () => {
    expect(placesLeft({ capacity: 20, placesTaken: 8 })).toBe(12);
    expect(placesLeft({ capacity: 20, placesTaken: 20 })).toBe(0);
  });
});

describe("the spec's workshop (visitor-side.md §3, §9)", () => {
  const workshop = workshopSchema.parse(SPEC_WORKSHOP);
  it("has the spec's facts", () => {
    expect(workshop).toMatchObject({
      title: "Awareness in Action",
      level: 1,
      location: "Melbourne CBD",
      price: 249,
      originalPrice: 349,
      capacity: 20,
      featured: true,
      includes: ["Light lunch", "Take-home AI toolkit", "Digital certificate", "Performance report"],
    });
    expect(placesLeft(workshop)).toBe(12);
    expect(formatWorkshopDate(workshop.startsAt, workshop.timeZone)).toBe("Friday 22 August 2025");
    expect(formatWorkshopTime(workshop.startsAt, workshop.endsAt, workshop.timeZone)).toBe("9:00 AM - 1:00 PM");
    expect(formatWorkshopDuration(workshop.startsAt, workshop.endsAt)).toBe("4 hours");
    expect(workshop.modules).toHaveLength(6);
  });
  it("shows three modules and counts the rest", () => {
    const { shown, more } = splitModules(workshop.modules, MODULES_SHOWN);
    expect(shown).toEqual(["AI tool types and mental model", "Prompting and context", "Human in the loop"]);
    expect(more).toHaveLength(3);
  });
});

describe("splitWorkshops", () => {
  const now = new Date("2026-11-26T00:00:00Z");
  const w = (id: number, startsAt: string, featured = false, cancelledAt: string | null = null) => ({ id, startsAt, featured, cancelledAt });
  it("lists the upcoming ones featured first, then the soonest; the past ones latest first; cancelled ones nowhere", () => {
    const { upcoming, past } = splitWorkshops(
      [
        w(1, "2025-08-21T23:00:00Z", true),
        w(2, "2027-03-01T00:00:00Z"),
        w(3, "2027-05-01T00:00:00Z", true),
        w(4, "2026-12-01T00:00:00Z"),
        w(5, "2026-12-05T00:00:00Z", false, "2026-11-01T00:00:00Z"),
        w(6, "2026-06-01T00:00:00Z"),
      ],
      now,
    );
    expect(upcoming.map((x) => x.id)).toEqual([3, 4, 2]);
    expect(past.map((x) => x.id)).toEqual([6, 1]);
  });
  it("closes booking when a workshop starts", () => {
    expect(workshopStatus(w(1, "2026-11-26T00:00:01Z"), now)).toBe("upcoming");
    expect(workshopStatus(w(1, "2026-11-26T00:00:00Z"), now)).toBe("taken-place");
    expect(workshopStatus(w(1, "2027-01-01T00:00:00Z", false, "2026-11-01T00:00:00Z"), now)).toBe("cancelled");
  });
});
