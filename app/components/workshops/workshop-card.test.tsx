import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPEC_WORKSHOP } from "~/content/workshops";
import { workshopSchema } from "~/lib/schemas/workshop";
import type { WorkshopView } from "~/lib/workshops";
import { WorkshopCard } from "./workshop-card";

// An upcoming workshop's card, rendered as the server renders it.
const input = workshopSchema.parse({ ...SPEC_WORKSHOP, date: "2027-03-19", bookingUrl: "https://tickets.example.com/melbourne" });
const workshop: WorkshopView = { ...input, id: 7, startsAt: input.startsAt.toISOString(), endsAt: input.endsAt.toISOString(), cancelledAt: null };

describe("WorkshopCard", () => {
  it("shows the facts in the place's time zone and offers 'Reserve Your Spot' to its booking page, in a new tab", () => {
    const html = renderToStaticMarkup(<WorkshopCard workshop={workshop} />);
    for (const text of [
      "Featured",
      "Level 1",
      "Friday 19 March 2027",
      "9:00 AM - 1:00 PM",
      "4 hours",
      "Melbourne CBD",
      "$249",
      "$349",
      "12 of 20 places left",
      "+3 more modules",
    ])
      expect(html, text).toContain(text);
    expect(html).toContain("Reserve Your Spot");
    expect(html).toContain('href="https://tickets.example.com/melbourne"');
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain("Taken place");
  });

  it("says 'Fully booked', with no booking link, when no place is left", () => {
    const html = renderToStaticMarkup(<WorkshopCard workshop={{ ...workshop, placesTaken: 20 }} />);
    expect(html).toContain("0 of 20 places left");
    expect(html).not.toContain("Reserve Your Spot");
    expect(html).not.toContain("https://tickets.example.com/melbourne");
    expect(html).toContain("Fully booked");
  });

  it("leaves out what a workshop does not have: the original price, the list of inclusions", () => {
    const html = renderToStaticMarkup(<WorkshopCard workshop={{ ...workshop, originalPrice: null, includes: [], featured: false }} />);
    expect(html).not.toContain("<s>");
    expect(html).not.toContain("What&#x27;s included");
    expect(html).not.toContain("Featured");
  });
});
