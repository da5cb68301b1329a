// The account forms as the edge runs them (see forms.server.ts): schema, problems, what each
// refusal says, and the rate limit, shared by the /login, /reset-password and /admin actions and
// the /api routes of the same operations.
import {
  ADMIN_LOGIN_PROBLEMS,
  ADMIN_NEW_PASSWORD_PROBLEMS,
  adminLoginSchema,
  adminNewPasswordSchema,
  ENROL_PROBLEMS,
  FORGOT_PASSWORD_PROBLEMS,
  forgotPasswordSchema,
  LOGIN_PROBLEMS,
  loginSchema,
  PROFILE_PROBLEMS,
  profileSchema,
  REGISTER_PROBLEMS,
  registerSchema,
  RESET_PASSWORD_PROBLEMS,
  resetPasswordApiSchema,
  resetPasswordSchema,
  SECOND_FACTOR_PROBLEMS,
  secondFactorSchema,
} from "~/lib/schemas/account";
import { FORGOT_PASSWORD_LIMIT, LOGIN_LIMIT, REGISTER_LIMIT, RESET_PASSWORD_LIMIT } from "~/services/operations/rate-limit.server";
import type { FormDefinition } from "./forms.server";

/** What a sign-in says when an address must wait, or an admin's second factor stops it (API). */
const SECOND_FACTOR_REFUSALS = {
  locked: "signInDelayed",
  "second-factor-required": "secondFactorRequired",
  "second-factor-wrong": "codeWrong",
  "second-factor-locked": "secondFactorLocked",
  "second-factor-setup": "secondFactorSetupRequired",
  "rate-limited": "tooMany",
} as const;

export const LOGIN_FORM = {
  schema: loginSchema,
  problems: LOGIN_PROBLEMS,
  refusals: { "invalid-credentials": "loginFailed", ...SECOND_FACTOR_REFUSALS },
  fallback: "loginFailed",
  limit: LOGIN_LIMIT,
} satisfies FormDefinition<typeof loginSchema>;

/** The admin login counts against the sign-in limit: it is a sign-in. */
export const ADMIN_LOGIN_FORM = {
  schema: adminLoginSchema,
  problems: ADMIN_LOGIN_PROBLEMS,
  refusals: { "invalid-credentials": "adminFailed", "not-admin": "adminNotAdmin", ...SECOND_FACTOR_REFUSALS },
  fallback: "adminFailed",
  limit: LOGIN_LIMIT,
} satisfies FormDefinition<typeof adminLoginSchema>;

export const REGISTER_FORM = {
  schema: registerSchema,
  problems: REGISTER_PROBLEMS,
  // A taken address is refused like any failure: the form does not tell who has an account (§8).
  // A weak password names its own problem (passwordTooCommon, passwordOneCharacter).
  refusals: { "email-taken": "registerFailed", "weak-password": "passwordTooCommon", "rate-limited": "tooMany" },
  fallback: "registerFailed",
  limit: REGISTER_LIMIT,
} satisfies FormDefinition<typeof registerSchema>;

export const FORGOT_PASSWORD_FORM = {
  schema: forgotPasswordSchema,
  problems: FORGOT_PASSWORD_PROBLEMS,
  refusals: { "rate-limited": "tooMany" },
  fallback: "forgotFailed",
  limit: FORGOT_PASSWORD_LIMIT,
} satisfies FormDefinition<typeof forgotPasswordSchema>;

const resetRefusals = { "invalid-token": "resetInvalidToken", "weak-password": "passwordTooCommon", "rate-limited": "tooMany" } as const;

export const RESET_PASSWORD_FORM = {
  schema: resetPasswordSchema,
  problems: RESET_PASSWORD_PROBLEMS,
  refusals: resetRefusals,
  fallback: "resetFailed",
  limit: RESET_PASSWORD_LIMIT,
} satisfies FormDefinition<typeof resetPasswordSchema>;

/** POST /api/reset-password without a confirmation (§7 makes it optional). */
export const RESET_PASSWORD_API_FORM = { ...RESET_PASSWORD_FORM, schema: resetPasswordApiSchema } satisfies FormDefinition<typeof resetPasswordApiSchema>;

export const PROFILE_FORM = {
  schema: profileSchema,
  problems: PROFILE_PROBLEMS,
  refusals: {},
  fallback: "profileFailed",
} satisfies FormDefinition<typeof profileSchema>;

// /login/two-factor (issue 24): each step of an admin's sign-in after the password. The code step
// counts against the sign-in limit per address (it is part of a sign-in); the challenge's own
// guards are in auth.server.ts.
const challengeRefusals = { "sign-in-expired": "signInExpired", "rate-limited": "tooMany" } as const;

export const SECOND_FACTOR_FORM = {
  schema: secondFactorSchema,
  problems: SECOND_FACTOR_PROBLEMS,
  refusals: { ...challengeRefusals, "second-factor-wrong": "codeWrong", "second-factor-locked": "secondFactorLocked", locked: "signInDelayed" },
  fallback: "codeWrong",
  limit: LOGIN_LIMIT,
} satisfies FormDefinition<typeof secondFactorSchema>;

export const ENROL_FORM = {
  schema: secondFactorSchema,
  problems: ENROL_PROBLEMS,
  refusals: { ...challengeRefusals, "second-factor-wrong": "enrolCodeWrong" },
  fallback: "enrolCodeWrong",
  limit: LOGIN_LIMIT,
} satisfies FormDefinition<typeof secondFactorSchema>;

export const ADMIN_NEW_PASSWORD_FORM = {
  schema: adminNewPasswordSchema,
  problems: ADMIN_NEW_PASSWORD_PROBLEMS,
  refusals: { ...challengeRefusals, "weak-password": "adminPasswordTooShort" },
  fallback: "resetMissing",
  limit: RESET_PASSWORD_LIMIT,
} satisfies FormDefinition<typeof adminNewPasswordSchema>;
