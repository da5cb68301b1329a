// The session cookie (DESIGN.md §4): HttpOnly, SameSite=Lax, and in production Secure with the
// __Host- prefix. It holds a random token; what the token means lives in the sessions service.
import { config } from "~/config.server";
import { CHALLENGE_MINUTES } from "~/services/accounts/sign-in-challenges.server";
import { createSession, endSession as endStoredSession, findSessionUser, SESSION_DAYS, type CurrentUser } from "~/services/accounts/sessions.server";
import { readCookie } from "./cookies.server";

export type { CurrentUser } from "~/services/accounts/sessions.server";

export const sessionCookieName = () => (config.secureCookies ? "__Host-academy_session" : "academy_session");
/** An admin's sign-in between the password and the session (issue 24): its own short-lived cookie. */
export const challengeCookieName = () => (config.secureCookies ? "__Host-academy_sign_in" : "academy_sign_in");

/** The raw session token from the request's cookie, if it has one of a plausible size. */
export function readSessionToken(request: Request): string | null {
  const token = readCookie(request, sessionCookieName());
  return token && token.length <= 200 ? token : null;
}

function sessionCookie(value: string, maxAgeSeconds: number, name = sessionCookieName()): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
  // __Host- cookies must be Secure, have Path=/ and no Domain: the browser then refuses to let
  // a sibling subdomain or plain HTTP overwrite it.
  if (config.secureCookies) parts.push("Secure");
  return parts.join("; ");
}

/** Who is signed in on this request, if anyone. */
export async function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  const token = readSessionToken(request);
  return token ? findSessionUser(token) : null;
}

/** Start a session for this user; returns the Set-Cookie header. The request's old session, if any, ends. */
export async function startSession(userId: number, request: Request): Promise<string> {
  const token = await createSession(userId, { replacing: readSessionToken(request), userAgent: request.headers.get("User-Agent") });
  return sessionCookie(token, SESSION_DAYS * 86_400);
}

/** End the request's session; returns the Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const token = readSessionToken(request);
  if (token) await endStoredSession(token);
  return sessionCookie("", 0);
}

/** The token of the request's half-done admin sign-in, if it has one of a plausible size. */
export function readChallengeToken(request: Request): string | null {
  const token = readCookie(request, challengeCookieName());
  return token && token.length <= 200 ? token : null;
}

/** The Set-Cookie header that hands the browser its half-done sign-in (10 minutes). */
export const challengeCookie = (token: string) => sessionCookie(token, CHALLENGE_MINUTES * 60, challengeCookieName());

/** The Set-Cookie header that forgets it (the sign-in finished, or ran out). */
export const clearedChallengeCookie = () => sessionCookie("", 0, challengeCookieName());
