// Workshops' pure logic (visitor-side.md §3 "Workshop", §9; issue 30 item 1): a place's local day
// and hours to an instant and back, how a workshop's facts read on its card, and which workshops
// /workshops lists as upcoming (featured first, then soonest) or past. No I/O and no clock of its
// own: the caller passes `now`, so the server's HTML and the browser's render agree.

/** What a workshop is, apart from its times: shared by the form's input, the pages' view and the edit fields. */
export interface WorkshopFacts {
  title: string;
  subtitle: string;
  description: string;
  /** The place's IANA time zone: the day and hours are read in it. */
  timeZone: string;
  location: string;
  city: string;
  /** Whole dollars; no strike-through price when null. */
  price: number;
  originalPrice: number | null;
  capacity: number;
  placesTaken: number;
  includes: string[];
  curriculumTitle: string;
  curriculumDescription: string;
  modules: string[];
  certificate: boolean;
  performanceReport: boolean;
  linkedinRecommendation: boolean;
  level: number;
  featured: boolean;
  bookingUrl: string;
}

/** A workshop as the pages show it: the database row, with its instants as ISO strings. */
export interface WorkshopView extends WorkshopFacts {
  id: number;
  startsAt: string;
  endsAt: string;
  cancelledAt: string | null;
}

/** Whether Intl knows this IANA time zone name (Australia/Melbourne, UTC, ...). */
export function isTimeZone(name: string): boolean {
  if (!name || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  const match = DATE_RE.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const isClockTime = (text: string) => TIME_RE.test(text);

/**
 * The instant a place's clock reads `date` `time` (YYYY-MM-DD, HH:MM) in `timeZone`; null for a
 * malformed input or a time the clocks skip (the hour a daylight-saving change jumps over).
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t || !isIsoDate(date) || !isTimeZone(timeZone)) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  // The offset at the wall time read as UTC, then at the first guess: right on either side of a change.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  const back = localParts(new Date(instant), timeZone);
  if (Date.UTC(back.year, back.month - 1, back.day, back.hour, back.minute) !== wall) return null;
  return new Date(instant);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the place's day and clock time, the admin form's and the CLI's fields. */
export function zonedFields(instant: Date | string, timeZone: string): { date: string; time: string } {
  const p = localParts(new Date(instant), timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The place's day, as the spec writes it: "Friday 22 August 2025". */
export function formatWorkshopDate(instant: Date | string, timeZone: string): string {
  const p = localParts(new Date(instant), timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()]!;
  return `${weekday} ${p.day} ${MONTHS[p.month - 1]} ${p.year}`;
}

function clock(instant: Date | string, timeZone: string): string {
  const p = localParts(new Date(instant), timeZone);
  return `${p.hour % 12 === 0 ? 12 : p.hour % 12}:${pad(p.minute)} ${p.hour < 12 ? "AM" : "PM"}`;
}

/** The place's hours, as the spec writes them: "9:00 AM - 1:00 PM". */
export function formatWorkshopTime(startsAt: Date | string, endsAt: Date | string, timeZone: string): string {
  return `${clock(startsAt, timeZone)} - ${clock(endsAt, timeZone)}`;
}

/** "4 hours", "1 hour 30 minutes", "45 minutes". */
export function formatWorkshopDuration(startsAt: Date | string, endsAt: Date | string): string {
  const minutes = Math.max(0, Math.round((new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours ? `${hours} ${hours === 1 ? "hour" : "hours"}` : "";
  const m = rest ? `${rest} ${rest === 1 ? "minute" : "minutes"}` : "";
  return [h, m].filter(Boolean).join(" ") || "0 minutes";
}

/** Whole dollars as "$249". */
export function formatWorkshopPrice(dollars: number): string {
  return `$${dollars.toLocaleString("en-AU", { maximumFractionDigits: 0 })}`;
}

/** The spec's spotsLeft: the capacity less the places taken, never below 0. */
export const placesLeft = (w: Pick<WorkshopView, "capacity" | "placesTaken">) => Math.max(0, w.capacity - w.placesTaken);

/** The modules a card lists, and how many more it mentions. */
export function splitModules(modules: readonly string[], shown: number): { shown: readonly string[]; more: readonly string[] } {
  return { shown: modules.slice(0, shown), more: modules.slice(shown) };
}

/** Whether a workshop is still to come: booking closes when it starts. */
export const isUpcoming = (w: Pick<WorkshopView, "startsAt">, now: Date) => new Date(w.startsAt).getTime() > now.getTime();

export type WorkshopStatus = "upcoming" | "taken-place" | "cancelled";

export function workshopStatus(w: Pick<WorkshopView, "startsAt" | "cancelledAt">, now: Date): WorkshopStatus {
  if (w.cancelledAt) return "cancelled";
  return isUpcoming(w, now) ? "upcoming" : "taken-place";
}

/**
 * What /workshops lists: the upcoming workshops, featured first, then the soonest; and the past
 * ones, the latest first, for the archive. Cancelled workshops are in neither.
 */
export function splitWorkshops<W extends Pick<WorkshopView, "startsAt" | "cancelledAt" | "featured" | "id">>(
  workshops: readonly W[],
  now: Date,
): { upcoming: W[]; past: W[] } {
  const live = workshops.filter((w) => !w.cancelledAt);
  const time = (w: W) => new Date(w.startsAt).getTime();
  const upcoming = live.filter((w) => isUpcoming(w, now)).sort((a, b) => Number(b.featured) - Number(a.featured) || time(a) - time(b) || a.id - b.id);
  const past = live.filter((w) => !isUpcoming(w, now)).sort((a, b) => time(b) - time(a) || b.id - a.id);
  return { upcoming, past };
}
