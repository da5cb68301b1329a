// The toolkit waitlist's one operation (visitor-side.md §2 "Waitlist", §5, §7, §8): store the
// address once (a repeat, in any letter case, is not an error and adds nothing), and queue the
// confirmation in the same transaction, only for a new address. The page's form action and
// POST /api/toolkit-waitlist both reach joinWaitlist() through the edge (app/http/forms.server.ts),
// which checks the fields with the form's schema and counts the visitor's sign-up limit.
import { getDb, type Database } from "../../../db/client";
import { waitlistSignups } from "../../../db/schema/index";
import type { WaitlistSignup } from "~/lib/schemas/signup";
import { queueEmail } from "../delivery/email.server";
import { WAITLIST_TEMPLATE, waitlistConfirmationEmail } from "../delivery/emails/waitlist.server";
import { log } from "~/adapters/log.server";

export type SignupOutcome = { ok: true } | { ok: false; reason: "failed" };

/** The answer is the same for a new and a known address, so the form tells nobody who is on the list. */
export async function joinWaitlist(signup: WaitlistSignup, db: Database = getDb()): Promise<SignupOutcome> {
  try {
    await addToWaitlist(signup, db);
    return { ok: true };
  } catch (error) {
    log.error({ err: error }, "Waitlist sign-up failed");
    return { ok: false, reason: "failed" };
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
    await queueEmail({ to: signup.email, ...message, kind: "transactional", template: WAITLIST_TEMPLATE, idempotencyKey: `waitlist:${row.id}` }, tx);
    return true;
  });
}
