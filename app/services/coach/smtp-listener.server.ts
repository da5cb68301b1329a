// The coach's built-in inbound SMTP listener (issue 29 item 1, the embedded default): started with
// `academy serve` on COACH_SMTP_PORT (default 2525, loopback; 0 turns it off). It accepts mail only
// for the coach's own addresses (coach+{token}@...), refuses messages over MAX_INBOUND_BYTES while
// they arrive, and hands each message to receiveCoachReply(). While the database cannot take the
// reply it answers 451, so the sending server keeps the message and tries again: nothing is lost.
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import { log } from "~/adapters/log.server";
import { config } from "~/config.server";
import { MAX_INBOUND_BYTES, MAX_REPLY_BYTES } from "~/lib/coach-inbound";
import { tokenInAddress } from "~/lib/coach-tokens";
import { readRawMessage } from "./inbound-mail.server";
import { receiveCoachReply, type ReceiveOutcome } from "./receive-reply.server";
import type { InboundMail } from "./inbound-mail.server";

export interface CoachSmtpListener {
  port: number;
  close(): Promise<void>;
}

/** A reply is addressed to one challenge; more recipients than this in one message are refused. */
const MAX_RECIPIENTS = 5;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** Reads the message as it streams in, keeping no more than the coach reads (and the headers of a larger one). */
function collect(stream: SMTPServerDataStream): Promise<{ raw: Buffer; size: number; exceeded: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (kept <= MAX_REPLY_BYTES) {
        chunks.push(chunk);
        kept += chunk.length;
      }
    });
    stream.on("end", () => resolve({ raw: Buffer.concat(chunks), size, exceeded: stream.sizeExceeded }));
    stream.on("error", reject);
  });
}

export async function startCoachSmtpListener(
  options: { port?: number; host?: string; receive?: (mail: InboundMail) => Promise<ReceiveOutcome> } = {},
): Promise<CoachSmtpListener> {
  const receive = options.receive ?? ((mail: InboundMail) => receiveCoachReply(mail));
  const server = new SMTPServer({
    banner: "Upskill Academy email coach",
    // Replies come from other mail servers or a relay, not from users who sign in.
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_INBOUND_BYTES,
    maxClients: 50,
    socketTimeout: 60_000,
    logger: false,
    onRcptTo(address, session: SMTPServerSession, callback) {
      if (!tokenInAddress(config.coachAddress, address.address)) return callback(smtpError(550, "5.1.1 No such mailbox here"));
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) return callback(smtpError(452, "4.5.3 Too many recipients"));
      callback();
    },
    onData(stream, session, callback) {
      collect(stream)
        .then(async ({ raw, size, exceeded }) => {
          if (exceeded) return callback(smtpError(552, `5.3.4 Message larger than ${MAX_INBOUND_BYTES} bytes`));
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          const mail = await readRawMessage(raw, { via: "smtp", recipients, sizeBytes: size });
          await receive(mail);
          callback(null, "Received by your coach");
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "Coach SMTP listener could not take a message; the sender will retry");
          callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        });
    },
  });
  // A socket error (a client that vanished) is not the listener's failure.
  server.on("error", (error) => log.warn({ err: error }, "Coach SMTP listener: connection error"));
  const port = options.port ?? config.coachSmtpPort;
  const host = options.host ?? config.coachSmtpHost;
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
