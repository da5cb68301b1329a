// One-time messages carried across a redirect in a signed cookie, so a confirmation or an error
// shows after a plain form post with JavaScript off as well as on.
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { config } from "~/config.server";

import type { FlashMessage } from "~/lib/flash";
export type { FlashMessage } from "~/lib/flash";

type FlashData = Record<string, never>;
type FlashOnce = { message: FlashMessage };
let storage: ReturnType<typeof createCookieSessionStorage<FlashData, FlashOnce>> | undefined;

function flashStorage() {
  if (!storage) {
    const secret = config.sessionSecret;
    if (!secret) throw new Error("SESSION_SECRET is not set: `academy serve` sets one on start.");
    storage = createCookieSessionStorage<FlashData, FlashOnce>({
      cookie: {
        name: "academy_flash",
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure: config.secureCookies,
        secrets: [secret],
        maxAge: 60,
      },
    });
  }
  return storage;
}

/** Headers that set a flash message for the next page, to merge into a redirect. */
export async function flashHeaders(request: Request, message: FlashMessage): Promise<Headers> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  session.flash("message", message);
  return new Headers({ "Set-Cookie": await flashStorage().commitSession(session) });
}

/** Read (and consume) the pending flash message; returns the cookie header that clears it. */
export async function readFlash(request: Request): Promise<{ message: FlashMessage | null; setCookie: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie || !cookie.includes("academy_flash")) return { message: null, setCookie: null };
  const session: Session<FlashData, FlashOnce> = await flashStorage().getSession(cookie);
  const message = session.get("message") ?? null;
  return { message, setCookie: message ? await flashStorage().commitSession(session) : null };
}
