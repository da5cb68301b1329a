// The newsletter's welcome (visitor-side.md §8 "Check your email for a 10% discount code!", §9
// 10% discount): the discount code for a first workshop, and what the newsletter will bring.
// Marketing mail: the footer carries the unsubscribe link and the caller adds the List-Unsubscribe
// headers (app/services/delivery/unsubscribe.server.ts).
import { config } from "~/config.server";
import { NEWSLETTER_DISCOUNT_PERCENT } from "~/content/workshops";
import { renderEmail, type RenderedEmail } from "./render.server";
import { NAME_LINE_MAX, oneLine } from "~/lib/text";

export const NEWSLETTER_WELCOME_TEMPLATE = "newsletter-welcome";

export interface NewsletterWelcomeInput {
  name: string;
  city: string | null;
  discountCode: string;
  unsubscribeUrl: string;
}

export function newsletterWelcomeEmail(input: NewsletterWelcomeInput): RenderedEmail {
  const name = oneLine(input.name, NAME_LINE_MAX);
  const city = input.city ? oneLine(input.city, 60) : "";
  const percent = `${NEWSLETTER_DISCOUNT_PERCENT}%`;
  const { html, text } = renderEmail({
    title: "Welcome to the Upskill Academy newsletter",
    preheader: `Your ${percent} discount code for a live AI workshop is inside.`,
    blocks: [
      { kind: "paragraph", parts: [name ? `Hi ${name},` : "Hi there,"] },
      {
        kind: "paragraph",
        parts: [
          city
            ? `Thank you for subscribing. We'll let you know when a live AI workshop is coming to ${city}, along with new workshops, guides and offers.`
            : "Thank you for subscribing. We'll let you know when new live AI workshops are announced, along with guides and offers.",
        ],
      },
      {
        kind: "panel",
        blocks: [
          { kind: "heading", text: `Your ${percent} discount code` },
          {
            kind: "facts",
            caption: "Your discount",
            rows: [
              { label: "Code", value: input.discountCode },
              { label: "Discount", value: `${percent} off your first workshop` },
            ],
          },
          { kind: "paragraph", parts: ["Enter the code when you reserve your spot on the booking page."] },
          { kind: "button", label: "See upcoming workshops", href: `${config.appUrl}/workshops` },
        ],
      },
    ],
    unsubscribeUrl: input.unsubscribeUrl,
  });
  return { subject: `Welcome! Your ${percent} workshop discount code`, html, text };
}
