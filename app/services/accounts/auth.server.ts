// Sign-in, registration and password reset as operations (DESIGN.md §1): typed input, a small
// context, a domain outcome. The page actions and the /api routes call the same functions through
// the edge (app/http/forms.server.ts), which also applies the rate limits; the sessions and
// cookies that follow a success are the edge's business too (app/http/session.server.ts).
//
// An admin's password alone never starts a session (issue 24, item 5): the pages go on to
// /login/two-factor (a challenge, sign-in-challenges.server.ts), and API clients send the
// authenticator's code with the password.
import type { LoginInput, RegisterInput } from "~/lib/schemas/account";
import type { PasswordProblem } from "~/lib/password-policy";
import { passwordProblem } from "~/lib/password-policy";
import { authenticateUser, claimToolkit, EmailTakenError, registerUser, setAdminPassword, type AccountUser, type ToolkitClaim } from "./accounts.server";
import type { OperationContext } from "../context";
import { queueUserSync } from "../delivery/drive-sync-queue.server";
import { queuePasswordResetRequest, resetPassword, InvalidResetTokenError } from "./password-reset.server";
import { WeakPasswordError } from "./passwords.server";
import { hitRateLimit, peekRateLimit, SECOND_FACTOR_FAILURES_PER_ACCOUNT } from "../operations/rate-limit.server";
import { clearFailedSignInsFrom, recordFailedSignIn, signInDelayFor } from "./sign-in-guard.server";
import {
  endChallenge,
  findChallengeById,
  markPasswordRenewed,
  markVerified,
  pendingSecretOf,
  startChallenge,
  type SignInChallenge,
} from "./sign-in-challenges.server";
import { completeEnrolment, isEnrolled, totpSetup, verifySecondFactor } from "./two-factor.server";

type Outcome<Success, Reason extends string> = ({ ok: true } & Success) | { ok: false; reason: Reason; retryAfterSeconds?: number; problem?: string };

/** The toolkit a sign-up or sign-in names (from /login?analysisId=…), claimable only by the visit that made it. */
const claimOf = (analysisId: number | null, ctx: OperationContext): ToolkitClaim => ({
  analysisId,
  browserSessionId: analysisId ? ctx.visitId : null,
});

const attemptOf = (email: string, ctx: OperationContext) => ({ email, clientIp: ctx.clientIp });

/**
 * The password check behind every sign-in: refused without looking while this address must wait
 * for this account (sign-in-guard.server.ts), each failure counted for the pair, a success clears it.
 */
async function checkCredentials(input: LoginInput, ctx: OperationContext): Promise<AccountUser | { delayed: number } | null> {
  const attempt = attemptOf(input.email, ctx);
  const wait = await signInDelayFor(attempt);
  if (wait !== null) return { delayed: wait };
  const user = await authenticateUser(input);
  if (!user) await recordFailedSignIn(attempt);
  else await clearFailedSignInsFrom(attempt);
  return user;
}

type SecondFactorRefusal = "second-factor-wrong" | "second-factor-locked" | "locked";

/**
 * An enrolled admin's code, with the guards around it: a pair that must wait waits; wrong codes
 * count for the account (SECOND_FACTOR_FAILURES_PER_ACCOUNT, from any address) and for the pair.
 */
async function checkSecondFactor(
  user: { id: number; email: string },
  code: string,
  ctx: OperationContext,
): Promise<true | { reason: SecondFactorRefusal; retryAfterSeconds?: number }> {
  const attempt = attemptOf(user.email, ctx);
  const wait = await signInDelayFor(attempt);
  if (wait !== null) return { reason: "locked", retryAfterSeconds: wait };
  const account = user.email.toLowerCase();
  const budget = await peekRateLimit(SECOND_FACTOR_FAILURES_PER_ACCOUNT, account);
  if (!budget.allowed) return { reason: "second-factor-locked", retryAfterSeconds: budget.retryAfterSeconds };
  if (await verifySecondFactor(user.id, code)) return true;
  await hitRateLimit(SECOND_FACTOR_FAILURES_PER_ACCOUNT, account);
  await recordFailedSignIn(attempt);
  return { reason: "second-factor-wrong" };
}

