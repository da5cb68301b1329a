import { describe, expect, it } from "vitest";
import { MODULES_SHOWN, WORKSHOPS } from "~/content/workshops";
import { bookingOpen, formatWorkshopDate, formatWorkshopPrice, splitModules } from "./workshops";

describe("formatWorkshopDate", () => {
  it("writes the day as the spec does, whatever the time zone", () => {
    expect(formatWorkshopDate("2025-08-22")).toBe("Friday 22 August 2025");
    expect(formatWorkshopDate("2026-01-01")).toBe("Thursday 1 January 2026");
  });
  it("refuses anything but an ISO date", () => {
    expect(() => formatWorkshopDate("22/08/2025")).toThrow();
  });
});

describe("formatWorkshopPrice", () => {
  it("writes whole dollars", () => {
    expect(formatWorkshopPrice(249)).toBe("$249");
    expect(formatWorkshopPrice(1249)).toBe("$1,249");
  });
});

describe("the listed workshop (visitor-side.md §3, §9)", () => {
  const [workshop] = WORKSHOPS;
  it("has the spec's facts", () => {
    expect(WORKSHOPS).toHaveLength(1);
    expect(workshop).toMatchObject({
      title: "Awareness in Action",
      level: 1,
      date: "2025-08-22",
      time: "9:00 AM - 1:00 PM",
      duration: "4 hours",
      location: "Melbourne CBD",
      price: 249,
      originalPrice: 349,
      capacity: 20,
      spotsLeft: 12,
      featured: true,
      includes: ["Light lunch", "Take-home AI toolkit", "Digital certificate", "Performance report"],
    });
    expect(workshop!.curriculum.modules).toHaveLength(6);
  });
  it("shows three modules and counts the rest", () => {
    const { shown, more } = splitModules(workshop!.curriculum.modules, MODULES_SHOWN);
    expect(shown).toEqual(["AI tool types and mental model", "Prompting and context", "Human in the loop"]);
    expect(more).toHaveLength(3);
  });
});

describe("bookingOpen", () => {
  it("is open before and on the day, closed once the day is over everywhere", () => {
    expect(bookingOpen("2025-08-22", new Date("2025-08-01T00:00:00Z"))).toBe(true);
    expect(bookingOpen("2025-08-22", new Date("2025-08-22T23:00:00Z"))).toBe(true);
    expect(bookingOpen("2025-08-22", new Date("2025-08-23T14:00:00Z"))).toBe(false);
    expect(bookingOpen("2025-08-22", new Date("2026-11-21T00:00:00Z"))).toBe(false);
    expect(bookingOpen("22/08/2025")).toBe(false);
  });
});
