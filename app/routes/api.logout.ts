import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import { methodNotAllowed } from "~/http/problem.server";
import { endSession } from "~/http/session.server";

/** POST /api/logout (§7): ends this session (its row goes, so the cookie is worthless) and clears the cookie. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const setCookie = await endSession(request);
  return json(
    { success: true, title: ACCOUNT_SUCCESS.loggedOut.title, message: ACCOUNT_SUCCESS.loggedOut.description },
    { headers: { "Set-Cookie": setCookie } },
  );
}
export const loader = methodNotAllowed;
