// Rules the coach applies to every inbound message, whichever path it came by (issue 29): how big
// a reply it reads, and which messages are machines answering rather than people (an out-of-office
// reply to a score card must not be scored, or answered, or two robots would mail each other).

/** The whole message: larger ones are answered "too large" without reading the body. */
export const MAX_REPLY_BYTES = 1_000_000;
/** The person's own words after quotes and signature are cut: longer is not an answer to a short challenge. */
export const MAX_REPLY_CHARS = 20_000;
/**
 * An HTML-only reply is read as text only up to this size: turning HTML into text costs about half
 * a second a megabyte on the server's own thread, where it would hold up other visitors. Mail
 * clients send a plain-text part beside the HTML, so only a rare HTML-only reply is this long, and
 * it is answered "too large".
 */
export const MAX_HTML_CHARS_TO_READ = 100_000;
/** The SMTP listener and the webhook refuse outright above this (a 5 MB reply still gets its answer). */
export const MAX_INBOUND_BYTES = 10 * 1024 * 1024;

/** RFC 3834's Auto-Submitted, the older vendor headers, Precedence, and the usual subjects. */
export function isAutomaticReply(header: (name: string) => string | undefined, subject: string): boolean {
  const autoSubmitted = header("auto-submitted")?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return true;
  if (header("x-autoreply") || header("x-autorespond") || header("x-auto-response-suppress")?.toLowerCase().includes("all")) return true;
  if (/^(bulk|junk|list|auto_reply)$/i.test(header("precedence")?.trim() ?? "")) return true;
  return /^\s*(auto(matic)?[- ]?reply|out of (the )?office|autoreply|away from the office)\b/i.test(subject);
}
