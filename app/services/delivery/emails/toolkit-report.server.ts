// The toolkit report email: the PDF travels as an attachment, added by the caller.
import { config } from "~/config.server";
import { formatCurrency, formatHours, formatPercent } from "~/lib/format";
import { titleForSubject } from "~/lib/subject-safety";
import { greeting, LINE_MAX, renderEmail, type EmailBlock, type Inline, type RenderedEmail } from "./render.server";

export interface ToolkitReportEmailInput {
  name: string;
  jobTitle: string;
  companyName?: string | null;
  toolkitUrl: string;
  downloadUrl: string;
  toolCount: number;
  totalAnnualValue: number;
  /** The whole toolkit's hours a week and share of a 40-hour week (each activity counted once). */
  totalHoursPerWeek: number;
  totalGain: number;
  /** The salary the figures were computed with; shown, never stored. */
  salary?: number | null;
  unsubscribeUrl?: string;
}

/**
 * The toolkit report: the PDF travels as an attachment, added by the caller. The report may go to
 * any address a visitor typed, so a job title that reads like a link or a call to action
 * (app/lib/subject-safety.ts) is not shown: the subject and the text then speak of "your role".
 */
export function toolkitReportEmail(input: ToolkitReportEmailInput): RenderedEmail {
  const shownTitle = titleForSubject(input.jobTitle);
  const jobTitle = shownTitle ?? "your role";
  // The company name is the visitor's text too, held to the same rule.
  const company = input.companyName ? (titleForSubject(input.companyName, LINE_MAX) ?? "") : "";
  const title = shownTitle ? `Your ${shownTitle} AI Toolkit is ready` : "Your AI Toolkit is ready";
  const tools = `${input.toolCount} AI ${input.toolCount === 1 ? "tool" : "tools"}`;
  const facts: { label: string; value: Inline }[] = [
    ...(shownTitle ? [{ label: "Job title", value: shownTitle }] : []),
    ...(company ? [{ label: "Company", value: company }] : []),
    { label: "Tools in your toolkit", value: String(input.toolCount) },
    { label: "Time saved a week", value: `up to ${formatHours(input.totalHoursPerWeek)} (${formatPercent(input.totalGain)} of a 40-hour week)` },
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
        "These figures are estimates, not promises: for each of your job's work activities a tool serves, its share of your week, how well AI did that activity in real use, and the time saving a published study found for that kind of work. ",
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
            "practise with the tools in this toolkit on the work your job really does",
            `turn the ${formatHours(input.totalHoursPerWeek)} a week this toolkit estimates into time you actually get back`,
            "earn official certifications and a recommendation on a professional network",
          ],
        },
        { kind: "paragraph", parts: ["Special pre-launch pricing is available while the program opens."] },
        // The course page (issue 27), as the ready modal's button: the program, with each level's price and button.
        { kind: "button", label: "View AI Training Program", href: `${config.appUrl}/aiupskill/training` },
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
