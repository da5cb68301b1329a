// The pre-launch survey's email (accounts-admin-sales.md §2): a confirmation to a respondent who
// asked for early access. Transactional: it answers their own request, once, so it carries no
// unsubscribe link and goes out even to an address that opted out of marketing.
import { config } from "~/config.server";
import { renderEmail, type RenderedEmail } from "./render.server";
import { NAME_LINE_MAX, oneLine } from "~/lib/text";

export interface EarlyAccessConfirmationInput {
  name: string;
  jobTitle: string;
}

export const EARLY_ACCESS_TEMPLATE = "survey-early-access";

export function earlyAccessConfirmationEmail(input: EarlyAccessConfirmationInput): RenderedEmail {
  const name = oneLine(input.name, NAME_LINE_MAX);
  const jobTitle = oneLine(input.jobTitle, 120);
  const subject = "You're on the Upskill Academy early-access list";
  const { html, text } = renderEmail({
    title: "You're on the early-access list",
    preheader: "Thanks for answering our survey. We'll write when early access to the AI training opens.",
    blocks: [
      { kind: "paragraph", parts: [name ? `Hi ${name},` : "Hi there,"] },
      {
        kind: "paragraph",
        parts: ["Thank you for answering our pre-launch survey and for asking for early access to our AI training for working professionals."],
      },
      {
        kind: "paragraph",
        parts: [
          "We'll email you at this address when early access opens, so you can start before everyone else. Your answers help us decide what the training teaches first.",
        ],
      },
      ...(jobTitle ? [{ kind: "facts" as const, caption: "What you told us", rows: [{ label: "Job title", value: jobTitle }] }] : []),
      {
        kind: "panel",
        blocks: [
          { kind: "heading", text: "While you wait" },
          {
            kind: "paragraph",
            parts: ["See which AI tools fit your role, with an estimate of the time each can save."],
          },
          { kind: "button", label: "Get your free AI toolkit", href: `${config.appUrl}/` },
        ],
      },
      {
        kind: "note",
        parts: [
          "You're getting this email because this address was entered for early access on our survey. If that wasn't you, reply to this email and we'll remove it.",
        ],
      },
    ],
  });
  return { subject, html, text };
}
