// A per-recipient daily cap on mail a visitor can make us send (issue 24, item 7). Many of the
// product's forms mail whatever address is typed in (a toolkit report, a waitlist or newsletter
// confirmation, a coach challenge, a consultation or early-access confirmation, the account
// notices of a registration), and nobody has proven that address is theirs. Per-visitor rate
// limits alone let many visitors, or one with many addresses, flood one inbox in our name; so
// however many ask, one address gets at most a few of these mails a day. Mail to the team, and
// mail only an account's own purchases or password reset can cause, are not counted.

/** The templates (email_messages.template) of mail a visitor can send to an address nobody proved. */
export const VISITOR_TRIGGERED_TEMPLATES: ReadonlySet<string> = new Set([
  "toolkit-report",
  "waitlist-confirmation",
  "newsletter-welcome",
  "coach-challenge",
  // The coach's one-a-day "not your challenge" answer to whoever replied from another address.
  "coach-other-sender",
  // "Challenge Others": the one invitation a colleague's address gets.
  "coach-invitation",
  "consultation-confirmation",
  "survey-early-access",
  "confirm-email",
  "account-exists",
]);

export const isVisitorTriggered = (template: string) => VISITOR_TRIGGERED_TEMPLATES.has(template);

/** The cap runs over the last 24 hours. */
export const RECIPIENT_CAP_WINDOW_HOURS = 24;

/** Enough for one person's own first day (sign-up, a report or two, a confirmation); too few to harass. */
export const RECIPIENT_DAILY_CAP_DEFAULT = 5;

/** MAIL_PER_RECIPIENT_DAILY_LIMIT (a whole number of at least 1), else the default. */
export function recipientDailyCap(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.MAIL_PER_RECIPIENT_DAILY_LIMIT);
  return Number.isInteger(value) && value >= 1 ? value : RECIPIENT_DAILY_CAP_DEFAULT;
}

/** Whether one more such mail may go to an address that has had `alreadySent` (plus `pending` on their way). */
export const mayMailRecipient = (alreadySent: number, pending: number, cap: number) => alreadySent + pending < cap;

export const RECIPIENT_CAP_MESSAGE = "This address has had as many emails from us as we send to one address in a day. Please try again tomorrow.";
