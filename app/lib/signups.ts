// The waitlist and newsletter sign-ups' checks (visitor-side.md §5), shared by the dialogs (in the
// browser), the pages' form actions and the API routes, so all three refuse the same input with
// the same words. Plain functions rather than a zod schema: the dialogs run them in the browser,
// and these marketing pages stay light (DESIGN.md §6).
import { isDeliverableEmail } from "./email-rule";
import type { FormProblem } from "./schemas/report";

export const SIGNUP_MAX = { name: 120, email: 254, city: 120 } as const;

/**
 * A field people never see (it sits off-screen, out of the tab order): only bots fill it in, and
 * a sign-up that has it is refused (DESIGN.md §4).
 */
export const SIGNUP_HONEYPOT = "website";

export interface SignupProblems {
  missing: FormProblem;
  invalidEmail: FormProblem;
  tooLong: FormProblem;
}

export interface SignupFields {
  name: string;
  email: string;
  /** The newsletter's optional city; null when not asked or left blank. */
  city: string | null;
}

export type SignupCheck = { ok: true; value: SignupFields } | { ok: false; problem: FormProblem };

/** Trimmed text on one line: control characters (a pasted tab or newline) become spaces. */
function clean(value: unknown): string {
  return typeof value === "string" ? value.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/ {2,}/g, " ").trim() : "";
}

/**
 * Name and email required after trimming, then the email's shape, then the lengths; the city only
 * when `withCity` (the newsletter).
 */
export function checkSignup(raw: Record<string, unknown>, problems: SignupProblems, options: { withCity?: boolean } = {}): SignupCheck {
  const name = clean(raw.name);
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  if (!name || !email) return { ok: false, problem: problems.missing };
  // Too long for any address is said as such, below.
  if (email.length <= SIGNUP_MAX.email && !isDeliverableEmail(email)) return { ok: false, problem: problems.invalidEmail };
  const city = options.withCity ? clean(raw.city) || null : null;
  if (name.length > SIGNUP_MAX.name || email.length > SIGNUP_MAX.email || (city?.length ?? 0) > SIGNUP_MAX.city) {
    return { ok: false, problem: problems.tooLong };
  }
  return { ok: true, value: { name, email, city } };
}

/** True when the hidden field was filled in. */
export function isBot(raw: Record<string, unknown>): boolean {
  const value = raw[SIGNUP_HONEYPOT];
  return typeof value === "string" && value.trim() !== "";
}
