// A workshop's fields (visitor-side.md §3 "Workshop"; issue 30 item 1 and its bad-input rules): one
// schema for the admin Workshops tab's form and `academy workshops add|edit`, so both refuse the
// same input with the same words. The day and hours are the place's own, with its IANA time zone;
// lists come one item per line (the form's textareas) or as arrays (the CLI's repeated options).
// Problems are named by their key in WORKSHOP_PROBLEMS, in the order they are checked. Whether a
// new workshop's day has passed needs the clock: the service checks it (app/services/sales/workshops.server.ts).
import { z } from "zod";
import { isClockTime, isIsoDate, isTimeZone, zonedFields, zonedInstant, type WorkshopFacts } from "../workshops";
import type { FormProblem } from "./problems";

const NOT_SAVED = "Workshop Not Saved";
const problem = (description: string): FormProblem => ({ title: NOT_SAVED, description });

export const WORKSHOP_PROBLEMS = {
  titleMissing: problem("Please enter the workshop's title."),
  placeMissing: problem("Please enter the workshop's location and city."),
  tooLong: problem("Please keep the title, subtitle, location, city and each listed item under 200 characters, and the descriptions under 2,000."),
  dateInvalid: problem("Please enter the workshop's day as YYYY-MM-DD, for example 2027-03-19."),
  timeInvalid: problem("Please enter the start and end times as HH:MM on a 24-hour clock, for example 09:00 and 13:00."),
  timeZoneInvalid: problem("Please enter the place's time zone as an IANA name, for example Australia/Melbourne."),
  timeSkipped: problem("That time does not exist in the place's time zone (the clocks skip it for daylight saving). Please choose another."),
  endBeforeStart: problem("The workshop must end after it starts: the end time is before or at the start time."),
  pastDate: problem("A new workshop must start in the future: that day and time have already passed."),
  priceInvalid: problem("Please enter the price, and the original price if there is one, in whole dollars (0 or more)."),
  capacityInvalid: problem("Please enter the capacity as a whole number of places, at least 1."),
  placesTakenInvalid: problem("Please enter the places taken as a whole number, 0 or more."),
  capacityBelowTaken: problem("The capacity cannot be below the places already taken. Raise the capacity, or correct the places taken."),
  levelInvalid: problem("Please choose the workshop's level, from 1 to 5."),
  bookingUrlInvalid: problem("The booking address must be a full https:// web address, for example https://tickets.example.com/workshop."),
  notFound: { title: "Workshop Not Found", description: "That workshop no longer exists." },
  failed: problem("Something went wrong. Please try again."),
} satisfies Record<string, FormProblem>;

export type WorkshopProblem = keyof typeof WORKSHOP_PROBLEMS;

export const WORKSHOP_MAX = { line: 200, text: 2000, items: 20 } as const;

/** Text on one line: control characters and runs of white space become one space. */
const line = (value: unknown) =>
  typeof value === "string"
    ? value
        .replace(/[\u0000-\u001f\u007f]+/g, " ")
        .replace(/\s+/g, " ")
        .trim()
    : "";
/** Text that may have paragraphs: other control characters dropped, ends trimmed. */
const text = (value: unknown) =>
  typeof value === "string"
    ? value
        .replace(/\r\n?/g, "\n")
        .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
        .trim()
    : "";
/** A list: one item per line (a textarea) or an array (the CLI); blanks dropped. */
const list = (value: unknown) => (Array.isArray(value) ? value : typeof value === "string" ? value.split("\n") : []).map(line).filter(Boolean);
/** A checkbox ("on") or the CLI's true; absent is false. */
const flag = (value: unknown) => value === true || (typeof value === "string" && ["on", "true", "yes", "1"].includes(value.trim().toLowerCase()));
/** A whole number written in digits, or null. */
const whole = (value: unknown) => {
  const t = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim().replace(/^\$/, "") : "";
  return /^\d{1,7}$/.test(t) ? Number(t) : null;
};

