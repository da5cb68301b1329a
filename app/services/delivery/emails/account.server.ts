// Mail about the account itself (DESIGN.md §4 "an email address owns purchases and data only once
// it is proven"): the confirmation link registration sends, and the notice to an address's owner
// when someone tries to register it again (the form itself says only "Failed to create account").
import { config } from "~/config.server";
import { renderEmail, type RenderedEmail } from "./render.server";

const hello = (name: string) => (name.trim() ? `Hi ${name.trim().slice(0, 80)},` : "Hi there,");

export function confirmEmailEmail(input: { name: string; confirmUrl: string; validDays: number }): RenderedEmail {
  const subject = "Confirm your Upskill Academy email address";
  const { html, text } = renderEmail({
    title: "Confirm your email address",
    preheader: "One click proves this address is yours.",
    blocks: [
      { kind: "paragraph", parts: [hello(input.name)] },
      { kind: "paragraph", parts: ["Welcome to Upskill Academy. Please confirm that this email address is yours:"] },
      { kind: "button", label: "Confirm my email address", href: input.confirmUrl },
      {
        kind: "paragraph",
        parts: [`The link works for ${input.validDays} days. Courses bought with this address are kept for an account only once its address is confirmed.`],
      },
      { kind: "note", parts: ["If you did not create an account, ignore this email: nothing bought with this address will go to that account."] },
    ],
  });
  return { subject, html, text };
}

export function accountExistsEmail(input: { name: string }): RenderedEmail {
  const subject = "Someone tried to create an Upskill Academy account with your address";
  const { html, text } = renderEmail({
    title: "You already have an account",
    preheader: "Sign in, or choose a new password, with this address.",
    blocks: [
      { kind: "paragraph", parts: [hello(input.name)] },
      { kind: "paragraph", parts: ["Someone (perhaps you) just tried to create an Upskill Academy account with this email address, which already has one."] },
      { kind: "button", label: "Sign in", href: `${config.appUrl}/login?mode=login` },
      {
        kind: "paragraph",
        parts: ['If you have not set a password yet, or forgot it, choose "Forgot your password?" on the sign-in page: the link goes to this address.'],
      },
      { kind: "note", parts: ["If it was not you, you need do nothing: your account is unchanged."] },
    ],
  });
  return { subject, html, text };
}
