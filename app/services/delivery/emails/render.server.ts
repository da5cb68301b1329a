// The one email renderer. Each template (one file each in this folder) describes its content once
// as a few blocks (paragraphs, buttons, lists, fact tables); renderEmail() turns that into both
// parts of the message: table-layout HTML
// with inline styles for mail clients, and a plain-text part written for people, not stripped tags.
// Every piece of text is escaped on the way into HTML, so a template never builds markup by hand.
import { config } from "~/config.server";
import { escapeHtml, NAME_LINE_MAX, oneLine } from "~/lib/text";

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

/** Only web and mail links make it into a message; anything else (javascript:, data:) is dropped. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Subjects and headings: one line of user text, at most this long. */
export const LINE_MAX = 120;

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

/** The salutation of a message to a person: their name on one line, or a friendly default. */
export const greeting = (name: string | undefined) => (name && oneLine(name, NAME_LINE_MAX) ? `Hi ${oneLine(name, NAME_LINE_MAX)},` : "Hi there,");
