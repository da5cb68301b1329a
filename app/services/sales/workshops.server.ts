// The workshops' booking link (visitor-side.md §2, §7: "The reserve link goes to an external
// booking page"). WORKSHOP_BOOKING_URL, when set, replaces the listed workshop's link from
// app/content/workshops.ts, so an operator can move bookings without a release.
import { WORKSHOPS, type Workshop } from "~/content/workshops";
import { bookingOpen } from "~/lib/workshops";
import { log } from "~/adapters/log.server";

function httpUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

let warned = false;

export type ListedWorkshop = Workshop & { bookingOpen: boolean };

/** The workshops as the page shows them, with the configured booking link and whether booking is still open. */
export function listWorkshops(now: Date = new Date()): ListedWorkshop[] {
  const override = httpUrl(process.env.WORKSHOP_BOOKING_URL);
  if (process.env.WORKSHOP_BOOKING_URL?.trim() && !override && !warned) {
    warned = true;
    log.warn("WORKSHOP_BOOKING_URL is not an http(s) address; using the default booking link");
  }
  return WORKSHOPS.map((workshop) => ({ ...workshop, bookingUrl: override ?? workshop.bookingUrl, bookingOpen: bookingOpen(workshop.date, now) }));
}
