// The purchase receipt (accounts-admin-sales.md §1, §3 Payment): what was bought, what was paid,
// and how to get into the account the purchase is kept in.
import { config } from "~/config.server";
import { formatPrice } from "~/lib/currency";
import { renderEmail, type EmailBlock, type RenderedEmail } from "./render.server";

export interface ReceiptInput {
  name: string;
  productName: string;
  amountCents: number;
  currency: string;
  paymentId: number;
  paidAt: Date;
  /** The account was made by this purchase and has no password yet. */
  needsPassword: boolean;
  /**
   * The account for this address never proved the address (someone registered it, perhaps not
   * the buyer): the course waits until the address's holder follows this link and sets a password.
   */
  claimUrl?: string | null;
  /** Where the bought thing starts (the simulation's page), when it is used in the product itself. */
  startUrl?: string | null;
}

/** The amount as the sales page and the checkout wrote it (issue 27: one currency mark everywhere). */
const money = (cents: number, currency: string) => formatPrice(cents / 100, currency);

export function purchaseReceiptEmail(input: ReceiptInput): RenderedEmail {
  const subject = `Your Upskill Academy receipt: ${input.productName}`;
  const claim: EmailBlock[] = input.claimUrl
    ? [
        {
          kind: "paragraph",
          parts: [
            "An Upskill Academy account exists for this email address, but its address was never confirmed. To make sure the course goes to you, it is kept until you claim the account: choose a password with this link. Claiming signs out everyone else using the account.",
          ],
        },
        { kind: "button", label: "Claim your account", href: input.claimUrl },
        { kind: "paragraph", parts: ['The link works once, for 7 days; after that, use "Forgot your password?" on the sign-in page.'] },
      ]
    : [];
  const account = input.needsPassword
    ? `Your purchase is kept in an Upskill Academy account for this email address. To sign in, choose a password with "Forgot your password?" at ${config.appUrl}/login?mode=login.`
    : `Your purchase is in your Upskill Academy account: sign in at ${config.appUrl}/login?mode=login.`;
  const { html, text } = renderEmail({
    title: "Thank you for your purchase",
    preheader: `${input.productName}: ${money(input.amountCents, input.currency)} paid.`,
    blocks: [
      { kind: "paragraph", parts: [input.name ? `Hi ${input.name},` : "Hi there,"] },
      { kind: "paragraph", parts: ["Thank you: your payment went through. Here is your receipt."] },
      {
        kind: "facts",
        caption: "Receipt",
        rows: [
          { label: "Item", value: input.productName },
          { label: "Amount paid", value: money(input.amountCents, input.currency) },
          { label: "Date", value: input.paidAt.toISOString().slice(0, 10) },
          { label: "Receipt number", value: `UA-${String(input.paymentId).padStart(6, "0")}` },
        ],
      },
      ...(input.claimUrl ? claim : [{ kind: "paragraph" as const, parts: [account] }]),
      ...(input.startUrl ? [{ kind: "button" as const, label: "Start your simulation", href: input.startUrl }] : []),
      { kind: "note", parts: ["30-day money-back guarantee: reply to this email within 30 days for a full refund."] },
    ],
  });
  return { subject, html, text };
}

/** To the administrators: a payment that a person must look at before (or after) it is fulfilled. */
export function paymentReviewEmail(input: {
  paymentId: number;
  email: string;
  productName: string;
  amountCents: number;
  currency: string;
  note: string;
}): RenderedEmail {
  const subject = `Payment UA-${String(input.paymentId).padStart(6, "0")} needs a review`;
  const { html, text } = renderEmail({
    title: "A payment needs a review",
    preheader: input.note,
    blocks: [
      { kind: "paragraph", parts: ["A payment was recorded that needs a person's attention:"] },
      {
        kind: "facts",
        caption: "Payment",
        rows: [
          { label: "Receipt number", value: `UA-${String(input.paymentId).padStart(6, "0")}` },
          { label: "Buyer", value: input.email },
          { label: "Item", value: input.productName },
          { label: "Amount paid", value: money(input.amountCents, input.currency) },
          { label: "Why", value: input.note },
        ],
      },
      { kind: "paragraph", parts: ["The note is also kept on the payment (payments.review_note)."] },
    ],
  });
  return { subject, html, text };
}

/** To the buyer: a second payment for levels they already owned, refunded (issue 27 item 4). */
export function duplicateRefundEmail(input: { name: string; productName: string; amountCents: number; currency: string; paymentId: number }): RenderedEmail {
  const subject = `Refunded: your second payment for ${input.productName}`;
  const { html, text } = renderEmail({
    title: "We refunded a payment",
    preheader: `${money(input.amountCents, input.currency)} refunded: you already had ${input.productName}.`,
    blocks: [
      { kind: "paragraph", parts: [input.name ? `Hi ${input.name},` : "Hi there,"] },
      {
        kind: "paragraph",
        parts: [
          `You paid for ${input.productName}, which your account already had, so we refunded the payment in full. A card refund usually takes 5 to 10 business days to show on your statement. Your course is unchanged.`,
        ],
      },
      {
        kind: "facts",
        caption: "Refund",
        rows: [
          { label: "Item", value: input.productName },
          { label: "Amount refunded", value: money(input.amountCents, input.currency) },
          { label: "Receipt number", value: `UA-${String(input.paymentId).padStart(6, "0")}` },
        ],
      },
      { kind: "button", label: "Open your course", href: `${config.appUrl}/learn` },
    ],
  });
  return { subject, html, text };
}
