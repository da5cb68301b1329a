// Email templates. Each template describes its content once as a few blocks (paragraphs, buttons,
// lists, fact tables); renderEmail() turns that into both parts of the message: table-layout HTML
// with inline styles for mail clients, and a plain-text part written for people, not stripped tags.
// Every piece of text is escaped on the way into HTML, so a template never builds markup by hand.
import { config } from "~/config.server";
import { formatCurrency, formatPercent } from "~/lib/format";
import { escapeHtml, oneLine } from "~/lib/text";

const BRAND = "#2452e0";
const BRAND_DARK = "#1c41b4";
const TEXT = "#1f2937";
const MUTED = "#4b5563";
const PAGE = "#f3f5f9";
const PANEL = "#eef4ff";
const FONT = "Arial, Helvetica, sans-serif";
const ACADEMY = "Upskill Academy";
const TEXT_WIDTH = 76;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A link inside running text. */
export interface EmailLink {
  href: string;
  label: string;
}
export type Inline = string | EmailLink;

export type EmailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; parts: Inline[] }
  | { kind: "button"; label: string; href: string }
  | { kind: "list"; items: string[] }
  | { kind: "facts"; caption: string; rows: { label: string; value: Inline }[] }
  | { kind: "panel"; blocks: EmailBlock[] }
  | { kind: "note"; parts: Inline[] };

export interface EmailContent {
  /** The document title and the first heading. */
  title: string;
  /** The line inboxes show after the subject. */
  preheader: string;
  blocks: EmailBlock[];
  /** Marketing mail only: the footer then carries the unsubscribe link. */
  unsubscribeUrl?: string;
}

export { escapeHtml } from "~/lib/text";

/** Only web and mail links make it into a message; anything else (javascript:, data:) is dropped. */
function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Subjects and headings: one line of user text, at most this long. */
const LINE_MAX = 120;

// ---------- HTML ----------

const linkStyle = `color:${BRAND};text-decoration:underline;`;

function inlineHtml(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return escapeHtml(part);
      const href = safeHref(part.href);
      return href ? `<a href="${escapeHtml(href)}" style="${linkStyle}">${escapeHtml(part.label)}</a>` : escapeHtml(part.label);
    })
    .join("");
}

