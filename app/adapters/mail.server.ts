// Mail delivery. With MAIL_URL (smtp://...) messages go to that SMTP server; without it each
// message is written, byte for byte as SMTP would carry it, to an .eml file in the outbox folder.
// Both paths build the message with nodemailer, so the default is the real thing, not a stub.
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { config } from "~/config.server";
import { ensurePrivateDir, writePrivateFile } from "./private-files.server";

export interface DeliveredMail {
  transport: "smtp" | "outbox";
  messageId: string;
  outboxPath: string | null;
}

let smtp: { url: string; transporter: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (!smtp || smtp.url !== url) smtp = { url, transporter: nodemailer.createTransport(url) };
  return smtp.transporter;
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

export async function deliverMail(message: Mail.Options): Promise<DeliveredMail> {
  const mail = { from: config.mailFrom, ...message };
  const url = config.mailUrl;
  if (url) {
    const info = await smtpTransport(url).sendMail(mail);
    return { transport: "smtp", messageId: info.messageId, outboxPath: null };
  }
  const info = await outboxTransport.sendMail(mail);
  const dir = config.outboxDir;
  // The messages carry sign-in, reset and claim links: for this account's eyes only (issue 24).
  await ensurePrivateDir(dir);
  const safeId = info.messageId.replace(/[^a-zA-Z0-9.-]+/g, "_").replace(/^_+|_+$/g, "");
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeId}.eml`);
  await writePrivateFile(file, info.message as Buffer);
  return { transport: "outbox", messageId: info.messageId, outboxPath: file };
}

export function closeMailTransport(): void {
  smtp?.transporter.close();
  smtp = undefined;
}
