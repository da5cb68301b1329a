import { describe, expect, it } from "vitest";
import { WORK_AREAS } from "../content/work-areas";
import { normaliseArea, PREFERRED_AREA_MIN_WEIGHT, resolveWorkArea, suggestWorkAreas } from "./work-areas";

const area = (label: string) => WORK_AREAS.find((a) => a.label === label)!;
const PLUMBER = "47-2152.00";

describe("resolveWorkArea", () => {
  it("reads a vocabulary label in any case and spelling of '&'", () => {
    expect(resolveWorkArea("quotes and estimates")).toEqual({ label: "Quotes & Estimates", activities: area("Quotes & Estimates").activities });
    expect(normaliseArea("  Quotes & Estimates! ")).toBe("quotes and estimates");
  });

  it("reads a typed area by its keywords, whatever the word forms", () => {
    expect(resolveWorkArea("Pricing jobs for customers", PLUMBER, "Plumber").label).toBe("Quotes & Estimates");
    expect(resolveWorkArea("route and parking planning", "53-3032.00", "Truck driver").label).toBe("Route Planning");
  });

  it("falls back to the activities whose words the area uses, and to nothing", () => {
    const byWords = resolveWorkArea("Installing pipework");
    expect(byWords.label).toBeNull();
    expect(byWords.activities.length).toBeGreaterThan(0);
    expect(resolveWorkArea("Underwater basket weaving")).toEqual({ label: null, activities: [] });
    expect(resolveWorkArea("  ")).toEqual({ label: null, activities: [] });
  });
});

describe("suggestWorkAreas", () => {
  const quotes = area("Quotes & Estimates");
  const slides = area("Presentation Design");
  const email = area("Email Management");
  const profile = [
    { id: quotes.activities[0]!, share: 0.2 },
    { id: slides.activities[0]!, share: 0.1 },
    { id: email.activities[0]!, share: 0.05 },
  ];

  it("offers the areas carrying most of the week, only those made for the occupation", () => {
    const plumber = suggestWorkAreas(profile, PLUMBER, "Plumber", 8);
    expect(plumber[0]).toBe("Quotes & Estimates");
    // An area restricted to other groups is never offered, however much its activities weigh.
    expect(suggestWorkAreas(profile, "29-1141.00", "Registered nurse", 8)).not.toContain("Quotes & Estimates");
  });

  it("offers two areas of the very same activities once", () => {
    const offered = suggestWorkAreas(profile, PLUMBER, "Plumber", 20);
    expect(offered.filter((l) => l === "Email Management" || l === "Email & Inbox Management")).toHaveLength(1);
  });

  it("puts a preferred area first only when it is a real part of the week", () => {
    expect(suggestWorkAreas(profile, PLUMBER, "Plumber", 8, ["Presentation Design"])[0]).toBe("Presentation Design");
    const small = profile.map((p) => (p.id === slides.activities[0] ? { ...p, share: PREFERRED_AREA_MIN_WEIGHT / 10 } : p));
    expect(suggestWorkAreas(small, PLUMBER, "Plumber", 8, ["Presentation Design"])[0]).toBe("Quotes & Estimates");
  });

  it("puts the area a title names first, whatever the occupation's profile", () => {
    expect(suggestWorkAreas(profile, "11-2021.00", "Content Marketing Manager", 8)[0]).toBe("Content Creation");
  });

  it("offers nothing for activities no area starts from", () => {
    expect(suggestWorkAreas([], PLUMBER, "Plumber")).toEqual([]);
  });
});
