// Sign-in, registration and password reset as operations (DESIGN.md §1): typed input, a small
// context, a domain outcome. The page actions and the /api routes call the same functions through
// the edge (app/http/forms.server.ts), which also applies the rate limits; the sessions and
// cookies that follow a success are the edge's business too (app/http/session.server.ts).
import type { LoginInput, RegisterInput } from "~/lib/schemas/account";
import { authenticateUser, claimToolkit, EmailTakenError, registerUser, type AccountUser, type ToolkitClaim } from "./accounts.server";
import type { OperationContext } from "./context";
import { queueUserSync } from "./drive-sync-queue.server";
import { queuePasswordResetRequest, resetPassword, InvalidResetTokenError } from "./password-reset.server";
import { recordFailedSignIn, signInLockedFor } from "./sign-in-guard.server";

type Outcome<Success, Reason extends string> = ({ ok: true } & Success) | { ok: false; reason: Reason };

/** The toolkit a sign-up or sign-in names (from /login?analysisId=…), claimable only by the visit that made it. */
const claimOf = (analysisId: number | null, ctx: OperationContext): ToolkitClaim => ({
  analysisId,
  browserSessionId: analysisId ? ctx.visitId : null,
});

/**
 * The password check behind both sign-ins: refused without looking once the account had too many
 * failed sign-ins (sign-in-guard.server.ts), and each failure counted against the account.
 */
async function checkCredentials(input: LoginInput): Promise<AccountUser | "locked" | null> {
  if ((await signInLockedFor(input.email)) !== null) return "locked";
  const user = await authenticateUser(input);
  if (!user) await recordFailedSignIn(input.email);
  return user;
}

export type SignInOutcome = Outcome<{ user: AccountUser }, "invalid-credentials" | "locked">;

export async function signIn(input: LoginInput, ctx: OperationContext): Promise<SignInOutcome> {
  const user = await checkCredentials(input);
  if (user === "locked") return { ok: false, reason: "locked" } as const;
  if (!user) return { ok: false, reason: "invalid-credentials" } as const;
  // Signing in from a toolkit's "Keep this toolkit" keeps it, as registering would.
  await claimToolkit(user.id, user.email, claimOf(input.analysisId, ctx));
  // Brings the drive folder up to date; a failure is logged, never the sign-in's (§4).
  await queueUserSync(user.id);
  return { ok: true, user } as const;
}

export type AdminSignInOutcome = Outcome<{ user: AccountUser }, "invalid-credentials" | "not-admin" | "locked">;

export async function signInAdmin(input: LoginInput): Promise<AdminSignInOutcome> {
  const user = await checkCredentials(input);
  if (user === "locked") return { ok: false, reason: "locked" } as const;
  if (!user) return { ok: false, reason: "invalid-credentials" } as const;
  // Right password, wrong role: no session either, so the admin form cannot sign users in.
  if (user.role !== "admin") return { ok: false, reason: "not-admin" } as const;
  return { ok: true, user } as const;
}

export type RegisterOutcome = Outcome<{ user: AccountUser }, "email-taken">;

export async function register(input: RegisterInput, ctx: OperationContext): Promise<RegisterOutcome> {
  try {
    const user = await registerUser(input, claimOf(input.analysisId, ctx));
    return { ok: true, user } as const;
  } catch (error) {
    if (error instanceof EmailTakenError) return { ok: false, reason: "email-taken" } as const;
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

export type NewPasswordOutcome = Outcome<{ userId: number }, "invalid-token">;

/** Reset a password with an emailed token: the token is spent and every session of the account ends. */
export async function setNewPassword(input: { token?: string; newPassword: string }): Promise<NewPasswordOutcome> {
  if (!input.token) return { ok: false, reason: "invalid-token" };
  try {
    return { ok: true, ...(await resetPassword(input.token, input.newPassword)) } as const;
  } catch (error) {
    if (error instanceof InvalidResetTokenError) return { ok: false, reason: "invalid-token" } as const;
    throw error;
  }
}