function blockHtml(block: EmailBlock): string {
  const cell = (inner: string, padding = "0 0 16px 0") => `<tr><td style="padding:${padding};font-family:${FONT};">${inner}</td></tr>`;
  switch (block.kind) {
    case "heading":
      return cell(`<h2 style="margin:0;font-family:${FONT};font-size:18px;line-height:26px;color:${TEXT};">${escapeHtml(block.text)}</h2>`, "8px 0 8px 0");
    case "paragraph":
      return cell(`<p style="margin:0;font-family:${FONT};font-size:16px;line-height:24px;color:${TEXT};">${inlineHtml(block.parts)}</p>`);
    case "note":
      return cell(`<p style="margin:0;font-family:${FONT};font-size:14px;line-height:21px;color:${MUTED};">${inlineHtml(block.parts)}</p>`);
    case "button": {
      const href = safeHref(block.href);
      if (!href) return "";
      return cell(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>` +
          `<td style="border-radius:6px;background-color:${BRAND};">` +
          `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>` +
          `</td></tr></table>`,
        "4px 0 20px 0",
      );
    }
    case "list":
      return cell(
        `<ul style="margin:0;padding:0 0 0 22px;font-family:${FONT};font-size:16px;line-height:24px;color:${TEXT};">` +
          block.items.map((item) => `<li style="margin:0 0 6px 0;">${escapeHtml(item)}</li>`).join("") +
          `</ul>`,
      );
    case "facts":
      // A real data table (not role="presentation"): screen readers announce label and value.
      return cell(
        `<table cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;font-family:${FONT};font-size:15px;line-height:22px;color:${TEXT};">` +
          `<caption style="text-align:left;padding:0 0 8px 0;font-weight:bold;font-size:16px;color:${TEXT};">${escapeHtml(block.caption)}</caption>` +
          block.rows
            .map(
              (row) =>
                `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;border-top:1px solid #e5e7eb;font-weight:normal;color:${MUTED};width:40%;">${escapeHtml(row.label)}</th>` +
                `<td valign="top" style="padding:8px 0;border-top:1px solid #e5e7eb;font-weight:bold;word-break:break-word;">${inlineHtml([row.value])}</td></tr>`,
            )
            .join("") +
          `</table>`,
      );
    case "panel":
      return cell(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background-color:${PANEL};border-left:4px solid ${BRAND};border-radius:6px;">` +
          `<tr><td style="padding:20px 20px 4px 20px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%">` +
          block.blocks.map(blockHtml).join("") +
          `</table></td></tr></table>`,
        "8px 0 20px 0",
      );
  }
}

function renderHtml(content: EmailContent): string {
  const contactHref = `mailto:${config.contactEmail}`;
  const unsubscribeHref = content.unsubscribeUrl ? safeHref(content.unsubscribeUrl) : null;
  // Invisible filler after the preheader keeps clients from pulling body text into the preview.
  const filler = "&#8199;&#65279;&#847; ".repeat(40);
  return `<!DOCTYPE html>
<html lang="en" dir="ltr" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};-webkit-text-size-adjust:100%;">
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${escapeHtml(content.preheader)}${filler}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:18px 32px;background-color:${BRAND};border-radius:8px 8px 0 0;font-family:${FONT};font-size:18px;line-height:24px;font-weight:bold;color:#ffffff;">${ACADEMY}</td></tr>
<tr><td style="padding:28px 32px 12px 32px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 16px 0;font-family:${FONT};"><h1 style="margin:0;font-family:${FONT};font-size:24px;line-height:32px;color:${TEXT};">${escapeHtml(content.title)}</h1></td></tr>
${content.blocks.map(blockHtml).join("\n")}
</table>
</td></tr>
<tr><td style="padding:20px 32px 24px 32px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">
<p style="margin:0 0 6px 0;"><strong style="color:${TEXT};">${ACADEMY}</strong></p>
<p style="margin:0 0 6px 0;">Questions? Write to <a href="${escapeHtml(contactHref)}" style="color:${BRAND_DARK};text-decoration:underline;">${escapeHtml(config.contactEmail)}</a>.</p>
${
  unsubscribeHref
    ? `<p style="margin:0;">Don't want our updates and offers? <a href="${escapeHtml(unsubscribeHref)}" style="color:${BRAND_DARK};text-decoration:underline;">Unsubscribe</a>. Emails you ask for, like your toolkit, still arrive.</p>`
    : ""
}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

// ---------- plain text ----------

function wrap(text: string, width = TEXT_WIDTH, indent = ""): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width - indent.length) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l, i) => (i === 0 ? l : indent + l)).join("\n");
}

function inlineText(parts: Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      const href = safeHref(part.href);
      if (!href) return part.label;
      const shown = href.startsWith("mailto:") ? href.slice(7) : href;
      return part.label === shown ? shown : `${part.label} (${shown})`;
    })
    .join("");
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "heading":
      return `${block.text}\n${"-".repeat(Math.min(block.text.length, TEXT_WIDTH))}`;
    case "paragraph":
    case "note":
      return wrap(inlineText(block.parts));
    case "button": {
      const href = safeHref(block.href);
      return href ? `${block.label}:\n${href}` : "";
    }
    case "list":
      return block.items.map((item) => `- ${wrap(item, TEXT_WIDTH, "  ")}`).join("\n");
    case "facts":
      return [`${block.caption}:`, ...block.rows.map((row) => `- ${row.label}: ${inlineText([row.value])}`)].join("\n");
    case "panel":
      return block.blocks.map(blockText).filter(Boolean).join("\n\n");
  }
}

function renderText(content: EmailContent): string {
  const footer = [`${ACADEMY}`, `Questions? Write to ${config.contactEmail}.`];
  if (content.unsubscribeUrl && safeHref(content.unsubscribeUrl)) {
    footer.push(`Don't want our updates and offers? Unsubscribe: ${safeHref(content.unsubscribeUrl)}`);
  }
  const body = content.blocks.map(blockText).filter(Boolean).join("\n\n");
  return `${content.title}\n${"=".repeat(Math.min(content.title.length, TEXT_WIDTH))}\n\n${body}\n\n-- \n${footer.join("\n")}\n`;
}

/** Both parts of a message from one description of its content. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}

// ---------- templates ----------

const greeting = (name: string | undefined) => (name && oneLine(name, 80) ? `Hi ${oneLine(name, 80)},` : "Hi there,");

export interface ToolkitReportEmailInput {
  name: string;
  jobTitle: string;
  companyName?: string | null;
  toolkitUrl: string;
  downloadUrl: string;
  toolCount: number;
  totalAnnualValue: number;
  averageProductivityGain: number;
  /** The salary the figures were computed with; shown, never stored. */
  salary?: number | null;
  unsubscribeUrl?: string;
}

