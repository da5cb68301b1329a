// Who is signed in, from the session cookie. Sessions live in the database (DESIGN.md §4): the
// cookie holds a random token and the table keeps only its SHA-256, so a leaked table does not
// give working cookies.
import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { getDb } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
import { config } from "~/config.server";

export const sessionCookieName = () => (config.secureCookies ? "__Host-academy_session" : "academy_session");

export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The raw session token from the request's cookie, if it has one of a plausible size. */
export function readSessionToken(request: Request): string | null {
  const token = readCookie(request, sessionCookieName());
  return token && token.length <= 200 ? token : null;
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // a malformed cookie is no session
    }
  }
  return null;
}

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: string;
}

export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const [row] = await getDb()
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashSessionToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
