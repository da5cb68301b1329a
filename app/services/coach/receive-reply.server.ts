// The one operation every inbound path feeds (issue 29 item 1): a message for a coach address
// becomes a stored reply to its challenge, in the same transaction that queues the job that
// scores and answers it (answer-reply.server.ts). What is not a reply to score is decided here:
// - no coach token, or a forged one: dropped and logged (coach_inbound_drops, the log);
// - an automatic reply (out of office): dropped, so two robots never mail each other;
// - from another address than the challenge went to: not scored, its sender told why once a day;
// - the same message again (a webhook retried, a mailbox polled twice): stored once.
// Empty, attachment-only, too large, non-English and too many tries are stored with their problem
// and answered by the job without a score.
import { and, count, eq, gt, sql } from "drizzle-orm";
import { getDb, type Database, type Executor } from "../../../db/client";
import { coachChallengeSends, coachInboundDrops, coachReplies, coachSignups, type CoachDropReason, type CoachReplyProblem } from "../../../db/schema/index";
import { log } from "~/adapters/log.server";
import { config } from "~/config.server";
import { checkLanguage } from "~/lib/coach-language";
import { MAX_REPLY_CHARS } from "~/lib/coach-inbound";
import { replyText } from "~/lib/coach-reply-text";
import { readCoachToken, tokenInAddress } from "~/lib/coach-tokens";
import { coachOtherSenderEmail, COACH_OTHER_SENDER_TEMPLATE } from "../delivery/emails/coach-answers.server";
import { queueEmail } from "../delivery/email.server";
import { queueJob } from "../operations/jobs.server";
import { coachSecret } from "./challenge-sends.server";
import type { InboundMail } from "./inbound-mail.server";

export const ANSWER_COACH_REPLY_TASK = "answer-coach-reply";

/** Answers to one challenge that are scored; one more gets a "too many" answer, later ones nothing. */
export const MAX_SCORED_ATTEMPTS = 3;

export type ReceiveOutcome =
  | { kind: "stored"; replyId: number; problem: CoachReplyProblem | null }
  | { kind: "duplicate" }
  | { kind: "dropped"; reason: CoachDropReason; answered: boolean };

/** The challenge a message answers: the first recipient that is a coach address with a valid token. */
export function sendIdFor(recipients: readonly string[]): number | null {
  for (const recipient of recipients) {
    const token = tokenInAddress(config.coachAddress, recipient);
    const id = token ? readCoachToken("reply", token, coachSecret()) : null;
    if (id) return id;
  }
  return null;
}

export function replyProblem(mail: InboundMail, text: string, attempt: number): CoachReplyProblem | null {
  if (attempt > MAX_SCORED_ATTEMPTS) return "too-many";
  if (mail.tooLarge || text.length > MAX_REPLY_CHARS) return "too-large";
  if (!text.trim()) return mail.attachments > 0 ? "attachment-only" : "empty";
  if (!checkLanguage(text).english) return "language";
  return null;
}

/** C0 controls except tab and line breaks, DEL, C1: PostgreSQL cannot store a NUL, and none belongs in a reply. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const clean = (value: string) => value.replace(CONTROL_CHARACTERS, "");

export async function receiveCoachReply(received: InboundMail, db: Database = getDb()): Promise<ReceiveOutcome> {
  // Whatever path it came by, the message's strings are made storable in one place.
  const mail: InboundMail = {
    ...received,
    recipients: received.recipients.map(clean),
    from: received.from === null ? null : clean(received.from),
    subject: clean(received.subject),
    messageId: clean(received.messageId),
    text: clean(received.text),
  };
  const sendId = sendIdFor(mail.recipients);
  const recipient = mail.recipients[0] ?? "";
  if (!sendId) return drop(db, mail, "unknown-token", recipient, null);
  return db.transaction(async (tx) => {
    // Locked, so two replies to one challenge arriving together get attempts 1 and 2.
    const [send] = await tx
      .select({ id: coachChallengeSends.id, email: coachSignups.email })
      .from(coachChallengeSends)
      .innerJoin(coachSignups, eq(coachSignups.id, coachChallengeSends.signupId))
      .where(eq(coachChallengeSends.id, sendId))
      .for("update", { of: coachChallengeSends });
    // A valid signature for a challenge since deleted (the person asked to be forgotten).
    if (!send) return drop(tx, mail, "unknown-token", recipient, null);
    if (mail.automatic) return drop(tx, mail, "auto-reply", recipient, send.id);
    if (!mail.from || mail.from.toLowerCase() !== send.email.toLowerCase()) return drop(tx, mail, "other-sender", recipient, send.id);

    const [{ n }] = (await tx.select({ n: count() }).from(coachReplies).where(eq(coachReplies.sendId, send.id))) as [{ n: number }];
    const attempt = n + 1;
    const text = mail.tooLarge ? "" : replyText(mail.text);
    const problem = replyProblem(mail, text, attempt);
    const [stored] = await tx
      .insert(coachReplies)
      .values({
        sendId: send.id,
        receivedVia: mail.via,
        messageId: mail.messageId.slice(0, 500),
        subject: mail.subject.slice(0, 300),
        sizeBytes: mail.sizeBytes,
        // Kept to what the coach reads: an oversized answer is not stored whole.
        text: text.slice(0, MAX_REPLY_CHARS),
        attempt,
        problem,
      })
      .onConflictDoNothing()
      .returning({ id: coachReplies.id });
    if (!stored) return { kind: "duplicate" } as const;
    await queueJob(ANSWER_COACH_REPLY_TASK, { replyId: stored.id }, { jobKey: `coach-reply:${stored.id}` }, tx);
    log.info({ replyId: stored.id, via: mail.via, attempt, problem }, "Coach reply stored");
    return { kind: "stored", replyId: stored.id, problem } as const;
  });
}

/** How long one sender waits between two "not your challenge" explanations. */
export const OTHER_SENDER_ANSWER_HOURS = 24;

async function drop(db: Executor, mail: InboundMail, reason: CoachDropReason, recipient: string, sendId: number | null): Promise<ReceiveOutcome> {
  const sender = mail.from ?? "";
  let answered = false;
  if (reason === "other-sender" && sender) {
    const [recent] = await db
      .select({ id: coachInboundDrops.id })
      .from(coachInboundDrops)
      .where(
        and(
          sql`lower(${coachInboundDrops.sender}) = ${sender.toLowerCase()}`,
          eq(coachInboundDrops.answered, true),
          gt(coachInboundDrops.receivedAt, sql`now() - make_interval(hours => ${OTHER_SENDER_ANSWER_HOURS})`),
        ),
      )
      .limit(1);
    if (!recent) {
      const email = coachOtherSenderEmail({ coachPageUrl: `${config.appUrl}/coach` });
      // Not sent inside this function's transaction when there is none: queueEmail takes the executor given.
      await queueEmail({ to: sender, ...email, kind: "transactional", template: COACH_OTHER_SENDER_TEMPLATE }, db).then(
        () => (answered = true),
        (error: unknown) => log.warn({ err: error, reason }, "Coach could not queue an explanation to the sender"),
      );
    }
  }
  await db
    .insert(coachInboundDrops)
    .values({ receivedVia: mail.via, reason, recipient: recipient.slice(0, 320), sender: sender.slice(0, 320), sendId, answered });
  // No addresses in the log (personal data); the drop's row has them for the admin.
  log.warn({ via: mail.via, reason, sendId, answered }, "Coach mail dropped");
  return { kind: "dropped", reason, answered };
}
