// The HTTP side of Mailgun's inbound routes (issue 29), for POST /api/coach/inbound/mailgun and
// .../mime (app/routes/api.coach.inbound.mailgun*.ts). What each answer tells Mailgun:
// - 200: taken. A message the coach drops (an unknown or forged coach address, another sender, an
//   out-of-office reply) or has already (the same Message-ID) is taken too: it was handled, dropped
//   and logged (coach_inbound_drops), and posting it again would change nothing.
// - 401: not Mailgun's, or not now (a bad or missing signature, a timestamp over 15 minutes old or
//   ahead of our clock, a token already taken). Not 406, Mailgun's "never retry": when the signing
//   key here is wrong or was rotated, a 401 makes Mailgun keep the messages and retry for 8 hours,
//   time enough to fix the key; 406 would lose them. A forger gains nothing from either.
// - 404: no MAILGUN_WEBHOOK_SIGNING_KEY here, so the route is off.
// - 400: a body that is not a form.
// - 500: the reply could not be stored (the database failed): Mailgun posts it again later.
// - 413 (before the route, server/body-limit.ts): a post over MAX_INBOUND_BYTES.
// The Origin check lets these POSTs through (server/security.ts): they come from Mailgun's servers,
// and the signature is their authority. Their bodies skip the form control-character check
// (server/remix-handler.ts): they are mail, and the reader drops such characters itself.
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { log } from "~/adapters/log.server";
import { config } from "~/config.server";
import { methodNotAllowed, problemJson, unreadableBody } from "~/http/problem.server";
import { takeMailgunPost } from "~/services/coach/mailgun-inbound.server";

const UNVERIFIED = { title: "Unauthorized", description: "This webhook request could not be verified." };
const NO_STORE = { "Cache-Control": "no-store" };

/** GET and the like: 404 while the route is off, else 405 (Mailgun only posts). */
export const mailgunInboundLoader = () => (config.mailgunSigningKey ? methodNotAllowed() : notFound());

export async function mailgunInboundAction({ request }: ActionFunctionArgs): Promise<Response> {
  if (!config.mailgunSigningKey) return notFound();
  if (request.method !== "POST") return methodNotAllowed();
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  const body = await request.arrayBuffer();
  let form: FormData | null = null;
  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    form = await new Response(body, { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData().catch(() => null);
  }
  if (!form) return unreadableBody();

  let result: Awaited<ReturnType<typeof takeMailgunPost>>;
  try {
    result = await takeMailgunPost(form, body.byteLength);
  } catch {
    // Logged by takeMailgunPost, its token released: Mailgun's retry will be taken.
    return json({ error: "The message could not be stored; post it again later." }, { status: 500, headers: NO_STORE });
  }
  if (result.kind === "off") return notFound();
  if (result.kind === "refused") {
    log.warn({ reason: result.reason }, "Mailgun inbound post refused");
    return problemJson(UNVERIFIED, 401);
  }
  return json({ received: true, outcome: result.outcome.kind }, { headers: NO_STORE });
}

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE } });
