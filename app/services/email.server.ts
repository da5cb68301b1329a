// Sending email: queueEmail() puts a rendered message on the send-email job inside the caller's
// transaction; the job calls sendEmail(), which delivers through the mail adapter and logs every
// attempt in email_messages. A failed delivery throws, so Graphile Worker retries it later.
import { and, eq } from "drizzle-orm";
import { getDb, type Executor } from "../../db/client";
import { emailMessages, emailPreferences } from "../../db/schema/index";
import { deliverMail } from "~/adapters/mail.server";
import { sendEmailPayloadSchema, type SendEmailPayload } from "~/lib/schemas/email";
import { queueJob } from "./jobs.server";

export const SEND_EMAIL_TASK = "send-email";

export async function queueEmail(payload: SendEmailPayload, db: Executor = getDb()): Promise<string> {
  const message = sendEmailPayloadSchema.parse(payload);
  return queueJob(SEND_EMAIL_TASK, message, { jobKey: message.idempotencyKey ? `email:${message.idempotencyKey}` : undefined }, db);
}

export type SendOutcome = "sent" | "already-sent" | "unsubscribed";

async function isUnsubscribed(email: string, db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ optOut: emailPreferences.marketingOptOut })
    .from(emailPreferences)
    .where(eq(emailPreferences.email, email.toLowerCase()))
    .limit(1);
  return row?.optOut ?? false;
}

export async function sendEmail(payload: SendEmailPayload, db: Executor = getDb()): Promise<SendOutcome> {
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

  const base = { toAddress: message.to, subject: message.subject, kind: message.kind, template: message.template };
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
        ...base,
        status: "sent",
        transport: delivered.transport,
        messageId: delivered.messageId,
        outboxPath: delivered.outboxPath,
        idempotencyKey: message.idempotencyKey ?? null,
      })
      .onConflictDoNothing();
    return "sent";
  } catch (error) {
    // Failed attempts are logged without the idempotency key, which only a success may claim.
    await db.insert(emailMessages).values({
      ...base,
      status: "failed",
      transport: process.env.MAIL_URL ? "smtp" : "outbox",
      error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
    });
    throw error;
  }
}
