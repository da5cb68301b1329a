import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ACCOUNT_SUCCESS } from "~/lib/schemas/account";
import { endSession } from "~/http/session.server";
import { flashHeaders } from "~/http/flash.server";

// The Logout buttons post here (with or without JavaScript): the session ends and §4 says the
// user returns to /.
export async function action({ request }: ActionFunctionArgs) {
  const headers = await flashHeaders(request, { kind: "success", ...ACCOUNT_SUCCESS.loggedOut });
  headers.append("Set-Cookie", await endSession(request));
  return redirect("/", { headers });
}

export const loader = () => redirect("/");
