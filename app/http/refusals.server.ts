// The HTTP status each domain reason of an operation's outcome means: one table for every page
// action and API route.

export const REASON_STATUS = {
  invalid: 400,
  "invalid-token": 400,
  "invalid-credentials": 401,
  "not-admin": 403,
  "not-found": 404,
  duplicate: 409,
  // The same answer as any registration failure (the owner is told by email instead).
  "email-taken": 400,
  locked: 429,
  "rate-limited": 429,
  // The address had its day's share of mail a visitor can trigger (issue 24, app/lib/recipient-cap.ts).
  "recipient-capped": 429,
  // Issue 24: a new password the rule refuses; an admin's second factor missing, wrong, guessed
  // too often, or not set up yet (API clients finish that at /admin in a browser).
  "weak-password": 400,
  "second-factor-required": 401,
  "second-factor-wrong": 401,
  "second-factor-locked": 429,
  "second-factor-setup": 403,
  "sign-in-expired": 401,
  failed: 500,
  // The email coach's "Challenge Others" (issue 29): inviting your own address; more invitations
  // in 24 hours than one person may send.
  "own-address": 400,
  "invitation-limit": 429,
  // The simulation (issue 19): not bought (or refunded), an attempt already finished, a refund too late.
  "not-purchased": 403,
  finished: 409,
  expired: 409,
} as const;

export type Reason = keyof typeof REASON_STATUS;
