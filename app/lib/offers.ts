// What is on offer now (issue 27 item 5): the early-access bundle until its end date, the levels
// at their pre-launch or full price (accounts-admin-sales.md §9). The settings come from the
// database (app/services/sales/offer-settings.server.ts); these rules are the same for the sales
// page, the checkout, the webhook and the admin, so the price shown is the price charged.
import type { Product } from "~/content/course";

export interface OfferSettings {
  /** ISO 8601 with its zone: when the early-access bundle stops being sold. */
  bundleEndsAt: string;
  /** Levels at their pre-launch price (on) or their full price (off). */
  prelaunchPrices: boolean;
}

/** Whether the bundle may be shown and sold at this moment: never once its end date has passed. */
export function bundleOnSale(offers: OfferSettings, now: Date = new Date()): boolean {
  return new Date(offers.bundleEndsAt).getTime() > now.getTime();
}

/** What a product costs now, in whole units of the course currency. */
export function priceNow(product: Product, offers: OfferSettings): number {
  if (product.kind === "level" && !offers.prelaunchPrices && product.fullPrice !== null) return product.fullPrice;
  return product.price;
}

/**
 * Every amount that is a true price of this product (whole units): a payment may arrive after an
 * admin switched pre-launch prices off, for a session opened while they were on.
 */
export function acceptedPrices(product: Product): number[] {
  return product.kind === "level" && product.fullPrice !== null ? [product.price, product.fullPrice] : [product.price];
}

/**
 * An end date as an operator or admin types it: an ISO date-time with a zone ("2027-07-31T01:00Z"),
 * or one without, read as UTC (what a datetime-local field sends: "2027-07-31T01:00"), or a bare
 * day ("2027-07-31", midnight UTC). Null when it is not a real moment.
 */
export function parseEndDate(text: string): Date | null {
  const value = text.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = "00", minute = "00", second = "00", zone] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}${zone ? zone.toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, "$1:$2") : "Z"}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 2027-02-30 over to March: refuse a day the calendar does not have.
  const check = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (check.getUTCFullYear() !== Number(year) || check.getUTCMonth() + 1 !== Number(month) || check.getUTCDate() !== Number(day)) return null;
  return date;
}

/** "on"/"off" (and the usual yes/no, true/false) as the pre-launch switch; null for anything else. */
export function parseSwitch(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (["on", "yes", "true", "1"].includes(value)) return true;
  if (["off", "no", "false", "0"].includes(value)) return false;
  return null;
}

const OFFER_END_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The end date as the sales page writes it to visitors: "31 July 2027, 01:00 UTC" (UTC, so the
 * server's HTML and the browser's render agree, and nobody reads a local time as the deadline).
 */
export function formatOfferEnd(iso: string): string {
  const date = new Date(iso);
  return `${OFFER_END_DAY.format(date)}, ${date.toISOString().slice(11, 16)} UTC`;
}

/** An end date as the admin and the CLI show it: "2027-07-31 01:00 UTC". */
export function formatEndDate(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export type OfferChangeInput = { bundleEnds?: string | null; prelaunch?: string | null };
export type ReadOfferChanges = { ok: true; changes: { bundleEndsAt?: Date; prelaunchPrices?: boolean } } | { ok: false; message: string };

/**
 * An admin's or operator's change as typed (the Payments tab's form, `academy offers set`): an
 * empty or missing field leaves that setting as it is, at least one must be given, and each must
 * read as what it is.
 */
export function readOfferChanges(input: OfferChangeInput): ReadOfferChanges {
  const ends = input.bundleEnds?.trim() ?? "";
  const prelaunch = input.prelaunch?.trim() ?? "";
  if (!ends && !prelaunch) return { ok: false, message: "Give the bundle's end date, the pre-launch prices (on or off), or both." };
  const bundleEndsAt = ends ? parseEndDate(ends) : undefined;
  if (bundleEndsAt === null) return { ok: false, message: `"${ends.slice(0, 40)}" is not a date: use YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC), or add a zone.` };
  const prelaunchPrices = prelaunch ? parseSwitch(prelaunch) : undefined;
  if (prelaunchPrices === null) return { ok: false, message: `Pre-launch prices must be "on" or "off", not "${prelaunch.slice(0, 20)}".` };
  return {
    ok: true,
    changes: { ...(bundleEndsAt ? { bundleEndsAt } : {}), ...(prelaunchPrices !== undefined ? { prelaunchPrices } : {}) },
  };
}
