// Unsubscribe links for marketing mail. Each link carries a random token; only its SHA-256 hash is
// stored, next to the lower-cased address. Opening the link changes nothing: mail scanners open
// every link of a message (issue 24). A POST does it, the /unsubscribe page's button or a mail
// client's RFC 8058 one-click POST to the API route; it opts the address out of marketing mail for
// good, and answers the same success however often it is repeated.
import { sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { emailPreferences } from "../../../db/schema/index";
import { config } from "~/config.server";
import { consumeToken, findToken, issueToken } from "./verification-tokens.server";

export const UNSUBSCRIBE_SUCCESS = "You have been successfully unsubscribed";
export const UNSUBSCRIBE_INVALID = "Invalid or expired unsubscribe link";

export interface UnsubscribeResult {
  success: boolean;
  message?: string;
  email?: string;
  error?: string;
}

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

/** A fresh unsubscribe link for this address: `${appUrl}/unsubscribe?token=...`. */
export async function createUnsubscribeUrl(email: string, db: Executor = getDb()): Promise<string> {
  const address = email.trim().toLowerCase();
  if (!address) throw new Error("An unsubscribe link needs an email address");
  const { token } = await issueToken("unsubscribe", { email: address }, db);
  return `${config.appUrl}/unsubscribe?token=${token}`;
}

function tokenFromUrl(url: string): string {
  const parsed = new URL(url);
  const token = parsed.searchParams.get("token") ?? /\/api\/unsubscribe\/([^/?#]+)$/.exec(parsed.pathname)?.[1];
  if (!token || !TOKEN_SHAPE.test(token)) throw new Error("Not an unsubscribe link");
  return token;
}

/**
 * Headers for a marketing message (RFC 2369 and RFC 8058): mail clients show their own
 * Unsubscribe button, which POSTs to the API route without opening a page.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  const apiUrl = `${config.appUrl}/api/unsubscribe/${tokenFromUrl(url)}`;
  const mailto = `mailto:${config.contactEmail}?subject=unsubscribe`;
  return {
    "List-Unsubscribe": `<${apiUrl}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The address a well-formed, known token unsubscribes, or null; looks only, changes nothing. */
export async function unsubscribeAddress(token: string, db: Executor = getDb()): Promise<string | null> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return null;
  return (await findToken("unsubscribe", token, db))?.email ?? null;
}

export async function unsubscribeByToken(token: string, db: Executor = getDb()): Promise<UnsubscribeResult> {
  if (typeof token !== "string" || !TOKEN_SHAPE.test(token)) return { success: false, error: UNSUBSCRIBE_INVALID };
  const now = new Date();
  const email = await db.transaction(async (tx) => {
    // An unsubscribe link is reusable: each click answers, and the first click's time is kept.
    const row = await consumeToken("unsubscribe", token, tx);
    if (!row?.email) return null;
    await tx
      .insert(emailPreferences)
      .values({ email: row.email, marketingOptOut: true, unsubscribedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: emailPreferences.email,
        set: {
          marketingOptOut: true,
          // A repeated click keeps the moment the address first opted out.
          unsubscribedAt: sql`CASE WHEN ${emailPreferences.marketingOptOut} THEN coalesce(${emailPreferences.unsubscribedAt}, excluded.unsubscribed_at) ELSE excluded.unsubscribed_at END`,
          updatedAt: now,
        },
      });
    return row.email;
  });
  if (!email) return { success: false, error: UNSUBSCRIBE_INVALID };
  return { success: true, message: UNSUBSCRIBE_SUCCESS, email };
}