function httpsAddress(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const field = z.unknown().optional();

/** The fields as a form or the CLI sends them: all text (lists may be arrays, flags booleans). */
export const workshopFieldsShape = z.object({
  title: field,
  subtitle: field,
  description: field,
  date: field,
  startTime: field,
  endTime: field,
  timeZone: field,
  location: field,
  city: field,
  price: field,
  originalPrice: field,
  capacity: field,
  placesTaken: field,
  includes: field,
  curriculumTitle: field,
  curriculumDescription: field,
  modules: field,
  certificate: field,
  performanceReport: field,
  linkedinRecommendation: field,
  level: field,
  featured: field,
  bookingUrl: field,
});
export type WorkshopFields = { [K in keyof z.input<typeof workshopFieldsShape>]?: string | string[] | boolean };

/** A checked workshop, as the service stores it. */
export interface WorkshopInput extends WorkshopFacts {
  startsAt: Date;
  endsAt: Date;
}

export const workshopSchema = workshopFieldsShape.transform((raw, ctx): WorkshopInput => {
  const issue = (message: WorkshopProblem, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
  const title = line(raw.title);
  const subtitle = line(raw.subtitle);
  const location = line(raw.location);
  const city = line(raw.city);
  const description = text(raw.description);
  const curriculumTitle = line(raw.curriculumTitle);
  const curriculumDescription = text(raw.curriculumDescription);
  const includes = list(raw.includes);
  const modules = list(raw.modules);
  if (!title) issue("titleMissing", "title");
  if (!location) issue("placeMissing", "location");
  if (!city) issue("placeMissing", "city");
  for (const [name, value] of Object.entries({ title, subtitle, location, city, curriculumTitle }))
    if (value.length > WORKSHOP_MAX.line) issue("tooLong", name);
  for (const [name, value] of Object.entries({ description, curriculumDescription })) if (value.length > WORKSHOP_MAX.text) issue("tooLong", name);
  for (const [name, items] of Object.entries({ includes, modules }))
    if (items.length > WORKSHOP_MAX.items || items.some((item) => item.length > WORKSHOP_MAX.line)) issue("tooLong", name);

  const date = line(raw.date);
  const startTime = line(raw.startTime);
  const endTime = line(raw.endTime);
  const timeZone = line(raw.timeZone);
  let startsAt: Date | null = null;
  let endsAt: Date | null = null;
  if (!isIsoDate(date)) issue("dateInvalid", "date");
  if (!isClockTime(startTime)) issue("timeInvalid", "startTime");
  if (!isClockTime(endTime)) issue("timeInvalid", "endTime");
  if (!isTimeZone(timeZone)) issue("timeZoneInvalid", "timeZone");
  else if (isIsoDate(date) && isClockTime(startTime) && isClockTime(endTime)) {
    startsAt = zonedInstant(date, startTime, timeZone);
    endsAt = zonedInstant(date, endTime, timeZone);
    if (!startsAt) issue("timeSkipped", "startTime");
    if (!endsAt) issue("timeSkipped", "endTime");
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) issue("endBeforeStart", "endTime");
  }

  const price = whole(raw.price);
  const originalText = line(raw.originalPrice);
  const originalPrice = originalText ? whole(originalText) : null;
  if (price === null) issue("priceInvalid", "price");
  if (originalText && originalPrice === null) issue("priceInvalid", "originalPrice");
  const capacity = whole(raw.capacity);
  const takenText = line(raw.placesTaken);
  const placesTaken = takenText ? whole(takenText) : 0;
  if (capacity === null || capacity < 1) issue("capacityInvalid", "capacity");
  if (placesTaken === null) issue("placesTakenInvalid", "placesTaken");
  if (capacity !== null && capacity >= 1 && placesTaken !== null && capacity < placesTaken) issue("capacityBelowTaken", "capacity");
  const level = whole(raw.level);
  if (level === null || level < 1 || level > 5) issue("levelInvalid", "level");
  const bookingUrl = line(raw.bookingUrl);
  if (!httpsAddress(bookingUrl)) issue("bookingUrlInvalid", "bookingUrl");

  return {
    title,
    subtitle,
    description,
    // Only read when every check passed (zod answers the issues otherwise).
    startsAt: startsAt ?? new Date(0),
    endsAt: endsAt ?? new Date(0),
    timeZone,
    location,
    city,
    price: price ?? 0,
    originalPrice,
    capacity: capacity ?? 0,
    placesTaken: placesTaken ?? 0,
    includes,
    curriculumTitle,
    curriculumDescription,
    modules,
    certificate: flag(raw.certificate),
    performanceReport: flag(raw.performanceReport),
    linkedinRecommendation: flag(raw.linkedinRecommendation),
    level: level ?? 1,
    featured: flag(raw.featured),
    bookingUrl,
  };
});

/** The first problem of a refused parse, in the table's order. */
export function workshopProblemOf(error: z.ZodError): FormProblem {
  const keys = Object.keys(WORKSHOP_PROBLEMS);
  const found = error.issues.map((i) => keys.indexOf(i.message)).filter((i) => i >= 0);
  const key = found.length ? keys[Math.min(...found)]! : "failed";
  return WORKSHOP_PROBLEMS[key as WorkshopProblem];
}

/** A stored workshop as the form's (and the CLI's) fields: what an edit starts from. */
export function workshopToFields(w: WorkshopFacts & { startsAt: Date | string; endsAt: Date | string }): Record<keyof WorkshopFields, string> {
  const start = zonedFields(w.startsAt, w.timeZone);
  const end = zonedFields(w.endsAt, w.timeZone);
  const on = (b: boolean) => (b ? "on" : "");
  return {
    title: w.title,
    subtitle: w.subtitle,
    description: w.description,
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    timeZone: w.timeZone,
    location: w.location,
    city: w.city,
    price: String(w.price),
    originalPrice: w.originalPrice === null ? "" : String(w.originalPrice),
    capacity: String(w.capacity),
    placesTaken: String(w.placesTaken),
    includes: w.includes.join("\n"),
    curriculumTitle: w.curriculumTitle,
    curriculumDescription: w.curriculumDescription,
    modules: w.modules.join("\n"),
    certificate: on(w.certificate),
    performanceReport: on(w.performanceReport),
    linkedinRecommendation: on(w.linkedinRecommendation),
    level: String(w.level),
    featured: on(w.featured),
    bookingUrl: w.bookingUrl,
  };
}
