// An admin's signed-in session for the journeys that start on the dashboard (issue 24): the sign-in
// runs through the pages as a browser without JavaScript posts them, second factor and all. The
// first time it sets the admin's authenticator up from the key the page shows (and keeps the key,
// as the admin's phone would); later it types the current code. The session is kept for the
// admin and handed to each test's browser, as a person stays signed in between tabs: the server
// takes no code twice, so one sign-in per 30-second step is all a real admin gets either.
import type { Page } from "@playwright/test";
import { generate } from "otplib";

export interface E2eAdmin {
  email: string;
  password: string;
  /** Learned at the first sign-in, from the set-up page. */
  totpSecret?: string;
}

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();
const sessions = new Map<string, string>();

/** The authenticator's code, one never used before (the next step's when this one is spent; it waits past that). */
export async function totpCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, (lastStep.get(secret) ?? -1) + 1);
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 50));
  lastStep.set(secret, step);
  return generate({ secret, epoch: (step * PERIOD_MS) / 1000 });
}

/** A tiny cookie jar over fetch, for the plain form posts. */
function client(baseURL: string) {
  const jar = new Map<string, string>();
  const request = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(`${baseURL}${path}`, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Origin: baseURL,
        Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair!.indexOf("=");
      const value = pair!.slice(at + 1);
      if (value && !/max-age=0/i.test(header)) jar.set(pair!.slice(0, at), value);
      else jar.delete(pair!.slice(0, at));
    }
    return { status: response.status, text: await response.text() };
  };
  return { request, cookie: (name: string) => jar.get(name) };
}

/** Sign the admin in through /admin and /login/two-factor; returns the session cookie's value. */
export async function signInThroughPages(baseURL: string, admin: E2eAdmin): Promise<string> {
  const { request, cookie } = client(baseURL);
  const password = await request("/admin", { email: admin.email, password: admin.password });
  if (password.status !== 302) throw new Error(`The admin's password was refused (${password.status}).`);
  const page = await request("/login/two-factor");
  const shownKey = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(page.text)?.[1]?.replace(/\s+/g, "");
  if (shownKey) admin.totpSecret = shownKey;
  if (!admin.totpSecret) throw new Error("The admin has a second factor this test does not know.");
  const done = await request("/login/two-factor", { intent: shownKey ? "enrol" : "verify", code: await totpCode(admin.totpSecret) });
  const session = cookie("academy_session");
  if (!session || done.status >= 400) throw new Error(`The admin's code was refused (${done.status}).`);
  return session;
}

/** Put the admin's session into this page's browser (signing in once, and again only if it ended). */
export async function signInAdmin(page: Page, baseURL: string, admin: E2eAdmin): Promise<void> {
  let session = sessions.get(admin.email);
  if (session) {
    const me = await fetch(`${baseURL}/api/user`, { headers: { Cookie: `academy_session=${session}` } });
    if (me.status !== 200) session = undefined;
  }
  session ??= await signInThroughPages(baseURL, admin);
  sessions.set(admin.email, session);
  await page.context().addCookies([{ name: "academy_session", value: session, url: baseURL }]);
}
