// To the team: a new consultation request.
import { oneLine } from "~/lib/text";
import { renderEmail, safeHref, type Inline, type RenderedEmail } from "./render.server";

export interface ConsultationAdminInput {
  name: string;
  email: string;
  company?: string | null;
  phone?: string | null;
  workArea?: string | null;
  workAreaDescription?: string | null;
  jobTitle?: string | null;
  toolkitUrl?: string | null;
}

/** To the team: a new consultation request, every field shown (and escaped). */
export function consultationAdminEmail(input: ConsultationAdminInput): RenderedEmail {
  const shown = (value: string | null | undefined): string => (value && value.trim() ? value.trim() : "Not provided");
  const emailHref = safeHref(`mailto:${input.email.trim()}`);
  const rows: { label: string; value: Inline }[] = [
    { label: "Name", value: shown(input.name) },
    { label: "Email", value: emailHref ? { href: emailHref, label: input.email.trim() } : shown(input.email) },
    { label: "Company", value: shown(input.company) },
    { label: "Phone", value: shown(input.phone) },
    { label: "Job title", value: shown(input.jobTitle) },
    { label: "Work area", value: shown(input.workArea) },
    { label: "Work area description", value: shown(input.workAreaDescription) },
    { label: "Toolkit", value: input.toolkitUrl ? { href: input.toolkitUrl, label: input.toolkitUrl } : "Not provided" },
  ];
  const who = oneLine(input.name, 80) || oneLine(input.email, 80);
  const { html, text } = renderEmail({
    title: "New consultation request",
    preheader: `${who} asked for a consultation. Reply within 24 hours.`,
    blocks: [
      { kind: "paragraph", parts: [`${who} booked a consultation. We promised to contact them within 24 hours to schedule it.`] },
      { kind: "facts", caption: "Request details", rows },
    ],
  });
  return { subject: `New consultation request: ${who}`, html, text };
}
