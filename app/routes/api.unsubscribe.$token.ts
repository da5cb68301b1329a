import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { unsubscribeByToken } from "~/services/unsubscribe.server";

// GET /api/unsubscribe/{token} (accounts-admin-sales.md §7) answers success, message, email or
// error; an unknown token is a 404. POST is the one-click unsubscribe mail clients send from the
// List-Unsubscribe header (RFC 8058): no Origin, no cookies, the same answer.
async function respond(token: string | undefined) {
  const result = await unsubscribeByToken(token ?? "");
  return json(result, { status: result.success ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export function loader({ params }: LoaderFunctionArgs) {
  return respond(params.token);
}

export function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return json({ success: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "GET, POST" } });
  }
  return respond(params.token);
}
