// Accounts: the schemas of /login, /reset-password, /profile and the admin login, with the
// specification's titles and texts (accounts-admin-sales.md §5, §8, §9), so the pages (with or
// without JavaScript) and the /api routes say the same thing. Each schema reports a problem by its
// key in ACCOUNT_PROBLEMS; each form's table lists its problems in the order §5 checks them.
import { z } from "zod";
import { TOO_MANY_REQUESTS, type FormProblem } from "./problems";
import { deliverableUnlessTooLong } from "../email-rule";
import { hasControlCharacter } from "../text-rule";
import { optionalAnalysisId } from "./analysis-id";

/** §9: at least 6 characters. At most 128: long passphrases fit, a megabyte of "password" does not reach argon2. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** Administrators hold every account's data: a longer minimum (app/lib/password-policy.ts). */
export const ADMIN_PASSWORD_MIN = 12;
export const FIELD_MAX = { username: 120, email: 254, companyName: 200, jobTitle: 120, roleDescription: 2000 } as const;

export const ACCOUNT_PROBLEMS = {
  loginMissing: { title: "Login Failed", description: "Please enter your email and password." },
  loginFailed: { title: "Login Failed", description: "Invalid credentials. Please try again." },
  registerMissing: { title: "Registration Failed", description: "Please enter your full name, email and password." },
  registerInvalidEmail: { title: "Registration Failed", description: "Please enter a valid email address." },
  registerTooLong: {
    title: "Registration Failed",
    description: `Please keep your name under ${FIELD_MAX.username}, your company under ${FIELD_MAX.companyName}, your job title under ${FIELD_MAX.jobTitle} and your role description under ${FIELD_MAX.roleDescription} characters.`,
  },
  registerFailed: { title: "Registration Failed", description: "Failed to create account. Please try again." },
  forgotMissing: { title: "Error", description: "Please enter your email address." },
  forgotInvalidEmail: { title: "Error", description: "Please enter a valid email address." },
  forgotFailed: { title: "Error", description: "Failed to send reset link. Please try again." },
  resetMissing: { title: "Missing Information", description: "Please fill in both password fields." },
  resetMismatch: { title: "Passwords Don't Match", description: "Please make sure both passwords are the same." },
  passwordTooShort: { title: "Password Too Short", description: `Password must be at least ${PASSWORD_MIN} characters long.` },
  passwordTooLong: { title: "Password Too Long", description: `Password must be at most ${PASSWORD_MAX} characters long.` },
  // The rest of the password rule (app/lib/password-policy.ts, checked on the server: the list of
  // common passwords is too large to send to every browser).
  adminPasswordTooShort: { title: "Password Too Short", description: `An admin password must be at least ${ADMIN_PASSWORD_MIN} characters long.` },
  passwordOneCharacter: { title: "Password Too Simple", description: "A password made of one character repeated is easy to guess. Please choose another." },
  passwordTooCommon: {
    title: "Password Too Common",
    description: "This password is one of the most common passwords, so it is easy to guess. Please choose another.",
  },
  resetInvalidToken: { title: "Reset Failed", description: "This reset link is invalid or has expired. Please request a new password reset." },
  resetFailed: { title: "Reset Failed", description: "Failed to reset password. Please try again." },
  noResetToken: { title: "Invalid Reset Link", description: "No reset token found. Please request a new password reset." },
  profileTooLong: {
    title: "Update Failed",
    description: `Please keep your company under ${FIELD_MAX.companyName}, your job title under ${FIELD_MAX.jobTitle} and your role description under ${FIELD_MAX.roleDescription} characters.`,
  },
  profileFailed: { title: "Update Failed", description: "Failed to update profile." },
  deleteFailed: { title: "Delete Failed", description: "Failed to delete toolbox." },
  adminMissing: { title: "Missing information", description: "Please enter both email and password" },
  adminFailed: { title: "Login failed", description: "Invalid admin credentials" },
  adminNotAdmin: { title: "Login failed", description: "This account does not have admin access." },
  // §6: what /admin (and /api/admin/*) say to a signed-out visitor and to a signed-in non-admin.
  adminSignedOut: { title: "Authentication Required", description: "You need to be logged in as an admin to access this page." },
  adminDenied: { title: "Access Denied", description: "You don't have permission to access this page." },
  tooMany: TOO_MANY_REQUESTS,
  // Too many failed sign-ins for one account from one address: that pair waits a growing delay
  // (sign-in-guard.server.ts); the owner elsewhere is not held up. Retry-After says how long.
  signInDelayed: {
    title: "Too Many Requests",
    description:
      'Too many failed sign-ins for this account from your address. Please wait a little before trying again, or reset your password with "Forgot your password?".',
  },
  // An admin's second step (issue 24): the code of the authenticator app, or a recovery code.
  codeMissing: { title: "Code Required", description: "Please enter the 6-digit code from your authenticator app, or one of your recovery codes." },
  codeWrong: {
    title: "Login failed",
    description: "That code is not right. Please enter the current code from your authenticator app, or an unused recovery code.",
  },
  enrolCodeWrong: {
    title: "Setup Failed",
    description: "That code does not match the key shown. Add the key to your authenticator app, then enter the code it shows now.",
  },
  secondFactorLocked: { title: "Too Many Requests", description: "Too many wrong codes for this account. Please wait 15 minutes, then sign in again." },
  signInExpired: { title: "Sign-In Expired", description: "Your sign-in was not finished in time. Please enter your email and password again." },
  // /api/login and /api/admin/login for an admin: the code goes with the password, as `code`.
  secondFactorRequired: {
    title: "Two-Factor Code Required",
    description: "Admin accounts sign in with a second factor: send the 6-digit code from your authenticator app (or a recovery code) as code.",
  },
  secondFactorSetupRequired: {
    title: "Two-Factor Setup Required",
    description: "This admin account must finish signing in at /admin in a browser first (set up two-factor sign-in, or choose a new password).",
  },
} as const satisfies Record<string, FormProblem>;

