// The /api account routes' answers (accounts-admin-sales.md §3, §7): the user as the client reads
// it (flat and nested), and the sign-in, registration and password-reset adapters over the same
// operations the /login, /reset-password and /admin pages call.
import { json } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import type { FormProblem } from "~/lib/schemas/problems";
import type { AccountUser } from "~/services/accounts/accounts.server";
import { register, sendPasswordResetLink, setNewPassword, signIn, signInAdmin } from "~/services/accounts/auth.server";
import { ADMIN_LOGIN_FORM, FORGOT_PASSWORD_FORM, LOGIN_FORM, REGISTER_FORM, RESET_PASSWORD_API_FORM, RESET_PASSWORD_FORM } from "./account-forms.server";
import { operationContext } from "./context.server";
import { asFormData, readFields } from "./fields.server";
import { formProblemJson, submitForm } from "./forms.server";
import { methodNotAllowed, unreadableBody } from "./problem.server";
import { startSession } from "./session.server";

export type UserJson = Omit<AccountUser, "createdAt"> & { name: string; createdAt: string };

/** The user as §3 describes it; `name` repeats `username` for clients that read either. */
export function userJson(user: AccountUser): UserJson {
  return {
    id: user.id,
    username: user.username,
    name: user.username,
    email: user.email,
    role: user.role,
    jobTitle: user.jobTitle,
    companyName: user.companyName,
    roleDescription: user.roleDescription,
    journeyStage: user.journeyStage,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Flat fields and the same user nested under `user` (§3: "either nested or flat"). */
export function userResponse(user: AccountUser, extra: Record<string, unknown> = {}) {
  const flat = userJson(user);
  return { ...extra, ...flat, user: flat };
}

const successJson = (message: FormProblem, headers?: HeadersInit) => json({ success: true, title: message.title, message: message.description }, { headers });

type ApiArgs = { request: Request; context: AppLoadContext };

/** The body of a POST as form fields, or the answer that refuses it. */
async function apiForm(request: Request): Promise<{ formData: FormData; fields: Record<string, string> } | { response: Response }> {
  if (request.method !== "POST") return { response: methodNotAllowed() };
  const fields = await readFields(request, { numbers: ["analysisId"] });
  return fields ? { formData: asFormData(fields), fields } : { response: unreadableBody() };
}

async function userApiAnswer(user: AccountUser, message: FormProblem, request: Request) {
  return json(userResponse(user, { success: true, title: message.title, message: message.description }), {
    headers: { "Set-Cookie": await startSession(user.id, request), "Cache-Control": "no-store" },
  });
}

/** An admin over the API sends the authenticator's code with the password (issue 24). */
const API_SIGN_IN = { via: "api", returnTo: "/admin" } as const;

/** POST /api/login: the user and a new session cookie. */
export async function signInApi({ request, context }: ApiArgs) {
  const body = await apiForm(request);
  if ("response" in body) return body.response;
  const { submission, outcome } = await submitForm(LOGIN_FORM, body.formData, await operationContext(request, context), (input, ctx) =>
    signIn(input, ctx, API_SIGN_IN),
  );
  if (!outcome.ok) return formProblemJson(LOGIN_FORM, submission, outcome);
  return userApiAnswer(outcome.user, ACCOUNT_SUCCESS.login, request);
}

/** POST /api/admin/login: email, password and the second factor's code; only an admin account gets a session. */
export async function adminSignInApi({ request, context }: ApiArgs) {
  const body = await apiForm(request);
  if ("response" in body) return body.response;
  const { submission, outcome } = await submitForm(ADMIN_LOGIN_FORM, body.formData, await operationContext(request, context), (input, ctx) =>
    signInAdmin(input, ctx, API_SIGN_IN),
  );
  if (!outcome.ok) return formProblemJson(ADMIN_LOGIN_FORM, submission, outcome);
  return userApiAnswer(outcome.user, ACCOUNT_SUCCESS.adminLogin, request);
}

/** POST /api/register: the new account, signed in. */
export async function registerApi({ request, context }: ApiArgs) {
  const body = await apiForm(request);
  if ("response" in body) return body.response;
  const { submission, outcome } = await submitForm(REGISTER_FORM, body.formData, await operationContext(request, context), register);
  if (!outcome.ok) return formProblemJson(REGISTER_FORM, submission, outcome);
  return userApiAnswer(outcome.user, ACCOUNT_SUCCESS.register, request);
}

/** POST /api/forgot-password: the same answer whether or not the address has an account. */
export async function forgotPasswordApi({ request, context }: ApiArgs) {
  const body = await apiForm(request);
  if ("response" in body) return body.response;
  const { submission, outcome } = await submitForm(FORGOT_PASSWORD_FORM, body.formData, await operationContext(request, context), sendPasswordResetLink);
  if (!outcome.ok) return formProblemJson(FORGOT_PASSWORD_FORM, submission, outcome);
  return successJson(ACCOUNT_SUCCESS.resetLinkSent);
}

/** POST /api/reset-password: token, newPassword, and confirmPassword, checked as the page checks it when sent. */
export async function resetPasswordApi({ request, context }: ApiArgs) {
  const body = await apiForm(request);
  if ("response" in body) return body.response;
  const form = "confirmPassword" in body.fields ? RESET_PASSWORD_FORM : RESET_PASSWORD_API_FORM;
  const { submission, outcome } = await submitForm(form, body.formData, await operationContext(request, context), setNewPassword);
  if (!outcome.ok) return formProblemJson(form, submission, outcome);
  return successJson(ACCOUNT_SUCCESS.passwordReset);
}
