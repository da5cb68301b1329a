// One shape for a message that reached the coach, whichever way it came (issue 29 item 1): the
// SMTP listener and IMAP polling hand over the raw message, Mailgun's webhook the raw MIME or its
// parsed fields. mailparser reads the raw ones; an HTML-only message is read as its text.
import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import type { CoachInboundPath } from "../../../db/schema/index";
import { isAutomaticReply, MAX_HTML_CHARS_TO_READ, MAX_REPLY_BYTES } from "~/lib/coach-inbound";

export interface InboundMail {
  via: CoachInboundPath;
  /**
   * Where it was delivered: the SMTP envelope's recipients; else (a message read from a mailbox) the
   * Delivered-To, X-Original-To and Envelope-To headers its delivery added, then the To and Cc headers.
   */
  recipients: string[];
  /** The From header's address (what the person's mail client sends as). */
  from: string | null;
  subject: string;
  /** Message-ID, or one made from the message's own bytes when it has none. */
  messageId: string;
  /** The body as text (the text part, else the HTML read as text); empty when not read. */
  text: string;
  attachments: number;
  sizeBytes: number;
  /** The body was too large to read (MAX_REPLY_BYTES): answered, never scored. */
  tooLarge: boolean;
  automatic: boolean;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address ?? "")).filter(Boolean);

/** Headers a delivering server adds with the envelope's recipient: mail forwarded into a mailbox keeps its real address there. */
const DELIVERY_HEADERS = new Set(["delivered-to", "x-original-to", "envelope-to"]);

/** The addresses of the delivery headers, top (latest delivery) first. */
function deliveredTo(mail: ParsedMail): string[] {
  return mail.headerLines
    .filter((h) => DELIVERY_HEADERS.has(h.key))
    .flatMap((h) =>
      h.line
        .slice(h.line.indexOf(":") + 1)
        .replace(/\r?\n[ \t]+/g, " ")
        .split(","),
    )
    .map((part) => (/<([^<>\s]+@[^<>\s]+)>/.exec(part)?.[1] ?? part).trim())
    .filter((address) => /^[^\s@]+@[^\s@]+$/.test(address));
}

function fromParsed(
  mail: ParsedMail,
  meta: { via: CoachInboundPath; recipients?: string[]; sizeBytes: number; tooLarge: boolean; fallbackId: string },
): InboundMail {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return value === undefined ? undefined : typeof value === "string" ? value : JSON.stringify(value);
  };
  const subject = mail.subject ?? "";
  return {
    via: meta.via,
    recipients: meta.recipients?.length ? meta.recipients : [...new Set([...deliveredTo(mail), ...addresses(mail.to), ...addresses(mail.cc)])],
    from: mail.from?.value[0]?.address?.toLowerCase() ?? null,
    subject,
    messageId: mail.messageId?.trim() || meta.fallbackId,
    text: meta.tooLarge ? "" : (mail.text ?? ""),
    attachments: mail.attachments.filter((a) => a.contentDisposition !== "inline" || !a.related).length,
    sizeBytes: meta.sizeBytes,
    tooLarge: meta.tooLarge,
    automatic: isAutomaticReply(header, subject),
  };
}

/** Where the header block ends (a blank line), or the whole buffer when none is found. */
function headerBlock(raw: Buffer): Buffer {
  const crlf = raw.indexOf("\r\n\r\n");
  const lf = raw.indexOf("\n\n");
  const end = [crlf, lf].filter((i) => i >= 0).sort((a, b) => a - b)[0];
  return end === undefined ? raw.subarray(0, 64 * 1024) : raw.subarray(0, end);
}

/**
 * A raw message as received. `sizeBytes` is its whole size when only its start was kept (the SMTP
 * listener keeps the first bytes of an oversized message, enough for its headers).
 */
export async function readRawMessage(raw: Buffer, meta: { via: CoachInboundPath; recipients?: string[]; sizeBytes?: number }): Promise<InboundMail> {
  const sizeBytes = meta.sizeBytes ?? raw.length;
  const tooLarge = sizeBytes > MAX_REPLY_BYTES;
  const fallbackId = `<sha256-${createHash("sha256").update(raw).digest("hex")}@coach.local>`;
  // Only the headers of a message too large to read: who, to whom, what about.
  const source = tooLarge ? Buffer.concat([headerBlock(raw), Buffer.from("\r\n\r\n")]) : raw;
  const mail = await simpleParser(source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, maxHtmlLengthToParse: MAX_HTML_CHARS_TO_READ });
  // HTML-only and longer than is read as text: mailparser leaves the text empty; say why.
  const unreadHtml = !mail.text?.trim() && typeof mail.html === "string" && mail.html.length > MAX_HTML_CHARS_TO_READ;
  return fromParsed(mail, { ...meta, sizeBytes, tooLarge: tooLarge || unreadHtml, fallbackId });
}
