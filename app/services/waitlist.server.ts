// The toolkit waitlist's one operation (visitor-side.md §2 "Waitlist", §5, §7, §8): check the
// name and email, store the address once (a repeat, in any letter case, is not an error and adds
// nothing), and queue the confirmation in the same transaction, only for a new address. The
// page's form action and POST /api/toolkit-waitlist both call joinWaitlist().
import { getDb, type Database } from "../../db/client";
import { waitlistSignups } from "../../db/schema/index";
import { WAITLIST_MESSAGES } from "~/content/waitlist";
import type { FormProblem } from "~/lib/schemas/report";
import { checkSignup, isBot } from "~/lib/signups";
import { queueEmail } from "./email.server";
import { WAITLIST_TEMPLATE, waitlistConfirmationEmail } from "./emails/waitlist.server";
import { EMAIL_SIGNUP_LIMIT, hitRateLimit, TOO_MANY_REQUESTS_MESSAGE } from "./rate-limit.server";

export type SignupOutcome =
  | { ok: true; message: FormProblem }
  | { ok: false; status: 400 | 429 | 500; problem: FormProblem; retryAfterSeconds?: number };

export const TOO_MANY_SIGNUPS: FormProblem = { title: "Too Many Requests", description: TOO_MANY_REQUESTS_MESSAGE };

/**
 * Every attempt counts towards the visitor's email sign-up limit (EMAIL_SIGNUP_LIMIT), good or
 * bad. The answer is the same for a new and a known address, so the form tells nobody who is on
 * the list.
 */
export async function joinWaitlist(fields: Record<string, unknown>, clientIp: string, db: Database = getDb()): Promise<SignupOutcome> {
  const limit = await hitRateLimit(EMAIL_SIGNUP_LIMIT, clientIp, db);
  if (!limit.allowed) return { ok: false, status: 429, problem: TOO_MANY_SIGNUPS, retryAfterSeconds: limit.retryAfterSeconds };
  if (isBot(fields)) return { ok: false, status: 400, problem: WAITLIST_MESSAGES.failed };
  const checked = checkSignup(fields, WAITLIST_MESSAGES);
  if (!checked.ok) return { ok: false, status: 400, problem: checked.problem };
  try {
    await addToWaitlist(checked.value, db);
    return { ok: true, message: WAITLIST_MESSAGES.success };
  } catch (error) {
    console.error("Waitlist sign-up failed", error);
    return { ok: false, status: 500, problem: WAITLIST_MESSAGES.failed };
  }
}

/** Stores a checked sign-up; true when the address is new (and its confirmation was queued). */
export async function addToWaitlist(signup: { name: string; email: string }, db: Database = getDb()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The unique index on lower(email) decides, so two sign-ups arriving at once store one row.
    const [row] = await tx
      .insert(waitlistSignups)
      .values({ name: signup.name, email: signup.email })
      .onConflictDoNothing()
      .returning({ id: waitlistSignups.id });
    if (!row) return false;
    const message = waitlistConfirmationEmail({ name: signup.name });
    await queueEmail(
      { to: signup.email, ...message, kind: "transactional", template: WAITLIST_TEMPLATE, idempotencyKey: `waitlist:${row.id}` },
      tx,
    );
    return true;
  });
}
