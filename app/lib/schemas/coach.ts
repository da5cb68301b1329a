// The email coach's sign-up (visitor-side.md §5): one schema for both /coach forms, their page
// action and POST /api/coach-signup. An empty email after trimming gives 'Email Required'. The
// spec relies on the browser's email input for the format; a plain form post or an API call has
// no browser, so the schema checks the same simple shape (text, @, text, dot, text) the other
// forms use. An unknown or missing source counts as the hero form.
import { z } from "zod";
import { COACH_INVITE_MESSAGES, COACH_MESSAGES } from "~/content/coach";
import { COACH_SOURCES, type CoachSource } from "~/lib/coach-signup";
import { HONEYPOT_FIELD } from "./account";
import { TOO_MANY_REQUESTS } from "./problems";
import { deliverableUnlessTooLong } from "../email-rule";

/** RFC 5321 caps a forward path at 256 octets, so an address longer than 254 cannot be delivered. */
export const EMAIL_MAX = 254;

/** The coach's one email field: empty, too long and malformed, each with §5's words. */
const coachEmail = () =>
  z.string({ error: "emailRequired" }).trim().min(1, "emailRequired").max(EMAIL_MAX, "tooLong").refine(deliverableUnlessTooLong, "invalidEmail");

export const coachSignupSchema = z.object({
  email: coachEmail(),
  source: z
    .string()
    .optional()
    .transform((value): CoachSource => COACH_SOURCES.find((s) => s === value) ?? "hero"),
  // A filled honeypot is a form-filling bot: refused like a failure, with nothing stored.
  [HONEYPOT_FIELD]: z.string().trim().max(0, "failed").optional(),
});
export type CoachSignup = z.output<typeof coachSignupSchema>;

/** In §5's order: a bot first, then empty, too long, malformed. */
export const COACH_PROBLEMS = {
  failed: COACH_MESSAGES.failed,
  emailRequired: COACH_MESSAGES.emailRequired,
  tooLong: COACH_MESSAGES.tooLong,
  invalidEmail: COACH_MESSAGES.invalidEmail,
  tooMany: TOO_MANY_REQUESTS,
};

/** What the page and the API say after a sign-up, by what happened. */
export const COACH_SUCCESS = {
  first: COACH_MESSAGES.sent,
  next: COACH_MESSAGES.sentNext,
  "already-sent": COACH_MESSAGES.alreadySent,
} as const;

/** "Challenge Others" on the progress page: a colleague's address, checked like a sign-up's. */
export const coachInviteSchema = z.object({ email: coachEmail() });
export type CoachInvite = z.output<typeof coachInviteSchema>;

/** The invitation form's refusals, in the order they are checked. */
export const COACH_INVITE_PROBLEMS = {
  failed: COACH_MESSAGES.failed,
  emailRequired: COACH_MESSAGES.emailRequired,
  tooLong: COACH_MESSAGES.tooLong,
  invalidEmail: COACH_MESSAGES.invalidEmail,
  ownAddress: COACH_INVITE_MESSAGES.ownAddress,
  tooManyInvitations: COACH_INVITE_MESSAGES.tooManyInvitations,
  tooMany: TOO_MANY_REQUESTS,
};

/** What the page says after an invitation that was not refused, by what happened. */
export const COACH_INVITE_SUCCESS = {
  sent: COACH_INVITE_MESSAGES.sent,
  "already-invited": COACH_INVITE_MESSAGES.alreadyInvited,
  "not-sent": COACH_INVITE_MESSAGES.notSent,
} as const;
