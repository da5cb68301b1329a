// Sign-in, registration and password reset as the pages and the /api routes run them: rate limit,
// check the fields, then remix-auth's FormStrategy (the "verify" step) and a new database session.
// remix-auth 4 only returns the user; the session is ours (auth-session.server.ts).
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { ACCOUNT_PROBLEMS, ACCOUNT_SUCCESS, HONEYPOT_FIELD, checkForgotPassword, checkLogin, checkNewPassword, checkRegistration, type Credentials } from "~/lib/schemas/account";
import type { FormProblem } from "~/lib/schemas/report";
import { AccountError, authenticateUser, claimToolkit, registerUser, type AccountUser, type ToolkitClaim } from "./accounts.server";
import { startSession } from "./auth-session.server";
import { queuePasswordResetRequest, resetPassword } from "./password-reset.server";
import { FORGOT_PASSWORD_LIMIT, hitRateLimit, LOGIN_LIMIT, REGISTER_LIMIT, RESET_PASSWORD_LIMIT, TOO_MANY_REQUESTS_MESSAGE, type RateLimit } from "./rate-limit.server";
import { ACCOUNT_LOCKED, recordFailedSignIn, signInLockedFor } from "./sign-in-guard.server";
import { readVisitId } from "./visit.server";

const authenticator = new Authenticator<AccountUser>();

/** The password check behind both sign-ins, refused without looking once the account had too many failures. */
async function authenticateWithAccountLimit(credentials: Credentials): Promise<AccountUser | null> {
  if ((await signInLockedFor(credentials.email)) !== null) throw new AccountError(ACCOUNT_LOCKED, 429);
  const user = await authenticateUser(credentials);
  if (!user) await recordFailedSignIn(credentials.email);
  return user;
}

/** The toolkit a sign-up or sign-in form names (from /login?analysisId=…), made in this browser. */
async function toolkitClaim(fields: Record<string, FormDataEntryValue>, request: Request): Promise<ToolkitClaim> {
  const analysisId = /^\d{1,9}$/.test(String(fields.analysisId ?? "")) ? Number(fields.analysisId) : null;
  return { analysisId, browserSessionId: analysisId ? await readVisitId(request) : null };
}

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const fields = Object.fromEntries(form);
    const checked = checkLogin(fields);
    if (!checked.ok) throw new AccountError(checked.problem, 400);
    const user = await authenticateWithAccountLimit(checked.value);
    if (!user) throw new AccountError(ACCOUNT_PROBLEMS.loginFailed, 401);
    // Signing in from a toolkit's "Keep this toolkit" keeps it, as registering would.
    await claimToolkit(user.id, user.email, await toolkitClaim(fields, request));
    return user;
  }),
  "login",
);

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const checked = checkLogin(Object.fromEntries(form), true);
    if (!checked.ok) throw new AccountError(checked.problem, 400);
    const user = await authenticateWithAccountLimit(checked.value);
    if (!user) throw new AccountError(ACCOUNT_PROBLEMS.adminFailed, 401);
    // Right password, wrong role: no session either, so the dialog cannot be used to sign users in.
    if (user.role !== "admin") throw new AccountError(ACCOUNT_PROBLEMS.adminNotAdmin, 403);
    return user;
  }),
  "admin-login",
);

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const fields = Object.fromEntries(form);
    if (typeof fields[HONEYPOT_FIELD] === "string" && fields[HONEYPOT_FIELD].trim()) throw new AccountError(ACCOUNT_PROBLEMS.registerFailed, 400);
    const checked = checkRegistration(fields);
    if (!checked.ok) throw new AccountError(checked.problem, 400);
    return registerUser(checked.value, await toolkitClaim(fields, request));
  }),
  "register",
);

export type AuthOutcome<T> =
  | { ok: true; value: T; message: FormProblem; setCookie?: string }
  | { ok: false; problem: FormProblem; status: number; retryAfterSeconds?: number };

