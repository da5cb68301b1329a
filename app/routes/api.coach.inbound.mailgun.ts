import { mailgunInboundAction, mailgunInboundLoader } from "~/http/mailgun-inbound.server";

/**
 * POST /api/coach/inbound/mailgun: Mailgun's inbound routes, forward() in the parsed format (form
 * fields, attachments as files), signed with MAILGUN_WEBHOOK_SIGNING_KEY; 404 without that key.
 * What each status tells Mailgun: app/http/mailgun-inbound.server.ts.
 */
export const action = mailgunInboundAction;
export const loader = mailgunInboundLoader;