/** Where an admin's sign-in goes on from a right password. */
export interface AdminSignInOptions {
  /** "form": a page goes on to /login/two-factor; "api": the code must come with the password. */
  via: "form" | "api";
  /** Where the finished sign-in lands (a local path). */
  returnTo: string;
}

type PasswordStepRefusal = "invalid-credentials" | "locked" | "second-factor-required" | "second-factor-setup" | SecondFactorRefusal;

export type SignInOutcome = Outcome<{ user: AccountUser; challengeToken: string | null }, PasswordStepRefusal>;

/**
 * An admin whose password was right: over the API the code must come with it (and the account be
 * set up, with a password the admin rule accepts); a page gets a challenge to finish.
 */
async function continueAsAdmin(user: AccountUser, input: LoginInput, ctx: OperationContext, options: AdminSignInOptions): Promise<SignInOutcome> {
  const passwordRenewalRequired = passwordProblem(input.password, { admin: true }) !== null;
  if (options.via === "form") {
    const challengeToken = await startChallenge(user.id, { returnTo: options.returnTo, passwordRenewalRequired });
    return { ok: true, user, challengeToken };
  }
  const enrolled = await isEnrolled(user.id);
  if (!enrolled || passwordRenewalRequired) return { ok: false, reason: "second-factor-setup" };
  if (!input.code) return { ok: false, reason: "second-factor-required" };
  const checked = await checkSecondFactor(user, input.code, ctx);
  if (checked !== true) return { ok: false, ...checked };
  await queueUserSync(user.id);
  return { ok: true, user, challengeToken: null };
}

/** /login's sign-in and POST /api/login. An admin goes on to the second factor. */
export async function signIn(
  input: LoginInput,
  ctx: OperationContext,
  options: AdminSignInOptions = { via: "form", returnTo: "/admin" },
): Promise<SignInOutcome> {
  const user = await checkCredentials(input, ctx);
  if (user && "delayed" in user) return { ok: false, reason: "locked", retryAfterSeconds: user.delayed };
  if (!user) return { ok: false, reason: "invalid-credentials" };
  if (user.role === "admin") return continueAsAdmin(user, input, ctx, options);
  // Signing in from a toolkit's "Keep this toolkit" keeps it, as registering would.
  await claimToolkit(user.id, user.email, claimOf(input.analysisId, ctx));
  // Brings the drive folder up to date; a failure is logged, never the sign-in's (§4).
  await queueUserSync(user.id);
  return { ok: true, user, challengeToken: null };
}

export type AdminSignInOutcome = Outcome<{ user: AccountUser; challengeToken: string | null }, PasswordStepRefusal | "not-admin">;

/** The admin login (the /admin form, the footer dialog, POST /api/admin/login). */
export async function signInAdmin(input: LoginInput, ctx: OperationContext, options: AdminSignInOptions): Promise<AdminSignInOutcome> {
  const user = await checkCredentials(input, ctx);
  if (user && "delayed" in user) return { ok: false, reason: "locked", retryAfterSeconds: user.delayed };
  if (!user) return { ok: false, reason: "invalid-credentials" };
  // Right password, wrong role: no session either, so the admin form cannot sign users in.
  if (user.role !== "admin") return { ok: false, reason: "not-admin" };
  return continueAsAdmin(user, input, ctx, options);
}

/** What /login/two-factor shows for a challenge: the code to enter, a new password, or the set-up. */
export type SecondStepView =
  { step: "verify" | "new-password" | "done"; email: string } | { step: "enrol"; email: string; secret: string; uri: string; qrDataUri: string };

export async function viewSecondStep(challenge: SignInChallenge): Promise<SecondStepView> {
  if (challenge.step !== "enrol") return { step: challenge.step, email: challenge.email };
  const secret = await pendingSecretOf(challenge);
  return { step: "enrol", email: challenge.email, secret, ...totpSetup(secret, challenge.email) };
}

/** After a step: done (the edge starts the session; the recovery codes are shown once), or the next step. */
export type SecondStepOutcome = Outcome<
  { done: true; userId: number; returnTo: string; recoveryCodes: string[] | null } | { done: false },
  SecondFactorRefusal | "weak-password" | "invalid" | "sign-in-expired"
>;

async function finish(challenge: SignInChallenge, recoveryCodes: string[] | null): Promise<SecondStepOutcome> {
  await endChallenge(challenge);
  await queueUserSync(challenge.userId);
  return { ok: true, done: true, userId: challenge.userId, returnTo: challenge.returnTo, recoveryCodes };
}

/** The enrolled admin's code. */
export async function verifyChallengeCode(challenge: SignInChallenge, input: { code: string }, ctx: OperationContext): Promise<SecondStepOutcome> {
  if (challenge.step !== "verify") return { ok: false, reason: "invalid" };
  const checked = await checkSecondFactor({ id: challenge.userId, email: challenge.email }, input.code, ctx);
  if (checked !== true) return { ok: false, ...checked };
  await clearFailedSignInsFrom(attemptOf(challenge.email, ctx));
  await markVerified(challenge);
  const next = await reload(challenge);
  return next.step === "done" ? finish(next, null) : { ok: true, done: false };
}

/** The admin's new password, when the one typed was too weak for an admin. */
export async function renewChallengePassword(challenge: SignInChallenge, input: { newPassword: string }): Promise<SecondStepOutcome> {
  if (challenge.step !== "new-password") return { ok: false, reason: "invalid" };
  try {
    await setAdminPassword(challenge.userId, input.newPassword);
  } catch (error) {
    if (error instanceof WeakPasswordError) return { ok: false, reason: "weak-password", problem: error.problem satisfies PasswordProblem };
    throw error;
  }
  await markPasswordRenewed(challenge);
  const next = await reload(challenge);
  return next.step === "done" ? finish(next, null) : { ok: true, done: false };
}

/** The first code from the app being set up: the second factor is saved and ten recovery codes made. */
export async function confirmChallengeEnrolment(challenge: SignInChallenge, input: { code: string }): Promise<SecondStepOutcome> {
  if (challenge.step !== "enrol") return { ok: false, reason: "invalid" };
  const codes = await completeEnrolment(challenge.userId, await pendingSecretOf(challenge), input.code);
  if (!codes) return { ok: false, reason: "second-factor-wrong", problem: "enrolCodeWrong" };
  return finish(challenge, codes);
}

/** The challenge at its step after a change (it cannot be gone: only this request finishes it). */
async function reload(challenge: SignInChallenge): Promise<SignInChallenge> {
  return (await findChallengeById(challenge.id)) ?? challenge;
}

export type RegisterOutcome = Outcome<{ user: AccountUser }, "email-taken" | "weak-password">;

export async function register(input: RegisterInput, ctx: OperationContext): Promise<RegisterOutcome> {
  try {
    const user = await registerUser(input, claimOf(input.analysisId, ctx));
    return { ok: true, user } as const;
  } catch (error) {
    if (error instanceof EmailTakenError) return { ok: false, reason: "email-taken" } as const;
    if (error instanceof WeakPasswordError) return { ok: false, reason: "weak-password", problem: error.problem } as const;
    throw error;
  }
}

/**
 * Forgot password: the same outcome whether or not the address has an account, and in the same
 * time: the work is queued for every request (password-reset.server.ts).
 */
export async function sendPasswordResetLink(input: { email: string }): Promise<{ ok: true }> {
  await queuePasswordResetRequest(input.email);
  return { ok: true } as const;
}

export type NewPasswordOutcome = Outcome<{ userId: number }, "invalid-token" | "weak-password">;

/** Reset a password with an emailed token: the token is spent and every session of the account ends. */
export async function setNewPassword(input: { token?: string; newPassword: string }): Promise<NewPasswordOutcome> {
  if (!input.token) return { ok: false, reason: "invalid-token" };
  try {
    return { ok: true, ...(await resetPassword(input.token, input.newPassword)) } as const;
  } catch (error) {
    if (error instanceof InvalidResetTokenError) return { ok: false, reason: "invalid-token" } as const;
    if (error instanceof WeakPasswordError) return { ok: false, reason: "weak-password", problem: error.problem } as const;
    throw error;
  }
}
