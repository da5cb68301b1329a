// Live workshops (visitor-side.md §2 "Workshops", §3 "Workshop"; issue 30 item 1): what /workshops
// lists, managed on the admin Workshops tab and by `academy workshops`. Times are instants
// (timestamptz) with the place's IANA time zone, so the card shows the local day and hours of the
// place wherever the reader is. The spec's spotsLeft is capacity − places_taken: places are booked
// on the external booking page, and an admin keeps places_taken up to date. A cancelled workshop
// keeps its row (cancelled_at) and leaves the public page.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const workshops = pgTable(
  "workshops",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    description: text("description").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    // The place's zone (e.g. Australia/Melbourne): the card's date and hours are read in it.
    timeZone: text("time_zone").notNull(),
    location: text("location").notNull(),
    city: text("city").notNull(),
    // Whole dollars, as the spec's price and originalPrice; no strike-through price when null.
    price: integer("price").notNull(),
    originalPrice: integer("original_price"),
    capacity: integer("capacity").notNull(),
    placesTaken: integer("places_taken").notNull().default(0),
    includes: text("includes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    curriculumTitle: text("curriculum_title").notNull().default(""),
    curriculumDescription: text("curriculum_description").notNull().default(""),
    modules: text("modules")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certificate: boolean("certificate").notNull().default(false),
    performanceReport: boolean("performance_report").notNull().default(false),
    linkedinRecommendation: boolean("linkedin_recommendation").notNull().default(false),
    // The AI Readiness Rubric level it teaches (/aiupskill/rubric).
    level: integer("level").notNull(),
    featured: boolean("featured").notNull().default(false),
    // The external page 'Reserve Your Spot' opens: https only.
    bookingUrl: text("booking_url").notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("workshops_starts_at_idx").on(t.startsAt),
    check("workshops_title_not_blank", sql`length(trim(${t.title})) > 0`),
    check("workshops_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("workshops_price_range", sql`${t.price} >= 0 AND (${t.originalPrice} IS NULL OR ${t.originalPrice} >= 0)`),
    check("workshops_places_range", sql`${t.capacity} > 0 AND ${t.placesTaken} >= 0 AND ${t.placesTaken} <= ${t.capacity}`),
    check("workshops_level_range", sql`${t.level} BETWEEN 1 AND 5`),
    check("workshops_booking_url_https", sql`${t.bookingUrl} LIKE 'https://%'`),
  ],
);