/** Fields from a JSON body or a form post, as strings (anything else is dropped). */
export async function readFields(request: Request): Promise<Record<string, string> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      if (!body || typeof body !== "object" || Array.isArray(body)) return null;
      const fields: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === "string") fields[key] = value;
        else if (typeof value === "number" && Number.isFinite(value)) fields[key] = String(value);
      }
      return fields;
    }
    const form = await request.formData();
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}

// FormStrategy reads a form body; the API takes JSON. Both become the same form request, with
// the cookies (the visit, an old session) and the browser's name carried over.
function asFormRequest(request: Request, fields: Record<string, string>): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  for (const name of ["Cookie", "User-Agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(request.url, { method: "POST", headers, body: new URLSearchParams(fields) });
}

async function limited(rule: RateLimit, clientIp: string): Promise<AuthOutcome<never> | null> {
  const hit = await hitRateLimit(rule, clientIp);
  if (hit.allowed) return null;
  return { ok: false, problem: { title: "Too Many Requests", description: TOO_MANY_REQUESTS_MESSAGE }, status: 429, retryAfterSeconds: hit.retryAfterSeconds };
}

function refusal(error: unknown, fallback: FormProblem): AuthOutcome<never> {
  if (error instanceof AccountError) return { ok: false, problem: error.problem, status: error.status };
  console.error(error);
  return { ok: false, problem: fallback, status: 500 };
}

type Strategy = "login" | "admin-login" | "register";
const SUCCESS: Record<Strategy, FormProblem> = { login: ACCOUNT_SUCCESS.login, "admin-login": ACCOUNT_SUCCESS.adminLogin, register: ACCOUNT_SUCCESS.register };
const LIMITS: Record<Strategy, RateLimit> = { login: LOGIN_LIMIT, "admin-login": LOGIN_LIMIT, register: REGISTER_LIMIT };
const FALLBACK: Record<Strategy, FormProblem> = { login: ACCOUNT_PROBLEMS.loginFailed, "admin-login": ACCOUNT_PROBLEMS.adminFailed, register: ACCOUNT_PROBLEMS.registerFailed };

/** Sign in, sign in as admin, or register; on success a brand-new session and its cookie. */
export async function authenticate(strategy: Strategy, request: Request, fields: Record<string, string>, clientIp: string): Promise<AuthOutcome<AccountUser>> {
  const tooMany = await limited(LIMITS[strategy], clientIp);
  if (tooMany) return tooMany;
  try {
    const user = await authenticator.authenticate(strategy, asFormRequest(request, fields));
    return { ok: true, value: user, message: SUCCESS[strategy], setCookie: await startSession(user.id, request) };
  } catch (error) {
    return refusal(error, FALLBACK[strategy]);
  }
}

/** Forgot password: the same answer whether or not the address has an account. */
export async function forgotPassword(fields: Record<string, string>, clientIp: string): Promise<AuthOutcome<null>> {
  const tooMany = await limited(FORGOT_PASSWORD_LIMIT, clientIp);
  if (tooMany) return tooMany;
  const checked = checkForgotPassword(fields);
  if (!checked.ok) return { ok: false, problem: checked.problem, status: 400 };
  try {
    await queuePasswordResetRequest(checked.value.email);
    return { ok: true, value: null, message: ACCOUNT_SUCCESS.resetLinkSent };
  } catch (error) {
    return refusal(error, ACCOUNT_PROBLEMS.forgotFailed);
  }
}

/** Reset password with an emailed token; the page sends a confirmation, the API need not. */
export async function setNewPassword(fields: Record<string, string>, clientIp: string, needsConfirmation: boolean): Promise<AuthOutcome<null>> {
  const tooMany = await limited(RESET_PASSWORD_LIMIT, clientIp);
  if (tooMany) return tooMany;
  const checked = checkNewPassword(fields, { needsConfirmation });
  if (!checked.ok) return { ok: false, problem: checked.problem, status: 400 };
  try {
    await resetPassword(checked.value.token, checked.value.newPassword);
    return { ok: true, value: null, message: ACCOUNT_SUCCESS.passwordReset };
  } catch (error) {
    return refusal(error, ACCOUNT_PROBLEMS.resetFailed);
  }
}
