// The /admin pages' access check (DESIGN.md §4, accounts-admin-sales.md §6): every loader and
// action of the dashboard starts here. Signed out answers 401 and a non-admin 403, as data the
// layout shows as Authentication Required or Access Denied; the child routes render nothing then.
import { json, redirect, type TypedResponse } from "@remix-run/node";
import { ACCOUNT_PROBLEMS } from "~/lib/schemas/account";
import type { FlashMessage } from "~/lib/flash";
import { getCurrentUser, type CurrentUser } from "./session.server";
import { flashHeaders } from "./flash.server";
import { adminContext } from "./admin-api.server";
import type { AdminContext } from "~/services/admin-audit.server";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

export type AdminAccess =
  { ok: true; admin: CurrentUser; ctx: AdminContext } | { ok: false; response: TypedResponse<{ state: "signed-out" }> | TypedResponse<{ state: "denied" }> };

export async function adminPageAccess(request: Request): Promise<AdminAccess> {
  const current = await getCurrentUser(request);
  if (!current) return { ok: false, response: json({ state: "signed-out" as const }, { status: 401, headers: NO_STORE }) };
  if (current.role !== "admin") return { ok: false, response: json({ state: "denied" as const }, { status: 403, headers: NO_STORE }) };
  return { ok: true, admin: current, ctx: adminContext(current) };
}

/** An action's refusal for a signed-out caller or a non-admin: nothing is done. */
export function refusedAction(access: Extract<AdminAccess, { ok: false }>, state: "signed-out" | "denied" = "signed-out") {
  const problem = state === "denied" ? ACCOUNT_PROBLEMS.adminDenied : ACCOUNT_PROBLEMS.adminSignedOut;
  return json({ problem, reply: null }, { status: access.response.status, headers: NO_STORE });
}

/** Back to the page (its query kept, the confirm step dropped) with a toast for the next view. */
export async function redirectWithToast(request: Request, to: string, message: FlashMessage) {
  return redirect(to, { headers: await flashHeaders(request, message) });
}

/** The current URL without the one-off parameters of a confirm step or a dialog. */
export function backTo(request: Request, drop: string[] = ["confirm", "details", "edit"]): string {
  const url = new URL(request.url);
  for (const key of drop) url.searchParams.delete(key);
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}