export const ACCOUNT_SUCCESS = {
  login: { title: "Login Successful", description: "Welcome back!" },
  register: { title: "Account Created Successfully", description: "Welcome to Upskill Academy!" },
  resetLinkSent: {
    title: "Reset Link Sent",
    description: "If an account exists for that email, a link to reset your password is on its way. It works for 60 minutes.",
  },
  passwordReset: { title: "Password Reset Successful", description: "You can now sign in with your new password." },
  profileUpdated: { title: "Profile Updated", description: "Your profile has been saved." },
  loggedOut: { title: "Logged Out", description: "You have been signed out." },
  toolboxDeleted: { title: "Toolbox Deleted", description: "The toolbox has been removed." },
  adminLogin: { title: "Login successful", description: "Welcome to the admin dashboard" },
  // An admin's right password (issue 24): on to /login/two-factor.
  adminSecondStep: { title: "One More Step", description: "Admin accounts confirm every sign-in with a second factor." },
  adminPasswordRenewed: { title: "Password Changed", description: "Your new password is saved." },
} as const satisfies Record<string, FormProblem>;

/** The registration form's honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "website";

type AccountProblem = keyof typeof ACCOUNT_PROBLEMS;

/** A form's problems, in the order they are checked (see firstProblem). */
const table = <K extends AccountProblem>(...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, ACCOUNT_PROBLEMS[key]])) as { [P in K]: (typeof ACCOUNT_PROBLEMS)[P] };

// Text fields are trimmed; passwords are taken as typed (spaces are characters too). conform turns
// an empty field into undefined, so "missing" is the type error and a blank one the min(1).
// Text with control characters counts as missing (app/lib/text-rule.ts): the web server refuses
// it before this runs; this keeps the CLI and any other caller from storing a NUL.
const requiredText = (missing: AccountProblem) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((v) => !hasControlCharacter(v), missing);
const optionalText = (max: number, tooLong: AccountProblem) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);
const email = (missing: AccountProblem, invalid: AccountProblem) =>
  requiredText(missing).max(FIELD_MAX.email, invalid).refine(deliverableUnlessTooLong, invalid);
const newPassword = (missing: AccountProblem) => z.string({ error: missing }).min(PASSWORD_MIN, "passwordTooShort").max(PASSWORD_MAX, "passwordTooLong");

/** A second-factor code as typed: a 6-digit TOTP code or a recovery code, spaces and dashes allowed. */
const secondFactorCode = (missing: AccountProblem) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(64, "codeWrong")
    .refine((v) => !hasControlCharacter(v), "codeWrong");

/** Sign in (and the admin login): both fields are needed; anything longer than allowed cannot match. */
function credentialsSchema(missing: AccountProblem, failed: AccountProblem) {
  return z.object({
    email: email(missing, failed),
    password: z.string({ error: missing }).max(PASSWORD_MAX, failed),
    // From /login?analysisId=…: signing in from a toolkit's "Keep this toolkit" keeps it.
    analysisId: optionalAnalysisId,
    // An admin's second factor, for API clients that send it with the password (the pages ask
    // for it on a page of its own, /login/two-factor).
    code: secondFactorCode("codeMissing").optional(),
  });
}

// The refusals of an admin's password step over the API, in the order they can happen.
const SECOND_FACTOR_REFUSALS = ["secondFactorRequired", "codeWrong", "secondFactorLocked", "secondFactorSetupRequired"] as const;

export const loginSchema = credentialsSchema("loginMissing", "loginFailed");
export const LOGIN_PROBLEMS = table("loginMissing", "loginFailed", "signInDelayed", ...SECOND_FACTOR_REFUSALS, "tooMany");
export type LoginInput = z.output<typeof loginSchema>;

