// The workshops newsletter's one operation (visitor-side.md §2 "Workshops", §4, §5, §8, §9). The
// spec's dialog makes no call; ours subscribes for real: check name, email and the optional city,
// store the address once (a repeat, in any letter case, is not an error, adds nothing and sends no
// second welcome), and queue the welcome email with the 10% discount code in the same
// transaction. The page's form action and POST /api/newsletter both reach subscribeToNewsletter()
// through the edge, which checks the fields and counts the visitor's sign-up limit.
import { getDb, type Database } from "../../../db/client";
import { newsletterSignups } from "../../../db/schema/index";
import { DEFAULT_NEWSLETTER_DISCOUNT_CODE } from "~/content/workshops";
import type { NewsletterSignup } from "~/lib/schemas/signup";
import { queueEmail } from "../delivery/email.server";
import { NEWSLETTER_WELCOME_TEMPLATE, newsletterWelcomeEmail } from "../delivery/emails/newsletter.server";
import { createUnsubscribeUrl, listUnsubscribeHeaders } from "../delivery/unsubscribe.server";
import type { SignupOutcome } from "./waitlist.server";
import { log } from "~/adapters/log.server";

/** Where the sign-up came from, stored with it; only the workshops page has the form today. */
export type NewsletterSource = "workshops";

/** NEWSLETTER_DISCOUNT_CODE, read at each use so an operator can change it without a rebuild. */
export function newsletterDiscountCode(): string {
  return process.env.NEWSLETTER_DISCOUNT_CODE?.trim() || DEFAULT_NEWSLETTER_DISCOUNT_CODE;
}

/** A new or an already subscribed address alike is a success: the form tells nobody who is subscribed. */
export async function subscribeToNewsletter(signup: NewsletterSignup, source: NewsletterSource = "workshops", db: Database = getDb()): Promise<SignupOutcome> {
  try {
    await addNewsletterSubscriber({ name: signup.name, email: signup.email, city: signup.city, source }, db);
    return { ok: true };
  } catch (error) {
    log.error({ err: error }, "Newsletter sign-up failed");
    return { ok: false, reason: "failed" };
  }
}

/** Stores a checked subscription; true when the address is new (and its welcome was queued). */
export async function addNewsletterSubscriber(
  subscriber: { name: string; email: string; city: string | null; source: NewsletterSource },
  db: Database = getDb(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSignups)
      .values({ name: subscriber.name, email: subscriber.email, city: subscriber.city, source: subscriber.source })
      .onConflictDoNothing()
      .returning({ id: newsletterSignups.id });
    if (!row) return false;
    const unsubscribeUrl = await createUnsubscribeUrl(subscriber.email, tx);
    const message = newsletterWelcomeEmail({ name: subscriber.name, city: subscriber.city, discountCode: newsletterDiscountCode(), unsubscribeUrl });
    await queueEmail(
      {
        to: subscriber.email,
        ...message,
        // Newsletter mail: an address that opted out of marketing is not written to.
        kind: "marketing",
        template: NEWSLETTER_WELCOME_TEMPLATE,
        idempotencyKey: `newsletter:${row.id}:welcome`,
        headers: listUnsubscribeHeaders(unsubscribeUrl),
      },
      tx,
    );
    return true;
  });
}
