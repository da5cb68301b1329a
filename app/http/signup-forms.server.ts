// The waitlist and newsletter sign-ups as the edge runs them (see forms.server.ts), shared by the
// pages' actions and their /api routes. Every attempt, good or bad, counts towards the visitor's
// email sign-up limit.
import { WAITLIST_MESSAGES } from "~/content/waitlist";
import { NEWSLETTER_MESSAGES } from "~/content/workshops";
import { newsletterSchema, signupProblems, waitlistSchema } from "~/lib/schemas/signup";
import { EMAIL_SIGNUP_LIMIT } from "~/services/operations/rate-limit.server";
import type { FormDefinition } from "./forms.server";

const refusals = { failed: "failed", "rate-limited": "tooMany" } as const;

export const WAITLIST_FORM = {
  schema: waitlistSchema,
  problems: signupProblems(WAITLIST_MESSAGES),
  refusals,
  fallback: "failed",
  limit: EMAIL_SIGNUP_LIMIT,
} satisfies FormDefinition<typeof waitlistSchema>;

export const NEWSLETTER_FORM = {
  schema: newsletterSchema,
  problems: signupProblems(NEWSLETTER_MESSAGES),
  refusals,
  fallback: "failed",
  limit: EMAIL_SIGNUP_LIMIT,
} satisfies FormDefinition<typeof newsletterSchema>;
