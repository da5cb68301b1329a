// The email coach's sign-up check (visitor-side.md §5): the same function runs in the browser
// before the call, in the page's action and in POST /api/coach-signup, so all three agree.
import { COACH_MESSAGES } from "~/content/coach";
import { isDeliverableEmail } from "~/lib/email-rule";
import type { FormProblem } from "~/lib/schemas/report";

export const COACH_SOURCES = ["hero", "footer"] as const;
export type CoachSource = (typeof COACH_SOURCES)[number];

/** RFC 5321 caps a forward path at 256 octets, so an address longer than 254 cannot be delivered. */
export const EMAIL_MAX = 254;

export type CoachSignupCheck = { ok: true; email: string; source: CoachSource } | { ok: false; problem: FormProblem };

/**
 * §5: an empty email after trimming gives 'Email Required'. The spec relies on the browser's
 * email input for the format; a plain form post or an API call has no browser, so the server
 * checks the one email rule (app/lib/email-rule.ts) the other forms use.
 * An unknown or missing source counts as the hero form.
 */
export function checkCoachSignup(raw: { email?: unknown; source?: unknown }): CoachSignupCheck {
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  if (!email) return { ok: false, problem: COACH_MESSAGES.emailRequired };
  if (email.length > EMAIL_MAX) return { ok: false, problem: COACH_MESSAGES.tooLong };
  if (!isDeliverableEmail(email)) return { ok: false, problem: COACH_MESSAGES.invalidEmail };
  const source = COACH_SOURCES.find((s) => s === raw.source) ?? "hero";
  return { ok: true, email, source };
}

/** The rotating phrase after `index` (visitor-side.md §9), wrapping round to the first. */
export function nextPhraseIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
