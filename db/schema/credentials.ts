// Open Badges 3.0 verifiable credentials (issue 28 item 1): the academy's issuer keys and every
// credential it signed, one per certificate (a job simulation's, a course level's). The signed
// JSON is kept as issued: it is what /credentials/{id}.json serves and what a holder downloads.
// Revocation never edits it; it sets revoked_at, which sets the credential's bit in the Bitstring
// Status List the product serves (/credentials/status/{list}).
import { sql } from "drizzle-orm";
import { check, integer, json, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { inList } from "./checks";
import { courseEnrolments } from "./course";
import { simulationAttempts } from "./simulations";
import { users } from "./users";

/**
 * The Ed25519 keys credentials are signed with: the public key in the clear (the issuer profile
 * serves every key, so a credential signed with an older one still verifies), the secret key
 * sealed with the secret box (accounts/secret-box, keyed from SESSION_SECRET), so a copy of the
 * database alone cannot sign. The newest key the server can open signs.
 */
export const credentialIssuerKeys = pgTable(
  "credential_issuer_keys",
  {
    id: serial("id").primaryKey(),
    publicKeyMultibase: text("public_key_multibase").notNull(),
    sealedSecretKey: text("sealed_secret_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("credential_issuer_keys_public_key_unique").on(t.publicKeyMultibase)],
);

export const CREDENTIAL_KINDS = ["simulation", "course"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];
export const REVOCATION_REASONS = ["refund", "admin"] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

export const credentials = pgTable(
  "credentials",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").$type<CredentialKind>().notNull(),
    attemptId: integer("attempt_id").references(() => simulationAttempts.id, { onDelete: "cascade" }),
    enrolmentId: integer("enrolment_id").references(() => courseEnrolments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The certificate's code (/certificates/{code}) when it was issued; kept after a refund clears
    // the attempt's own code, so the page can say the certificate was revoked.
    certificateCode: text("certificate_code").notNull(),
    statusList: integer("status_list").notNull(),
    statusIndex: integer("status_index").notNull(),
    // json, not jsonb: kept byte for byte as signed and served, its keys in the order written
    // (@context first), where jsonb would reorder them.
    credential: json("credential").$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revocationReason: text("revocation_reason").$type<RevocationReason>(),
    // An admin's words on why (the CLI's --reason, the dashboard's form); null for a refund.
    revocationNote: text("revocation_note"),
  },
  (t) => [
    uniqueIndex("credentials_status_entry_unique").on(t.statusList, t.statusIndex),
    uniqueIndex("credentials_certificate_code_unique").on(t.certificateCode),
    uniqueIndex("credentials_attempt_unique").on(t.attemptId),
    uniqueIndex("credentials_enrolment_unique").on(t.enrolmentId),
    check("credentials_kind_check", inList(t.kind, CREDENTIAL_KINDS)),
    check(
      "credentials_subject_matches_kind",
      sql`(${t.kind} = 'simulation' AND ${t.attemptId} IS NOT NULL AND ${t.enrolmentId} IS NULL) OR (${t.kind} = 'course' AND ${t.enrolmentId} IS NOT NULL AND ${t.attemptId} IS NULL)`,
    ),
    check("credentials_status_list_positive", sql`${t.statusList} >= 1`),
    check("credentials_status_index_range", sql`${t.statusIndex} >= 0 AND ${t.statusIndex} < 131072`),
    check("credentials_revocation_reason_check", sql`${t.revocationReason} IS NULL OR ${inList(t.revocationReason, REVOCATION_REASONS)}`),
    check("credentials_revoked_together", sql`(${t.revokedAt} IS NULL) = (${t.revocationReason} IS NULL)`),
    check("credentials_revocation_note_length", sql`${t.revocationNote} IS NULL OR length(${t.revocationNote}) <= 500`),
    check("credentials_credential_object", sql`json_typeof(${t.credential}) = 'object'`),
  ],
);
