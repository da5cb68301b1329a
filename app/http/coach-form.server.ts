// The email coach sign-up as the edge runs it (see forms.server.ts), shared by /coach's action and
// POST /api/coach-signup. Every attempt counts towards the visitor's email sign-up limit.
import { COACH_PROBLEMS, coachSignupSchema } from "~/lib/schemas/coach";
import { EMAIL_SIGNUP_LIMIT } from "~/services/operations/rate-limit.server";
import type { FormDefinition } from "./forms.server";

export const COACH_FORM = {
  schema: coachSignupSchema,
  problems: COACH_PROBLEMS,
  refusals: { failed: "failed", "rate-limited": "tooMany" },
  fallback: "failed",
  limit: EMAIL_SIGNUP_LIMIT,
} satisfies FormDefinition<typeof coachSignupSchema>;
