// How a workshop's facts read on its card (visitor-side.md §3, §9): pure, so the server's HTML
// and the browser's render agree.

const DATE_FORMAT = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2025-08-22" → "Friday 22 August 2025". The date is the workshop's own day, whatever the reader's time zone. */
export function formatWorkshopDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Not an ISO date: ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Some ICU versions put a comma after the weekday; the spec writes none.
  return DATE_FORMAT.format(date).replace(",", "");
}

/** Whole dollars as "$249". */
export function formatWorkshopPrice(dollars: number): string {
  return `$${dollars.toLocaleString("en-AU", { maximumFractionDigits: 0 })}`;
}

/** The modules a card lists, and how many more it mentions. */
export function splitModules(modules: readonly string[], shown: number): { shown: readonly string[]; more: readonly string[] } {
  return { shown: modules.slice(0, shown), more: modules.slice(shown) };
}

/**
 * Whether a workshop can still be booked: until the end of its day (UTC+14, the last time zone
 * to finish a day, so nobody is turned away early). A past workshop is not offered for booking.
 */
export function bookingOpen(isoDate: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return false;
  const endOfDay = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1) + 14 * 3_600_000;
  return now.getTime() < endOfDay;
}