export const adminLoginSchema = credentialsSchema("adminMissing", "adminFailed");
export const ADMIN_LOGIN_PROBLEMS = table("adminMissing", "adminFailed", "adminNotAdmin", "signInDelayed", ...SECOND_FACTOR_REFUSALS, "tooMany");

/** /login/two-factor: the code of an enrolled admin, or the first code of the app being set up. */
export const secondFactorSchema = z.object({ code: secondFactorCode("codeMissing") });
export const SECOND_FACTOR_PROBLEMS = table("codeMissing", "codeWrong", "signInDelayed", "secondFactorLocked", "signInExpired", "tooMany");
export const ENROL_PROBLEMS = table("codeMissing", "enrolCodeWrong", "signInExpired", "tooMany");

const profileFields = (tooLong: AccountProblem) => ({
  companyName: optionalText(FIELD_MAX.companyName, tooLong),
  jobTitle: optionalText(FIELD_MAX.jobTitle, tooLong),
  roleDescription: optionalText(FIELD_MAX.roleDescription, tooLong),
});

/** Registration: §5 needs name, email and password; the professional details are optional. */
export const registerSchema = z.object({
  username: requiredText("registerMissing").max(FIELD_MAX.username, "registerTooLong"),
  email: email("registerMissing", "registerInvalidEmail"),
  password: newPassword("registerMissing"),
  ...profileFields("registerTooLong"),
  analysisId: optionalAnalysisId,
  // The honeypot: hidden from people, filled in by form-filling bots.
  [HONEYPOT_FIELD]: z.string().trim().max(0, "registerFailed").optional(),
});
export const REGISTER_PROBLEMS = table(
  "registerFailed",
  "registerMissing",
  "registerInvalidEmail",
  "passwordTooShort",
  "passwordTooLong",
  "passwordOneCharacter",
  "passwordTooCommon",
  "registerTooLong",
  "tooMany",
);
export type RegisterInput = z.output<typeof registerSchema>;

/** The editable profile fields; an empty field clears the value. */
export const profileSchema = z.object(profileFields("profileTooLong"));
export const PROFILE_PROBLEMS = table("profileTooLong", "profileFailed");
export type ProfileDetails = z.output<typeof profileSchema>;

/** Forgot password: an email is needed (§5), and it must look like one. */
export const forgotPasswordSchema = z.object({ email: email("forgotMissing", "forgotInvalidEmail") });
export const FORGOT_PASSWORD_PROBLEMS = table("forgotMissing", "forgotInvalidEmail", "forgotFailed", "tooMany");

/** A reset token as we issue them: 43 base64url characters (32 random bytes). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// Optional in the type so that a missing token does not stop the checks before it in §5's order
// (zod skips refinements after a missing field); the refinement below reports it.
const resetToken = z.string().trim().regex(RESET_TOKEN_PATTERN, "resetInvalidToken").optional();
const tokenPresent = (value: { token?: string }, ctx: z.RefinementCtx) => {
  if (!value.token) ctx.addIssue({ code: "custom", message: "noResetToken", path: ["token"] });
};

/** Reset password, in the §5 order: both fields, then the same, then long enough, then the token. */
export const resetPasswordSchema = z
  .object({ newPassword: newPassword("resetMissing"), confirmPassword: z.string({ error: "resetMissing" }), token: resetToken })
  .refine((value) => value.newPassword === value.confirmPassword, { message: "resetMismatch", path: ["confirmPassword"] })
  .superRefine(tokenPresent);
export const RESET_PASSWORD_PROBLEMS = table(
  "resetMissing",
  "resetMismatch",
  "passwordTooShort",
  "passwordTooLong",
  "adminPasswordTooShort",
  "passwordOneCharacter",
  "passwordTooCommon",
  "noResetToken",
  "resetInvalidToken",
  "resetFailed",
  "tooMany",
);

/** An admin's new password at /login/two-factor (the one typed was too weak for an admin): the reset form's checks. */
export const adminNewPasswordSchema = z
  .object({ newPassword: newPassword("resetMissing"), confirmPassword: z.string({ error: "resetMissing" }) })
  .refine((value) => value.newPassword === value.confirmPassword, { message: "resetMismatch", path: ["confirmPassword"] });
export const ADMIN_NEW_PASSWORD_PROBLEMS = table(
  "resetMissing",
  "resetMismatch",
  "passwordTooShort",
  "passwordTooLong",
  "adminPasswordTooShort",
  "passwordOneCharacter",
  "passwordTooCommon",
  "signInExpired",
  "tooMany",
);

/** POST /api/reset-password (§7: token, newPassword) without a confirmation; one that is sent goes through resetPasswordSchema. */
export const resetPasswordApiSchema = z.object({ newPassword: newPassword("resetMissing"), token: resetToken }).superRefine(tokenPresent);
