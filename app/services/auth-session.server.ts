// Signed-in sessions (DESIGN.md §4): a random token in an HttpOnly cookie, its SHA-256 in the
// sessions table. Every sign-in makes a new token; logout deletes its row and a password reset
// deletes all of the account's rows, so an old cookie is worth nothing afterwards.
import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";
import { sessions } from "../../db/schema/index";
import { config } from "~/config.server";
import { hashSessionToken, readSessionToken, sessionCookieName } from "./current-user.server";

export const SESSION_DAYS = 30;

function sessionCookie(value: string, maxAgeSeconds: number): string {
  const parts = [`${sessionCookieName()}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  // __Host- cookies must be Secure, have Path=/ and no Domain: the browser then refuses to let
  // a sibling subdomain or plain HTTP overwrite it.
  if (config.secureCookies) parts.push("Secure");
  return parts.join("; ");
}

/** Start a session for this user; returns the Set-Cookie header. The caller's old session, if any, ends. */
export async function startSession(userId: number, request: Request, db: Executor = getDb()): Promise<string> {
  const previous = readSessionToken(request);
  if (previous) await db.delete(sessions).where(eq(sessions.id, hashSessionToken(previous)));
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await db.insert(sessions).values({
    id: hashSessionToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
  });
  return sessionCookie(token, SESSION_DAYS * 86_400);
}

/** End the request's session; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request, db: Executor = getDb()): Promise<string> {
  const token = readSessionToken(request);
  if (token) await db.delete(sessions).where(eq(sessions.id, hashSessionToken(token)));
  return sessionCookie("", 0);
}

/** End every session of an account (password reset, role change, account deletion). */
export async function endAllSessions(userId: number, db: Executor = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor = getDb()): Promise<number> {
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, new Date())).returning({ id: sessions.id });
  return gone.length;
}
