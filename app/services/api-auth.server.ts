// The /api routes' shared answers for accounts: who may call (a signed-in user, an admin), the
// user as the client reads it (§3: flat and nested), and refusals as { title, message } JSON.
import { json } from "@remix-run/node";
import { ACCOUNT_PROBLEMS } from "~/lib/schemas/account";
import type { FormProblem } from "~/lib/schemas/report";
import type { AccountUser } from "./accounts.server";
import { authenticate, readFields } from "./auth.server";
import { getCurrentUser, type CurrentUser } from "./current-user.server";

export function problemJson(problem: FormProblem, status: number, init: { retryAfterSeconds?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  if (init.retryAfterSeconds) headers.set("Retry-After", String(init.retryAfterSeconds));
  headers.set("Cache-Control", "no-store");
  return json({ title: problem.title, message: problem.description }, { status, headers });
}

export const NOT_SIGNED_IN = { title: "Authentication Required", description: "Please sign in first." } as const;
export const NOT_ADMIN = ACCOUNT_PROBLEMS.adminDenied;

/** The signed-in user, or a 401 JSON answer thrown for the route to return. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw problemJson(NOT_SIGNED_IN, 401);
  return user;
}

/** Every /api/admin/* route starts here (DESIGN.md §4): 401 when signed out, 403 when not an admin. */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw problemJson(NOT_ADMIN, 403);
  return user;
}

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

export const methodNotAllowed = () => problemJson({ title: "Error", description: "Method not allowed" }, 405);

/**
 * POST /api/login, /api/register and /api/admin/login: the same steps with a different strategy.
 * Success answers with the user and the new session cookie.
 */
export async function authenticationApi(strategy: "login" | "register" | "admin-login", request: Request, clientIp: string | undefined) {
  if (request.method !== "POST") return methodNotAllowed();
  const fields = await readFields(request);
  if (!fields) return problemJson({ title: "Error", description: "The request body must be JSON or a form." }, 400);
  const outcome = await authenticate(strategy, request, fields, clientIp ?? "unknown");
  if (!outcome.ok) return problemJson(outcome.problem, outcome.status, outcome);
  return json(userResponse(outcome.value, { success: true, title: outcome.message.title, message: outcome.message.description }), {
    headers: { "Set-Cookie": outcome.setCookie!, "Cache-Control": "no-store" },
  });
}
