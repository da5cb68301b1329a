// The pre-launch survey as the edge runs it (see forms.server.ts), shared by the survey pages'
// action and POST /api/questionnaire. Every attempt counts towards the visitor's email sign-up
// limit, so the duplicate answer cannot be used to test many addresses quickly.
import { TOO_MANY_REQUESTS_MESSAGE } from "~/lib/schemas/problems";
import { SUBMISSION_FAILED, SURVEY_API_MESSAGES, surveySchema } from "~/lib/schemas/survey";
import { EMAIL_SIGNUP_LIMIT } from "~/services/operations/rate-limit.server";
import type { FormDefinition } from "./forms.server";

/** §8: the title is always 'Submission failed'; the message says what went wrong. */
const failed = (description: string) => ({ title: SUBMISSION_FAILED, description });

export const SURVEY_FORM = {
  schema: surveySchema,
  problems: {
    validation: failed(SURVEY_API_MESSAGES.validation),
    duplicate: failed(SURVEY_API_MESSAGES.duplicate),
    failed: failed(SURVEY_API_MESSAGES.failed),
    tooMany: failed(TOO_MANY_REQUESTS_MESSAGE),
  },
  refusals: { duplicate: "duplicate", failed: "failed", "rate-limited": "tooMany" },
  // The schema's errors are each answer's own text; the summary is 'validation'.
  fallback: "validation",
  limit: EMAIL_SIGNUP_LIMIT,
  fieldErrors: true,
} satisfies FormDefinition<typeof surveySchema>;
