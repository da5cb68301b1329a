// Accounts, their sessions and password resets, and per-address email preferences
// (accounts-admin-sales.md §3, DESIGN.md §4).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, pgView, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { inList } from "./checks";

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** The person's full name; the spec calls it username, it is not a login handle. */
    username: text("username").notNull(),
    email: text("email").notNull(),
    // Null for accounts created by a purchase before the buyer has set a password.
    passwordHash: text("password_hash"),
    role: text("role").notNull().default("user"),
    jobTitle: text("job_title"),
    companyName: text("company_name"),
    roleDescription: text("role_description"),
    // Free text: the spec names only the default stage, later stages are the CRM's business.
    journeyStage: text("journey_stage").notNull().default("signup"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    // When the holder of the address followed a link we mailed to it (confirmation, claim, password
    // reset). Until then the account owns no purchase made with the address (DESIGN.md §4).
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    // The admin's second factor (issue 24): the TOTP secret, encrypted with a key derived from
    // SESSION_SECRET (app/services/accounts/secret-box.server.ts) so a copied table or backup does not give
    // working codes; when it was set up; and the last time step used, so no code works twice.
    totpSecret: text("totp_secret"),
    totpEnrolledAt: timestamp("totp_enrolled_at", { withTimezone: true }),
    totpLastStep: integer("totp_last_step"),
    // The name the holder's certificates are made out to (issue 28): typed by the holder, at
    // checkout or before a certificate, never taken from the email address; it may be corrected
    // once, and not after a certificate carries it.
    certificateName: text("certificate_name"),
    certificateNameCorrected: boolean("certificate_name_corrected").notNull().default(false),
  },
  (t) => [
    // One account per address whatever its case: login looks users up by lower(email).
    uniqueIndex("users_email_lower_unique").on(sql`lower(${t.email})`),
    // "New users" export, recent sign-ups stat card and the CRM list sort by creation.
    index("users_created_at_idx").on(t.createdAt),
    // The CRM tab's search (name, email, job title, company; substring, any case).
    index("users_username_trgm").using("gin", sql`${t.username} gin_trgm_ops`),
    index("users_email_trgm").using("gin", sql`${t.email} gin_trgm_ops`),
    index("users_job_title_trgm").using("gin", sql`${t.jobTitle} gin_trgm_ops`),
    index("users_company_name_trgm").using("gin", sql`${t.companyName} gin_trgm_ops`),
    check("users_certificate_name_length", sql`${t.certificateName} IS NULL OR length(${t.certificateName}) BETWEEN 1 AND 100`),
    // Its sorts by name and by email.
    index("users_username_lower_idx").on(sql`lower(${t.username})`, t.id),
    check("users_role_check", inList(t.role, USER_ROLES)),
    check("users_username_not_blank", sql`length(trim(${t.username})) > 0`),
    check("users_email_shape", sql`${t.email} ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$'`),
    check("users_journey_stage_not_blank", sql`length(trim(${t.journeyStage})) > 0`),
    check("users_password_hash_not_blank", sql`${t.passwordHash} IS NULL OR length(${t.passwordHash}) > 0`),
    check("users_totp_enrolled_has_secret", sql`${t.totpEnrolledAt} IS NULL OR ${t.totpSecret} IS NOT NULL`),
  ],
);

/**
 * Server-side sessions (DESIGN.md §4): the cookie carries a random id and the table keeps only its
 * hash, so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    // When the session was last used (moved forward at most once a minute): an admin's session
    // ends after 30 minutes without use (sessions.server.ts ADMIN_IDLE_MINUTES).
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Logout-everywhere and password reset end every session of a user.
    index("sessions_user_id_idx").on(t.userId),
    // The sweep of expired sessions.
    index("sessions_expires_at_idx").on(t.expiresAt),
    // A hash (hex or base64url) is never this short; refuses raw guessable ids.
    check("sessions_id_length", sql`length(${t.id}) >= 32`),
    check("sessions_expiry_after_creation", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * An admin's recovery codes (issue 24): ten single-use codes shown once at enrolment, kept only as
 * their SHA-256 (each code holds 60 random bits, so the hash cannot be reversed by guessing).
 */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_unique").on(t.userId, t.codeHash), check("recovery_codes_hash_length", sql`length(${t.codeHash}) >= 32`)],
);

