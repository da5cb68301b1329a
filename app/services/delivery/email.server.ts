// Sending email: queueEmail() puts a rendered message on the send-email job inside the caller's
// transaction; the job calls sendEmail(), which delivers through the mail adapter and logs every
// attempt in email_messages. A failed delivery throws, so Graphile Worker retries it later. Mail a
// visitor can trigger to an address nobody proved is held to a per-recipient daily cap here, the
// one place every message passes (issue 24; app/lib/recipient-cap.ts).
import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { emailMessages, emailPreferences } from "../../../db/schema/index";
import { deliverMail } from "~/adapters/mail.server";
import { isVisitorTriggered } from "~/lib/recipient-cap";
import { sendEmailPayloadSchema, type SendEmailPayload } from "~/lib/schemas/email";
import { queueJob } from "../operations/jobs.server";
import { lockRecipient, recipientMayReceive } from "./recipient-cap.server";
import { log } from "~/adapters/log.server";

export const SEND_EMAIL_TASK = "send-email";

export async function queueEmail(payload: SendEmailPayload, db: Executor = getDb()): Promise<string> {
  const message = sendEmailPayloadSchema.parse(payload);
  return queueJob(SEND_EMAIL_TASK, message, { jobKey: message.idempotencyKey ? `email:${message.idempotencyKey}` : undefined }, db);
}

/** "capped": the address already had its day's share of mail a visitor can trigger (recipient-cap.ts). */
export type SendOutcome = "sent" | "already-sent" | "unsubscribed" | "capped";

export interface SendOptions {
  /**
   * The person who asked proved this address is theirs (a signed-in account whose confirmed
   * address it is): their own mail is not held to the per-recipient cap.
   */
  recipientProven?: boolean;
}

async function isUnsubscribed(email: string, db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ optOut: emailPreferences.marketingOptOut })
    .from(emailPreferences)
    .where(eq(emailPreferences.email, email.toLowerCase()))
    .limit(1);
  return row?.optOut ?? false;
}

export async function sendEmail(payload: SendEmailPayload, db: Executor = getDb(), options: SendOptions = {}): Promise<SendOutcome> {
  const message = sendEmailPayloadSchema.parse(payload);
  if (message.idempotencyKey) {
    const [previous] = await db
      .select({ id: emailMessages.id })
      .from(emailMessages)
      .where(and(eq(emailMessages.idempotencyKey, message.idempotencyKey), eq(emailMessages.status, "sent")))
      .limit(1);
    if (previous) return "already-sent";
  }
  if (message.kind === "marketing" && (await isUnsubscribed(message.to, db))) return "unsubscribed";
  if (!isVisitorTriggered(message.template) || options.recipientProven) return deliverAndLog(message, db);

  // Counted and sent under a lock on the address, so concurrent jobs cannot pass the cap together.
  const attempt = await db.transaction(async (tx): Promise<{ outcome: "sent" | "capped" } | { error: unknown }> => {
    await lockRecipient(message.to, tx);
    if (!(await recipientMayReceive(message.to, 0, tx))) return { outcome: "capped" };
    try {
      return { outcome: await deliverAndLog(message, tx, { logFailure: false }) };
    } catch (error) {
      return { error };
    }
  });
  if ("error" in attempt) {
    // Logged outside the lock's transaction (which ended without it), then retried like any other.
    await logFailure(message, attempt.error, db);
    throw attempt.error;
  }
  if (attempt.outcome === "capped")
    log.warn({ template: message.template, to: message.to }, "Not sent: the recipient has had its day's share of visitor-triggered mail");
  return attempt.outcome;
}

type Message = SendEmailPayload;

const logBase = (message: Message) => ({ toAddress: message.to, subject: message.subject, kind: message.kind, template: message.template });

async function logFailure(message: Message, error: unknown, db: Executor): Promise<void> {
  // Failed attempts are logged without the idempotency key, which only a success may claim.
  await db.insert(emailMessages).values({
    ...logBase(message),
    status: "failed",
    transport: process.env.MAIL_URL ? "smtp" : "outbox",
    error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
  });
}

async function deliverAndLog(message: Message, db: Executor, options: { logFailure?: boolean } = {}): Promise<"sent"> {
  try {
    const delivered = await deliverMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        ...(a.path ? { path: a.path } : { content: Buffer.from(a.contentBase64 ?? "", "base64") }),
      })),
    });
    await db
      .insert(emailMessages)
      .values({
        ...logBase(message),
        status: "sent",
        transport: delivered.transport,
        messageId: delivered.messageId,
        outboxPath: delivered.outboxPath,
        idempotencyKey: message.idempotencyKey ?? null,
      })
      .onConflictDoNothing();
    return "sent";
  } catch (error) {
    if (options.logFailure !== false) await logFailure(message, error, db);
    throw error;
  }
}
