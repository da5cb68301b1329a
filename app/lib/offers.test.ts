import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/content/course";
import { acceptedPrices, bundleOnSale, formatEndDate, formatOfferEnd, parseEndDate, parseSwitch, priceNow, readOfferChanges } from "./offers";

const on = { bundleEndsAt: "2027-07-31T01:00:00Z", prelaunchPrices: true };
const off = { ...on, prelaunchPrices: false };

describe("bundleOnSale", () => {
  it("is on sale until its end date and never after", () => {
    expect(bundleOnSale(on, new Date("2027-07-31T00:59:59Z"))).toBe(true);
    expect(bundleOnSale(on, new Date("2027-07-31T01:00:00Z"))).toBe(false);
    expect(bundleOnSale(on, new Date("2028-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("priceNow (§9 pre-launch / full)", () => {
  it("charges a level its pre-launch price while pre-launch prices are on, else its full price", () => {
    expect([1, 2, 3, 4].map((n) => priceNow(PRODUCTS[`level-${n}` as "level-1"], on))).toEqual([49, 99, 149, 199]);
    expect([1, 2, 3, 4].map((n) => priceNow(PRODUCTS[`level-${n}` as "level-1"], off))).toEqual([99, 199, 299, 399]);
  });

  it("keeps the bundle at 199 and the simulation at 49 whatever the switch", () => {
    expect(priceNow(PRODUCTS.bundle, off)).toBe(199);
    expect(priceNow(PRODUCTS.simulation, off)).toBe(49);
  });

  it("accepts either true price of a level, and only the one price of the bundle", () => {
    expect(acceptedPrices(PRODUCTS["level-2"])).toEqual([99, 199]);
    expect(acceptedPrices(PRODUCTS.bundle)).toEqual([199]);
    expect(acceptedPrices(PRODUCTS.simulation)).toEqual([49]);
  });
});

describe("parseEndDate", () => {
  it("reads a zoned ISO date-time, one without a zone as UTC, and a bare day as midnight UTC", () => {
    expect(parseEndDate("2027-07-31T01:00:00Z")?.toISOString()).toBe("2027-07-31T01:00:00.000Z");
    expect(parseEndDate("2027-07-31T11:00+10:00")?.toISOString()).toBe("2027-07-31T01:00:00.000Z");
    expect(parseEndDate("2027-07-31T11:00+1000")?.toISOString()).toBe("2027-07-31T01:00:00.000Z");
    expect(parseEndDate(" 2027-07-31T01:00 ")?.toISOString()).toBe("2027-07-31T01:00:00.000Z");
    expect(parseEndDate("2027-07-31")?.toISOString()).toBe("2027-07-31T00:00:00.000Z");
  });

  it("refuses text that is not a real moment", () => {
    for (const bad of ["", "tomorrow", "31/07/2027", "2027-02-30", "2027-13-01", "2027-07-31T25:00Z", "2027-07-31T01:00Zjunk"]) {
      expect(parseEndDate(bad), bad).toBeNull();
    }
  });
});

describe("parseSwitch and formatEndDate", () => {
  it("reads on/off", () => {
    expect(parseSwitch("on")).toBe(true);
    expect(parseSwitch(" OFF ")).toBe(false);
    expect(parseSwitch("maybe")).toBeNull();
  });

  it("shows an end date to the minute in UTC", () => {
    expect(formatEndDate("2027-07-31T11:00:00+10:00")).toBe("2027-07-31 01:00 UTC");
  });
});

describe("readOfferChanges", () => {
  it("takes either setting alone or both", () => {
    expect(readOfferChanges({ bundleEnds: "2027-12-31T23:00" })).toEqual({ ok: true, changes: { bundleEndsAt: new Date("2027-12-31T23:00:00Z") } });
    expect(readOfferChanges({ prelaunch: "off", bundleEnds: "" })).toEqual({ ok: true, changes: { prelaunchPrices: false } });
    expect(readOfferChanges({ bundleEnds: "2027-01-01", prelaunch: "on" })).toEqual({
      ok: true,
      changes: { bundleEndsAt: new Date("2027-01-01T00:00:00Z"), prelaunchPrices: true },
    });
  });

  it("refuses nothing at all, a date that is not one, and a switch that is neither on nor off", () => {
    expect(readOfferChanges({})).toMatchObject({ ok: false, message: expect.stringContaining("or both") });
    expect(readOfferChanges({ bundleEnds: "next week" })).toMatchObject({ ok: false, message: expect.stringContaining("is not a date") });
    expect(readOfferChanges({ prelaunch: "sometimes" })).toMatchObject({ ok: false, message: expect.stringContaining('"on" or "off"') });
  });
});

describe("formatOfferEnd", () => {
  it("writes the moment for visitors in UTC, whatever zone it was given in", () => {
    expect(formatOfferEnd("2027-07-31T01:00:00Z")).toBe("31 July 2027, 01:00 UTC");
    expect(formatOfferEnd("2027-08-01T09:30:00+10:00")).toBe("31 July 2027, 23:30 UTC");
  });
});
