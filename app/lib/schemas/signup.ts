// The waitlist and newsletter sign-ups (visitor-side.md §5): one schema each, used by the dialogs
// (conform, in the browser), the pages' actions and the API routes, so all three refuse the same
// input with the same words. Problems are named by their key in the form's messages.
import { z } from "zod";
import { deliverableUnlessTooLong } from "../email-rule";
import { oneLine } from "../text";
import { TOO_MANY_REQUESTS, type FormProblem } from "./problems";

export const SIGNUP_MAX = { name: 120, email: 254, city: 120 } as const;

/**
 * A field people never see (it sits off-screen, out of the tab order): only bots fill it in, and
 * a sign-up that has it is refused (DESIGN.md §4).
 */
export const SIGNUP_HONEYPOT = "website";

export interface SignupMessages {
  success: FormProblem;
  failed: FormProblem;
  missing: FormProblem;
  invalidEmail: FormProblem;
  tooLong: FormProblem;
}

/** Text cleaned to one line, refused when it is longer than `max` (and, if `required`, when empty). */
const oneLineField = (max: number, required: boolean) => (value: string | undefined, ctx: z.RefinementCtx) => {
  const text = oneLine(value ?? "");
  if (required && !text) ctx.addIssue({ code: "custom", message: "missing" });
  else if (text.length > max) ctx.addIssue({ code: "custom", message: "tooLong" });
  return text;
};

const name = z.string({ error: "missing" }).transform(oneLineField(SIGNUP_MAX.name, true));
const email = z
  .string({ error: "missing" })
  .trim()
  .min(1, "missing")
  // Too long for any address is said as such; then the one email rule (app/lib/email-rule.ts).
  .max(SIGNUP_MAX.email, "tooLong")
  .refine(deliverableUnlessTooLong, "invalidEmail");
// The honeypot: a bot's sign-up is refused with the form's failure text, before anything else.
const honeypot = z.string().trim().max(0, "failed").optional();

export const waitlistSchema = z.object({ name, email, [SIGNUP_HONEYPOT]: honeypot });
export type WaitlistSignup = z.output<typeof waitlistSchema>;

export const newsletterSchema = z.object({
  name,
  email,
  city: z
    .string()
    .optional()
    .transform((value, ctx) => oneLineField(SIGNUP_MAX.city, false)(value, ctx) || null),
  [SIGNUP_HONEYPOT]: honeypot,
});
export type NewsletterSignup = z.output<typeof newsletterSchema>;

/** A sign-up form's problems in the order §5 checks them, from the form's own messages. */
export function signupProblems(messages: SignupMessages) {
  return {
    failed: messages.failed,
    missing: messages.missing,
    invalidEmail: messages.invalidEmail,
    tooLong: messages.tooLong,
    tooMany: TOO_MANY_REQUESTS,
  };
}
