import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WORKSHOPS } from "~/content/workshops";
import { WorkshopCard } from "./workshop-card";

// The card's two booking states, rendered as the server renders them.
describe("WorkshopCard", () => {
  const workshop = WORKSHOPS[0]!;

  it("offers 'Reserve Your Spot' to the external booking page, in a new tab, while booking is open", () => {
    const html = renderToStaticMarkup(<WorkshopCard workshop={workshop} bookingOpen />);
    expect(html).toContain("Reserve Your Spot");
    expect(html).toContain(`href="${workshop.bookingUrl}"`);
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain("This workshop has taken place");
  });

  it("says it has taken place, with no booking link, once its day is over", () => {
    const html = renderToStaticMarkup(<WorkshopCard workshop={workshop} bookingOpen={false} />);
    expect(html).not.toContain("Reserve Your Spot");
    expect(html).not.toContain(workshop.bookingUrl);
    expect(html).toContain("This workshop has taken place");
    expect(html).toContain("Taken place");
  });
});
