// The coach's mailbox path (issue 29 item 1): when COACH_IMAP_URL names a mailbox (the coach's
// domain delivers coach+{token}@ to it: a plus-address or a catch-all, or a forwarding rule), the
// worker polls it every minute (jobs/tasks/coach-imap.ts). Each unread message, oldest first and
// at most MAX_MESSAGES_PER_POLL a poll, goes to receiveCoachReply() and is marked \Seen only once
// that succeeded: a message the database could not take stays unread and is read again at the
// next poll (one stored before is stored once: the Message-ID is unique per reply). Dropped mail
// (a forged token, another sender, an out-of-office reply) is marked read too: the drop is recorded.
// The mailbox should be the coach's alone: a person reading it in a mail client marks replies read
// before the coach sees them.
import { ImapFlow } from "imapflow";
import type { Logger } from "~/adapters/log.server";
import { log } from "~/adapters/log.server";
import { config } from "~/config.server";
import { MAX_REPLY_BYTES } from "~/lib/coach-inbound";
import { tokenInAddress } from "~/lib/coach-tokens";
import { readRawMessage, type InboundMail } from "./inbound-mail.server";
import { receiveCoachReply, type ReceiveOutcome } from "./receive-reply.server";

/** Unread messages taken in one poll; more wait for the next minute's poll. */
export const MAX_MESSAGES_PER_POLL = 200;

export interface CoachMailbox {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

/**
 * imaps://user:password@host[:port]/Mailbox (TLS, port 993 unless given) or imap://... (port 143,
 * STARTTLS when the server offers it); user and password URL-encoded (coach%40example.com), the
 * mailbox INBOX when the path is empty. Errors never repeat the URL: it carries the password.
 */
export function parseCoachImapUrl(url: string): CoachMailbox {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("COACH_IMAP_URL is not a URL (imaps://user:password@host/INBOX)");
  }
  if (parsed.protocol !== "imaps:" && parsed.protocol !== "imap:")
    throw new Error(`COACH_IMAP_URL must start with imaps:// or imap://, not ${parsed.protocol}//`);
  const secure = parsed.protocol === "imaps:";
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  if (!host) throw new Error("COACH_IMAP_URL has no host");
  if (!parsed.username) throw new Error("COACH_IMAP_URL has no user (imaps://user:password@host/INBOX)");
  return {
    host,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    pass: decodeURIComponent(parsed.password),
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, "")) || "INBOX",
  };
}

export interface PollOutcome {
  /** Unread messages taken in this poll. */
  read: number;
  stored: number;
  dropped: number;
  duplicates: number;
  /** Not taken (receive failed): left unread for the next poll. */
  failed: number;
}

export interface PollOptions {
  /** Default: COACH_IMAP_URL. */
  url?: string;
  /** Default: receiveCoachReply. */
  receive?: (mail: InboundMail) => Promise<ReceiveOutcome>;
  logger?: Logger;
}

/** The coach's own addresses first, so a drop records the coach+{token}@ address rather than the mailbox it was forwarded to. */
const coachAddressesFirst = (recipients: string[]) => [
  ...recipients.filter((r) => tokenInAddress(config.coachAddress, r)),
  ...recipients.filter((r) => !tokenInAddress(config.coachAddress, r)),
];

/** One message by UID: whole up to MAX_REPLY_BYTES, only its header above (answered "too large", never read). */
async function readMessage(client: ImapFlow, uid: number, size: number): Promise<InboundMail> {
  const tooLarge = size > MAX_REPLY_BYTES;
  // BODY.PEEK: fetching does not mark the message read. The byte range bounds what is held even if
  // the server's size was wrong.
  const fetched = await client.fetchOne(String(uid), tooLarge ? { uid: true, headers: true } : { uid: true, source: { maxLength: MAX_REPLY_BYTES + 1 } }, {
    uid: true,
  });
  const raw = fetched ? (tooLarge ? fetched.headers : fetched.source) : undefined;
  if (!raw) throw new Error(`IMAP message ${uid} could not be fetched`);
  const mail = await readRawMessage(raw, { via: "imap", sizeBytes: Math.max(size, raw.length) });
  return { ...mail, recipients: coachAddressesFirst(mail.recipients) };
}

/**
 * Reads the mailbox's unread messages once. Throws when the mailbox cannot be reached or opened
 * (the job fails; the next minute's poll tries again); a message that cannot be taken is counted in
 * `failed` and left unread, and the others are still read.
 */
export async function pollCoachMailbox(options: PollOptions = {}): Promise<PollOutcome> {
  const url = options.url ?? config.coachImapUrl;
  if (!url) throw new Error("COACH_IMAP_URL is not set");
  const receive = options.receive ?? ((mail: InboundMail) => receiveCoachReply(mail));
  const logger = options.logger ?? log;
  const box = parseCoachImapUrl(url);
  const outcome: PollOutcome = { read: 0, stored: 0, dropped: 0, duplicates: 0, failed: 0 };

  const client = new ImapFlow({
    host: box.host,
    port: box.port,
    secure: box.secure,
    auth: { user: box.user, pass: box.pass },
    // Its protocol log would carry the mailbox's name and the messages' headers; our own lines say what happened.
    logger: false,
    // One poll a minute: no IDLE between commands, and no waiting on a server that does not answer.
    disableAutoIdle: true,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
  });
  // Without a listener an error event (the server closing the connection) would end the process.
  client.on("error", (error: unknown) => logger.warn({ err: error }, "Coach IMAP connection error"));
  try {
    await client.connect();
    const lock = await client.getMailboxLock(box.mailbox);
    try {
      const unseen = (await client.search({ seen: false }, { uid: true })) || [];
      const uids = [...unseen].sort((a, b) => a - b).slice(0, MAX_MESSAGES_PER_POLL);
      if (unseen.length > uids.length) logger.info({ unread: unseen.length, taken: uids.length }, "Coach mailbox has more unread mail than one poll takes");
      if (!uids.length) return outcome;
      // Sizes first, all in one command: which messages are read whole and which by their header only.
      const sizes = new Map((await client.fetchAll(uids.join(","), { uid: true, size: true }, { uid: true })).map((m) => [m.uid, m.size ?? 0]));
      for (const uid of uids) {
        const size = sizes.get(uid);
        if (size === undefined) continue; // deleted since the search
        outcome.read++;
        try {
          const result = await receive(await readMessage(client, uid, size));
          if (result.kind === "stored") outcome.stored++;
          else if (result.kind === "dropped") outcome.dropped++;
          else outcome.duplicates++;
          // A failure here leaves a stored reply unread: the next poll finds it a duplicate and marks it then.
          await client.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
        } catch (error) {
          // The connection itself is gone: nothing more can be read in this poll.
          if (!client.usable) throw error;
          outcome.failed++;
          logger.error({ err: error, uid }, "Coach IMAP poll could not take a message; it stays unread for the next poll");
        }
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  if (outcome.read) logger.info({ ...outcome }, "Coach mailbox polled");
  return outcome;
}
