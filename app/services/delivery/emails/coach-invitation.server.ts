// "Challenge Others" (issue 29): the one email a colleague's address gets from us unless its owner
// confirms. It names who invited them (the inviter's address, which the inviter proved by opening
// their progress page from our email), says what the coach is, and offers one button to the
// confirmation page, where a POST (never the link itself: mail scanners open links) signs them up.
// Transactional and visitor-triggered (app/lib/recipient-cap.ts); each address gets it once ever.
import { renderEmail, type RenderedEmail } from "./render.server";

export const COACH_INVITATION_TEMPLATE = "coach-invitation";

export interface CoachInvitationEmailInput {
  /** The inviter's address, as they signed up with it. */
  inviter: string;
  /** /coach/invitations/{token}. */
  confirmUrl: string;
  /** /coach: the public page about the coach. */
  coachPageUrl: string;
}

export function coachInvitationEmail({ inviter, confirmUrl, coachPageUrl }: CoachInvitationEmailInput): RenderedEmail {
  const { html, text } = renderEmail({
    title: "You're invited to a performance challenge",
    preheader: `${inviter} invited you to try a free email coach. Nothing more is sent unless you confirm.`,
    blocks: [
      { kind: "paragraph", parts: ["Hi there,"] },
      { kind: "paragraph", parts: [`${inviter} has been using the Upskill Academy email coach and invited you to try it.`] },
      {
        kind: "paragraph",
        parts: [
          "The coach emails you a realistic workplace challenge, like explaining a delay to your boss in 30 seconds. You reply with what you would say or write, and it scores your answer for Clarity, Impact and Confidence, with one change that would make it stronger. It's free and needs no account.",
        ],
      },
      { kind: "button", label: "Confirm and get your first challenge", href: confirmUrl },
      {
        kind: "note",
        parts: [
          "This is the only email we will send you unless you confirm. If you don't want to take part, ignore it: this address will not be invited again. ",
          { href: coachPageUrl, label: "More about the coach" },
          ".",
        ],
      },
    ],
  });
  return { subject: "You're invited to try a free email performance coach", html, text };
}
