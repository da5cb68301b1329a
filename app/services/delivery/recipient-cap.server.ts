// The per-recipient daily cap (app/lib/recipient-cap.ts) counted where every message is logged:
// email_messages, by address (any letter case), template and time. sendEmail() applies it to
// every message as it goes out; a form that can tell the visitor at once (the toolkit report)
// asks first too.
import { and, count, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../../db/client";
import { emailMessages } from "../../../db/schema/index";
import { mayMailRecipient, RECIPIENT_CAP_WINDOW_HOURS, recipientDailyCap, VISITOR_TRIGGERED_TEMPLATES } from "~/lib/recipient-cap";

/** Visitor-triggered mail sent to this address in the cap's window. */
export async function visitorMailsSentTo(address: string, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailMessages)
    .where(
      and(
        sql`lower(${emailMessages.toAddress}) = ${address.toLowerCase()}`,
        eq(emailMessages.status, "sent"),
        inArray(emailMessages.template, [...VISITOR_TRIGGERED_TEMPLATES]),
        gt(emailMessages.createdAt, sql`now() - make_interval(hours => ${RECIPIENT_CAP_WINDOW_HOURS})`),
      ),
    );
  return row?.n ?? 0;
}

/** Whether one more visitor-triggered mail may go to this address, counting `pending` ones not yet sent. */
export async function recipientMayReceive(address: string, pending = 0, db: Executor = getDb()): Promise<boolean> {
  return mayMailRecipient(await visitorMailsSentTo(address, db), pending, recipientDailyCap());
}

/** Serialise the sends to one address (until the transaction ends), so two at once cannot both pass the cap. */
export async function lockRecipient(address: string, tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`upskill-academy:recipient:${address.toLowerCase()}`}))`);
}
