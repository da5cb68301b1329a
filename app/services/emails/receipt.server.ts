// The purchase receipt (accounts-admin-sales.md §1, §3 Payment): what was bought, what was paid,
// and how to get into the account the purchase is kept in.
import { config } from "~/config.server";
import { pricePrefix } from "~/lib/currency";
import { renderEmail, type RenderedEmail } from "./render.server";

export interface ReceiptInput {
  name: string;
  productName: string;
  amountCents: number;
  currency: string;
  paymentId: number;
  paidAt: Date;
  /** The account was made by this purchase and has no password yet. */
  needsPassword: boolean;
}

/** AU$ for aud and $ for usd, as the sales page writes prices (§2, §9); other currencies by their code. */
function money(cents: number, currency: string): string {
  const amount = (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return ["aud", "usd"].includes(currency.toLowerCase()) ? `${pricePrefix(currency.toLowerCase())}${amount}` : `${currency.toUpperCase()} ${amount}`;
}

export function purchaseReceiptEmail(input: ReceiptInput): RenderedEmail {
  const subject = `Your Upskill Academy receipt: ${input.productName}`;
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
      { kind: "paragraph", parts: [account] },
      { kind: "note", parts: ["30-day money-back guarantee: reply to this email within 30 days for a full refund."] },
    ],
  });
  return { subject, html, text };
}
