// Accounts: the checks behind /login, /reset-password, /profile and the admin login, with the
// specification's titles and texts (accounts-admin-sales.md §5, §8, §9) so the pages (with or
// without JavaScript) and the /api routes say the same thing. Pure and zod-free: the browser runs
// the same checks before it sends anything.
import { isDeliverableEmail } from "~/lib/email-rule";
import { hasControlCharacter } from "~/lib/text-rule";
import type { FormProblem } from "./report";

/** §9: at least 6 characters. At most 128: long passphrases fit, a megabyte of "password" does not reach argon2. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
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
} as const satisfies Record<string, FormProblem>;

/** The registration form's honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "website";

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: FormProblem };

// Form fields arrive as strings (or anything, from JSON): anything else counts as empty, and so
// does text with control characters (text-rule.ts; the web server refuses those before this runs,
// this keeps the CLI and any other caller from storing a NUL).
const text = (v: unknown) => (typeof v === "string" && !hasControlCharacter(v) ? v.trim() : "");
// Passwords are taken as typed: spaces are characters too.
const raw = (v: unknown) => (typeof v === "string" ? v : "");

function checkPassword(password: string): FormProblem | null {
  if (password.length < PASSWORD_MIN) return ACCOUNT_PROBLEMS.passwordTooShort;
  if (password.length > PASSWORD_MAX) return ACCOUNT_PROBLEMS.passwordTooLong;
  return null;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Sign in (and the admin login): both fields are needed; anything longer than allowed cannot match. */
export function checkLogin(input: Record<string, unknown>, admin = false): Checked<Credentials> {
  const email = text(input.email);
  const password = raw(input.password);
  if (!email || !password) return { ok: false, problem: admin ? ACCOUNT_PROBLEMS.adminMissing : ACCOUNT_PROBLEMS.loginMissing };
  if (email.length > FIELD_MAX.email || password.length > PASSWORD_MAX || !isDeliverableEmail(email)) {
    return { ok: false, problem: admin ? ACCOUNT_PROBLEMS.adminFailed : ACCOUNT_PROBLEMS.loginFailed };
  }
  return { ok: true, value: { email, password } };
}

export interface Registration extends ProfileDetails {
  username: string;
  email: string;
  password: string;
}

/** Registration: §5 needs name, email and password; the professional details are optional. */
export function checkRegistration(input: Record<string, unknown>): Checked<Registration> {
  const username = text(input.username);
  const email = text(input.email);
  const password = raw(input.password);
  if (!username || !email || !password) return { ok: false, problem: ACCOUNT_PROBLEMS.registerMissing };
  if (email.length > FIELD_MAX.email || !isDeliverableEmail(email)) return { ok: false, problem: ACCOUNT_PROBLEMS.registerInvalidEmail };
  const passwordProblem = checkPassword(password);
  if (passwordProblem) return { ok: false, problem: passwordProblem };
  const details = checkProfile(input);
  if (username.length > FIELD_MAX.username || !details.ok) return { ok: false, problem: ACCOUNT_PROBLEMS.registerTooLong };
  return { ok: true, value: { username, email, password, ...details.value } };
}

export interface ProfileDetails {
  companyName: string | null;
  jobTitle: string | null;
  roleDescription: string | null;
}

/** The editable profile fields; an empty field clears the value. */
export function checkProfile(input: Record<string, unknown>): Checked<ProfileDetails> {
  const companyName = text(input.companyName);
  const jobTitle = text(input.jobTitle);
  const roleDescription = text(input.roleDescription);
  if (companyName.length > FIELD_MAX.companyName || jobTitle.length > FIELD_MAX.jobTitle || roleDescription.length > FIELD_MAX.roleDescription) {
    return { ok: false, problem: ACCOUNT_PROBLEMS.profileTooLong };
  }
  return { ok: true, value: { companyName: companyName || null, jobTitle: jobTitle || null, roleDescription: roleDescription || null } };
}

/** Forgot password: an email is needed (§5), and it must look like one. */
export function checkForgotPassword(input: Record<string, unknown>): Checked<{ email: string }> {
  const email = text(input.email);
  if (!email) return { ok: false, problem: ACCOUNT_PROBLEMS.forgotMissing };
  if (email.length > FIELD_MAX.email || !isDeliverableEmail(email)) return { ok: false, problem: ACCOUNT_PROBLEMS.forgotInvalidEmail };
  return { ok: true, value: { email } };
}

/** A reset token as we issue them: 43 base64url characters (32 random bytes). */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Reset password, in the §5 order: both fields, then the same, then long enough. The form has a
 * confirmation field; the API (§7: token, newPassword) may leave it out.
 */
export function checkNewPassword(input: Record<string, unknown>, { needsConfirmation }: { needsConfirmation: boolean }): Checked<{ token: string; newPassword: string }> {
  const newPassword = raw(input.newPassword);
  const confirmPassword = needsConfirmation ? raw(input.confirmPassword) : newPassword;
  if (!newPassword || !confirmPassword) return { ok: false, problem: ACCOUNT_PROBLEMS.resetMissing };
  if (newPassword !== confirmPassword) return { ok: false, problem: ACCOUNT_PROBLEMS.resetMismatch };
  const passwordProblem = checkPassword(newPassword);
  if (passwordProblem) return { ok: false, problem: passwordProblem };
  const token = text(input.token);
  if (!token) return { ok: false, problem: ACCOUNT_PROBLEMS.noResetToken };
  if (!RESET_TOKEN_PATTERN.test(token)) return { ok: false, problem: ACCOUNT_PROBLEMS.resetInvalidToken };
  return { ok: true, value: { token, newPassword } };
}
