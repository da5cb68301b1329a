// Mailgun's inbound routes (issue 29 item 1, the provider webhook): a route's forward() action posts
// each message to POST /api/coach/inbound/mailgun, parsed into form fields, or to .../mime with the
// raw message in `body-mime` (Mailgun picks the format from whether the URL ends in "mime"). Both
// become the one InboundMail that receiveCoachReply() takes, like the SMTP listener's and IMAP's.
//
// Replays: Mailgun signs only `timestamp` + `token`, not the message, so a captured POST would be
// valid again until its timestamp is 15 minutes old. Within that window each token is taken once
// (SeenTokens, app/lib/mailgun-signature.ts), in this process's memory: a table would need a
// migration and a write per message for what the window already mostly settles. What memory does
// not cover (a second web process, a restart, a token pushed out of the map) is covered for the
// same message by the Message-ID uniqueness of coach_replies: a replayed message is stored once
// whichever process takes it (a dropped one may add a second drop row). What it does not cover:
// since the message is not signed, someone who could read a post in transit (it comes over HTTPS)
// could send other content under its token to another process within the 15 minutes. A shared
// table of tokens (one migration) would close that if the product runs several web processes.
import { createHash } from "node:crypto";
import { simpleParser } from "mailparser";
import { log } from "~/adapters/log.server";
import { config } from "~/config.server";
import { isAutomaticReply, MAX_REPLY_BYTES } from "~/lib/coach-inbound";
import { checkMailgunSignature, SeenTokens, type MailgunRefusal } from "~/lib/mailgun-signature";
import { readRawMessage, type InboundMail } from "./inbound-mail.server";
import { receiveCoachReply, type ReceiveOutcome } from "./receive-reply.server";

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The address in a From field: `Ada <ada@example.com>`, `"Doe, Jo" <jo@example.com>` or a bare address. */
export function addressIn(field: string): string | null {
  const angled = /<\s*([^<>\s@]+@[^<>\s@]+)\s*>\s*$/.exec(field);
  const bare = angled ? null : /(?:^|[\s(:;,])([^<>()\s@,;:"]+@[^<>()\s@,;:"]+\.[^<>()\s@,;:"]+)/.exec(field);
  const address = angled?.[1] ?? bare?.[1];
  return address ? address.toLowerCase() : null;
}

/** `message-headers`: a JSON array of [name, value] pairs, in the message's order. */
function headerLookup(json: string): (name: string) => string | undefined {
  const headers = new Map<string, string>();
  try {
    const pairs: unknown = JSON.parse(json || "[]");
    if (Array.isArray(pairs)) {
      for (const pair of pairs) {
        if (!Array.isArray(pair) || typeof pair[0] !== "string" || typeof pair[1] !== "string") continue;
        const name = pair[0].toLowerCase();
        if (!headers.has(name)) headers.set(name, pair[1]);
      }
    }
  } catch {
    // Unreadable headers: the fields alone are used.
  }
  return (name) => headers.get(name.toLowerCase());
}

/**
 * HTML read as text, by mailparser as for the other paths (a one-part message around it). Mailgun
 * fills body-plain from the HTML itself when a message has no text part, so this is the fallback
 * for an empty body-plain only.
 */
async function htmlAsText(html: string): Promise<string> {
  const raw = Buffer.from(
    `MIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${Buffer.from(html, "utf8").toString("base64")}\r\n`,
  );
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  return parsed.text ?? "";
}

function attachmentCount(form: FormData): number {
  const declared = Number.parseInt(text(form, "attachment-count"), 10);
  if (Number.isSafeInteger(declared) && declared >= 0) return declared;
  let files = 0;
  for (const [name, value] of form) if (/^attachment-\d+$/.test(name) && typeof value !== "string") files++;
  return files;
}

/**
 * One of Mailgun's posts as the coach's InboundMail. `sizeBytes` is the request body's size: for
 * the parsed format the message's own size is not sent, and the body holds its text, HTML and
 * files, so a message too large to read (MAX_REPLY_BYTES) is one whose post is.
 */
export async function readMailgunPost(form: FormData, sizeBytes: number): Promise<InboundMail> {
  const recipients = text(form, "recipient")
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  const bodyMime = text(form, "body-mime");
  if (bodyMime) {
    return readRawMessage(Buffer.from(bodyMime, "utf8"), { via: "webhook", recipients });
  }

  const header = headerLookup(text(form, "message-headers"));
  const subject = text(form, "subject") || header("subject") || "";
  const tooLarge = sizeBytes > MAX_REPLY_BYTES;
  const plain = text(form, "body-plain");
  const body = tooLarge ? "" : plain.trim() ? plain : text(form, "body-html") ? await htmlAsText(text(form, "body-html")) : plain;
  const from = text(form, "from") || header("from") || "";
  const messageId =
    (text(form, "Message-Id") || header("message-id") || "").trim() ||
    // None given: one made from what identifies the message, the same for each retry of the post.
    `<sha256-${createHash("sha256")
      .update(JSON.stringify([recipients, from, subject, header("date") ?? "", plain, text(form, "body-html")]))
      .digest("hex")}@coach.local>`;
  // Control characters are dropped by receiveCoachReply, for every path.
  return {
    via: "webhook",
    recipients,
    from: addressIn(from),
    subject,
    messageId,
    text: body,
    attachments: attachmentCount(form),
    sizeBytes,
    tooLarge,
    automatic: isAutomaticReply(header, subject),
  };
}

/** The tokens of the posts this process took (see the top of this file). */
const seenTokens = new SeenTokens();

export type MailgunPostResult = { kind: "off" } | { kind: "refused"; reason: MailgunRefusal | "replayed" } | { kind: "received"; outcome: ReceiveOutcome };

/**
 * A post from Mailgun, checked and handed to the coach: "off" without a signing key, "refused"
 * when its signature, age or token does not hold, else what receiveCoachReply() did. A failure to
 * store it is thrown, with its token released, so Mailgun's retry is taken.
 */
export async function takeMailgunPost(
  form: FormData,
  sizeBytes: number,
  options: { nowMs?: number; receive?: (mail: InboundMail) => Promise<ReceiveOutcome> } = {},
): Promise<MailgunPostResult> {
  const key = config.mailgunSigningKey;
  if (!key) return { kind: "off" };
  const nowMs = options.nowMs ?? Date.now();
  const check = checkMailgunSignature({ timestamp: text(form, "timestamp"), token: text(form, "token"), signature: text(form, "signature") }, key, nowMs);
  if (!check.ok) return { kind: "refused", reason: check.reason };
  if (!seenTokens.claim(check.token, check.timestamp, nowMs)) return { kind: "refused", reason: "replayed" };
  try {
    const mail = await readMailgunPost(form, sizeBytes);
    const outcome = await (options.receive ?? receiveCoachReply)(mail);
    return { kind: "received", outcome };
  } catch (error) {
    seenTokens.release(check.token);
    log.error({ err: error }, "Mailgun inbound post could not be taken; Mailgun will post it again");
    throw error;
  }
}
