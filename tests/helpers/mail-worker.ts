// A job worker that really sends mail, to an SMTP capture on loopback, for the length of one test:
// the send-email job runs as in production and the test reads what arrived.
import { closeMailTransport } from "../../app/adapters/mail.server";
import { startWorker } from "../../jobs/worker";
import { startSmtpCapture, type SmtpCapture } from "./smtp-capture";

export async function withMailWorker(databaseUrl: string, body: (smtp: SmtpCapture) => Promise<void>, concurrency = 2): Promise<void> {
  const smtp = await startSmtpCapture();
  process.env.MAIL_URL = smtp.url;
  const worker = await startWorker(databaseUrl, concurrency);
  try {
    await body(smtp);
  } finally {
    await worker.stop();
    await smtp.close();
    closeMailTransport();
    delete process.env.MAIL_URL;
  }
}
