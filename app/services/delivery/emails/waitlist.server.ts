// The waitlist's confirmation (visitor-side.md §2 "Waitlist", §8): a short note that the address
// is on the list. Transactional: it answers the visitor's own request, once, so it carries no
// unsubscribe link and goes out even to an address that opted out of marketing.
import { config } from "~/config.server";
import { WAITLIST_FORM } from "~/content/waitlist";
import { renderEmail, type RenderedEmail } from "./render.server";
import { NAME_LINE_MAX, oneLine } from "~/lib/text";

export const WAITLIST_TEMPLATE = "waitlist-confirmation";

export function waitlistConfirmationEmail(input: { name: string }): RenderedEmail {
  const name = oneLine(input.name, NAME_LINE_MAX);
  const { html, text } = renderEmail({
    title: WAITLIST_FORM.successHeading,
    preheader: WAITLIST_FORM.successText,
    blocks: [
      { kind: "paragraph", parts: [name ? `Hi ${name},` : "Hi there,"] },
      { kind: "paragraph", parts: ["Thank you for joining the waitlist for our tailored AI Toolkit. " + WAITLIST_FORM.successText] },
      {
        kind: "panel",
        blocks: [
          { kind: "heading", text: "While you wait" },
          {
            kind: "paragraph",
            parts: ["Our free AI toolkit is ready today: the AI tools that fit your job title, with an estimate of the time each can save."],
          },
          { kind: "button", label: "Get your free AI toolkit", href: `${config.appUrl}/aitoolkit` },
        ],
      },
      {
        kind: "note",
        parts: [
          "You're getting this email because this address joined the waitlist on our website. If that wasn't you, reply to this email and we'll remove it.",
        ],
      },
    ],
  });
  return { subject: "You're on the AI Toolkit waitlist", html, text };
}