/** The toolkit report: the PDF travels as an attachment, added by the caller. */
export function toolkitReportEmail(input: ToolkitReportEmailInput): RenderedEmail {
  const jobTitle = oneLine(input.jobTitle, LINE_MAX) || "AI";
  const company = input.companyName ? oneLine(input.companyName, LINE_MAX) : "";
  const title = `Your ${jobTitle} AI Toolkit is ready`;
  const tools = `${input.toolCount} AI ${input.toolCount === 1 ? "tool" : "tools"}`;
  const facts: { label: string; value: Inline }[] = [
    { label: "Job title", value: jobTitle },
    ...(company ? [{ label: "Company", value: company }] : []),
    { label: "Tools in your toolkit", value: String(input.toolCount) },
    { label: "Average productivity gain", value: `up to ${formatPercent(input.averageProductivityGain)}` },
    { label: "Estimated yearly value", value: `up to ${formatCurrency(input.totalAnnualValue)}` },
  ];
  if (input.salary && input.salary > 0) facts.push({ label: "Based on a salary of", value: formatCurrency(input.salary) });

  const blocks: EmailBlock[] = [
    { kind: "paragraph", parts: [greeting(input.name)] },
    {
      kind: "paragraph",
      parts: [
        `Your personalised AI toolkit for ${jobTitle}${company ? ` at ${company}` : ""} is attached to this email as a PDF. It recommends ${tools} for your work, with what each can do for you.`,
      ],
    },
    { kind: "facts", caption: "Your toolkit at a glance", rows: facts },
    {
      kind: "note",
      parts: [
        "These figures are estimates, not promises: each starts from a published study of what generative AI did for a kind of work, scaled to the share of a working week the tool is likely to help with. ",
        { href: `${config.appUrl}/methodology`, label: "See how we estimate them" },
        ".",
        ...(input.salary && input.salary > 0 ? [" The salary you chose is used for these figures only; we don't store it."] : []),
      ],
    },
    { kind: "button", label: "View your toolkit online", href: input.toolkitUrl },
    { kind: "paragraph", parts: ["Lost the attachment? ", { href: input.downloadUrl, label: "Download the PDF again" }, "."] },
    {
      kind: "panel",
      blocks: [
        { kind: "heading", text: "Put your toolkit to work" },
        { kind: "paragraph", parts: [`Our AI training program for ${jobTitle} is built to help you:`] },
        {
          kind: "list",
          items: [
            "aim for up to a 5x productivity boost on the tasks it covers",
            "save 10+ hours a week",
            "earn official certifications and a recommendation on a professional network",
          ],
        },
        { kind: "paragraph", parts: ["Special pre-launch pricing is available while the program opens."] },
        { kind: "button", label: "View AI Training Program", href: `${config.appUrl}/aiupskill/start` },
      ],
    },
  ];

  const { html, text } = renderEmail({
    title,
    preheader: `${tools} for your role, with estimated time and value. Your PDF is attached.`,
    blocks,
    unsubscribeUrl: input.unsubscribeUrl,
  });
  return { subject: title, html, text };
}

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

export interface PasswordResetInput {
  name: string;
  resetUrl: string;
  validMinutes: number;
}

/** The reset link (accounts-admin-sales.md, reset password); transactional, never marketing. */
export function passwordResetEmail(input: PasswordResetInput): RenderedEmail {
  const subject = "Reset your Upskill Academy password";
  const { html, text } = renderEmail({
    title: "Reset your password",
    preheader: `Use this link within ${input.validMinutes} minutes to choose a new password.`,
    blocks: [
      { kind: "paragraph", parts: [greeting(input.name)] },
      { kind: "paragraph", parts: ["Someone (we hope you) asked to reset the password of your Upskill Academy account. Choose a new one here:"] },
      { kind: "button", label: "Choose a new password", href: input.resetUrl },
      { kind: "paragraph", parts: [`The link works once, for ${input.validMinutes} minutes. Signing in with the new password ends your other sessions.`] },
      { kind: "note", parts: ["If you did not ask for this, ignore this email: your password stays as it is."] },
    ],
  });
  return { subject, html, text };
}
