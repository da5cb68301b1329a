import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { findUserById } from "~/services/accounts/accounts.server";
import { problemJson } from "~/http/problem.server";
import { NOT_SIGNED_IN, requireUser } from "~/http/guards.server";
import { userResponse } from "~/http/account-api.server";

/** GET /api/user (§7): the signed-in user, flat and nested; 401 when nobody is signed in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const current = await requireUser(request);
  const user = await findUserById(current.id);
  if (!user) return problemJson(NOT_SIGNED_IN, 401);
  return json(userResponse(user), { headers: { "Cache-Control": "no-store" } });
}
