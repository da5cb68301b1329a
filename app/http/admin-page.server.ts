// The /admin pages' access check (DESIGN.md §4, accounts-admin-sales.md §6): every loader and
// action of the dashboard starts here. Signed out answers 401 and a non-admin 403, as data the
// layout shows as Authentication Required or Access Denied; the child routes render nothing then.
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect, type TypedResponse } from "@remix-run/node";
import { adminDeleteSchema } from "~/lib/schemas/admin-delete";
import type { FormProblem } from "~/lib/schemas/problems";
import { ACCOUNT_PROBLEMS } from "~/lib/schemas/account";
import type { FlashMessage } from "~/lib/flash";
import { getCurrentUser, type CurrentUser } from "./session.server";
import { flashHeaders } from "./flash.server";
import { adminContext } from "./admin-api.server";
import type { AdminContext } from "~/services/operations/admin-audit.server";

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

type AdminGranted = Extract<AdminAccess, { ok: true }>;
type Toast = Omit<FlashMessage, "kind">;

/**
 * A tab's loader: the access check, then the tab's own reading of its URL (page, sort, q and
 * its dialogs), answered uncached with `state: "admin"`.
 */
export async function adminTableLoader<Data extends Record<string, unknown>>(
  request: Request,
  load: (params: URLSearchParams, access: AdminGranted) => Promise<Data>,
) {
  const access = await adminPageAccess(request);
  if (!access.ok) return access.response;
  const data = await load(new URL(request.url).searchParams, access);
  return json({ state: "admin" as const, ...data }, { headers: NO_STORE });
}

/** A tab's action: the access check (refused as data the layout shows), then the tab's handler with the posted form. */
export async function adminTabAction<Answer extends Response>(request: Request, handle: (access: AdminGranted, formData: FormData) => Promise<Answer>) {
  const access = await adminPageAccess(request);
  if (!access.ok) return refusedAction(access, access.response.status === 403 ? "denied" : "signed-out");
  return handle(access, await request.formData());
}

/**
 * A row's delete (intent=delete and its id, adminDeleteSchema): the operation, then back to the
 * page (the confirm step dropped) with the tab's toast. A tab with an `invalid` problem answers
 * a form without a valid id with it (400); the others treat it as a row that is not there.
 */
export async function adminDeleteAction<Outcome extends { ok: boolean }>(
  request: Request,
  formData: FormData,
  {
    remove,
    refused,
    deleted,
    invalid,
  }: {
    remove: (id: number) => Promise<Outcome>;
    refused: (outcome: Outcome | null) => Toast;
    deleted: (outcome: Extract<Outcome, { ok: true }>) => Toast;
    invalid?: FormProblem;
  },
) {
  const submission = parseWithZod(formData, { schema: adminDeleteSchema });
  if (submission.status !== "success" && invalid) return json({ problem: invalid, reply: submission.reply() }, { status: 400, headers: NO_STORE });
  const outcome = submission.status === "success" ? await remove(submission.value.id) : null;
  if (!outcome?.ok) return redirectWithToast(request, backTo(request), { kind: "error", ...refused(outcome) });
  return redirectWithToast(request, backTo(request), { kind: "success", ...deleted(outcome as Extract<Outcome, { ok: true }>) });
}
