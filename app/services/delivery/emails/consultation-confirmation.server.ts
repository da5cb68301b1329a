// To the person who booked a consultation (visitor-side.md §2, §8).
import { oneLine } from "~/lib/text";
import { greeting, LINE_MAX, renderEmail, type EmailBlock, type Inline, type RenderedEmail } from "./render.server";

export interface ConsultationConfirmationInput {
  name: string;
  jobTitle?: string | null;
  workArea?: string | null;
}

/** To the person who booked a consultation. */
export function consultationConfirmationEmail(input: ConsultationConfirmationInput): RenderedEmail {
  const subject = "We received your consultation request";
  const rows: { label: string; value: Inline }[] = [];
  if (input.jobTitle && oneLine(input.jobTitle, LINE_MAX)) rows.push({ label: "Job title", value: oneLine(input.jobTitle, LINE_MAX) });
  if (input.workArea && oneLine(input.workArea, LINE_MAX)) rows.push({ label: "Work area", value: oneLine(input.workArea, LINE_MAX) });
  const blocks: EmailBlock[] = [
    { kind: "paragraph", parts: [greeting(input.name)] },
    { kind: "paragraph", parts: ["Thank you for booking a consultation with us. We'll contact you within 24 hours to schedule your consultation."] },
    ...(rows.length ? [{ kind: "facts" as const, caption: "What you told us", rows }] : []),
    { kind: "paragraph", parts: ["If anything changes before then, just reply to this email."] },
  ];
  const { html, text } = renderEmail({
    title: "Thank you for your consultation request",
    preheader: "We'll contact you within 24 hours to schedule your consultation.",
    blocks,
  });
  return { subject, html, text };
}
