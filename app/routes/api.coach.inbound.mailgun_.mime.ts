import { mailgunInboundAction, mailgunInboundLoader } from "~/http/mailgun-inbound.server";

/**
 * POST /api/coach/inbound/mailgun/mime: the same as /api/coach/inbound/mailgun for a forward() to a
 * URL ending in "mime", where Mailgun posts the raw message in `body-mime` (either route reads
 * either format). What each status tells Mailgun: app/http/mailgun-inbound.server.ts.
 */
export const action = mailgunInboundAction;
export const loader = mailgunInboundLoader;
