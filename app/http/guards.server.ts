// Who may reach a route. Pages and API routes share the guards: a page is redirected to sign in
// (or, for a signed-in non-admin, to the admin page's own "Access Denied" state), an /api route
// answers 401 or 403 problem JSON. The guard throws the Response; Remix returns it as it is.
import { redirect } from "@remix-run/node";
import { ACCOUNT_PROBLEMS } from "~/lib/schemas/account";
import { problemJson } from "./problem.server";
import { getCurrentUser, type CurrentUser } from "./session.server";

export const NOT_SIGNED_IN = { title: "Authentication Required", description: "Please sign in first." } as const;

const isApiRequest = (request: Request) => new URL(request.url).pathname.toLowerCase().startsWith("/api/");

const signInRedirect = () => redirect("/login?mode=login");

/** The signed-in user; otherwise a page goes to /login and an API answers 401. */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (user) return user;
  throw isApiRequest(request) ? problemJson(NOT_SIGNED_IN, 401) : signInRedirect();
}

/** A signed-in admin (DESIGN.md §4: checked on the server for every admin loader, action and API). */
export async function requireAdmin(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  const api = isApiRequest(request);
  if (!user) throw api ? problemJson(NOT_SIGNED_IN, 401) : redirect("/admin");
  if (user.role !== "admin") throw api ? problemJson(ACCOUNT_PROBLEMS.adminDenied, 403) : redirect("/admin");
  return user;
}