/**
 * An admin sign-in half done (issue 24): the password was right, the second factor (or its set-up,
 * or a new password) is still to come. The browser holds a random token in its own cookie; the
 * table keeps its hash, for 10 minutes. A secret being set up waits here, encrypted, until a code
 * from it is confirmed.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Where the finished sign-in goes (/admin, or the /admin tab the form was on).
    returnTo: text("return_to").notNull(),
    // The password typed was right but too short or too common for an admin: a new one first.
    passwordRenewalRequired: boolean("password_renewal_required").notNull().default(false),
    // The enrolled second factor was checked (an admin who must still choose a new password).
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    pendingTotpSecret: text("pending_totp_secret"),
  },
  (t) => [
    index("sign_in_challenges_user_id_idx").on(t.userId),
    index("sign_in_challenges_expires_at_idx").on(t.expiresAt),
    check("sign_in_challenges_id_length", sql`length(${t.id}) >= 32`),
    check("sign_in_challenges_return_to_local", sql`${t.returnTo} LIKE '/%' AND ${t.returnTo} NOT LIKE '//%'`),
  ],
);

export const VERIFICATION_PURPOSES = ["email-confirmation", "password-reset", "purchase-claim", "unsubscribe"] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * Every link we mail that proves its holder reads an address (DESIGN.md §4), one row per link:
 * a new account's confirmation, a password reset, a purchase's claim link (both for an account),
 * and an unsubscribe link (for an address, which may have no account). Only the token's hash is
 * stored (app/services/delivery/verification-tokens.server.ts). Unsubscribe links never expire.
 */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose").$type<VerificationPurpose>().notNull(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("verification_tokens_token_hash_unique").on(t.tokenHash),
    index("verification_tokens_user_id_idx").on(t.userId),
    index("verification_tokens_email_idx").on(t.email),
    check("verification_tokens_purpose", inList(t.purpose, VERIFICATION_PURPOSES)),
    check("verification_tokens_hash_length", sql`length(${t.tokenHash}) >= 32`),
    // An unsubscribe link is for an address; the others are for an account.
    check(
      "verification_tokens_holder",
      sql`CASE WHEN ${t.purpose} = 'unsubscribe' THEN ${t.email} IS NOT NULL AND ${t.userId} IS NULL ELSE ${t.userId} IS NOT NULL AND ${t.email} IS NULL END`,
    ),
    check("verification_tokens_email_lower", sql`${t.email} IS NULL OR (${t.email} = lower(${t.email}) AND length(trim(${t.email})) > 0)`),
    check("verification_tokens_expiry", sql`CASE WHEN ${t.purpose} = 'unsubscribe' THEN ${t.expiresAt} IS NULL ELSE ${t.expiresAt} > ${t.createdAt} END`),
  ],
);

/**
 * Marketing consent per address, for account holders and anonymous sign-ups alike, so an
 * unsubscribe holds whichever form the address comes back through. Keyed by the lower-cased address.
 */
export const emailPreferences = pgTable(
  "email_preferences",
  {
    email: text("email").primaryKey(),
    marketingOptOut: boolean("marketing_opt_out").notNull().default(false),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("email_preferences_email_lower", sql`${t.email} = lower(${t.email})`),
    check("email_preferences_email_not_blank", sql`length(trim(${t.email})) > 0`),
  ],
);

/**
 * The unsubscribe links of verification_tokens under the table name they had before migration 0020,
 * a view kept so queries written against it still read; the code uses verificationTokens.
 * (password_reset_tokens and email_confirmation_tokens are views of the same kind.)
 */
export const unsubscribeTokens = pgView("unsubscribe_tokens", {
  id: integer("id").notNull(),
  tokenHash: text("token_hash").notNull(),
  email: text("email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
}).existing();
