import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { unsubscribeByToken } from "~/services/delivery/unsubscribe.server";

// /api/unsubscribe/{token} (accounts-admin-sales.md §7): the address in marketing mail's
// List-Unsubscribe header. Only RFC 8058's one-click POST (body `List-Unsubscribe=One-Click`, sent
// by the mail provider: no Origin, no cookies) unsubscribes; a GET changes nothing, because mail
// scanners open every link they see (issue 24). The token in the address is the only authority, so
// server/security.ts lets exactly this POST through its Origin check. Answers success, message,
// email or error; an unknown token is a 404.

const NO_STORE = { "Cache-Control": "no-store" };
const ONE_CLICK_ONLY = "Unsubscribing takes a one-click POST (List-Unsubscribe=One-Click) or the button on the unsubscribe page.";

export function loader() {
  return json({ success: false, error: ONE_CLICK_ONLY }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

/** RFC 8058 §3.1: the POST's form body holds the key List-Unsubscribe with the value One-Click. */
async function isOneClick(request: Request): Promise<boolean> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return false;
  const form = await request.formData().catch(() => null);
  return form?.get("List-Unsubscribe") === "One-Click";
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ success: false, error: "Method not allowed" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  if (!(await isOneClick(request))) return json({ success: false, error: ONE_CLICK_ONLY }, { status: 400, headers: NO_STORE });
  const result = await unsubscribeByToken(params.token ?? "");
  return json(result, { status: result.success ? 200 : 404, headers: NO_STORE });
}
