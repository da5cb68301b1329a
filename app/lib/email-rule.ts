// The one email rule (DESIGN.md §1 "shared vocabulary has one home"): an address is accepted only
// if the mail system can deliver to it, and that is decided where the address comes in (every
// form, the APIs, the CLI, a Stripe purchase), never later in the send-email job. Before this rule
// the forms took "text@text.text" while the job took only what zod's email check took, so an
// address such as `eve,bob@example.test` (a comma: two recipients to an SMTP library) was stored
// and its mail failed on every retry.
//
// The rule is the RFC 5322 dot-atom in ASCII: a local part of letters, digits and
// ! # $ % & ' * + / = ? ^ _ ` { | } ~ - (dots between them), an @, and a domain name of at least two
// labels of letters, digits and inner hyphens, the last one letters only. No quotes, no comments,
// no spaces or commas, no IP literals, and no non-ASCII (an internationalised address needs
// SMTPUTF8, which not every relay offers): such an address is refused with the form's message.
import { z } from "zod";

export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
/**
 * The rule as a pattern, for schemas that check length separately (so "too long" is said as
 * such): the local part is at most 64 characters, checked by the lookahead.
 */
export const DELIVERABLE_EMAIL = new RegExp(`^(?=[^@]{1,${LOCAL_MAX}}@)(${ATOM}(?:\\.${ATOM})*)@((?:${LABEL}\\.)+[A-Za-z]{2,63})$`);

/** Whether the mail system can deliver to this address (already trimmed). */
export function isDeliverableEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && DELIVERABLE_EMAIL.test(value);
}

/**
 * For schemas that say "too long" themselves: an address over EMAIL_MAX passes here, so the
 * length check's message is the one shown.
 */
export const deliverableUnlessTooLong = (value: string): boolean => value.length > EMAIL_MAX || isDeliverableEmail(value);

/** The same rule as a zod schema: trims, then refuses with `message` what cannot be delivered. */
export function emailSchema(message = "Please enter a valid email address.") {
  return z
    .string()
    .trim()
    .refine((value) => isDeliverableEmail(value), message);
}
