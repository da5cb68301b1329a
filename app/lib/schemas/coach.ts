// The email coach's sign-up (visitor-side.md §5): one schema for both /coach forms, their page
// action and POST /api/coach-signup. An empty email after trimming gives 'Email Required'. The
// spec relies on the browser's email input for the format; a plain form post or an API call has
// no browser, so the schema checks the same simple shape (text, @, text, dot, text) the other
// forms use. An unknown or missing source counts as the hero form.
import { z } from "zod";
import { COACH_MESSAGES } from "~/content/coach";
import { COACH_SOURCES, type CoachSource } from "~/lib/coach-signup";
import { HONEYPOT_FIELD } from "./account";
import { TOO_MANY_REQUESTS } from "./problems";
import { deliverableUnlessTooLong } from "../email-rule";

/** RFC 5321 caps a forward path at 256 octets, so an address longer than 254 cannot be delivered. */
export const EMAIL_MAX = 254;

export const coachSignupSchema = z.object({
  email: z.string({ error: "emailRequired" }).trim().min(1, "emailRequired").max(EMAIL_MAX, "tooLong").refine(deliverableUnlessTooLong, "invalidEmail"),
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
