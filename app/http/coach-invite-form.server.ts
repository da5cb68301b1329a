// "Challenge Others" on the coach's progress page as the edge runs it (see forms.server.ts): the
// visitor's email sign-up limit is counted first (every attempt), then the colleague's address is
// checked like a sign-up's, and only then does inviteColleague() run.
import { COACH_INVITE_PROBLEMS, coachInviteSchema } from "~/lib/schemas/coach";
import { EMAIL_SIGNUP_LIMIT } from "~/services/operations/rate-limit.server";
import type { FormDefinition } from "./forms.server";

export const COACH_INVITE_FORM = {
  schema: coachInviteSchema,
  problems: COACH_INVITE_PROBLEMS,
  refusals: { failed: "failed", "rate-limited": "tooMany", "own-address": "ownAddress", "invitation-limit": "tooManyInvitations", "not-found": "failed" },
  fallback: "failed",
  limit: EMAIL_SIGNUP_LIMIT,
} satisfies FormDefinition<typeof coachInviteSchema>;
