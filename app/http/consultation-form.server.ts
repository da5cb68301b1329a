// The consultation booking as the edge runs it (see forms.server.ts), shared by the booking
// page's action (the results page's dialog posts there too) and POST /api/consultation-booking.
import { CONSULTATION_PROBLEMS, consultationSchema } from "~/lib/schemas/consultation";
import { EMAIL_SIGNUP_LIMIT } from "~/services/operations/rate-limit.server";
import type { FormDefinition } from "./forms.server";

export const CONSULTATION_FORM = {
  schema: consultationSchema,
  problems: CONSULTATION_PROBLEMS,
  refusals: { "not-found": "notFound", failed: "failed", "rate-limited": "tooMany" },
  fallback: "failed",
  limit: EMAIL_SIGNUP_LIMIT,
} satisfies FormDefinition<typeof consultationSchema>;
