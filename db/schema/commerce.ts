// Course sales: payments, the Stripe webhook events already handled, and the course levels each
// account may open (accounts-admin-sales.md §3, §4 and §9).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { inList } from "./checks";
import { users } from "./users";

export const PAYMENT_STATUSES = ["completed", "pending", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    // Kept (set null) when the account is deleted: the sale still happened.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // Null once an admin deletes the buyer's account: the sale stays on record without the person.
    email: text("email"),
    jobTitle: text("job_title"),
    // The course level's productCode (or the bundle's).
    productCode: text("product_code").notNull(),
    // Integer minor units, as Stripe reports them: no rounding in sums.
    amountCents: integer("amount_cents").notNull(),
    // ISO 4217, lower-case as Stripe sends it ('aud', 'usd').
    currency: text("currency").notNull().default("aud"),
    method: text("method").notNull().default("Stripe"),
    status: text("status").notNull().default("completed"),
    stripeSessionId: text("stripe_session_id"),
    stripeEventId: text("stripe_event_id"),
    // When the course levels were granted. Null while the payment waits: for the address's owner to
    // claim an account whose address was never proven, or for a person to review a flagged payment.
    accessGrantedAt: timestamp("access_granted_at", { withTimezone: true }),
    // Why a person must look at this payment before it is fulfilled (e.g. an amount or currency
    // that is not the product's), or why its receipt could not be mailed. Null when all is well.
    reviewNote: text("review_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A checkout session or webhook event records at most one payment, however often it arrives.
    uniqueIndex("payments_stripe_session_id_unique").on(t.stripeSessionId),
    uniqueIndex("payments_stripe_event_id_unique").on(t.stripeEventId),
    index("payments_user_id_idx").on(t.userId),
    index("payments_email_lower_idx").on(sql`lower(${t.email})`),
    index("payments_created_at_idx").on(t.createdAt),
    check("payments_status_check", inList(t.status, PAYMENT_STATUSES)),
    check("payments_amount_range", sql`${t.amountCents} >= 0`),
    check("payments_currency_format", sql`${t.currency} ~ '^[a-z]{3}$'`),
    check("payments_email_not_blank", sql`${t.email} IS NULL OR length(trim(${t.email})) > 0`),
    check("payments_product_code_not_blank", sql`length(trim(${t.productCode})) > 0`),
    check("payments_method_not_blank", sql`length(trim(${t.method})) > 0`),
  ],
);

/**
 * Stripe webhook events already processed. Stripe delivers at least once; the handler inserts the
 * event id first (ON CONFLICT DO NOTHING) in the same transaction as its effects, so a redelivery
 * does nothing.
 */
export const stripeEvents = pgTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("stripe_events_id_not_blank", sql`length(trim(${t.id})) > 0`), check("stripe_events_type_not_blank", sql`length(trim(${t.type})) > 0`)],
);

/**
 * Course levels an account may open. Levels 1-4 are the course; level 5 unlocks after all four
 * (accounts-admin-sales.md §4).
 */
export const courseAccess = pgTable(
  "course_access",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    // Set null if the payment row is deleted by an admin: the access granted stays.
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
  },
  (t) => [
    // Also serves lookups by user_id (leading column).
    uniqueIndex("course_access_user_level_unique").on(t.userId, t.level),
    index("course_access_payment_id_idx").on(t.paymentId),
    check("course_access_level_range", sql`${t.level} >= 1 AND ${t.level} <= 5`),
    check("course_access_completed_after_granted", sql`${t.completedAt} IS NULL OR ${t.completedAt} >= ${t.grantedAt}`),
  ],
);

/**
 * The sales offers an admin sets (issue 27 item 5): one row, id 1. While there is none the
 * defaults in app/content/course.ts (DEFAULT_OFFERS) hold, so a fresh install needs no setup.
 */
export const offerSettings = pgTable(
  "offer_settings",
  {
    id: integer("id").primaryKey().default(1),
    // The early-access bundle is shown and sold until this moment, never after.
    bundleEndsAt: timestamp("bundle_ends_at", { withTimezone: true }).notNull(),
    // Levels at their pre-launch price (true) or their full price (false).
    prelaunchPrices: boolean("prelaunch_prices").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Who changed them last: an admin's address, or "cli".
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [check("offer_settings_one_row", sql`${t.id} = 1`), check("offer_settings_updated_by_not_blank", sql`length(trim(${t.updatedBy})) > 0`)],
);
